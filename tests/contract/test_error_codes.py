"""Each operation's error codes are a contract: listed in the schema as an enum, from the
codes the apps declare (``apikit.errors.declare``, each in the errors module of the app that
raises it).

The static half is here: every code is declared once, every code the source can raise is
declared, with the status it is raised with, no app makes an error from a code it writes out
(it raises its declaration), every declared message has its Spanish, and every view names its
codes.  The runtime half is tests/contract/codes.py: every error answer of the whole suite
carries a listed code.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.urls import URLPattern, URLResolver, get_resolver
from django.utils import translation
from django.utils.translation import gettext
from openapi_spec_validator import validate
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.test import APIRequestFactory
from rest_framework.views import APIView

from apikit.errors import error_body, operation_error_codes, registry
from apikit.schema import documented_codes
from apikit.throttles import view_rate_limits
from tests.contract.codes import violation

ROOT = Path(__file__).resolve().parents[2]
NOT_SOURCE = {
    "tests",
    "testkit",
    "loadtest",
    "bench",
    "build",
    "clients",
    "docs",
    "examples",
    "node_modules",
}
METHODS = ("get", "post", "put", "patch", "delete")


def source_files() -> Iterator[Path]:
    for path in ROOT.glob("*/**/*.py"):
        parts = path.relative_to(ROOT).parts
        if parts[0].startswith(".") or parts[0] in NOT_SOURCE or "migrations" in parts:
            continue
        yield path


def _constant(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def raised_codes() -> dict[str, set[tuple[str, int | None]]]:
    """Every error code written in the source, with where and the status it is raised with
    where the source says (ApiError's third argument or status=; 400 for the engine's input
    errors, 422 for its illegal actions; a declared code raised by its name, ``NAME.error()``,
    has its declaration's)."""
    found: dict[str, set[tuple[str, int | None]]] = {}

    def add(code: str | None, where: str, status: int | None) -> None:
        if code is not None:
            found.setdefault(code, set()).add((where, status))

    for path in source_files():
        tree = ast.parse(path.read_text(), filename=str(path))
        name = str(path.relative_to(ROOT))
        engine = "engine" in path.parts
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
                where = f"{name}:{node.lineno}"
                if called == "ApiError" and node.args:
                    status = node.args[2] if len(node.args) > 2 else None
                    for keyword in node.keywords:
                        if keyword.arg == "status":
                            status = keyword.value
                    http = 400 if status is None else _status(status)
                    add(_constant(node.args[0]), where, http)
                elif (
                    called == "error"
                    and isinstance(func, ast.Attribute)
                    and isinstance(func.value, ast.Name)
                    and func.value.id.isupper()
                ):
                    # A declared code raised by its name: ALREADY_JOINED.error().
                    add(func.value.id.lower(), where, None)
                elif engine and called == "_illegal" and len(node.args) > 1:
                    add(_constant(node.args[1]), where, 422)
                elif engine:
                    for keyword in node.keywords:
                        if keyword.arg == "code":
                            add(_constant(keyword.value), where, _engine_status(called))
            elif isinstance(node, ast.ClassDef):
                for statement in node.body:
                    if (
                        isinstance(statement, ast.Assign)
                        and len(statement.targets) == 1
                        and isinstance(statement.targets[0], ast.Name)
                        and statement.targets[0].id in ("code", "default_code")
                    ):
                        add(_constant(statement.value), f"{name}:{statement.lineno}", None)
    return found


def _status(node: ast.expr) -> int | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.Attribute) and node.attr.startswith("HTTP_"):
        return int(node.attr.split("_")[1])
    return None  # a variable: the registry's status is trusted


def _engine_status(called: str) -> int | None:
    if called == "IllegalActionError":
        return 422
    if called.endswith("Error"):
        return 400
    return None


def api_views() -> Iterator[tuple[str, type[APIView]]]:
    def walk(patterns: list[Any], prefix: str) -> Iterator[tuple[str, type[APIView]]]:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                yield from walk(pattern.url_patterns, prefix + str(pattern.pattern))
            elif isinstance(pattern, URLPattern):
                view = getattr(pattern.callback, "cls", None)
                if isinstance(view, type) and issubclass(view, APIView):
                    yield prefix + str(pattern.pattern), view

    for route, view in walk(get_resolver().url_patterns, "/"):
        if route.startswith("/api/v1/"):
            yield route, view


