"""The staff's view of replayed Daily Gin lines: a date's board scores whose hand-1 line an
earlier attempt already played, hidden with the existing action (docs/API.md "Trust")."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from daily.models import DailyAttempt
from leaderboard.models import Score, daily_board
from leaderboard.selectors import leaderboard_page
from tests.conftest import client_for
from tests.daily.conftest import at
from tests.daily.test_daily_end_to_end import MOMENT, play_first_hand
from tests.factories import PlayerFactory, token_for

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("e2e_daily_secret")]

REPLAYED = "admin:leaderboard_replayeddailyscore_changelist"


@pytest.fixture
def staff(db: None) -> Client:
    user = User.objects.create_superuser("judge", "judge@example.com", "pw-for-tests-only")
    client = Client()
    client.force_login(user)
    return client


def player(name: str, address: str) -> APIClient:
    client = client_for(token_for(PlayerFactory.create(display_name=name, registered=True)))
    client.defaults["REMOTE_ADDR"] = address
    return client


def scored_hand(client: APIClient) -> str:
    game_id = client.post("/api/v1/daily/play").json()["id"]
    play_first_hand(client, game_id)
    return str(game_id)


def test_a_line_played_again_is_listed_with_its_first_player_and_address(staff: Client) -> None:
    with at(MOMENT):
        first = scored_hand(player("Finder", "10.0.0.1"))
        same_home = scored_hand(player("Second", "10.0.0.1"))
        elsewhere = scored_hand(player("Faraway", "10.0.0.2"))
    attempts = DailyAttempt.objects.filter(scored=True)
    assert {attempt.created_from for attempt in attempts} == {"10.0.0.1", "10.0.0.2"}
    assert len({attempt.line_digest for attempt in attempts}) == 1

    listed = staff.get(reverse(REPLAYED)).content.decode()
    from_home = staff.get(reverse(REPLAYED), {"same_address": "yes"}).content.decode()

    assert "Second" in listed and "Faraway" in listed and "Finder" in listed
    assert f"/admin/games/game/{first}/" in listed, "the first attempt is linked"
    assert "Second" in from_home and "Faraway" not in from_home
    assert Score.objects.filter(game_id__in=[same_home, elsewhere]).count() == 2


def test_a_moderator_hides_a_replayed_score_from_the_view(staff: Client) -> None:
    with at(MOMENT):
        scored_hand(player("Finder", "10.0.0.1"))
        copy = scored_hand(player("Copy", "10.0.0.1"))
    score = Score.objects.get(game_id=copy)

    response = staff.post(
        reverse(REPLAYED),
        {
            "action": "hide_scores",
            "_selected_action": [score.pk],
            "apply": "1",
            "reason": "Replayed another guest's line",
        },
    )

    assert response.status_code == 302
    score.refresh_from_db()
    assert score.hidden and score.hidden_reason == "Replayed another guest's line"
    names = [row.display_name for row in leaderboard_page(board=daily_board(MOMENT.date())).rows]
    assert names == ["Finder"]


def test_different_lines_are_not_listed(staff: Client) -> None:
    with at(MOMENT):
        scored_hand(player("Finder", "10.0.0.1"))
    assert "Finder" not in staff.get(reverse(REPLAYED)).content.decode()
