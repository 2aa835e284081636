"""GET /api/v1/daily and GET /api/v1/daily/{date}: never the cards before the date is over."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from daily.models import DailyDeal
from daily.services import daily_deal_ensure

from .conftest import at, utc

MakePlayer = Callable[..., tuple[Player, APIClient]]
CARD_KEYS = {"deal", "deck", "seed", "player_cards", "ai_cards", "upcard", "stock"}


def keys_of(body: Any) -> set[str]:
    """Every key anywhere in a JSON body."""
    if isinstance(body, dict):
        return set(body) | {key for value in body.values() for key in keys_of(value)}
    if isinstance(body, list):
        return {key for value in body for key in keys_of(value)}
    return set()


@pytest.mark.django_db
def test_today_needs_no_token_and_shows_no_cards(api: APIClient) -> None:
    with at(utc(2025, 3, 9, 12, 0)):
        response = api.get("/api/v1/daily")
    assert response.status_code == 200
    assert response.json() == {
        "date": "2025-03-09",
        "ruleset": "arcade",
        "players": 0,
        "your_result": None,
        "revealed": False,
        "seed_commitment": DailyDeal.objects.get().seed_commitment,
    }
    assert not keys_of(response.json()) & CARD_KEYS


@pytest.mark.django_db
def test_the_first_request_of_the_day_makes_the_deal_when_beat_has_not(api: APIClient) -> None:
    assert not DailyDeal.objects.exists()
    with at(utc(2025, 3, 9, 0, 0, 1)):
        api.get("/api/v1/daily")
    assert list(DailyDeal.objects.values_list("date", flat=True)) == [utc(2025, 3, 9).date()]


@pytest.mark.django_db
def test_a_wrong_token_is_still_a_401(api: APIClient) -> None:
    api.credentials(HTTP_AUTHORIZATION="Bearer not-a-token")
    assert api.get("/api/v1/daily").status_code == 401


@pytest.mark.django_db
def test_it_counts_players_and_shows_the_callers_result(make_player: MakePlayer) -> None:
    _ada, ada = make_player("Ada")
    _lin, lin = make_player("Lin")
    with at(utc(2025, 3, 9, 12, 0)):
        game = ada.post("/api/v1/daily/play").json()
        lin.post("/api/v1/daily/play")
        mine = ada.get("/api/v1/daily").json()
        theirs = lin.get("/api/v1/daily").json()
    assert mine["players"] == theirs["players"] == 2
    assert mine["your_result"]["game_id"] == game["id"]
    assert mine["your_result"]["status"] == "active"
    assert mine["your_result"]["practice_games"] == 0
    assert theirs["your_result"]["game_id"] != game["id"]
    assert not keys_of(mine) & CARD_KEYS


@pytest.mark.django_db
def test_a_past_date_shows_the_whole_deal(api: APIClient) -> None:
    deal = daily_deal_ensure(date=utc(2025, 3, 9).date())
    with at(utc(2025, 3, 10, 0, 0)):
        response = api.get("/api/v1/daily/2025-03-09")
    assert response.status_code == 200
    body = response.json()
    assert body["revealed"] is True
    assert body["deal"]["deck"] == deal.deck
    assert body["deal"] == {"deck": deal.deck, **deal.first_hand()}
    assert len(body["deal"]["player_cards"]) == len(body["deal"]["ai_cards"]) == 10
    # Third wave: the seed once the date is over, matching the commitment shown before.
    assert body["seed"] == deal.seed
    assert body["seed_commitment"] == deal.seed_commitment


@pytest.mark.django_db
def test_todays_date_shows_no_cards_even_at_the_last_second(api: APIClient) -> None:
    with at(utc(2025, 3, 9, 23, 59, 59, 999999)):
        response = api.get("/api/v1/daily/2025-03-09")
    assert response.status_code == 200
    assert response.json()["revealed"] is False
    assert not keys_of(response.json()) & CARD_KEYS


@pytest.mark.django_db
def test_tomorrow_made_early_shows_no_card_even_at_the_last_second_of_today(
    api: APIClient,
) -> None:
    daily_deal_ensure(date=utc(2025, 3, 10).date())  # made early: still hidden
    with at(utc(2025, 3, 9, 23, 59, 59)):
        response = api.get("/api/v1/daily/2025-03-10")
    # Its commitment is public from the moment it exists (docs/DAILY_VERIFY.md); nothing else.
    assert response.status_code == 200
    assert response.json()["revealed"] is False
    assert not keys_of(response.json()) & CARD_KEYS
    assert "seed" not in response.json()


@pytest.mark.django_db
def test_a_past_date_without_a_deal_is_a_404(api: APIClient) -> None:
    with at(utc(2025, 3, 9, 12, 0)):
        response = api.get("/api/v1/daily/2024-01-01")
    assert response.status_code == 404
    assert not DailyDeal.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize("date", ["2025-13-01", "2025-02-30", "yesterday", "20250309", "2025-3-9"])
def test_a_date_that_is_not_a_date_is_a_400(api: APIClient, date: str) -> None:
    response = api.get(f"/api/v1/daily/{date}")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_date"
    assert "date" in response.json()["error"]["fields"]


@pytest.mark.django_db
def test_today_is_accepted_as_a_date(api: APIClient) -> None:
    with at(utc(2025, 3, 9, 12, 0)):
        assert api.get("/api/v1/daily/today").json()["date"] == "2025-03-09"


@pytest.mark.django_db
def test_the_error_message_follows_accept_language(api: APIClient) -> None:
    response = api.get("/api/v1/daily/nope", HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == 400
    assert response.json()["error"]["message"] == "nope no es una fecha (usa AAAA-MM-DD)."
