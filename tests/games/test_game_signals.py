"""games.signals: the apps built on games hear of hands won and games finished without games
importing them; ``game_finished`` comes once per game, inside the transaction that finishes it
(points, resignation, a claimed timeout)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine
from django.utils import timezone

from games.models import Game
from games.signals import game_finished, hand_won
from tests.games.play import play_to_end

pytestmark = pytest.mark.django_db


@pytest.fixture
def finished() -> Iterator[list[tuple[str, str, int | None]]]:
    """Each ``game_finished`` heard: (game id, status then, winner seat)."""
    heard: list[tuple[str, str, int | None]] = []

    def receiver(*, game: Game, **_kwargs: Any) -> None:
        heard.append((str(game.pk), game.status, game.winner_seat))

    game_finished.connect(receiver, dispatch_uid="test.game_finished")
    yield heard
    game_finished.disconnect(dispatch_uid="test.game_finished")


def test_a_game_played_to_its_target_is_finished_once(make_player, finished) -> None:
    won: list[int] = []

    def on_hand(*, points: int, **_kwargs: Any) -> None:
        won.append(points)

    hand_won.connect(on_hand, dispatch_uid="test.hand_won")
    try:
        _, client = make_player()
        created = client.post("/api/v1/games", {"opponent": "ai", "target": 10}).json()
        final = play_to_end(client, created)
    finally:
        hand_won.disconnect(dispatch_uid="test.hand_won")
    seat = 0 if final["winner"] == "you" else 1
    assert finished == [(final["id"], "finished", seat)]
    assert won and all(points > 0 for points in won)


def test_a_resignation_sends_game_finished(make_player, finished) -> None:
    _, client = make_player()
    game = client.post("/api/v1/games", {"opponent": "ai"}).json()
    client.post(f"/api/v1/games/{game['id']}/moves", {"action": "resign"})
    assert finished == [(game["id"], "finished", 1)]


def test_a_claimed_timeout_sends_game_finished(make_player, finished) -> None:
    _, ada = make_player("Ada")
    _, grace = make_player("Grace")
    created = ada.post("/api/v1/games", {"opponent": "human"}).json()
    grace.post("/api/v1/games/join", {"invite_code": created["invite_code"]})
    waiting = grace if ada.get(f"/api/v1/games/{created['id']}").json()["turn"] == "you" else ada
    later = timezone.now() + dt.timedelta(days=3, seconds=1)
    with time_machine.travel(later, tick=False):
        assert waiting.post(f"/api/v1/games/{created['id']}/claim-victory").status_code == 200
    winner = Game.objects.get(pk=created["id"]).winner_seat
    assert finished == [(created["id"], "finished", winner)]


def test_a_receiver_that_fails_undoes_the_move_that_finished_the_game(make_player) -> None:
    def broken(**_kwargs: Any) -> None:
        raise RuntimeError("a receiver failed")

    game_finished.connect(broken, dispatch_uid="test.broken")
    try:
        _, client = make_player()
        client.raise_request_exception = False
        game = client.post("/api/v1/games", {"opponent": "ai"}).json()
        response = client.post(f"/api/v1/games/{game['id']}/moves", {"action": "resign"})
    finally:
        game_finished.disconnect(dispatch_uid="test.broken")
    assert response.status_code == 500
    stored = Game.objects.get(pk=game["id"])
    assert (stored.status, stored.version) == ("active", game["version"])
