"""Daily boards rank registered players; guests only with ?include=guests (docs/API.md "Trust")."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from accounts.services import player_credentials_set
from daily.services import daily_today
from leaderboard.models import daily_board
from leaderboard.services import leaderboard_rebuild
from tests.conftest import client_for
from tests.factories import PlayerFactory, token_for

from .test_leaderboard_api import clock, daily_win

__all__ = ["clock"]

pytestmark = pytest.mark.django_db


def board(api: APIClient, **query: str) -> dict[str, object]:
    response = api.get("/api/v1/leaderboards/daily/today", query)
    assert response.status_code == 200, response.json()
    return response.json()


def rows(body: dict[str, object]) -> list[tuple[str, int, bool]]:
    return [
        (row["player"]["display_name"], row["score"], row["guest"])  # type: ignore[index]
        for row in body["results"]  # type: ignore[attr-defined]
    ]


def test_a_guests_attempt_is_kept_but_ranks_only_with_include_guests(
    api: APIClient, clock: object
) -> None:
    ada = PlayerFactory.create(display_name="Ada", registered=True)
    gus = PlayerFactory.create(display_name="Gus")
    daily_win(ada, 20, 0)
    daily_win(gus, 45, 1)

    plain = board(api)
    with_guests = board(api, include="guests")

    assert rows(plain) == [("Ada", 20, False)]
    assert plain["count"] == 1
    assert rows(with_guests) == [("Gus", 45, True), ("Ada", 20, False)]
    assert with_guests["board"] == plain["board"] == f"daily:{daily_today().isoformat()}"
    # The guest's own attempt is kept and shown to it.
    result = client_for(token_for(gus)).get("/api/v1/daily").json()["your_result"]
    assert result is not None


def test_around_me_works_on_either_board(api: APIClient, clock: object) -> None:
    ada = PlayerFactory.create(display_name="Ada", registered=True)
    gus = PlayerFactory.create(display_name="Gus")
    daily_win(ada, 20, 0)
    daily_win(gus, 45, 1)
    guest = client_for(token_for(gus))
    registered = client_for(token_for(ada))

    alone = guest.get("/api/v1/leaderboards/daily/today", {"around": "me"}).json()
    included = guest.get(
        "/api/v1/leaderboards/daily/today", {"around": "me", "include": "guests"}
    ).json()
    mine = registered.get("/api/v1/leaderboards/daily/today", {"around": "me"}).json()

    assert alone["me"] is None and alone["page"] == 1, "a guest is not on the plain board"
    assert included["me"]["rank"] == 1 and included["me"]["guest"] is True
    assert mine["me"]["rank"] == 1 and mine["me"]["guest"] is False


def test_a_guest_that_registers_keeps_its_attempt_a_guest_row(
    api: APIClient, clock: object
) -> None:
    """Issue 35, reproduction 3: a farm's best guest registers; its attempt, begun without
    credentials, never reaches the plain board, and stays a guest row where guests show."""
    gus = PlayerFactory.create(display_name="Gus")
    daily_win(gus, 45, 1)
    assert rows(board(api)) == []

    player_credentials_set(player=gus, username="gus", password="a long enough passphrase")

    assert rows(board(api)) == []
    assert rows(board(api, include="guests")) == [("Gus", 45, True)]
    leaderboard_rebuild()
    assert rows(board(api)) == []
    assert rows(board(api, include="guests")) == [("Gus", 45, True)]


def test_the_rebuild_keeps_guests_off_the_plain_board(api: APIClient, clock: object) -> None:
    daily_win(PlayerFactory.create(display_name="Ada", registered=True), 20, 0)
    daily_win(PlayerFactory.create(display_name="Gus"), 45, 1)
    before = (rows(board(api)), rows(board(api, include="guests")))

    leaderboard_rebuild()

    assert (rows(board(api)), rows(board(api, include="guests"))) == before
    assert daily_board(daily_today(), guests=True).endswith("+guests")


def test_an_unknown_include_is_a_400(api: APIClient, clock: object) -> None:
    response = api.get("/api/v1/leaderboards/daily/today", {"include": "robots"})
    assert response.status_code == 400
