"""Exceptions raised by the rules engine.

Every error is a :class:`ValueError` with a stable machine-readable ``code`` (what a client
branches on), a plain English message, and ``params`` (the values the message names, so a
caller can render the message in another language).  Bad syntax and illegal-here are
different classes: :class:`InputError` means the request could never make sense,
:class:`IllegalActionError` means it is well formed but not allowed in this position.
"""

from __future__ import annotations

from typing import Any


class EngineError(ValueError):
    """Base class of every error the engine raises."""

    code = "engine_error"

    def __init__(self, message: str, *, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.message = message
        self.params = params


class InputError(EngineError):
    """Input that is malformed whatever the position (HTTP 400)."""

    code = "invalid_input"


class InvalidCardError(InputError):
    """A card code that is not rank + suit (``"TD"``, ``"as"``)."""

    code = "invalid_card"


class DuplicateCardError(InputError):
    """The same card given twice where cards must be distinct."""

    code = "duplicate_card"


class HandSizeError(InputError):
    """A hand with the wrong number of cards."""

    code = "wrong_hand_size"


class InvalidMeldError(InputError):
    """A named meld that is not a valid set or run under the ruleset."""

    code = "invalid_meld"


class InvalidRulesetError(InputError):
    """An unknown ruleset name or an override out of range."""

    code = "invalid_ruleset"


class InvalidActionError(InputError):
    """An action name that does not exist or a payload of the wrong shape."""

    code = "invalid_action"


class IllegalActionError(EngineError):
    """A well-formed action that the rules do not allow now (HTTP 422).

    ``code`` says why: ``not_your_turn``, ``must_draw_first``, ``card_not_in_hand``,
    ``deadwood_too_high``, ``wrong_phase``, ``cannot_discard_taken_card``, ...
    """

    code = "illegal_action"
