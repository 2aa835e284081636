"""The live app's error codes, each declared once with its status and messages
(:func:`apikit.errors.declare`): opening a stream."""

from __future__ import annotations

from django.utils.translation import gettext_noop

from apikit.errors import declare

INVALID_LAST_EVENT_ID = declare(
    "invalid_last_event_id",
    400,
    gettext_noop("Last-Event-ID must be a version of this game, 0 to %(version)s."),
)
TOO_MANY_STREAMS = declare(
    "too_many_streams",
    429,
    gettext_noop("You have %(limit)s streams open already; close one first."),
    gettext_noop("You have too many streams open; close one first."),
)
