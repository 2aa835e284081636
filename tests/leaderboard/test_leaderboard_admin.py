"""The Django admin: hiding scores with a reason, and the daily deals staff may audit."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from daily.models import DailyAttempt
from daily.services import daily_deal_ensure, daily_play
from leaderboard.models import BEST_HAND_BOARD, Score
from leaderboard.selectors import leaderboard_page
from tests.factories import PlayerFactory

from .conftest import START, Win


@pytest.fixture
def staff(db: None) -> tuple[User, Client]:
    user = User.objects.create_superuser("judge", "judge@example.com", "pw-for-tests-only")
    client = Client()
    client.force_login(user)
    return user, client


def changelist_action(client: Client, action: str, scores: list[Score], **extra: Any) -> Any:
    return client.post(
        reverse("admin:leaderboard_score_changelist"),
        {"action": action, "_selected_action": [score.pk for score in scores], **extra},
    )


def test_hiding_asks_for_a_reason_first(staff: tuple[User, Client], win: Win) -> None:
    _user, client = staff
    win(PlayerFactory.create(), 40)
    response = changelist_action(client, "hide_scores", list(Score.objects.all()))
    assert response.status_code == 200
    assert b"reason" in response.content
    assert not Score.objects.get().hidden


def test_hiding_records_who_when_and_why_and_leaves_the_boards(
    staff: tuple[User, Client], win: Win
) -> None:
    user, client = staff
    win(PlayerFactory.create(display_name="Cheat"), 99)
    win(PlayerFactory.create(display_name="Fair"), 30)
    cheat = Score.objects.get(points=99)
    response = changelist_action(
        client, "hide_scores", [cheat], apply="1", reason="Impossible hand"
    )
    assert response.status_code == 302
    cheat.refresh_from_db()
    assert cheat.hidden
    assert cheat.hidden_reason == "Impossible hand"
    assert cheat.hidden_by == user
    assert cheat.hidden_at is not None
    names = [row.display_name for row in leaderboard_page(board=BEST_HAND_BOARD).rows]
    assert names == ["Fair"]

    changelist_action(client, "unhide_scores", [cheat])
    cheat.refresh_from_db()
    assert not cheat.hidden and cheat.hidden_by is None
    assert len(leaderboard_page(board=BEST_HAND_BOARD).rows) == 2


def test_the_score_pages_render(staff: tuple[User, Client], win: Win) -> None:
    _user, client = staff
    win(PlayerFactory.create(), 12)
    score = Score.objects.get()
    assert client.get(reverse("admin:leaderboard_score_changelist")).status_code == 200
    change = client.get(reverse("admin:leaderboard_score_change", args=[score.pk]))
    assert change.status_code == 200


def test_a_daily_deal_shows_its_cards_and_who_played(
    staff: tuple[User, Client], monkeypatch: pytest.MonkeyPatch
) -> None:
    _user, client = staff
    monkeypatch.setattr("daily.services.daily_today", lambda now=None: START.date())
    player = PlayerFactory.create(display_name="Ada")
    attempt, _created = daily_play(player=player)
    deal = daily_deal_ensure(date=START.date())
    listing = client.get(reverse("admin:daily_dailydeal_changelist"))
    assert listing.status_code == 200
    page = client.get(reverse("admin:daily_dailydeal_change", args=[deal.pk]))
    assert page.status_code == 200
    html = page.content.decode()
    assert " ".join(deal.deck) in html
    assert "Ada" in html
    assert str(attempt.game_id)[:8] in html
    assert DailyAttempt.objects.count() == 1
