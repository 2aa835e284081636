"""POST /api/v1/daily/{date}/practice: unscored games on any past date's deal, and on today's
once the caller's scored attempt has played its first hand."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from daily.models import DailyAttempt, DailyDeal
from daily.services import daily_deal_ensure
from games.models import Game

from .conftest import at, utc

MakePlayer = Callable[..., tuple[Player, APIClient]]
TODAY = utc(2025, 3, 10, 9, 0)

pytestmark = pytest.mark.django_db


def test_a_past_date_gives_an_unscored_game_on_that_deal(make_player: MakePlayer) -> None:
    player, client = make_player()
    deal = daily_deal_ensure(date=utc(2025, 3, 8).date())
    with at(TODAY):
        response = client.post("/api/v1/daily/2025-03-08/practice")
    assert response.status_code == 201
    body = response.json()
    assert body["daily"] == {
        "date": "2025-03-08",
        "scored": False,
        "expired": False,
        "shared_stock": True,
    }
    attempt = DailyAttempt.objects.get(game_id=body["id"])
    assert (attempt.deal, attempt.player, attempt.scored) == (deal, player, False)
    assert Game.objects.get(pk=body["id"]).first_hand_seed == deal.seed


def test_each_request_starts_another_practice_game(make_player: MakePlayer) -> None:
    _player, client = make_player()
    daily_deal_ensure(date=utc(2025, 3, 8).date())
    with at(TODAY):
        first = client.post("/api/v1/daily/2025-03-08/practice").json()["id"]
        second = client.post("/api/v1/daily/2025-03-08/practice").json()["id"]
    assert first != second


def test_a_past_date_without_a_deal_is_a_404(make_player: MakePlayer) -> None:
    _player, client = make_player()
    with at(TODAY):
        response = client.post("/api/v1/daily/2025-03-01/practice")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "daily_deal_not_found"
    assert not DailyDeal.objects.exists()


def test_a_future_date_is_a_404_and_makes_no_deal(make_player: MakePlayer) -> None:
    _player, client = make_player()
    with at(utc(2025, 3, 10, 23, 59, 59)):
        response = client.post("/api/v1/daily/2025-03-11/practice")
    assert response.status_code == 404
    assert not DailyDeal.objects.filter(date=utc(2025, 3, 11).date()).exists()


@pytest.mark.parametrize("raw", ["2025-13-01", "yesterday", "2025-3-1"])
def test_a_date_that_does_not_parse_is_a_400(make_player: MakePlayer, raw: str) -> None:
    _player, client = make_player()
    response = client.post(f"/api/v1/daily/{raw}/practice")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_date"


def test_today_before_the_scored_attempt_is_a_422_and_starts_nothing(
    make_player: MakePlayer,
) -> None:
    _player, client = make_player()
    with at(TODAY):
        response = client.post("/api/v1/daily/today/practice")
        again = client.post("/api/v1/daily/2025-03-10/practice", HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "daily_attempt_first"
    assert again.json()["error"]["message"].startswith("La práctica del reparto")
    assert not Game.objects.exists()


def test_today_while_the_scored_first_hand_is_being_played_is_still_a_422(
    make_player: MakePlayer,
) -> None:
    _player, client = make_player()
    with at(TODAY):
        client.post("/api/v1/daily/play")
        response = client.post("/api/v1/daily/today/practice")
    assert response.status_code == 422


def test_today_after_the_scored_game_is_over_is_still_a_422(make_player: MakePlayer) -> None:
    # Practising the live puzzle would let one account find the line another replays.
    _player, client = make_player()
    with at(TODAY):
        scored = client.post("/api/v1/daily/play").json()
        client.post(f"/api/v1/games/{scored['id']}/moves", {"action": "resign"}, format="json")
        response = client.post("/api/v1/daily/today/practice")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "daily_attempt_first"
    assert not DailyAttempt.objects.filter(scored=False).exists()


def test_the_date_opens_for_everyone_at_midnight_utc(make_player: MakePlayer) -> None:
    _player, client = make_player()
    with at(TODAY):
        client.post("/api/v1/daily/today/practice")
    with at(utc(2025, 3, 10, 23, 59, 59)):
        before = client.post("/api/v1/daily/2025-03-10/practice")
    with at(utc(2025, 3, 11, 0, 0)):
        after = client.post("/api/v1/daily/2025-03-10/practice")
    assert before.status_code == 422
    assert after.status_code == 201
    assert after.json()["daily"] == {
        "date": "2025-03-10",
        "scored": False,
        "expired": False,
        "shared_stock": True,
    }


def test_it_needs_a_token(api: APIClient) -> None:
    assert api.post("/api/v1/daily/2025-03-08/practice").status_code == 401


def test_a_game_that_is_not_daily_says_so(make_player: MakePlayer) -> None:
    _player, client = make_player()
    body = client.post("/api/v1/games", {"opponent": "ai"}, format="json").json()
    assert body["daily"] is None
