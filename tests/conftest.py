"""Shared fixtures.  The suite runs on PostgreSQL (tests/settings.py: DATABASE_URL, else the
local server): what is deployed, and what the concurrency tests are about."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest
from django.core.cache import cache
from django.db import connection
from rest_framework.test import APIClient

from accounts.models import Player
from games.engine.ai import master
from tests.contract import codes
from tests.factories import PlayerFactory


@pytest.fixture(autouse=True)
def _quick_master(monkeypatch: pytest.MonkeyPatch) -> None:
    # The suite plays thousands of AI games for every level in AI_LEVELS: the master plays
    # them with a token search.  tests/games/engine/test_master.py passes its own budgets, and the
    # service passes the one from settings.
    monkeypatch.setattr(master, "DEFAULT_BUDGET", master.Budget(worlds=1, max_rollouts=6))


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    # Throttle counters live in the cache; each test starts with none.
    cache.clear()


@pytest.fixture(autouse=True)
def _error_codes_listed() -> Iterator[None]:
    # Every error answer a test provokes carries a code its operation lists in the schema
    # (tests/contract/codes.py).
    with codes.watch() as violations:
        yield
    if violations:
        pytest.fail("error codes outside the contract:\n" + "\n".join(sorted(set(violations))))


def at_once(count: int, request: Callable[[], int]) -> list[int]:
    """Run ``request`` (which returns a status code) from ``count`` threads released together.

    Each thread closes its own database connection; a crash counts as a 500.
    """
    barrier = threading.Barrier(count)
    statuses: list[int] = []
    lock = threading.Lock()

    def run() -> None:
        try:
            barrier.wait(timeout=30)
            status = request()
        except Exception:  # a crash in the thread is a 500 as far as the test cares
            status = 500
        finally:
            connection.close()
        with lock:
            statuses.append(status)

    threads = [threading.Thread(target=run) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return statuses


def client_for(token: str | None = None) -> APIClient:
    """A JSON API client, sending ``token`` as the bearer token when given."""
    client = APIClient()
    if token is not None:
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


@pytest.fixture
def api() -> APIClient:
    """An anonymous client."""
    return client_for()


@pytest.fixture
def make_player(db: None) -> Callable[..., tuple[Player, APIClient]]:
    """A player and a client authenticated as it."""

    def make(display_name: str = "Ada", *, registered: bool = False) -> tuple[Player, APIClient]:
        player, token = PlayerFactory.create_with_token(
            display_name=display_name, registered=registered
        )
        return player, client_for(token)

    return make


@pytest.fixture
def player_client(make_player: Callable[..., tuple[Player, APIClient]]) -> tuple[Player, APIClient]:
    return make_player()
