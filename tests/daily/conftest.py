"""Helpers for the Daily Gin tests (make_player and api come from tests/conftest.py)."""

from __future__ import annotations

import datetime as dt
import os
import time
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine

UTC = dt.UTC


def utc(
    year: int,
    month: int,
    day: int,
    hour: int = 0,
    minute: int = 0,
    second: int = 0,
    microsecond: int = 0,
) -> dt.datetime:
    """An aware UTC datetime: ``utc(2025, 3, 9, 23, 59, 59)``."""
    return dt.datetime(year, month, day, hour, minute, second, microsecond, tzinfo=UTC)


def at(moment: dt.datetime) -> time_machine.travel:
    """Stop the clock at ``moment`` without touching the process time zone.

    time-machine switches TZ to the destination's zone when given an aware datetime, which
    would hide exactly the local-zone bugs these tests look for; a timestamp leaves TZ alone.
    """
    return time_machine.travel(moment.timestamp(), tick=False)


@pytest.fixture
def auckland() -> Iterator[None]:
    """The process time zone set far from UTC (UTC+13 in March), restored afterwards.

    Daily Gin must follow UTC dates whatever the server's local zone says.
    """
    before = os.environ.get("TZ")
    os.environ["TZ"] = "Pacific/Auckland"
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        time.tzset()


def first_view(game: dict[str, Any]) -> dict[str, Any]:
    """What a player sees of a fresh daily game that every player must see alike."""
    keys = ("your_cards", "discard_top", "discard_pile", "dealer", "stock_count", "turn", "phase")
    return {key: game[key] for key in keys} | {"hand_number": game["hand_number"]}


Reveal = Any
"""``reveal(client, "2025-03-09")``: the date's answer once its par is computed."""


@pytest.fixture
def reveal(django_capture_on_commit_callbacks: Any) -> Reveal:
    """GET /daily/{date} of a date that is over, as a client sees it once a worker has solved
    its par: the first request finds the par pending and enqueues the solve (run here, as the
    worker would, when the request's transaction commits); the second shows it."""

    def revealed(client: Any, day: str) -> dict[str, Any]:
        with django_capture_on_commit_callbacks(execute=True):
            first = client.get(f"/api/v1/daily/{day}")
        assert first.status_code == 200, first.json()
        response = client.get(f"/api/v1/daily/{day}")
        assert response.json()["par"]["status"] == "done"
        body: dict[str, Any] = response.json()
        return body

    return revealed
