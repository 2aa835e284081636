"""The rollout policy both seats play in the master's worlds: take the top discard when it
melds and lowers the deadwood (:func:`policy_takes`), throw the card leaving the least
deadwood (:func:`policy_discard`, the levels' own :func:`.shared.least_deadwood_discard`),
knock as :func:`knocks` says.  ``_rollout.c`` mirrors
each step."""

from __future__ import annotations

from ..melds import RANK_SPREAD
from .expert import knocks_at_will
from .shared import cached_deadwood, least_deadwood_discard

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


policy_discard = least_deadwood_discard
"""(least deadwood left, card index): the policy throws the card leaving the least deadwood
(:func:`.shared.least_deadwood_discard`)."""
