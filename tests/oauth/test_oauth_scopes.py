"""Every /api/v1/ operation holds an OAuth access token to the scope it declares."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, resolve
from drf_spectacular.generators import SchemaGenerator

from oauth.scopes import ANY_TOKEN, SCOPES, view_scope, view_scopes
from tests.conftest import client_for
from tests.oauth.flow import Flow

EXPECTED = {
    ("GET", "/api/v1/players/me"): "profile:read",
    ("POST", "/api/v1/players/me/credentials"): None,
    ("GET", "/api/v1/players/me/sessions"): None,
    ("POST", "/api/v1/sessions"): None,
    ("DELETE", "/api/v1/sessions/current"): None,
    ("GET", "/api/v1/apps"): None,
    ("POST", "/api/v1/apps"): None,
    ("GET", "/api/v1/players/me/authorizations"): None,
    ("GET", "/api/v1/games"): "games:read",
    ("POST", "/api/v1/games"): "games:play",
    ("GET", "/api/v1/games/{game_id}"): "games:read",
    ("POST", "/api/v1/games/{game_id}/moves"): "games:play",
    ("GET", "/api/v1/players/{player_id}"): ANY_TOKEN,
    ("GET", "/api/v1/seeks"): ANY_TOKEN,
    ("GET", "/api/v1/games/{game_id}/moves"): "games:read",
    ("POST", "/api/v1/daily/play"): "daily:play",
}
"""What docs/API.md says of some operations: the declarations must agree."""


def _operations() -> list[tuple[str, str]]:
    schema = SchemaGenerator().get_schema(request=None, public=True)
    return [
        (method.upper(), path)
        for path, item in schema["paths"].items()
        for method in item
        if method in ("get", "post", "put", "patch", "delete")
    ]


def _concrete(path: str) -> str:
    """A path of the schema with each parameter filled in (ids that exist nowhere)."""
    values = {"{date}": "2026-01-01", "{ruleset}": "standard", "{n}": "1", "{hand}": "1"}
    for name, value in values.items():
        path = path.replace(name, value)
    while "{" in path:
        start, end = path.index("{"), path.index("}")
        path = path[:start] + str(uuid.uuid4()) + path[end + 1 :]
    return path


def _view_class(path: str) -> Any:
    return resolve(_concrete(path)).func.view_class  # type: ignore[attr-defined]


def _reads_tokens(view_class: Any) -> bool:
    return view_class.authentication_classes != ()


def _api_views() -> list[tuple[str, Any]]:
    found = []

    def walk(patterns: list[Any], prefix: str) -> None:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                walk(pattern.url_patterns, prefix + str(pattern.pattern))
            elif isinstance(pattern, URLPattern):
                route = prefix + str(pattern.pattern)
                view_class = getattr(pattern.callback, "view_class", None)
                if route.startswith("api/v1/") and view_class is not None:
                    found.append((route, view_class))

    walk(get_resolver().url_patterns, "")
    return found


def test_every_api_view_declares_its_oauth_scope() -> None:
    missing = [route for route, view in _api_views() if not hasattr(view, "oauth_scope")]
    assert missing == [], f"views without oauth_scope (OAuth tokens are refused there): {missing}"


def test_every_declared_scope_is_a_known_one() -> None:
    for route, view in _api_views():
        declared = view.oauth_scope
        values = declared.values() if isinstance(declared, dict) else [declared]
        for value in values:
            for name in value if isinstance(value, tuple) else (value,):
                assert name is None or name in SCOPES or name == ANY_TOKEN, (route, name)


def test_the_declarations_say_what_api_md_says() -> None:
    for (method, path), scope in EXPECTED.items():
        assert view_scope(_view_class(path), method) == scope, (method, path)


def test_a_view_that_declares_nothing_refuses_oauth_tokens() -> None:
    class Forgetful:
        pass

    assert view_scope(Forgetful, "GET") is None


@pytest.mark.parametrize("scope", SCOPES)
def test_each_operation_answers_a_token_of_each_scope_as_its_scope_says(
    flow: Flow, scope: str
) -> None:
    client = client_for(flow.tokens(scope)["access_token"])
    implied = {scope, "games:read"} if scope == "games:play" else {scope}
    for method, path in _operations():
        view_class = _view_class(path)
        needed = view_scopes(view_class, method)
        opens = ANY_TOKEN in needed or bool(set(needed) & implied)
        if path.endswith("/stream") and opens:
            continue  # a live stream: tests/live covers it with a token that may open it
        url = _concrete(path)
        response = getattr(client, method.lower())(url, {} if method != "GET" else None)
        assert response.status_code < 500, (method, path, response.status_code)
        if not _reads_tokens(view_class):
            continue
        body = response.json() if response["Content-Type"].startswith("application/json") else {}
        if opens:
            refused = response.status_code == 403 and body["error"]["code"] == "insufficient_scope"
            assert not refused, (method, path, scope)
        else:
            assert response.status_code == 403, (method, path, scope, response.status_code)
            assert body["error"]["code"] == "insufficient_scope", (method, path, body)
            assert set(body) == {"error"}


def test_games_play_reads_games_too(flow: Flow) -> None:
    client = client_for(flow.tokens("games:play")["access_token"])
    created = client.post("/api/v1/games", {"opponent": "ai", "ruleset": "standard"})
    assert created.status_code == 201, created.json()
    assert client.get(f"/api/v1/games/{created.json()['id']}").status_code == 200
    assert client.get("/api/v1/players/me").status_code == 403


def test_a_game_records_the_app_it_was_created_through(flow: Flow) -> None:
    from games.models import Game
    from oauth.models import App
    from oauth.selectors import game_app_id

    client = client_for(flow.tokens("games:play")["access_token"])
    created = client.post("/api/v1/games", {"opponent": "ai", "ruleset": "standard"}).json()
    game = Game.objects.get(pk=created["id"])
    assert game_app_id(game) == App.objects.get(client_id=flow.client_id).pk
    device_game = flow.api.post("/api/v1/games", {"opponent": "ai", "ruleset": "standard"})
    assert game_app_id(Game.objects.get(pk=device_game.json()["id"])) is None


def test_guest_and_device_tokens_work_as_before(flow: Flow, make_player) -> None:  # type: ignore[no-untyped-def]
    _guest, client = make_player("Guest")
    assert client.get("/api/v1/players/me").status_code == 200
    assert flow.api.get("/api/v1/players/me/sessions").status_code == 200


def test_an_apps_tokens_are_limited_per_app_as_well_as_per_player(  # type: ignore[no-untyped-def]
    flow: Flow, settings
) -> None:
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "oauth_app": "3/minute",
        },
    }
    client = client_for(flow.tokens("profile:read")["access_token"])
    statuses = [client.get("/api/v1/players/me").status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    assert flow.api.get("/api/v1/players/me").status_code == 200


def test_the_schema_documents_the_oauth2_flow_and_each_operations_scope() -> None:
    schema = SchemaGenerator().get_schema(request=None, public=True)
    flow = schema["components"]["securitySchemes"]["oauth2"]["flows"]["authorizationCode"]
    assert flow["authorizationUrl"] == "/oauth/authorize"
    assert flow["tokenUrl"] == "/oauth/token"
    assert set(flow["scopes"]) == set(SCOPES)
    me = schema["paths"]["/api/v1/players/me"]["get"]["security"]
    assert {"oauth2": ["profile:read"]} in me and {"bearerAuth": []} in me
    apps = schema["paths"]["/api/v1/apps"]["post"]["security"]
    assert apps == [{"bearerAuth": []}]
