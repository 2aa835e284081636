"""The reviews app's error codes, each declared once with its status and messages
(:func:`apikit.errors.declare`): asking for a hand's review and reading it."""

from __future__ import annotations

from django.utils.translation import gettext_noop

from apikit.errors import declare

INVALID_SEAT = declare("invalid_seat", 400, gettext_noop("seat is you (the default) or opponent."))
REVIEW_OTHER_SEAT = declare(
    "review_other_seat", 403, gettext_noop("A seat reviews only its own decisions.")
)
HAND_NOT_FOUND = declare("hand_not_found", 404, gettext_noop("This game has no hand %(hand)s."))
REVIEW_NOT_FOUND = declare(
    "review_not_found",
    404,
    gettext_noop("This hand has not been reviewed: POST to this path to ask for it."),
)
HAND_NOT_ENDED = declare(
    "hand_not_ended",
    422,
    gettext_noop("Hand %(hand)s has not ended: a hand is reviewed once it is over."),
)
DAILY_NOT_OVER = declare(
    "daily_not_over",
    422,
    gettext_noop("The Daily Gin hand of %(date)s can be reviewed once the date is over (UTC)."),
)
BUSY = declare(
    "busy", 503, gettext_noop("Too much of this work is waiting already: try again shortly.")
)
"""Everybody's reviews waiting past REVIEW_PENDING_MAX: asked again after Retry-After."""
