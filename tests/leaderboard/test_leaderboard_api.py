"""GET /api/v1/leaderboards/best-hand and /api/v1/leaderboards/daily/{date}."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import pytest
import time_machine
from rest_framework.test import APIClient

from accounts.models import Player
from daily.models import DailyAttempt
from daily.services import daily_deal_ensure
from leaderboard.services import hand_won
from tests.factories import PlayerFactory, game_create

from .conftest import START, Win, minutes

MakePlayer = Callable[..., tuple[Player, APIClient]]
BEST = "/api/v1/leaderboards/best-hand"
TODAY = START.date()


def daily_win(player: Player, points: int, at_minute: int, date: dt.date = TODAY) -> None:
    """The player's scored daily game on ``date``, hand 1 won."""
    deal = daily_deal_ensure(date=date)
    game = game_create(player, ruleset="arcade")
    DailyAttempt.objects.create(
        deal=deal, player=player, game=game, scored=True, registered=player.registered
    )
    hand_won(game=game, seat=0, hand_number=1, points=points, achieved_at=minutes(at_minute))


@pytest.fixture
def clock() -> object:
    with time_machine.travel(START.timestamp(), tick=False) as traveller:
        yield traveller


def test_the_best_hand_board_is_public_and_ranked(api: APIClient, win: Win) -> None:
    ada = PlayerFactory.create(display_name="Ada")
    lin = PlayerFactory.create(display_name="Lin")
    win(ada, 58, 1)
    win(lin, 58, 0)
    win(ada, 20, 2)
    response = api.get(BEST)
    assert response.status_code == 200
    body = response.json()
    assert body["board"] == "best-hand"
    assert body["count"] == 2
    assert body["me"] is None
    assert body["next"] is None and body["previous"] is None
    assert body["results"] == [
        {
            "rank": 1,
            "player": {"id": str(lin.pk), "display_name": "Lin"},
            "score": 58,
            "achieved_at": "2025-03-09T12:00:00Z",
            "guest": True,
        },
        {
            "rank": 1,
            "player": {"id": str(ada.pk), "display_name": "Ada"},
            "score": 58,
            "achieved_at": "2025-03-09T12:01:00Z",
            "guest": True,
        },
    ]


def test_pages_link_to_each_other(api: APIClient, win: Win) -> None:
    for n in range(5):
        win(PlayerFactory.create(), 50 - n, n)
    body = api.get(BEST, {"page": 2, "page_size": 2}).json()
    assert [row["rank"] for row in body["results"]] == [3, 4]
    assert body["pages"] == 3
    assert "page=3" in body["next"]
    assert "page=1" in body["previous"]


@pytest.mark.parametrize(
    "query", [{"page": 0}, {"page": "x"}, {"page_size": 101}, {"page_size": 0}, {"around": "you"}]
)
def test_bad_paging_is_a_400(api: APIClient, query: dict[str, Any]) -> None:
    response = api.get(BEST, query)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_input"


def test_around_me_needs_a_token(api: APIClient, db: None) -> None:
    response = api.get(BEST, {"around": "me"})
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"


def test_around_me_gives_the_page_with_the_callers_row(make_player: MakePlayer, win: Win) -> None:
    me, client = make_player("Me")
    for n in range(6):
        win(PlayerFactory.create(), 90 - n, n)
    win(me, 86, 10)  # after the four above 86 and the one level with it
    body = client.get(f"{BEST}?around=me&page_size=3").json()
    assert body["page"] == 2
    assert body["me"]["player"]["id"] == str(me.pk)
    assert body["me"]["rank"] == 5
    assert str(me.pk) in [row["player"]["id"] for row in body["results"]]
    assert "around" not in body["next"]


def test_a_bad_token_is_a_401_even_on_a_public_board(api: APIClient, db: None) -> None:
    api.credentials(HTTP_AUTHORIZATION="Bearer nope")
    assert api.get(BEST).status_code == 401


def test_the_daily_board_ranks_first_hands_of_scored_daily_games(
    api: APIClient, db: None, clock: object
) -> None:
    ada = PlayerFactory.create(display_name="Ada", registered=True)
    lin = PlayerFactory.create(display_name="Lin", registered=True)
    daily_win(ada, 33, 0)
    daily_win(lin, 41, 1)
    # Yesterday's hand 1 won at 23:00 on yesterday (before its date ended).
    daily_win(ada, 70, -13 * 60, date=TODAY - dt.timedelta(days=1))
    today = api.get("/api/v1/leaderboards/daily/today").json()
    by_date = api.get(f"/api/v1/leaderboards/daily/{TODAY.isoformat()}").json()
    assert today == by_date
    assert today["board"] == f"daily:{TODAY.isoformat()}"
    assert [
        (row["rank"], row["player"]["display_name"], row["score"]) for row in today["results"]
    ] == [
        (1, "Lin", 41),
        (2, "Ada", 33),
    ]
    yesterday = api.get(f"/api/v1/leaderboards/daily/{TODAY - dt.timedelta(days=1)}").json()
    assert [row["score"] for row in yesterday["results"]] == [70]


def test_the_daily_board_of_today_exists_before_the_deal_is_made(
    api: APIClient, db: None, clock: object
) -> None:
    body = api.get("/api/v1/leaderboards/daily/today").json()
    assert body["count"] == 0 and body["results"] == []


@pytest.mark.parametrize(
    ("date", "status"), [("2025-03-10", 404), ("2024-01-01", 404), ("2025-02-30", 400)]
)
def test_future_missing_and_bad_dates(
    api: APIClient, db: None, clock: object, date: str, status: int
) -> None:
    assert api.get(f"/api/v1/leaderboards/daily/{date}").status_code == status
