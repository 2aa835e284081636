"""GET /api/v1/players/me: daily_streak counts consecutive UTC dates with a scored daily game
up to today or yesterday; best_daily_streak the longest run ever."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from daily.services import daily_deal_ensure, daily_play

from .conftest import at, utc

MakePlayer = Callable[..., tuple[Player, APIClient]]

pytestmark = pytest.mark.django_db


def play_on(player: Player, *days: int) -> None:
    for day in days:
        moment = utc(2025, 3, day, 12, 0)
        with at(moment):
            daily_play(player=player, now=moment)


def streaks(client: APIClient, day: int) -> tuple[int, int]:
    with at(utc(2025, 3, day, 20, 0)):
        stats = client.get("/api/v1/players/me").json()["stats"]
    return stats["daily_streak"], stats["best_daily_streak"]


def test_a_new_player_has_no_streak(make_player: MakePlayer) -> None:
    _player, client = make_player()
    assert streaks(client, 10) == (0, 0)


def test_a_run_that_ends_yesterday_still_counts(make_player: MakePlayer) -> None:
    player, client = make_player()
    play_on(player, 7, 8, 9)
    assert streaks(client, 9) == (3, 3)
    assert streaks(client, 10) == (3, 3)
    assert streaks(client, 11) == (0, 3)


def test_a_missed_date_starts_the_run_again_and_the_best_is_kept(make_player: MakePlayer) -> None:
    player, client = make_player()
    play_on(player, 2, 3, 4, 5, 7, 8)
    assert streaks(client, 8) == (2, 4)


def test_practice_games_do_not_make_a_streak(make_player: MakePlayer) -> None:
    player, client = make_player()
    play_on(player, 9)
    daily_deal_ensure(date=dt.date(2025, 3, 8))
    with at(utc(2025, 3, 9, 13, 0)):
        assert client.post("/api/v1/daily/2025-03-08/practice").status_code == 201
    assert streaks(client, 9) == (1, 1)
