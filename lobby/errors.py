"""The lobby app's error codes, each declared once with its status and messages
(:func:`apikit.errors.declare`): seeks and rematches."""

from __future__ import annotations

from django.utils.translation import gettext_noop

from apikit.errors import declare

INVALID_RATING_RANGE = declare(
    "invalid_rating_range",
    400,
    # Out of bounds, and (seek_range_check) one that nobody could accept.
    gettext_noop("rating_range must be [min, max] with %(floor)s <= min <= max <= %(ceiling)s."),
    gettext_noop(
        "rating_range must hold your own rating (%(rating)s) and be at least %(width)s wide."
    ),
)
TOO_MANY_SEEKS = declare(
    "too_many_seeks", 422, gettext_noop("You already have %(n)s open seeks: withdraw one first.")
)
OWN_SEEK = declare("own_seek", 422, gettext_noop("You cannot accept your own seek."))
RATING_OUT_OF_RANGE = declare(
    "rating_out_of_range", 422, gettext_noop("Your rating is outside the range this seek accepts.")
)
SEEK_TAKEN = declare(
    "seek_taken", 409, gettext_noop("This seek has been taken, withdrawn or has lapsed.")
)
GAME_NOT_FINISHED = declare(
    "game_not_finished", 422, gettext_noop("A rematch can be offered once the game is over.")
)
REMATCH_ALREADY_OFFERED = declare(
    "rematch_already_offered", 409, gettext_noop("You have already offered a rematch.")
)
REMATCH_STARTED = declare(
    "rematch_started", 409, gettext_noop("This game has already been played again.")
)
NO_REMATCH_OFFER = declare(
    "no_rematch_offer", 404, gettext_noop("No rematch is on offer for this game.")
)
