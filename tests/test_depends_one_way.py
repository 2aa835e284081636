"""The project's packages depend one way, read from their imports (every ``import`` in every
file, those inside functions too):

- an app imports only the apps installed before it (``accounts`` none, ``games`` accounts,
  ``daily`` games and accounts, ``leaderboard`` daily, games and accounts...); an app added
  later is held to it as it is installed;
- the packages that are not apps (``apikit``, the HTTP plumbing) import no app, and nothing
  but the test kits imports ``ginapi``, the project that puts the apps together: an app too
  (for its plumbing's state, the Idempotency-Key answers), installed last;
- ``tests/`` and ``loadtest/`` share ``testkit/`` and never import each other;
- no two top-level packages import each other, however long the way round.

Apps hear the apps below them through signals (``accounts.signals``, ``games.signals``,
``daily.signals``): the live streams (``live``) hear ``games`` through
``games.signals.game_changed``, and ``games`` never imports ``live``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from django.conf import settings

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = sorted(path.parent.name for path in ROOT.glob("*/__init__.py"))
"""Every top-level package of the repository (tests and the load scripts included)."""
APPS = [name for name in settings.INSTALLED_APPS if name in PACKAGES]
"""The project's own apps, in the order they are installed."""
TEST_KITS = {"tests", "loadtest", "bench", "testkit"}


def imported_modules(path: Path) -> Iterator[str]:
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.module


def imports_of(package: str) -> dict[str, set[str]]:
    """``{file: the other top-level packages it imports}`` for every file of ``package``."""
    found = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        if ".venv" in path.parts:
            continue
        others = {name.split(".")[0] for name in imported_modules(path)}
        found[str(path.relative_to(ROOT))] = others & set(PACKAGES) - {package}
    return found


def offenders(package: str, forbidden: set[str]) -> dict[str, list[str]]:
    return {
        path: sorted(names & forbidden)
        for path, names in imports_of(package).items()
        if names & forbidden
    }


GRAPH = {package: set().union(*imports_of(package).values()) for package in PACKAGES}


def test_the_apps_and_packages_are_found() -> None:
    assert APPS[:4] == ["accounts", "games", "daily", "leaderboard"]
    assert {"apikit", "ginapi", "testkit", "tests", "loadtest"} <= set(PACKAGES)


def test_each_app_imports_only_the_apps_installed_before_it() -> None:
    for number, app in enumerate(APPS):
        assert offenders(app, set(APPS[number + 1 :]) | {"ginapi"}) == {}, app


def test_ginapi_is_the_last_app_as_nothing_but_the_test_kits_imports_it() -> None:
    assert APPS[-1] == "ginapi"


def test_accounts_imports_no_other_app() -> None:
    assert offenders("accounts", set(APPS) - {"accounts"}) == {}


def test_games_imports_no_other_app_than_accounts() -> None:
    assert offenders("games", set(APPS) - {"games", "accounts"}) == {}


def test_live_is_built_on_games_alone_and_games_never_imports_it() -> None:
    assert "live" in APPS
    assert offenders("games", {"live"}) == {}
    # The apps that publish to the streams (oauth, lobby, reviews) come after it.
    assert offenders("live", set(APPS) - {"games", "accounts", "live"}) == {}
    for app in ("oauth", "lobby", "reviews"):
        assert APPS.index("live") < APPS.index(app), app


def test_the_packages_that_are_not_apps_import_no_app() -> None:
    for package in set(PACKAGES) - set(APPS) - TEST_KITS - {"ginapi"}:
        assert offenders(package, set(APPS) | {"ginapi"}) == {}, package


def test_the_tests_and_the_load_scripts_share_only_the_test_kit() -> None:
    assert offenders("tests", {"loadtest", "bench"}) == {}
    assert offenders("loadtest", {"tests"}) == {}
    assert offenders("testkit", {"tests", "loadtest", "bench"}) == {}


def test_no_top_level_packages_import_each_other_in_a_circle() -> None:
    def reaches(start: str) -> set[str]:
        seen: set[str] = set()
        todo = list(GRAPH[start])
        while todo:
            package = todo.pop()
            if package not in seen:
                seen.add(package)
                todo.extend(GRAPH[package])
        return seen

    assert sorted(package for package in PACKAGES if package in reaches(package)) == []
