"""How a request names a Daily Gin date and finds its deal: shared by the daily endpoints and
the daily boards (the leaderboard app builds on this module; it never builds on the board)."""

from __future__ import annotations

import datetime as dt
import re

from django.utils.translation import gettext
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter
from rest_framework.request import Request

from accounts.models import Player
from apikit.errors import ApiError

from .errors import DAILY_DEAL_NOT_FOUND, INVALID_DATE
from .models import DailyDeal
from .selectors import daily_deal_get
from .services import daily_deal_ensure, daily_today

_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")

DATE_PARAMETER = OpenApiParameter(
    "date",
    OpenApiTypes.STR,
    OpenApiParameter.PATH,
    description="YYYY-MM-DD or today.",
    examples=[
        OpenApiExample("a date", value="2025-03-09"),
        OpenApiExample("today", value="today"),
    ],
)
"""The ``{date}`` of every daily operation's path, as parse_daily_date reads it."""


def optional_player(request: Request) -> Player | None:
    """The authenticated player, or None for an anonymous caller (a token is optional here)."""
    user = request.user
    return user if isinstance(user, Player) else None


def parse_daily_date(raw: str) -> dt.date:
    """``today`` or ``YYYY-MM-DD``; anything else is a 400 ``invalid_date``."""
    if raw == "today":
        return daily_today()
    try:
        if not _ISO_DATE.fullmatch(raw):
            raise ValueError(raw)
        return dt.date.fromisoformat(raw)
    except ValueError:
        raise INVALID_DATE.error(
            fields={"date": [gettext("Use YYYY-MM-DD or today.")]}, date=raw
        ) from None


def deal_not_found(date: dt.date) -> ApiError:
    return DAILY_DEAL_NOT_FOUND.error(date=date.isoformat())


def daily_deal_of(raw: str) -> DailyDeal:
    """The deal a path's date names: today's (made now if need be) or a past date's.

    A date that does not parse is a 400; a future date, or a past one that had no deal, 404.
    """
    day = parse_daily_date(raw)
    today = daily_today()
    if day > today:
        raise deal_not_found(day)
    deal = daily_deal_ensure(date=day) if day == today else daily_deal_get(date=day)
    if deal is None:
        raise deal_not_found(day)
    return deal


def daily_deal_announced(raw: str) -> DailyDeal:
    """The deal a path's date names for reading: as :func:`daily_deal_of`, and also a future
    date's whose deal exists already (made a day ahead), which shows its commitment only."""
    day = parse_daily_date(raw)
    if day <= daily_today():
        return daily_deal_of(raw)
    deal = daily_deal_get(date=day)
    if deal is None:
        raise deal_not_found(day)
    return deal
