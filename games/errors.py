"""The games app's error codes, each declared once with its status and messages
(:func:`apikit.errors.declare`), and the rules engine's errors in the API's one error shape.

The engine raises its own codes, Django-free; they are declared here with their answer (an
input error is a 400, a move the rules do not allow a 422) and their messages in the client's
language.  :func:`engine_api_error` is registered with
:func:`apikit.errors.translate_exception` in ``GamesConfig.ready``, so the HTTP plumbing never
imports the engine.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.utils.translation import gettext_noop

from apikit.errors import ApiError, declare, registry, render_message, safe_text
from games.engine.actions import ActionKind
from games.engine.errors import EngineError, IllegalActionError, InputError
from games.engine.rules import RULESETS

# The rules engine's codes: it raises them itself, Django-free; here is their answer, a 400 for
# input that could never make sense, a 422 for a move not allowed in this position.
INVALID_CARD = declare(
    "invalid_card",
    400,
    gettext_noop("%(card)s is not a card code (rank A23456789TJQK then suit CDHS, e.g. TD)."),
    gettext_noop("That is not a card code (rank A23456789TJQK then suit CDHS, e.g. TD)."),
    translated=True,
)
DUPLICATE_CARD = declare(
    "duplicate_card",
    400,
    gettext_noop("Card %(card)s is given twice."),
    gettext_noop("A card is given twice."),
    translated=True,
)
WRONG_HAND_SIZE = declare(
    "wrong_hand_size",
    400,
    gettext_noop("Expected %(expected)s cards, got %(got)s."),
    gettext_noop("The hand has the wrong number of cards."),
    translated=True,
)
INVALID_MELD = declare(
    "invalid_meld",
    400,
    gettext_noop("%(cards)s: melds have at most %(max_meld_size)s cards in this ruleset."),
    gettext_noop("%(card)s is not in the hand, or is in two of the named melds."),
    gettext_noop(
        "%(cards)s is not a meld: a set is 3 or 4 cards of one rank, a run 3 or more "
        "cards of one suit in sequence."
    ),
    gettext_noop("A named meld is not a valid set or run."),
    translated=True,
)
INVALID_RULESET = declare(
    "invalid_ruleset",
    400,
    gettext_noop("Unknown ruleset %(ruleset)s; choose one of %(choices)s."),
    gettext_noop("%(field)s must be an integer from %(low)s to %(high)s."),
    gettext_noop("%(field)s cannot be overridden in this ruleset."),
    gettext_noop("The rules are not valid."),
    translated=True,
)
INVALID_ACTION = declare(
    "invalid_action",
    400,
    gettext_noop("Unknown action; use one of %(choices)s."),
    gettext_noop("The action is not valid."),
    translated=True,
)
UPCARD_REQUIRED = declare(
    "upcard_required",
    400,
    gettext_noop(
        "The %(ruleset)s ruleset takes its knock limit from the hand's first upcard: give upcard."
    ),
    translated=True,
)
UPCARD_NOT_ALLOWED = declare(
    "upcard_not_allowed",
    400,
    gettext_noop(
        "The %(ruleset)s ruleset does not take its knock limit from the upcard: leave upcard out."
    ),
    translated=True,
)
NOT_YOUR_TURN = declare("not_your_turn", 422, gettext_noop("It is not your turn."), translated=True)
MUST_DRAW_FIRST = declare(
    "must_draw_first", 422, gettext_noop("You must draw a card first."), translated=True
)
CARD_NOT_IN_HAND = declare(
    "card_not_in_hand",
    422,
    gettext_noop("You do not hold %(card)s."),
    gettext_noop("You do not hold that card."),
    translated=True,
)
DEADWOOD_TOO_HIGH = declare(
    "deadwood_too_high",
    422,
    gettext_noop("Your deadwood of %(deadwood)s is over the knock limit of %(limit)s."),
    gettext_noop("Your deadwood is over the knock limit."),
    translated=True,
)
WRONG_PHASE = declare(
    "wrong_phase",
    422,
    gettext_noop("That action is not allowed in this phase of the hand."),
    translated=True,
)
CANNOT_DISCARD_TAKEN_CARD = declare(
    "cannot_discard_taken_card",
    422,
    gettext_noop("You may not discard %(card)s: you just took it from the discard pile."),
    gettext_noop("You may not discard the card you just took from the discard pile."),
    translated=True,
)
NOT_BIG_GIN = declare(
    "not_big_gin",
    422,
    gettext_noop("The %(ruleset)s ruleset has no big gin."),
    gettext_noop("Big gin needs all 11 cards in melds; %(deadwood)s deadwood is left."),
    gettext_noop("Big gin needs all 11 cards in melds."),
    translated=True,
)
NO_BIG_GIN_IN_RULESET = declare(
    "no_big_gin_in_ruleset",
    422,
    gettext_noop("This ruleset has no big gin: knock instead."),
    translated=True,
)
MUST_DISCARD = declare(
    "must_discard",
    422,
    gettext_noop("You have drawn already: discard (or knock)."),
    translated=True,
)
MELDS_NOT_ALLOWED = declare(
    "melds_not_allowed", 422, gettext_noop("Only a knock or big gin takes melds."), translated=True
)
GAME_OVER = declare("game_over", 422, gettext_noop("The game is over."), translated=True)
CARD_REQUIRED = declare(
    "card_required", 422, gettext_noop("This action needs the card to discard."), translated=True
)
CARD_NOT_ALLOWED = declare(
    "card_not_allowed", 422, gettext_noop("No card is given with this action."), translated=True
)
STOCK_EMPTY = declare("stock_empty", 422, gettext_noop("The stock is empty."), translated=True)
DISCARD_PILE_EMPTY = declare(
    "discard_pile_empty", 422, gettext_noop("The discard pile is empty."), translated=True
)
MUST_DRAW_STOCK = declare(
    "must_draw_stock", 422, gettext_noop("You must draw from the stock now."), translated=True
)
ILLEGAL_ACTION = declare("illegal_action", 422, translated=True)
ENGINE_ERROR = declare("engine_error", 400, translated=True)

ENGINE_INPUT_CODES = tuple(
    error.code
    for error in (
        INVALID_CARD,
        DUPLICATE_CARD,
        WRONG_HAND_SIZE,
        INVALID_MELD,
        INVALID_RULESET,
        INVALID_ACTION,
        UPCARD_REQUIRED,
        UPCARD_NOT_ALLOWED,
    )
)
"""The engine's InputError codes (400): the input could never make sense."""

