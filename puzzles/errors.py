"""The puzzles app's error codes, each declared once with its status and messages
(:func:`apikit.errors.declare`): choosing and finding puzzles."""

from __future__ import annotations

from django.utils.translation import gettext_noop

from apikit.errors import declare

INVALID_THEME = declare("invalid_theme", 400, gettext_noop("%(name)s is not one of its choices."))
INVALID_MODE = declare("invalid_mode", 400, gettext_noop("%(name)s is not one of its choices."))
PUZZLE_NOT_FOUND = declare("puzzle_not_found", 404, gettext_noop("No such puzzle."))
NO_PUZZLE = declare(
    "no_puzzle", 404, gettext_noop("No puzzle is left for you here: try another theme or ruleset.")
)
