"""Bursts, a missing cache and a missing database (docs/HARDENING.md F3, F4, F5).

A burst of simultaneous sign-ups gets exactly the rate through; while the cache is down the
throttle lets requests through instead of failing them; while the database is down every
answer is a 503 ``service_unavailable`` with ``Retry-After``, not a 500.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest
import redis
from django.db import InterfaceError, OperationalError
from django.test import RequestFactory

from apikit.errors import json_error_view
from apikit.throttles import ScopedRateThrottle
from games import selectors
from tests.conftest import at_once, client_for

ROOT = Path(__file__).resolve().parents[2]
REDIS_TEST_URL = "redis://127.0.0.1:6379/13"
CLOSED_PORT_URL = "redis://127.0.0.1:1/0"
SIGNUPS = 30


def _redis_answers() -> bool:
    try:
        return bool(redis.Redis.from_url(REDIS_TEST_URL, socket_connect_timeout=0.5).ping())
    except redis.RedisError:
        return False


def _redis_cache(location: str, timeout: float = 0.5) -> dict:
    return {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": location,
            # A prefix of its own: parallel test processes share Redis database 13.
            "KEY_PREFIX": f"test-{uuid.uuid4().hex}",
            "OPTIONS": {"socket_connect_timeout": timeout, "socket_timeout": timeout},
        }
    }


def _sign_up_at_once(count: int) -> list[int]:
    return at_once(
        count, lambda: client_for().post("/api/v1/players", {"display_name": "Ada"}).status_code
    )


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_burst_of_simultaneous_sign_ups_gets_exactly_the_rate_through(settings, monkeypatch):
    # Mid-window, so the burst cannot straddle the end of one, however slow the machine.
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: 1_800_000_015.0))
    # On the shared Redis cache, as deployed, when it answers (else the local-memory cache);
    # with time to answer on a busy machine, where a timeout would let a request through.
    if _redis_answers():
        settings.CACHES = _redis_cache(REDIS_TEST_URL, timeout=10)
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"players": "10/minute", "moves": "10/minute"},
    }

    statuses = _sign_up_at_once(SIGNUPS)

    assert sorted(statuses) == [201] * 10 + [429] * (SIGNUPS - 10)


@pytest.mark.django_db
def test_on_redis_a_windows_counter_counts_every_request_and_expires_with_the_window(
    table, settings, monkeypatch
):
    # Mid-window, so the five requests cannot straddle the end of one.
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: 1_800_000_015.0))
    cache = _redis_cache(REDIS_TEST_URL)
    settings.CACHES = cache
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"players": "10/minute", "moves": "3/minute"},
    }
    seat = 1 - table.on_turn()

    statuses = [table.move(seat, {"action": "pass"}).status_code for _ in range(5)]

    assert statuses[:3] == [422] * 3 and statuses[3:] == [429] * 2
    client: Any = redis.Redis.from_url(REDIS_TEST_URL)  # typed as sync-or-async
    keys = client.keys(f"{cache['default']['KEY_PREFIX']}:*")
    assert len(keys) == 1 and b"throttle:moves:" in keys[0]
    assert int(client.get(keys[0]) or 0) == 5
    assert 0 < client.ttl(keys[0]) <= 60


@pytest.fixture
def dead_cache(settings):
    """The cache points at a port where nothing listens, as while Redis restarts."""
    settings.CACHES = _redis_cache(CLOSED_PORT_URL)


@pytest.mark.django_db
def test_sign_ups_go_through_while_the_cache_is_down(api, dead_cache, caplog):
    with caplog.at_level(logging.WARNING, logger="apikit.throttles"):
        statuses = [
            api.post("/api/v1/players", {"display_name": "Ada"}).status_code for _ in range(3)
        ]

    assert statuses == [201, 201, 201]
    assert "the cache failed" in caplog.text


@pytest.mark.django_db
def test_moves_go_through_while_the_cache_is_down(table, dead_cache):
    seat = table.on_turn()
    legal = table.view(seat)["legal_actions"][0]

    response = table.move(seat, {"action": legal["action"]})

    assert response.status_code == 200, response.json()


def test_the_redis_cache_has_short_socket_timeouts():
    code = (
        "import ginapi.settings as s; o = s.CACHES['default']['OPTIONS']; "
        "print(o['socket_connect_timeout'], o['socket_timeout'], o['health_check_interval'])"
    )
    env = {
        **os.environ,
        "SECRET_KEY": "x",
        "DAILY_DEAL_SECRET": "y",
        "REDIS_URL": "redis://cache.example:6379/0",
    }
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )

    assert result.returncode == 0, result.stderr
    connect, read, health = map(float, result.stdout.split())
    assert 0 < connect <= 1 and 0 < read <= 1 and health > 0


@pytest.fixture
def database_down(monkeypatch):
    def fail(**kwargs):
        raise OperationalError("connection to server at 127.0.0.1, port 5432 failed")

    monkeypatch.setattr(selectors, "game_get_for", fail)


@pytest.mark.django_db
def test_a_database_outage_is_a_503_to_retry_not_a_500(player_client, database_down):
    _, client = player_client

    response = client.get(f"/api/v1/games/{uuid.uuid4()}")

    assert response.status_code == 503
    assert response["Retry-After"] == "2"
    assert response.json() == {
        "error": {
            "code": "service_unavailable",
            "message": "The service is briefly unavailable: try again in a few seconds.",
            "fields": {},
        }
    }


@pytest.mark.django_db
def test_the_503_is_translated(player_client, database_down):
    _, client = player_client

    response = client.get(f"/api/v1/games/{uuid.uuid4()}", HTTP_ACCEPT_LANGUAGE="es")

    assert response.json()["error"]["message"].startswith("El servicio no está disponible")


@pytest.mark.django_db
def test_a_broken_connection_during_a_move_is_a_503(table, monkeypatch):
    def fail(**kwargs):
        raise InterfaceError("connection already closed")

    monkeypatch.setattr("games.services.game_move_play", fail)

    response = table.move(table.on_turn(), {"action": "pass"})

    assert response.status_code == 503
    assert response.json()["error"]["code"] == "service_unavailable"


def test_a_database_outage_outside_the_api_views_is_a_503_too():
    handler500 = json_error_view("server_error", 500)
    request = RequestFactory().get("/admin/")
    try:
        raise OperationalError("the database system is starting up")
    except OperationalError:
        response = handler500(request)
    try:
        raise RuntimeError("a bug")
    except RuntimeError:
        crash = handler500(request)

    assert response.status_code == 503
    assert response["Retry-After"] == "2"
    assert b'"service_unavailable"' in response.content
    assert crash.status_code == 500
    assert b'"server_error"' in crash.content
