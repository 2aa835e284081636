"""Pending reviews are capped per player, per address and in all (docs/API.md "Lanes"): past
a cap a new review is a 429 ``throttled`` or a 503 ``busy`` with Retry-After; a review already
asked for is never refused or dropped."""

from __future__ import annotations

from typing import Any

import pytest

from reviews import tasks
from reviews.models import HandReview

from .conftest import MakePlayer, new_ai_game, play_hand, review_path

pytestmark = pytest.mark.django_db


def _ended_hands(make_player: MakePlayer, games: int, name: str = "Ada") -> tuple[Any, list[str]]:
    player, client = make_player(name)
    ids = []
    for _ in range(games):
        game_id = new_ai_game(client)
        play_hand(client, player, game_id)
        ids.append(game_id)
    return client, ids


@pytest.fixture(autouse=True)
def _caps(settings: Any) -> None:
    settings.REVIEW_PENDING_PER_PLAYER = 1
    settings.REVIEW_PENDING_PER_ADDRESS = 5
    settings.REVIEW_PENDING_MAX = 10
    settings.REVIEW_RETRY_AFTER_SECONDS = 7


def test_a_players_review_past_its_cap_is_a_429_with_retry_after_and_the_first_stays(
    make_player: MakePlayer,
) -> None:
    client, (first, second) = _ended_hands(make_player, 2)

    accepted = client.post(review_path(first))
    refused = client.post(review_path(second))

    assert accepted.status_code == 202
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "throttled"
    assert refused["Retry-After"] == "7"
    assert list(HandReview.objects.values_list("status", flat=True)) == ["pending"]


def test_asking_again_for_a_review_already_accepted_is_never_refused(
    make_player: MakePlayer,
) -> None:
    client, (game_id,) = _ended_hands(make_player, 1)

    answers = [client.post(review_path(game_id)).status_code for _ in range(3)]

    assert answers == [202, 202, 202]
    assert HandReview.objects.count() == 1


def test_once_the_pending_review_is_done_the_player_may_ask_for_another(
    make_player: MakePlayer,
) -> None:
    client, (first, second) = _ended_hands(make_player, 2)
    client.post(review_path(first))
    review = HandReview.objects.get()

    assert tasks.review_compute_task(review.pk) == "done"
    assert client.post(review_path(second)).status_code == 202


def test_an_addresss_reviews_past_its_cap_are_a_429_for_any_of_its_players(
    make_player: MakePlayer, settings: Any
) -> None:
    settings.REVIEW_PENDING_PER_ADDRESS = 1
    ada, (ada_game,) = _ended_hands(make_player, 1, "Ada")
    grace, (grace_game,) = _ended_hands(make_player, 1, "Grace")

    assert ada.post(review_path(ada_game)).status_code == 202
    refused = grace.post(review_path(grace_game))

    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "throttled"
    assert refused["Retry-After"] == "7"


def test_past_the_global_cap_a_new_review_is_a_503_busy_with_retry_after(
    make_player: MakePlayer, settings: Any
) -> None:
    settings.REVIEW_PENDING_MAX = 1
    ada, (ada_game,) = _ended_hands(make_player, 1, "Ada")
    grace, (grace_game,) = _ended_hands(make_player, 1, "Grace")

    assert ada.post(review_path(ada_game)).status_code == 202
    refused = grace.post(review_path(grace_game))

    assert refused.status_code == 503
    assert refused.json()["error"]["code"] == "busy"
    assert refused["Retry-After"] == "7"
    assert HandReview.objects.filter(status="pending").count() == 1
