"""The Daily Gin's scored line is reviewed once its date is over, and the reveal shows each
decision's loss beside the par line."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.test import override_settings

from reviews.models import HandReview
from tests.daily.conftest import at, utc
from tests.daily.test_daily_end_to_end import play_first_hand

from .conftest import MakePlayer, review_path

pytestmark = pytest.mark.django_db

DAY = "2025-03-09"
DURING = utc(2025, 3, 9, 18, 0)
AFTER = utc(2025, 3, 10, 0, 0, 1)


@pytest.fixture(autouse=True)
def pinned_secret() -> Iterator[None]:
    with override_settings(DAILY_DEAL_SECRET="review-daily-secret"):
        yield


def test_the_daily_hand_is_not_reviewed_while_its_date_goes_on(make_player: MakePlayer) -> None:
    _player, client = make_player()
    with at(DURING):
        game_id = client.post("/api/v1/daily/play").json()["id"]
        play_first_hand(client, game_id)
        response = client.post(review_path(game_id))
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "daily_not_over"
    assert not HandReview.objects.exists()


def test_after_the_date_the_reveal_shows_each_decision_with_its_loss(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any
) -> None:
    _player, client = make_player()
    with at(DURING):
        game_id = client.post("/api/v1/daily/play").json()["id"]
        play_first_hand(client, game_id)
    with at(AFTER):
        before = client.get(f"/api/v1/daily/{DAY}").json()["your_line"]
        with django_capture_on_commit_callbacks(execute=True):
            assert client.post(review_path(game_id)).status_code == 202
        review = client.get(review_path(game_id)).json()
        line = client.get(f"/api/v1/daily/{DAY}").json()["your_line"]
    assert before["review"] is None
    assert before["left_par_at"] is None or 0 <= before["left_par_at"] <= len(before["line"])
    assert [d["played"] for d in line["review"]["decisions"]] == line["line"]
    assert [d["loss"] for d in line["review"]["decisions"]] == [
        d["loss"] for d in review["decisions"]
    ]
    assert line["review"]["accuracy"] == review["accuracy"]
