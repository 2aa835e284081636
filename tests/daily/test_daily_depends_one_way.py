"""The leaderboard builds on the daily app, never the other way: no daily module imports it."""

from __future__ import annotations

import ast
from pathlib import Path

import daily


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_no_daily_module_imports_the_leaderboard() -> None:
    root = Path(daily.__file__).parent
    offenders = {
        str(path.relative_to(root)): sorted(
            name for name in imported_modules(path) if name.split(".")[0] == "leaderboard"
        )
        for path in root.rglob("*.py")
    }
    assert {path: names for path, names in offenders.items() if names} == {}
