"""Every answer of a throttled operation says where the client stands (draft-ietf-httpapi-
ratelimit-headers): ``RateLimit-Policy`` names each limit (quota and window), ``RateLimit``
what is left of it and when its window ends; a browser on a listed origin may read both."""

from __future__ import annotations

import pytest
from django.conf import settings as django_settings
from django.test import override_settings

from apikit.throttles import ScopedRateThrottle

pytestmark = pytest.mark.django_db

WINDOW_START = 1_800_000_000.0
APP = "https://cards.example"


@pytest.fixture
def clock(monkeypatch):
    now = [WINDOW_START + 15]
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: now[0]))
    return now


@pytest.fixture
def low_rates(settings, clock):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "players": "2/minute",
            "moves": "5/minute",
        },
    }


def test_player_creation_tells_the_client_its_quota_and_what_is_left(api, low_rates):
    first = api.post("/api/v1/players", {"display_name": "Ada"})
    second = api.post("/api/v1/players", {"display_name": "Ada"})
    refused = api.post("/api/v1/players", {"display_name": "Ada"})

    # The first item is the per-minute limit (players_hour and players_day follow).
    assert first["RateLimit-Policy"].split(", ")[0] == '"players";q=2;w=60'
    assert first["RateLimit"].split(", ")[0] == '"players";r=1;t=45'
    assert second["RateLimit"].split(", ")[0] == '"players";r=0;t=45'
    assert refused.status_code == 429
    assert refused["RateLimit"].split(", ")[0] == '"players";r=0;t=45'
    assert refused["Retry-After"] == "45"


def test_a_refused_body_still_counts_and_says_so(api, low_rates):
    response = api.post("/api/v1/players", {"display_nmae": "Ada"})

    assert response.status_code == 400
    assert response["RateLimit"].split(", ")[0] == '"players";r=1;t=45'


def test_a_move_shows_the_players_moves_limit_and_reading_shows_none(table, low_rates):
    seat = table.on_turn()
    move = table.move(seat, {"action": "pass"})
    log = table.clients[seat].get(f"{table.url}/moves")

    assert move["RateLimit-Policy"] == '"moves";q=5;w=60'
    assert move["RateLimit"] == '"moves";r=4;t=45'
    assert "RateLimit" not in log and "RateLimit-Policy" not in log


def test_a_login_counts_against_each_of_its_limits(api, clock):
    response = api.post("/api/v1/sessions", {"username": "nobody", "password": "wrong-password"})

    assert response.status_code == 401
    assert response["RateLimit-Policy"] == (
        '"login_address";q=60;w=60, "login_username";q=10;w=60, "login_global";q=600;w=60'
    )
    assert response["RateLimit"] == (
        '"login_address";r=59;t=45, "login_username";r=9;t=45, "login_global";r=599;t=45'
    )


def test_an_operation_without_a_limit_sends_no_ratelimit_fields(api):
    response = api.get("/api/v1/rulesets")

    assert response.status_code == 200
    assert "RateLimit" not in response and "RateLimit-Policy" not in response


def test_a_request_refused_before_it_is_counted_still_shows_the_policy(api, clock):
    response = api.post("/api/v1/games/00000000-0000-0000-0000-000000000000/moves", {})

    assert response.status_code == 401
    assert response["RateLimit-Policy"] == '"moves";q=1200;w=60'
    assert "RateLimit" not in response


def test_a_listed_origin_may_read_the_fields(api, clock):
    with override_settings(CORS_ALLOWED_ORIGINS=[APP]):
        response = api.post("/api/v1/players", {"display_name": "Ada"}, HTTP_ORIGIN=APP)

    exposed = {h.strip().lower() for h in response["Access-Control-Expose-Headers"].split(",")}
    assert {"ratelimit", "ratelimit-policy", "x-request-id", "etag", "retry-after"} <= exposed


def test_the_schema_declares_the_headers_and_the_limits(api):
    schema = api.get("/api/schema", {"format": "json"}).json()
    move = schema["paths"]["/api/v1/games/{game_id}/moves"]["post"]
    detail = schema["paths"]["/api/v1/games/{game_id}"]["get"]

    assert move["x-rate-limits"] == [
        {"name": "moves", "limit": 1200, "window": 60, "per": "player"}
    ]
    assert "1200 requests per 60 s per player" in move["description"]
    for status, response in move["responses"].items():
        assert {"X-Request-ID", "RateLimit-Policy", "RateLimit"} <= set(response["headers"]), status
    assert "Retry-After" in move["responses"]["429"]["headers"]
    assert "Retry-After" in move["responses"]["503"]["headers"]
    assert set(detail["responses"]["200"]["headers"]) == {"ETag", "X-Request-ID"}
    assert "x-rate-limits" not in detail
    for item in schema["paths"].values():
        for operation in item.values():
            for response in operation["responses"].values():
                assert "X-Request-ID" in response["headers"]
    assert set(schema["components"]["headers"]) == {
        "X-Request-ID",
        "Retry-After",
        "RateLimit-Policy",
        "RateLimit",
    }
    assert django_settings.CORS_EXPOSE_HEADERS
