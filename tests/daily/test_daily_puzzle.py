"""The Daily Gin puzzle through the API: the par and the lines appear once the date is over,
never a minute before, and the par line played through a practice game wins exactly the par."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from daily.models import DailyDeal
from games.models import Game

from .conftest import Reveal, at, utc
from .test_daily_end_to_end import play_first_hand

MakePlayer = Callable[..., tuple[Player, APIClient]]
DAY = "2025-03-09"
DURING = utc(2025, 3, 9, 18, 0)
LAST_MOMENT = utc(2025, 3, 9, 23, 59, 59, 999999)
AFTER = utc(2025, 3, 10, 0, 0, 0)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("e2e_daily_secret")]


def hand_one_points(game_id: str) -> int:
    """What the player (seat 0) won in the game's first hand."""
    first = Game.objects.get(pk=game_id).match().hand_results[0]
    return first.points if first.winner == 0 else 0


def play_line(client: APIClient, game_id: str, line: list[dict[str, Any]]) -> None:
    for action in line:
        response = client.post(f"/api/v1/games/{game_id}/moves", action, format="json")
        assert response.status_code == 200, (action, response.json())


def test_par_and_lines_are_hidden_until_the_last_moment_of_the_date(
    make_player: MakePlayer,
) -> None:
    _player, client = make_player(registered=True)
    with at(DURING):
        play_first_hand(client, client.post("/api/v1/daily/play").json()["id"])
    with at(LAST_MOMENT):
        body = client.get(f"/api/v1/daily/{DAY}").json()
    assert body["revealed"] is False
    assert not {"deal", "par", "your_line"} & set(body)
    assert DailyDeal.objects.get().par_score is not None, "the scored win set a par already"


def test_after_midnight_the_reveal_shows_the_par_and_the_callers_own_line(
    make_player: MakePlayer, reveal: Reveal
) -> None:
    _player, client = make_player(registered=True)
    with at(DURING):
        game_id = client.post("/api/v1/daily/play").json()["id"]
        play_first_hand(client, game_id)
    won = hand_one_points(game_id)
    with at(AFTER):
        body = reveal(client, DAY)
    assert body["revealed"] is True
    assert body["par"]["score"] >= won > 0
    assert body["par"]["line"], "a line that ends the first hand"
    assert isinstance(body["par"]["proven"], bool)
    assert body["your_line"]["game_id"] == game_id
    assert body["your_line"]["score"] == won
    moves = Game.objects.get(pk=game_id).moves.filter(seat=0).order_by("version")
    assert (
        body["your_line"]["line"]
        == [move.payload for move in moves][: len(body["your_line"]["line"])]
    )


def test_the_par_line_replayed_in_a_practice_game_wins_exactly_the_par(
    make_player: MakePlayer, api: APIClient, reveal: Reveal
) -> None:
    _player, client = make_player()
    with at(DURING):
        client.get("/api/v1/daily")  # the deal exists; nobody has played it
    with at(AFTER):
        par = reveal(api, DAY)["par"]
        practice = client.post(f"/api/v1/daily/{DAY}/practice")
        assert practice.status_code == 201
        play_line(client, practice.json()["id"], par["line"])
    assert hand_one_points(practice.json()["id"]) == par["score"]


def test_a_scored_hand_that_beats_the_par_becomes_the_par_line(make_player: MakePlayer) -> None:
    _player, client = make_player(registered=True)
    with at(DURING):
        client.get("/api/v1/daily")
        DailyDeal.objects.update(par_score=1, par_line=[], par_computed_at=DURING)
        game_id = client.post("/api/v1/daily/play").json()["id"]
        play_first_hand(client, game_id)
    won = hand_one_points(game_id)
    with at(AFTER):
        body = client.get(f"/api/v1/daily/{DAY}").json()
        assert body["par"]["score"] == won
        assert body["par"]["found_by"] == "player"
        assert body["par"]["proven"] is False
        assert body["par"]["line"] == body["your_line"]["line"]
        replay = client.post(f"/api/v1/daily/{DAY}/practice").json()["id"]
        play_line(client, replay, body["par"]["line"])
    assert hand_one_points(replay) == won


def test_a_practice_win_never_moves_the_par(make_player: MakePlayer) -> None:
    _player, client = make_player()
    with at(DURING):
        client.get("/api/v1/daily")
        DailyDeal.objects.update(par_score=1, par_line=[], par_computed_at=DURING)
    with at(AFTER):
        game_id = client.post(f"/api/v1/daily/{DAY}/practice").json()["id"]
        play_first_hand(client, game_id)
    assert hand_one_points(game_id) > 1
    assert DailyDeal.objects.get().par_score == 1
