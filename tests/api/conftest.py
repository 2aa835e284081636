"""Fixtures for the API tests: games in known positions."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from games import services
from games.models import Game


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
