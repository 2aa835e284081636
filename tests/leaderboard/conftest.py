"""Helpers for the leaderboard tests: winning hands without playing them."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import pytest

from accounts.models import Player
from games.models import Game
from leaderboard.models import BestScore, BoardTally
from leaderboard.services import hand_won
from tests.factories import PlayerFactory, game_create

Win = Callable[..., Game]
START = dt.datetime(2025, 3, 9, 12, 0, tzinfo=dt.UTC)


def minutes(n: int) -> dt.datetime:
    """``n`` minutes after a fixed moment: readable, ordered achieved_at values."""
    return START + dt.timedelta(minutes=n)


@pytest.fixture
def win(db: None) -> Win:
    """``win(player, points, at_minute)``: the human wins a hand of a (new) game against the AI."""

    def won(
        player: Player,
        points: int,
        at_minute: int = 0,
        *,
        game: Game | None = None,
        hand_number: int = 1,
        seat: int = 0,
    ) -> Game:
        game = game or game_create(player)
        hand_won(
            game=game,
            seat=seat,
            hand_number=hand_number,
            points=points,
            achieved_at=minutes(at_minute),
        )
        return game

    return won


@pytest.fixture
def players(db: None) -> Callable[[int], list[Player]]:
    def make(count: int) -> list[Player]:
        return [PlayerFactory.create(display_name=f"P{n}") for n in range(count)]

    return make


def board_rows(board: str) -> list[tuple[Any, int]]:
    """(player id, points) of every BestScore on the board, in board order."""
    return list(
        BestScore.objects.filter(board=board)
        .order_by("-points", "achieved_at", "player_id")
        .values_list("player_id", "points")
    )


def tallies(board: str) -> dict[int, int]:
    return dict(
        BoardTally.objects.filter(board=board, players__gt=0).values_list("points", "players")
    )
