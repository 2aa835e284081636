"""POST /api/v1/daily/play: today's game against the AI, the first of the day scored."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from accounts.models import Player
from daily.models import DailyAttempt, DailyDeal
from daily.services import daily_deal_ensure, daily_today
from games.models import Game
from games.services import game_move_play
from tests.factories import PlayerFactory

from .conftest import at, first_view, utc

URL = "/api/v1/daily/play"
MakePlayer = Callable[..., tuple[Player, APIClient]]


def resign(player: Player, game_id: Any) -> None:
    game_move_play(
        game_id=game_id, player=player, action={"action": "resign"}, expected_version=None
    )


@pytest.mark.django_db
def test_it_needs_a_token(api: APIClient) -> None:
    response = api.post(URL)
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"


@pytest.mark.django_db
def test_the_first_play_of_the_day_is_a_scored_game_against_the_novice_ai(
    make_player: MakePlayer,
) -> None:
    player, client = make_player()
    with at(utc(2025, 3, 9, 15, 0)):
        response = client.post(URL)
    assert response.status_code == 201
    body = response.json()
    assert body["daily"] == {
        "date": "2025-03-09",
        "scored": True,
        "expired": False,
        "shared_stock": False,
    }
    assert body["status"] == "active"
    assert body["opponent"]["kind"] == "ai"
    assert body["ruleset"]["name"] == "arcade"
    game = Game.objects.get(pk=body["id"])
    deal = DailyDeal.objects.get()
    assert game.ai_level == "novice"
    assert game.first_hand_seed == deal.seed
    assert game.seed != deal.seed  # later hands are shuffled from the game's own seed
    attempt = DailyAttempt.objects.get()
    assert (attempt.player, attempt.game, attempt.deal, attempt.scored) == (
        player,
        game,
        deal,
        True,
    )


@pytest.mark.django_db
def test_playing_again_returns_the_unfinished_game_with_200(make_player: MakePlayer) -> None:
    _player, client = make_player()
    first = client.post(URL)
    again = client.post(URL)
    assert again.status_code == 200
    assert again.json()["id"] == first.json()["id"]
    assert again.json()["daily"]["scored"] is True
    assert DailyAttempt.objects.count() == 1


@pytest.mark.django_db
def test_after_the_scored_game_is_over_playing_again_returns_it_and_starts_nothing(
    make_player: MakePlayer,
) -> None:
    # Practice of today's deal opens once the date is over (docs/API.md "Trust").
    player, client = make_player()
    scored = client.post(URL).json()
    resign(player, scored["id"])
    again = client.post(URL)
    assert again.status_code == 200
    assert again.json()["id"] == scored["id"]
    assert again.json()["daily"]["scored"] is True
    assert again.json()["status"] == "finished"
    assert list(DailyAttempt.objects.values_list("scored", flat=True)) == [True]


@pytest.mark.django_db
def test_a_new_utc_date_brings_a_new_scored_game(make_player: MakePlayer) -> None:
    _player, client = make_player()
    with at(utc(2025, 3, 9, 23, 59, 59)):
        yesterday = client.post(URL).json()
    with at(utc(2025, 3, 10, 0, 0, 0)):
        today = client.post(URL)
    assert today.status_code == 201
    assert today.json()["daily"] == {
        "date": "2025-03-10",
        "scored": True,
        "expired": False,
        "shared_stock": False,
    }
    assert today.json()["id"] != yesterday["id"]


@pytest.mark.django_db
def test_two_players_see_the_same_first_hand(make_player: MakePlayer) -> None:
    # Registered players: a guest's stock is its own, so an AI that draws first differs.
    _ada, ada = make_player("Ada", registered=True)
    _lin, lin = make_player("Lin", registered=True)
    with at(utc(2025, 3, 9, 8, 0)):
        ada_game = ada.post(URL).json()
    with at(utc(2025, 3, 9, 21, 30)):
        lin_game = lin.post(URL).json()
    assert ada_game["id"] != lin_game["id"]
    assert first_view(ada_game) == first_view(lin_game)
    assert len(ada_game["your_cards"]) in (10, 11)


@pytest.mark.django_db
def test_the_first_hand_is_the_stored_deal(make_player: MakePlayer) -> None:
    _player, client = make_player()
    game = client.post(URL).json()
    hand = DailyDeal.objects.get().first_hand()
    dealt_to_player = set(hand["player_cards"])
    # The player may already hold the card drawn after the AI's opening turn, nothing else.
    assert dealt_to_player <= set(game["your_cards"])
    assert game["dealer"] == ("you" if hand["dealer"] == "player" else "opponent")


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("advisory_lock", [True, False], ids=["locked", "constraint-only"])
def test_a_hundred_concurrent_plays_by_one_player_make_one_scored_game(
    db: None, monkeypatch: pytest.MonkeyPatch, advisory_lock: bool
) -> None:
    if not advisory_lock:
        # Without the per-player lock the partial unique constraint alone must hold the line.
        monkeypatch.setattr("daily.services._lock_player_deal", lambda **_kwargs: None)
    player, token = PlayerFactory.create_with_token()
    # The deal already exists, as it does all day after the first request: nothing but the
    # daily app's own locks and constraint stands between the requests.
    daily_deal_ensure(date=daily_today())
    # 100 requests, 25 in flight at once: enough to pile up on the same rows, few enough to
    # stay inside PostgreSQL's default 100 connections alongside other test runs.
    barrier = threading.Barrier(25)

    def play(_n: int) -> tuple[int, str]:
        try:
            one = APIClient()
            one.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
            # The last wave may be short of a full barrier: it goes when the wait times out.
            with contextlib.suppress(threading.BrokenBarrierError):
                barrier.wait(timeout=30)
            response = one.post(URL)
            return response.status_code, response.json()["id"]
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=25) as pool:
        results = list(pool.map(play, range(100)))

    statuses = [status for status, _id in results]
    assert set(statuses) <= {200, 201}
    assert DailyAttempt.objects.filter(player=player, scored=True).count() == 1
    if advisory_lock:
        # The requests queue on the lock: one game, every later request gets it back.
        assert statuses.count(201) == 1
        assert len({game_id for _status, game_id in results}) == 1
        assert DailyAttempt.objects.filter(player=player).count() == 1
        assert Game.objects.filter(player0=player).count() == 1
    else:
        # Racing requests may lose the insert, but never make a second game.
        assert DailyAttempt.objects.filter(player=player).count() == statuses.count(201) == 1
