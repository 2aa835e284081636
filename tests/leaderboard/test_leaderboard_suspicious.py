"""The staff's daily "suspicious" list: accounts made on the date they scored, several ranked
accounts from one network on one date, par from an account's first game; a moderator hides a
row with the existing action (issue 35)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from daily.models import DailyDeal
from leaderboard.models import Score, daily_board
from leaderboard.selectors import leaderboard_page
from tests.conftest import client_for
from tests.daily.conftest import at
from tests.daily.test_daily_end_to_end import MOMENT, play_first_hand
from tests.factories import PlayerFactory, game_create, token_for

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("e2e_daily_secret")]

SUSPICIOUS = "admin:leaderboard_suspiciousdailyscore_changelist"
LONG_AGO = MOMENT - dt.timedelta(days=30)


@pytest.fixture
def staff(db: None) -> Client:
    user = User.objects.create_superuser("judge", "judge@example.com", "pw-for-tests-only")
    client = Client()
    client.force_login(user)
    return client


def registered(name: str, address: str, *, made: dt.datetime, games_before: int = 1) -> APIClient:
    with at(made):
        player = PlayerFactory.create(display_name=name, registered=True)
        for _ in range(games_before):
            game_create(player)
    client = client_for(token_for(player))
    client.defaults["REMOTE_ADDR"] = address
    return client


def scored_hand(client: APIClient) -> str:
    game_id = client.post("/api/v1/daily/play").json()["id"]
    play_first_hand(client, game_id)
    return str(game_id)


def high_par() -> None:
    """A par no one reaches, so only the sign under test lists a row."""
    DailyDeal.objects.update(par_score=999, par_line=[], par_computed_at=MOMENT)


def listed(staff: Client) -> str:
    return staff.get(reverse(SUSPICIOUS)).content.decode()


def test_an_account_made_on_the_date_it_scored_is_listed(staff: Client) -> None:
    old = registered("Veteran", "192.0.2.1", made=LONG_AGO)
    fresh = registered("Fresh", "198.51.100.1", made=MOMENT - dt.timedelta(hours=2))
    with at(MOMENT):
        old.get("/api/v1/daily")
        high_par()
        scored_hand(old)
        scored_hand(fresh)
    page = listed(staff)
    assert "Fresh" in page and "Veteran" not in page


def test_several_ranked_accounts_from_one_network_are_listed(staff: Client) -> None:
    one = registered("HomeOne", "2001:db8:1:2::1", made=LONG_AGO)
    two = registered("HomeTwo", "2001:db8:1:2::99", made=LONG_AGO)
    alone = registered("Elsewhere", "2001:db8:9:9::1", made=LONG_AGO)
    with at(MOMENT):
        one.get("/api/v1/daily")
        high_par()
        for client in (one, two, alone):
            scored_hand(client)
    page = listed(staff)
    assert "HomeOne" in page and "HomeTwo" in page and "Elsewhere" not in page


def test_par_in_an_accounts_first_game_is_listed(staff: Client) -> None:
    first = registered("Prodigy", "192.0.2.50", made=LONG_AGO, games_before=0)
    seasoned = registered("Seasoned", "192.0.2.60", made=LONG_AGO)
    with at(MOMENT):
        first.get("/api/v1/daily")
        DailyDeal.objects.update(par_score=1, par_line=[], par_computed_at=MOMENT)
        scored_hand(first)
        scored_hand(seasoned)
    page = listed(staff)
    assert "Prodigy" in page and "Seasoned" not in page


def test_a_moderator_hides_a_suspicious_score_with_the_existing_action(staff: Client) -> None:
    fresh = registered("Fresh", "198.51.100.1", made=MOMENT - dt.timedelta(hours=2))
    with at(MOMENT):
        game_id = scored_hand(fresh)
    score = Score.objects.get(game_id=game_id, hand_number=1)

    response = staff.post(
        reverse(SUSPICIOUS),
        {
            "action": "hide_scores",
            "_selected_action": [score.pk],
            "apply": "1",
            "reason": "A farm account made the day it scored",
        },
    )

    assert response.status_code == 302
    score.refresh_from_db()
    assert score.hidden and score.hidden_reason == "A farm account made the day it scored"
    assert leaderboard_page(board=daily_board(MOMENT.date())).rows == []
