"""Shared fixtures.  The suite runs on PostgreSQL (tests/settings.py: DATABASE_URL, else the
local server): what is deployed, and what the concurrency tests are about."""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.db import connection
from django.test import Client
from rest_framework.test import APIClient

from accounts.models import Player
from games import services
from games.engine.ai import master
from games.models import Game
from tests.contract import codes
from tests.factories import E2E_DAILY_SECRET, PlayerFactory
from tests.liveserver import (  # noqa: F401  (fixtures, found by name: uvicorn over real HTTP)
    live_server_process,
    pair,
    server,
)


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
def e2e_daily_secret(settings: Any) -> None:
    """The Daily deals of the end-to-end tests (tests.factories.E2E_DAILY_SECRET)."""
    settings.DAILY_DEAL_SECRET = E2E_DAILY_SECRET


@pytest.fixture
def staff_client(client: Client) -> Client:
    """Django's test client, logged in as a superuser (the admin's pages)."""
    client.force_login(User.objects.create_superuser("staff", "staff@example.com", "pw"))
    return client


@pytest.fixture
def player_client(make_player: Callable[..., tuple[Player, APIClient]]) -> tuple[Player, APIClient]:
    return make_player()


# Games in known positions (the friend games of the games, apikit and ginapi tests).
@dataclass
class Table:
    """A friend game and a client for each seat, in the order of play."""

    game: Game
    clients: tuple[APIClient, APIClient]

    @property
    def url(self) -> str:
        return f"/api/v1/games/{self.game.id}"

    def view(self, seat: int) -> dict[str, Any]:
        return self.clients[seat].get(self.url).json()

    def on_turn(self) -> int:
        return 0 if self.view(0)["turn"] == "you" else 1

    def move(self, seat: int, body: dict[str, Any], **extra: Any) -> Any:
        return self.clients[seat].post(f"{self.url}/moves", body, **extra)

    def play(self, body: dict[str, Any]) -> dict[str, Any]:
        """The seat on turn plays ``body``; the response body (must succeed)."""
        response = self.move(self.on_turn(), body)
        assert response.status_code == 200, response.json()
        return response.json()

    def state(self) -> tuple[int, Any, int]:
        """What must not change when a move is refused."""
        self.game.refresh_from_db()
        return self.game.version, self.game.snapshot, self.game.moves.count()


def seeded(monkeypatch: pytest.MonkeyPatch, seed: bytes) -> None:
    """Make the next games dealt use ``seed`` (tests need known deals)."""
    real = secrets.token_bytes
    monkeypatch.setattr(
        services.secrets, "token_bytes", lambda n=32: seed.ljust(n, b".") if n == 32 else real(n)
    )


@pytest.fixture
def make_table(
    make_player: Callable[..., tuple[Player, APIClient]], monkeypatch: pytest.MonkeyPatch
) -> Callable[..., Table]:
    def make(ruleset: str = "standard", seed: bytes | None = None, **kwargs: Any) -> Table:
        creator, creator_client = make_player("Ada")
        friend, friend_client = make_player("Bob")
        if seed is not None:
            with monkeypatch.context() as patch:
                seeded(patch, seed)
                game = services.game_create(
                    player=creator,
                    opponent="human",
                    ai_level=None,
                    ruleset=ruleset,
                    rules=kwargs.get("rules"),
                    target=kwargs.get("target"),
                )
        else:
            game = services.game_create(
                player=creator,
                opponent="human",
                ai_level=None,
                ruleset=ruleset,
                rules=kwargs.get("rules"),
                target=kwargs.get("target"),
            )
        assert game.invite_code is not None
        services.game_join(player=friend, invite_code=game.invite_code)
        return Table(game, (creator_client, friend_client))

    return make


@pytest.fixture
def table(make_table: Callable[..., Table]) -> Table:
    return make_table(seed=b"table")
