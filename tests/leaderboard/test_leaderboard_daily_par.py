"""Daily board rows carry the date's par once the date is over, and the par is never below a
row's score: a scored first hand that beats the par raises it."""

from __future__ import annotations

import datetime as dt

import pytest
import time_machine
from rest_framework.test import APIClient

from daily.models import DailyDeal
from tests.factories import PlayerFactory

from .conftest import START
from .test_leaderboard_api import daily_win

pytestmark = pytest.mark.django_db
DATE = START.date()


def board(api: APIClient, moment: dt.datetime) -> list[dict[str, object]]:
    with time_machine.travel(moment.timestamp(), tick=False):
        body = api.get(f"/api/v1/leaderboards/daily/{DATE.isoformat()}").json()
    return list(body["results"])


def test_rows_carry_no_par_while_the_date_is_on(api: APIClient) -> None:
    with time_machine.travel(START.timestamp(), tick=False):
        daily_win(PlayerFactory.create(registered=True), 30, 1)
    rows = board(api, START)
    assert [row["par"] for row in rows] == [None]


def test_after_the_date_every_row_carries_the_par(api: APIClient) -> None:
    with time_machine.travel(START.timestamp(), tick=False):
        daily_win(PlayerFactory.create(registered=True), 30, 1)
        daily_win(PlayerFactory.create(registered=True), 12, 2)
        DailyDeal.objects.update(par_score=55, par_computed_at=START)
    rows = board(api, START + dt.timedelta(days=1))
    assert [(row["score"], row["par"]) for row in rows] == [(30, 55), (12, 55)]


def test_a_scored_hand_above_the_par_raises_it_to_that_score(api: APIClient) -> None:
    with time_machine.travel(START.timestamp(), tick=False):
        daily_win(PlayerFactory.create(registered=True), 10, 1)
        DailyDeal.objects.update(par_score=20, par_computed_at=START)
        daily_win(PlayerFactory.create(registered=True), 44, 2)
    deal = DailyDeal.objects.get()
    assert (deal.par_score, deal.par_source) == (44, "player")
    rows = board(api, START + dt.timedelta(days=1))
    assert {row["par"] for row in rows} == {44}
    assert max(int(str(row["score"])) for row in rows) <= 44
