"""CORS (docs/API.md "Browsers on other origins"): an origin listed in CORS_ALLOWED_ORIGINS may call
every /api/v1/ operation from a browser, with the headers the API uses; tokens travel in
headers, so never credentials mode; any other origin, and /admin/ always, get no CORS answer."""

from __future__ import annotations

from typing import Any

import pytest
from django.conf import settings as django_settings
from django.test import override_settings
from rest_framework.test import APIClient

from accounts.models import Player
from apikit.throttles import ScopedRateThrottle
from games.models import Game
from tests.factories import game_create

pytestmark = pytest.mark.django_db

APP = "https://cards.example"
ELSEWHERE = "https://evil.example"
REQUEST_HEADERS = [
    "authorization",
    "content-type",
    "idempotency-key",
    "if-none-match",
    "last-event-id",
    "accept-language",
]

listed = override_settings(CORS_ALLOWED_ORIGINS=[APP])


def preflight(client: APIClient, path: str, origin: str, method: str = "POST") -> Any:
    return client.options(
        path,
        HTTP_ORIGIN=origin,
        HTTP_ACCESS_CONTROL_REQUEST_METHOD=method,
        HTTP_ACCESS_CONTROL_REQUEST_HEADERS=", ".join(REQUEST_HEADERS),
    )


def header_list(response: Any, name: str) -> set[str]:
    return {value.strip().lower() for value in response.get(name, "").split(",") if value}


@pytest.fixture
def game(player_client: tuple[Player, APIClient]) -> tuple[Game, APIClient]:
    player, client = player_client
    return game_create(player), client


@listed
@pytest.mark.parametrize(
    ("path", "method"),
    [
        ("/api/v1/games", "POST"),
        ("/api/v1/games/0b5d3f7a-93c4-4d38-bb0e-5c6f1a2e9d10/moves", "POST"),
        ("/api/v1/games/0b5d3f7a-93c4-4d38-bb0e-5c6f1a2e9d10", "GET"),
        ("/api/v1/analyze", "POST"),
        ("/api/v1/players/me", "GET"),
    ],
)
def test_a_listed_origins_preflight_allows_the_apis_headers(
    api: APIClient, path: str, method: str
) -> None:
    response = preflight(api, path, APP, method)

    assert response.status_code == 200
    assert response["Access-Control-Allow-Origin"] == APP
    assert header_list(response, "Access-Control-Allow-Headers") >= set(REQUEST_HEADERS)
    assert method in response["Access-Control-Allow-Methods"]
    assert "Access-Control-Allow-Credentials" not in response


@listed
def test_a_listed_origin_may_read_the_etag_of_a_game(game: tuple[Game, APIClient]) -> None:
    game_row, client = game

    response = client.get(f"/api/v1/games/{game_row.id}", HTTP_ORIGIN=APP)

    assert response.status_code == 200
    assert response["Access-Control-Allow-Origin"] == APP
    assert response["ETag"]
    assert header_list(response, "Access-Control-Expose-Headers") >= {"etag", "retry-after"}
    assert "Access-Control-Allow-Credentials" not in response
    assert "origin" in header_list(response, "Vary")


@listed
def test_a_304_to_a_listed_origin_carries_the_cors_headers(game: tuple[Game, APIClient]) -> None:
    game_row, client = game
    etag = client.get(f"/api/v1/games/{game_row.id}")["ETag"]

    response = client.get(f"/api/v1/games/{game_row.id}", HTTP_ORIGIN=APP, HTTP_IF_NONE_MATCH=etag)

    assert response.status_code == 304
    assert response["Access-Control-Allow-Origin"] == APP


@listed
def test_errors_reach_a_listed_origin_readable(api: APIClient) -> None:
    # A browser hides a response without Access-Control-Allow-Origin from the page, so the
    # frontend would see a network error instead of the API's error.
    unauthorised = api.get("/api/v1/players/me", HTTP_ORIGIN=APP)
    invalid = api.post("/api/v1/analyze", {"cards": ["ZZ"]}, HTTP_ORIGIN=APP)

    assert unauthorised.status_code == 401
    assert invalid.status_code == 400
    for response in (unauthorised, invalid):
        assert response["Access-Control-Allow-Origin"] == APP


def test_a_429_to_a_listed_origin_exposes_retry_after(
    api: APIClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A fixed clock, so the two requests share a window; one override for both settings
    # (pytest-django's `settings` fixture would restore the CORS override after this test).
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: 1_800_000_015.0))
    rates = {"players": "1/minute", "moves": "1/minute"}
    rest = {**django_settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}
    with override_settings(CORS_ALLOWED_ORIGINS=[APP], REST_FRAMEWORK=rest):
        api.post("/api/v1/players", {"display_name": "Ada"}, HTTP_ORIGIN=APP)
        response = api.post("/api/v1/players", {"display_name": "Ada"}, HTTP_ORIGIN=APP)

    assert response.status_code == 429
    assert response["Access-Control-Allow-Origin"] == APP
    assert int(response["Retry-After"]) > 0
    assert "retry-after" in header_list(response, "Access-Control-Expose-Headers")


@listed
def test_an_origin_not_listed_gets_no_cors_answer(api: APIClient) -> None:
    response = preflight(api, "/api/v1/analyze", ELSEWHERE)
    plain = api.get("/api/v1/rulesets", HTTP_ORIGIN=ELSEWHERE)

    assert "Access-Control-Allow-Origin" not in response
    assert plain.status_code == 200  # the server answers; the browser keeps it from the page
    assert "Access-Control-Allow-Origin" not in plain


def test_no_origin_is_listed_by_default(api: APIClient) -> None:
    response = preflight(api, "/api/v1/analyze", APP)

    assert "Access-Control-Allow-Origin" not in response
    assert "Access-Control-Allow-Origin" not in api.get("/api/v1/rulesets", HTTP_ORIGIN=APP)


@listed
@pytest.mark.parametrize("path", ["/admin/", "/admin/login/", "/admin/games/game/"])
def test_the_admin_never_answers_cross_origin(api: APIClient, path: str) -> None:
    response = preflight(api, path, APP, "GET")
    page = api.get(path, HTTP_ORIGIN=APP)

    for answer in (response, page):
        assert "Access-Control-Allow-Origin" not in answer
        assert "Access-Control-Allow-Headers" not in answer


@listed
@pytest.mark.parametrize("path", ["/api/schema", "/api/docs", "/healthz"])
def test_only_the_api_under_v1_answers_cross_origin(api: APIClient, path: str) -> None:
    assert "Access-Control-Allow-Origin" not in api.get(path, HTTP_ORIGIN=APP)
