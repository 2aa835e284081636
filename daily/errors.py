"""The daily app's error codes, each declared once with its status and messages
(:func:`apikit.errors.declare`): a date's deal, and practising it."""

from __future__ import annotations

from django.utils.translation import gettext_noop

from apikit.errors import declare

INVALID_DATE = declare(
    "invalid_date", 400, gettext_noop("%(date)s is not a date (use YYYY-MM-DD).")
)
DAILY_DEAL_NOT_FOUND = declare(
    "daily_deal_not_found", 404, gettext_noop("There is no daily deal for %(date)s.")
)
DAILY_ATTEMPT_FIRST = declare(
    "daily_attempt_first",
    422,
    gettext_noop("Practice of a date's deal opens once that date is over (UTC)."),
)
