"""What the AI levels share: the card values and bit masks they reason with, the actions they
hand out, and the questions about a hand (its least deadwood, memoised; the cards that would
meld with it; its highest unmatched card) that :mod:`.novice`, :mod:`.expert` and
:mod:`.master` all ask.

Hands are 52-bit masks (bit ``card.index``), as in :mod:`games.engine.melds`.
"""

from __future__ import annotations

from functools import lru_cache

from ..actions import Action, ActionKind
from ..cards import DECK
from ..melds import (
    RANK_SPREAD,
    RANK_VALUES,
    SUIT_BITS,
    WINDOW_STARTS,
    best_discards_mask,
    meld_tables,
    min_deadwood,
)
from ..view import Phase, SeatView

FULL_DECK = (1 << 52) - 1
CARD_VALUES = tuple(RANK_VALUES[i % 13] for i in range(52))
"""The deadwood value of each card, by index."""

DISCARD_ORDER = tuple(sorted(range(52), key=lambda i: (-CARD_VALUES[i], -(i % 13), -(i // 13))))
"""Card indices in the order a discard is preferred: highest value, then highest rank, then
suit S H D C (suit index 3 down to 0)."""

# Actions are immutable values, so the AIs hand out shared instances instead of building them.
TAKE_UPCARD = Action(ActionKind.TAKE_UPCARD)
PASS = Action(ActionKind.PASS)
DRAW_STOCK = Action(ActionKind.DRAW_STOCK)
DRAW_DISCARD = Action(ActionKind.DRAW_DISCARD)
KNOCK = Action(ActionKind.KNOCK)
BIG_GIN = Action(ActionKind.BIG_GIN)
DISCARD = tuple(Action(ActionKind.DISCARD, card) for card in DECK)
KNOCK_WITH = tuple(Action(ActionKind.KNOCK, card) for card in DECK)


@lru_cache(maxsize=1 << 16)
def cached_deadwood(mask: int, cap: int | None) -> int:
    """:func:`~games.engine.melds.min_deadwood` of a mask, memoised: the hand a seat holds
    when it draws is the one it weighed when it last discarded, so most questions are asked
    twice."""
    return min_deadwood(mask, max_meld_size=cap)


def forbidden_bit(view: SeatView) -> int:
    """The bit of the card this seat may not discard now (0 where any card may go)."""
    taken = view.taken_from_discard
    if taken is None or view.ruleset.may_discard_taken_card:
        return 0
    return taken.bit


@lru_cache(maxsize=1 << 15)
def least_deadwood_discard(mask: int, forbidden: int, cap: int | None) -> tuple[int, int]:
    """(least deadwood left, card index): the discard leaving the least deadwood, the
    highest value (then rank, then suit) among equals, never the ``forbidden`` card; (1000,
    -1) when every card is forbidden.  The rollout policy's discard (policy.policy_discard,
    mirrored in ``_rollout.c``) and the knock every level weighs."""
    left, which = best_discards_mask(mask, meld_tables(cap))
    which &= ~forbidden
    if which:
        for index in DISCARD_ORDER:
            if which >> index & 1:
                return left, index
    best_left, best_index = 1000, -1
    for index in DISCARD_ORDER:
        bit = 1 << index
        if mask & bit and not forbidden & bit:
            after = cached_deadwood(mask ^ bit, cap)
            if after < best_left:
                best_left, best_index = after, index
    return best_left, best_index


def draw_action(view: SeatView, take: bool) -> Action:
    """Take the top discard (or upcard) if ``take``, else draw from the stock (or pass)."""
    if view.phase is Phase.UPCARD:
        return TAKE_UPCARD if take else PASS
    if take or not view.stock_count:
        return DRAW_DISCARD
    return DRAW_STOCK


def near_cards(mask: int) -> int:
    """Every card not in ``mask`` that would form a meld with cards of ``mask``."""
    c = mask & SUIT_BITS
    d = mask >> 13 & SUIT_BITS
    h = mask >> 26 & SUIT_BITS
    s = mask >> 39
    pairs = c & d | c & h | c & s | d & h | d & s | h & s
    near = pairs * RANK_SPREAD
    for shift, bits in ((0, c), (13, d), (26, h), (39, s)):
        runs = (bits >> 1 & bits >> 2 | bits << 1 & bits >> 1 | bits << 1 & bits << 2) & SUIT_BITS
        near |= runs << shift
    return near & ~mask


def free_top(mask: int, deadwood: int | None, cap: int | None) -> int:
    """The highest value among the cards unmatched in some least-deadwood arrangement of
    ``mask`` (0 if every card is melded); ``deadwood``, if known, is their least deadwood."""
    meldable = meldable_cards(mask)
    loose = mask & ~meldable
    # A card in no meld at all is unmatched in every arrangement: the highest such card sets
    # the bar, and only meldable cards worth more need the search.
    ranks = (loose | loose >> 13 | loose >> 26 | loose >> 39) & SUIT_BITS
    best = RANK_VALUES[ranks.bit_length() - 1] if ranks else 0
    for rank in range(12, -1, -1):
        value = RANK_VALUES[rank]
        if value <= best:
            break
        group = meldable & RANK_SPREAD << rank
        while group:
            bit = group & -group
            group ^= bit
            if deadwood is None:
                deadwood = cached_deadwood(mask, cap)
            if cached_deadwood(mask ^ bit, cap) == deadwood - value:
                return value
    return best


def meldable_cards(mask: int) -> int:
    """The cards of ``mask`` that are in at least one meld of ``mask`` (the others are
    unmatched in every arrangement)."""
    c = mask & SUIT_BITS
    d = mask >> 13 & SUIT_BITS
    h = mask >> 26 & SUIT_BITS
    s = mask >> 39
    trips = c & d & (h | s) | h & s & (c | d)
    windows = mask & mask >> 1 & mask >> 2 & WINDOW_STARTS
    return mask & (trips * RANK_SPREAD | windows | windows << 1 | windows << 2)
