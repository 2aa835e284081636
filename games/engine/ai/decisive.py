"""The moves every level makes without weighing anything: the one home of the draw and
lay-down rules that :mod:`.novice`, :mod:`.expert` and :mod:`.master` all ask first
(issue 39).

**Drawing** (:func:`decisive_draw`):

- the stock is the only source (the pile is empty, or both passed the upcard), or the pile
  is (the stock is empty in arcade): draw from it;
- the top discard (or the upcard) makes gin, or big gin where the ruleset has it: take it.
  Nothing in a hand scores more, and the hand ends before the opponent draws again;
- the top card melds with nothing and is worth no less than the highest unmatched card held:
  it could only replace a card at least as good, so draw from the stock (or pass).

**Laying down** (:func:`decisive_lay_down`), holding 11 cards:

- big gin where the ruleset has it, else gin (a discard, or in arcade no discard, leaving no
  deadwood);
- a knock that wins the match if it wins the hand (any hand won reaches the target: the
  points a hand is worth no longer matter, so holding on for gin or for a lower knock can
  only give the opponent a turn to end the hand first).  It knocks with the discard leaving
  the least deadwood.  Hollywood's three columns end the match by columns, not by one
  score, so there the rule is gin only.

>>> from games.engine.cards import DECK, parse_cards, to_mask
>>> from games.engine.rules import get_ruleset
>>> mask = to_mask(parse_cards("5C 6C 7C 8D 9D TD 4H 5H 6H 3S 7D".split()))
>>> DECK[gin_discard(mask, 0, get_ruleset("standard"))]
Card.parse('3S')
"""

from __future__ import annotations

from ..actions import Action
from ..rules import Ruleset
from ..view import Phase, SeatView
from .shared import (
    BIG_GIN,
    CARD_VALUES,
    DISCARD_ORDER,
    DRAW_DISCARD,
    DRAW_STOCK,
    KNOCK,
    KNOCK_WITH,
    PASS,
    cached_deadwood,
    draw_action,
    forbidden_bit,
    free_top,
    least_deadwood_discard,
    near_cards,
)

__all__ = [
    "decisive_draw",
    "decisive_lay_down",
    "gin_discard",
    "goes_out",
    "useless_top",
    "wins_match_with_any_hand",
]


def decisive_draw(view: SeatView, mask: int) -> Action | None:
    """The draw (or upcard answer) from ``view`` when there is nothing to weigh, else None;
    ``mask`` is the seat's 10 cards."""
    if view.phase is Phase.DRAW:
        if not view.discard_pile or view.must_draw_stock:
            return DRAW_STOCK
        if not view.stock_count:
            return DRAW_DISCARD
    top = view.discard_pile[-1]
    ruleset = view.ruleset
    held = mask | top.bit
    forbidden = 0 if ruleset.may_discard_taken_card else top.bit
    if goes_out(held, forbidden, ruleset):
        return draw_action(view, take=True)
    if useless_top(mask, top.index, ruleset.max_meld_size):
        return PASS if view.phase is Phase.UPCARD else DRAW_STOCK
    return None


def decisive_lay_down(view: SeatView, mask: int, *, knock_at: int | None = None) -> Action | None:
    """Big gin, gin, or a knock that wins the match, from the 11 cards ``mask``; else None.

    ``knock_at``: the most deadwood this level ever knocks with (the novice's 8, docs/RULES.md
    §6); the ruleset's knock limit when None."""
    ruleset = view.ruleset
    limit = view.knock_limit if knock_at is None else min(knock_at, view.knock_limit)
    cap = ruleset.max_meld_size
    forbidden = forbidden_bit(view)
    if cached_deadwood(mask, cap) == 0:
        if ruleset.big_gin_bonus is not None:
            return BIG_GIN
        if ruleset.knock_cards == 11:
            return KNOCK
    if ruleset.knock_cards == 10:
        gin = gin_discard(mask, forbidden, ruleset)
        if gin is not None:
            return KNOCK_WITH[gin]
    if not wins_match_with_any_hand(view):
        return None
    if ruleset.knock_cards == 11:
        return KNOCK if cached_deadwood(mask, cap) <= limit else None
    left, index = least_deadwood_discard(mask, forbidden, cap)
    return KNOCK_WITH[index] if left <= limit else None


def goes_out(held: int, forbidden: int, ruleset: Ruleset) -> bool:
    """Whether the 11 cards ``held`` end the hand at once with gin or big gin (never
    throwing the ``forbidden`` card)."""
    cap = ruleset.max_meld_size
    whole_hand = ruleset.knock_cards == 11 or ruleset.big_gin_bonus is not None
    if whole_hand and cached_deadwood(held, cap) == 0:
        return True
    return ruleset.knock_cards == 10 and gin_discard(held, forbidden, ruleset) is not None


def gin_discard(mask: int, forbidden: int, ruleset: Ruleset) -> int | None:
    """The index of the card whose discard leaves the 11 cards ``mask`` with no deadwood, the
    highest-valued first, never the ``forbidden`` one; None if there is none."""
    cap = ruleset.max_meld_size
    for index in DISCARD_ORDER:
        bit = 1 << index
        if mask & bit and not forbidden & bit and cached_deadwood(mask ^ bit, cap) == 0:
            return index
    return None


def wins_match_with_any_hand(view: SeatView) -> bool:
    """Whether the seat of ``view`` wins the match by winning this hand for any points (a
    won hand is worth at least one point)."""
    ruleset = view.ruleset
    return ruleset.hollywood_columns == 1 and view.scores[0] + 1 >= ruleset.target


def useless_top(mask: int, top: int, cap: int | None) -> bool:
    """Whether the card ``top`` melds with nothing of ``mask`` and is worth no less than
    the highest unmatched card held: taking it could only replace a card at least as good."""
    return not near_cards(mask) >> top & 1 and CARD_VALUES[top] >= free_top(mask, None, cap)