def declarations() -> dict[str, list[str]]:
    """Where the source declares each code (``declare("code", status, ...)``)."""
    found: dict[str, list[str]] = {}
    for path in source_files():
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "declare"
                and node.args
            ):
                code = _constant(node.args[0])
                if code is not None:
                    where = f"{path.relative_to(ROOT)}:{node.lineno}"
                    found.setdefault(code, []).append(where)
    return found


def statuses() -> dict[str, int]:
    return {code: entry.status for code, entry in registry().items()}


def test_each_code_is_declared_once_and_every_declaration_is_registered():
    declared = declarations()

    assert {code: sites for code, sites in declared.items() if len(sites) > 1} == {}
    assert set(declared) == set(registry())


def test_every_code_the_source_raises_is_declared_with_its_status():
    problems = []
    known = statuses()
    for code, sites in sorted(raised_codes().items()):
        if code not in known:
            where = ", ".join(sorted(site for site, _ in sites))
            problems.append(f"{code!r} ({where}) is declared nowhere (apikit.errors.declare)")
            continue
        for where, status in sorted(sites, key=str):
            if status is not None and status != known[code]:
                problems.append(
                    f"{code!r} is raised with {status} at {where}, its declaration says "
                    f"{known[code]}"
                )
    assert not problems, "\n".join(problems)


def test_the_static_check_sees_the_codes_of_every_kind_of_raise():
    found = raised_codes()

    assert "games/services.py" in {site.split(":")[0] for site, _ in found["already_joined"]}
    assert {status for _, status in found["must_draw_first"]} == {422}  # hand.py's _illegal
    assert {status for _, status in found["deadwood_too_high"]} == {422}
    assert "unsupported_media_type" not in found  # DRF's own, listed as common
    assert "request_too_large" in found  # apikit/parsers.py: default_code


def literal_api_errors(tree: ast.AST) -> list[tuple[int, str]]:
    """Each ``ApiError("code", ...)`` (or ``ApiError(code="code", ...)``) in ``tree``: an
    error made with its code written out, its status beside it, instead of raised by the
    name its app declares it with (``SEEK_TAKEN.error()``)."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        if called != "ApiError":
            continue
        first = node.args[0] if node.args else None
        for keyword in node.keywords:
            if keyword.arg == "code":
                first = keyword.value
        code = _constant(first)
        if code is not None:
            found.append((node.lineno, code))
    return sorted(found)


def test_no_module_outside_apikit_makes_an_api_error_from_a_written_code():
    problems = [
        f"{path.relative_to(ROOT)}:{line}: ApiError({code!r}, ...): declare it in the app's "
        f"errors module and raise {code.upper()}.error()"
        for path in source_files()
        if path.relative_to(ROOT).parts[0] != "apikit"
        for line, code in literal_api_errors(ast.parse(path.read_text(), filename=str(path)))
    ]

    assert not problems, "\n".join(problems)


def test_the_written_code_check_sees_each_way_of_writing_one():
    source = """