ENGINE_ILLEGAL_CODES = tuple(
    error.code
    for error in (
        NOT_YOUR_TURN,
        MUST_DRAW_FIRST,
        CARD_NOT_IN_HAND,
        DEADWOOD_TOO_HIGH,
        WRONG_PHASE,
        CANNOT_DISCARD_TAKEN_CARD,
        NOT_BIG_GIN,
        NO_BIG_GIN_IN_RULESET,
        MUST_DISCARD,
        MELDS_NOT_ALLOWED,
        GAME_OVER,
        CARD_REQUIRED,
        CARD_NOT_ALLOWED,
        STOCK_EMPTY,
        DISCARD_PILE_EMPTY,
        MUST_DRAW_STOCK,
        ILLEGAL_ACTION,
    )
)
"""The engine's IllegalActionError codes (422): well formed, not allowed in this position."""

# The games' own: joining, moving, the turn clock.
INVITE_NOT_FOUND = declare(
    "invite_not_found", 404, gettext_noop("No game is waiting with that invite code.")
)
VERSION_CONFLICT = declare(
    "version_conflict",
    409,
    gettext_noop("The game is at version %(version)s, not %(expected)s: reload it and try again."),
)
ALREADY_JOINED = declare("already_joined", 409, gettext_noop("You have already joined this game."))
GAME_ALREADY_STARTED = declare(
    "game_already_started", 409, gettext_noop("This game already has two players.")
)
GAME_NOT_STARTED = declare(
    "game_not_started",
    422,
    gettext_noop("The game has not started: your opponent has not joined yet."),
)
TOO_MANY_WAITING_GAMES = declare(
    "too_many_waiting_games",
    422,
    gettext_noop(
        "You have %(count)s games waiting for a friend: cancel one or wait for a "
        "friend to join before starting another."
    ),
)
CANNOT_JOIN_OWN_GAME = declare(
    "cannot_join_own_game", 422, gettext_noop("You cannot join your own game.")
)
GAME_CANCELLED = declare("game_cancelled", 422, gettext_noop("The game was cancelled."))
GAME_NOT_WAITING = declare(
    "game_not_waiting",
    409,
    gettext_noop("Only a game still waiting for a friend can be cancelled, by its creator."),
)
NO_TURN_CLOCK = declare(
    "no_turn_clock", 422, gettext_noop("Only a game against a friend has a turn clock.")
)
CLAIM_ON_YOUR_TURN = declare(
    "claim_on_your_turn", 422, gettext_noop("It is your turn: only the waiting player may claim.")
)
TURN_NOT_EXPIRED = declare(
    "turn_not_expired",
    422,
    gettext_noop("Your opponent has until %(deadline)s to play."),
    gettext_noop("Your opponent still has time to play."),
)
NOT_A_HUMAN_GAME = declare("not_a_human_game", 422)
REGISTRATION_REQUIRED = declare("registration_required", 422)


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
    declared = registry().get(error.code)
    if declared is None:
        # A code the engine gained and this module has not declared: its kind's status
        # (tests/contract/test_error_codes.py names it).
        http = 422 if isinstance(error, IllegalActionError) else 400
        return ApiError(error.code, message, http, fields, **params)
    return declared.error(message, fields=fields, **params)
