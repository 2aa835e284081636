"""The rollout policy both seats play in the master's worlds: take the top discard when it
melds and lowers the deadwood (:func:`policy_takes`), throw the card leaving the least
deadwood (:func:`policy_discard`), knock as :func:`knocks` says.  ``_rollout.c`` mirrors
each step."""

from __future__ import annotations

from functools import lru_cache

from ..melds import RANK_SPREAD, best_discards_mask, meld_tables
from .expert import knocks_at_will
from .shared import DISCARD_ORDER, cached_deadwood

__all__ = ["knocks", "policy_discard", "policy_takes"]


def knocks(turn: int, winner: int, holds: bool, stock_count: int) -> bool:
    """Whether ``turn`` knocks (within the limit, not gin) for a knock that ``winner`` would
    win: the master (seat 0) when the knock wins against the other hand; its opponent, who
    does not see that hand, whenever it may, or, when it ``holds`` for gin, only in the
    opening and the closing (``OPENING_STOCK``, ``CLOSING_STOCK``), as the expert does."""
    if turn == 0:
        return winner == 0
    return not holds or knocks_at_will(stock_count)


def policy_takes(mask: int, top: int, cap: int | None) -> bool:
    """The rollout policy takes the top discard when it melds with the hand and taking it
    (then throwing the best card) leaves less deadwood than the hand has now."""
    same_rank = mask & _SAME_RANK[top]
    if not same_rank & (same_rank - 1):
        for pair in _RUN_PAIRS[top]:
            if mask & pair == pair:
                break
        else:
            return False
    left, _ = policy_discard(mask | 1 << top, 1 << top, cap)
    return left < cached_deadwood(mask, cap)


def _run_pairs(index: int) -> tuple[int, ...]:
    """The pairs of cards (as masks) that make a run with card ``index``."""
    rank = index % 13
    pairs = []
    for low in (rank - 2, rank - 1, rank):
        others = [r for r in (low, low + 1, low + 2) if r != rank]
        if low >= 0 and low + 2 <= 12:
            pairs.append(sum(1 << (index - rank + r) for r in others))
    return tuple(pairs)


_SAME_RANK = tuple((RANK_SPREAD << index % 13) & ~(1 << index) for index in range(52))
"""The other three cards of each card's rank."""
_RUN_PAIRS = tuple(_run_pairs(index) for index in range(52))


@lru_cache(maxsize=1 << 15)
def policy_discard(mask: int, forbidden: int, cap: int | None) -> tuple[int, int]:
    """(least deadwood left, card index): the discard leaving the least deadwood, the
    highest value (then rank, then suit) among equals, never the ``forbidden`` card."""
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