raise ApiError("seek_taken", "Taken.", 409)
raise errors.ApiError(code="own_seek", message="Yours.")
raise SEEK_TAKEN.error()
raise ApiError(error.code, message, status)
"""
    assert literal_api_errors(ast.parse(source)) == [(2, "seek_taken"), (3, "own_seek")]


def test_every_declared_message_has_its_spanish():
    untranslated = []
    with translation.override("es"):
        for code, entry in registry().items():
            untranslated += [(code, t) for t in entry.templates if gettext(t) == t]

    assert untranslated == []


def test_every_api_view_declares_its_codes_and_they_are_registered():
    views = list(api_views())
    assert len(views) >= 20
    for route, view in views:
        assert hasattr(view, "error_codes"), f"{view.__qualname__} ({route}) has no error_codes"
        declared = view.error_codes
        codes = (
            [code for group in declared.values() for code in group]
            if isinstance(declared, dict)
            else list(declared)
        )
        assert not set(codes) - set(registry()), (route, set(codes) - set(registry()))


@pytest.fixture(scope="module")
def served(django_db_blocker: Any) -> dict[str, Any]:
    from rest_framework.test import APIClient

    with django_db_blocker.unblock():
        response = APIClient().get("/api/schema", {"format": "json"})
    assert response.status_code == 200
    return response.json()


def test_the_served_schema_is_valid_openapi(served):
    validate(served)


def test_each_operation_lists_exactly_its_codes_by_status(served):
    factory = APIRequestFactory()
    for route, view_class in api_views():
        path = "/" + route.strip("/").replace("<uuid:", "{").replace("<str:", "{")
        path = path.replace("<", "{").replace(">", "}")
        item = served["paths"].get(path)
        if item is None:
            continue
        for method in METHODS:
            if method not in item:
                continue
            view = view_class()
            view.request = view.initialize_request(getattr(factory, method)(path))
            view.format_kwarg = None
            expected: dict[int, set[str]] = {}
            listed = operation_error_codes(
                view.error_codes, method, bool(view_rate_limits(view)), view
            )
            for code, status in listed.items():
                expected.setdefault(status, set()).add(code)
            assert documented_codes(served, item[method]) == expected, f"{method} {path}"


def test_the_moves_operation_lists_the_engines_codes_under_422(served):
    operation = served["paths"]["/api/v1/games/{game_id}/moves"]["post"]
    codes = documented_codes(served, operation)

    assert {"not_your_turn", "card_not_in_hand", "deadwood_too_high"} <= codes[422]
    assert codes[409] == {"version_conflict"}
    assert codes[429] == {"throttled"}
    assert "not_your_turn" not in codes[400]


def test_an_operation_without_a_token_lists_no_401(served):
    operation = served["paths"]["/api/v1/analyze"]["post"]

    assert 401 not in documented_codes(served, operation)


class _Cancels(APIView):
    authentication_classes = ()
    permission_classes = (AllowAny,)
    error_codes = ("game_not_waiting",)

    def post(self, request: Any) -> Response:
        return Response()


def _answer(code: str, status: int) -> Response:
    # Made directly: sending it through a view would fail this very test (conftest.py).
    return Response(error_body(code, "A message."), status=status)


def test_the_runtime_check_names_a_code_the_operation_does_not_list():
    problem = violation(_Cancels(), "POST", _answer("version_conflict", 409))

    assert problem is not None and "'version_conflict'" in problem and "error_codes" in problem
    assert violation(_Cancels(), "POST", _answer("game_not_waiting", 409)) is None
    assert violation(_Cancels(), "GET", _answer("version_conflict", 409)) is None  # no such op


def test_the_runtime_check_names_a_status_the_registry_disagrees_with():
    problem = violation(_Cancels(), "POST", _answer("game_not_waiting", 422))

    assert problem is not None and "says 409" in problem


def test_the_runtime_check_knows_the_common_codes():
    assert violation(_Cancels(), "POST", _answer("unknown_field", 400)) is None
    assert violation(_Cancels(), "POST", _answer("throttled", 429)) is not None  # no limit
    assert violation(_Cancels(), "POST", _answer("not_authenticated", 401)) is not None


def test_a_view_with_an_oauth_scope_may_answer_insufficient_scope():
    class Scoped(APIView):
        oauth_scope = "games:read"
        error_codes = ()

    class Public(Scoped):
        authentication_classes = ()

    assert operation_error_codes((), "GET", False, Scoped())["insufficient_scope"] == 403
    assert "insufficient_scope" not in operation_error_codes((), "GET", False, Public())
    assert "insufficient_scope" not in operation_error_codes((), "GET", False, _Cancels())


def test_a_code_missing_from_the_registry_is_left_out_of_the_schema_not_a_crash():
    codes = operation_error_codes(("no_such_code", "game_not_waiting"), "POST", False)

    assert "no_such_code" not in codes and codes["game_not_waiting"] == 409
