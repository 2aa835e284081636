"""The rules engine's errors in the API's one error shape: an input error is a 400, a move the
rules do not allow a 422, each with its code and its message in the client's language.

Registered with :func:`apikit.errors.translate_exception` in ``GamesConfig.ready``, so the
HTTP plumbing never imports the engine.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from rest_framework import status

from apikit.errors import ApiError, render_message, safe_text
from games.engine.actions import ActionKind
from games.engine.errors import EngineError, IllegalActionError, InputError
from games.engine.rules import RULESETS

ENGINE_INPUT_CODES = (
    "invalid_card",
    "duplicate_card",
    "wrong_hand_size",
    "invalid_meld",
    "invalid_ruleset",
    "invalid_action",
    "upcard_required",
    "upcard_not_allowed",
)
"""The engine's InputError codes (400): the input could never make sense."""

ENGINE_ILLEGAL_CODES = (
    "not_your_turn",
    "must_draw_first",
    "card_not_in_hand",
    "deadwood_too_high",
    "wrong_phase",
    "cannot_discard_taken_card",
    "not_big_gin",
    "no_big_gin_in_ruleset",
    "must_discard",
    "melds_not_allowed",
    "game_over",
    "card_required",
    "card_not_allowed",
    "stock_empty",
    "discard_pile_empty",
    "must_draw_stock",
    "illegal_action",
)
"""The engine's IllegalActionError codes (422): well formed, not allowed in this position."""


@contextmanager
def input_field(name: str) -> Iterator[None]:
    """Blame engine input errors raised inside on the request field ``name``."""
    try:
        yield
    except InputError as error:
        error.params.setdefault("field", name)
        raise


def engine_api_error(error: EngineError) -> ApiError:
    """The answer to an engine error: 422 for an illegal action, else 400; the field it
    names (if any) carries the message."""
    params = dict(error.params)
    if error.code == "invalid_ruleset" and "ruleset" in params:
        params.setdefault("choices", ", ".join(RULESETS))
    if error.code == "invalid_action":
        params.setdefault("choices", ", ".join(kind.value for kind in ActionKind))
    message = render_message(error.code, params, error.message)
    fields: dict[str, list[str]] = {}
    field = params.get("field")
    if isinstance(field, str):
        fields[safe_text(field)] = [message]
    http = (
        status.HTTP_422_UNPROCESSABLE_ENTITY
        if isinstance(error, IllegalActionError)
        else status.HTTP_400_BAD_REQUEST
    )
    answer = ApiError(error.code, message, http, fields)
    answer.params = params
    return answer
