"""The ``expert`` AI: the novice's greed plus what a good player watches
(:func:`expert_action` describes it).  Its knock timing (:func:`knocks_at_will`) and its
reading of the cards (:class:`Seen`, :func:`expert_discard`) serve the master too.
"""

from __future__ import annotations

from ..actions import Action
from ..cards import to_mask
from ..melds import RANK_SPREAD, SUIT_BITS
from ..view import Phase, SeatView
from .decisive import decisive_draw, decisive_lay_down
from .shared import (
    DISCARD,
    DISCARD_ORDER,
    FULL_DECK,
    KNOCK,
    KNOCK_WITH,
    cached_deadwood,
    draw_action,
    forbidden_bit,
    free_top,
    least_deadwood_discard,
    near_cards,
)

__all__ = [
    "CLOSING_STOCK",
    "OPENING_STOCK",
    "Seen",
    "expert_action",
    "expert_discard",
    "knocks_at_will",
]

POTENTIAL_WEIGHT = 1.5
"""How many draws' worth of expected improvement the expert credits a hand with (3 before
issue 39: against the EAAI challenge's baseline, which knocks as soon as it may, a hand low
now is worth more than one that may improve; BENCHMARKS.md, "issue 39", and the variants
measured: docs/BENCHMARKS_HISTORY.md, "how the expert's knobs were chosen")."""
DANGER_WEIGHT = 6.0
"""Deadwood points the expert will give up rather than throw a card the opponent surely melds
(knock limit 10)."""
GIN_ONLY_DANGER_WEIGHT = 2.0
"""The same where only gin ends a hand (straight): a meld handed over is then one step of
many, while holding cards back stalls the expert's own hand.  Limits in between scale."""
DISCARD_WINDOW = 6
"""The expert weighs only discards leaving at most this much more than the least deadwood."""
THREW_FACTOR = 0.5
"""How much less likely a meld is once the opponent has thrown a card that would be in it."""
OPENING_STOCK = 25
"""While the stock holds at least this many cards (about three draws each) the expert knocks
whenever it may."""
CLOSING_STOCK = 4
"""Once the stock is down to this many cards (a dead hand comes at 2) it knocks again
whenever it may."""


def knocks_at_will(stock_count: int) -> bool:
    """Whether the expert knocks whenever it may with ``stock_count`` cards in the stock
    (the opening and the closing), rather than hold a low hand for gin."""
    return stock_count >= OPENING_STOCK or stock_count <= CLOSING_STOCK


def expert_action(view: SeatView) -> Action:
    """The expert: the novice's greed plus what a good player watches.

    - **What it knows**: the view only.  The discard pile is dead to both players, the
      opponent still holds the cards it took from the pile, and every other card it has not
      seen is *unseen*: in the stock or in the opponent's hand, all equally likely.
    - **Hand value**: the least deadwood of its 10 cards less ``POTENTIAL_WEIGHT`` times their
      *potential*, the deadwood one more draw is expected to save.  The potential is exact
      over the unseen cards that would meld with the hand (draw it, rearrange, throw the best
      card), so pairs and broken runs whose cards are still live are kept, dead ones thrown.
    - **Discards**: among the discards leaving at most ``DISCARD_WINDOW`` more than the least
      deadwood, the one whose remaining hand values lowest, plus a danger charge: the chance
      that the opponent can meld the card thrown, from the cards it is known to hold and the
      unseen ones (each in its hand with probability hidden cards / unseen cards), cut by
      ``THREW_FACTOR`` where the opponent has thrown or passed a card of that rank, or one or
      two ranks from it in its suit; times ``DANGER_WEIGHT``, or less under a lower knock
      limit (down to ``GIN_ONLY_DANGER_WEIGHT``).
    - **Drawing**: after the moves every level makes (:mod:`.decisive`: a card that makes gin
      is taken, a card that melds with nothing and is worth no less than its highest unmatched
      card is left), it takes the top discard (or the upcard) when the best hand that makes
      is worth more than its hand after an average stock draw (its value now less one draw's
      potential), both valued without the danger charge, which only chooses the discard.
    - **Knocking**: gin and big gin at once, and any knock that wins the match.  In the opening
      (``OPENING_STOCK``) it knocks whenever it may: the opponent's hand is still raw.  After
      that it plays for gin: a low hand held back against an opponent that knocks as soon as it
      can either undercuts that knock (the undercut bonus) or goes gin (the gin bonus, no
      layoffs), which over many games is worth more than cashing a small knock.  It knocks
      whenever it may again once the stock is nearly gone (``CLOSING_STOCK``), as waiting can
      only end in a dead hand.  With 11-card knocking (arcade) the defender counts every card
      it cannot lay off, so there it always knocks at once.

    ``python -m bench.selfplay`` measures it against novice.
    """
    ruleset = view.ruleset
    cap = ruleset.max_meld_size
    mask = to_mask(view.your_cards)
    seen = Seen.of(view, mask)
    if view.phase is not Phase.DISCARD:
        quick = decisive_draw(view, mask)
        if quick is not None:
            return quick
        top = view.discard_pile[-1]
        now = cached_deadwood(mask, cap)
        stock_value = now - (1 + POTENTIAL_WEIGHT) * _potential(mask, now, seen)
        forbidden = 0 if ruleset.may_discard_taken_card else top.bit
        index, take_value = expert_discard(mask | top.bit, forbidden, seen)
        # The stock side pays no danger for the card it will throw, so neither does this one:
        # the danger only chooses among discards.
        take_value -= seen.danger_weight * _danger(index, seen)
        return draw_action(view, take=take_value < stock_value)

    quick = decisive_lay_down(view, mask)
    if quick is not None:
        return quick
    deadwood = cached_deadwood(mask, cap)
    limit = view.knock_limit
    forbidden = forbidden_bit(view)
    if ruleset.knock_cards == 11:
        if deadwood <= limit:
            return KNOCK
    else:
        knock_left, knock_card = least_deadwood_discard(mask, forbidden, cap)
        if knock_left <= limit and knocks_at_will(view.stock_count):
            return KNOCK_WITH[knock_card]
    index, _ = expert_discard(mask, forbidden, seen)
    return DISCARD[index]


class Seen:
    """What the expert knows about where the cards it does not hold are."""

    __slots__ = (
        "cap",
        "danger_weight",
        "opp_has",
        "opp_threw",
        "p_opp",
        "unseen",
        "unseen_count",
    )

    def __init__(
        self,
        cap: int | None,
        unseen: int,
        opp_has: int,
        opp_threw: int,
        p_opp: float,
        knock_limit: int,
    ) -> None:
        self.cap = cap
        share = min(max(knock_limit, 0), 10) / 10
        self.danger_weight = GIN_ONLY_DANGER_WEIGHT + share * (
            DANGER_WEIGHT - GIN_ONLY_DANGER_WEIGHT
        )
        self.unseen = unseen
        self.unseen_count = unseen.bit_count()
        self.opp_has = opp_has
        self.opp_threw = opp_threw
        self.p_opp = p_opp

    @classmethod
    def of(cls, view: SeatView, mask: int) -> Seen:
        opp_has = to_mask(view.opponent_took)
        opp_threw = to_mask(view.opponent_discarded)
        if view.opponent_passed_upcard is not None:
            opp_threw |= view.opponent_passed_upcard.bit
        unseen = FULL_DECK & ~(mask | to_mask(view.discard_pile) | opp_has)
        hidden = max(0, min(view.opponent_card_count, 10) - opp_has.bit_count())
        count = unseen.bit_count()
        p_opp = hidden / count if count else 0.0
        return cls(view.ruleset.max_meld_size, unseen, opp_has, opp_threw, p_opp, view.knock_limit)

    def p(self, index: int) -> float:
        bit = 1 << index
        if self.opp_has & bit:
            return 1.0
        if self.unseen & bit:
            return self.p_opp
        return 0.0


def _danger(index: int, seen: Seen) -> float:
    """The chance that the opponent can meld the card ``index`` if it is thrown."""
    rank = index % 13
    suit_base = index - rank
    others = [seen.p(rank + 13 * suit) for suit in range(4) if rank + 13 * suit != index]
    a, b, c = others
    p_set = a * b + a * c + b * c - 2 * a * b * c
    miss_run = 1.0
    near = [seen.p(suit_base + r) if 0 <= r < 13 else 0.0 for r in range(rank - 2, rank + 3)]
    for x, y in ((0, 1), (1, 3), (3, 4)):
        miss_run *= 1.0 - near[x] * near[y]
    threw = seen.opp_threw
    if threw:
        if threw & RANK_SPREAD << rank:
            p_set *= THREW_FACTOR
        if threw & (SUIT_BITS & (0b11011 << rank >> 2)) << suit_base:
            miss_run = 1.0 - (1.0 - miss_run) * THREW_FACTOR
    return 1.0 - (1.0 - p_set) * miss_run


def expert_discard(mask: int, forbidden: int, seen: Seen) -> tuple[int, float]:
    """The expert's discard from 11 cards: (card index, score); lower scores are better."""
    cap = seen.cap
    options = []
    for index in DISCARD_ORDER:
        bit = 1 << index
        if mask & bit and not forbidden & bit:
            options.append((index, cached_deadwood(mask ^ bit, cap)))
    # A discard leaving far more deadwood than the best one is never worth its potential.
    cutoff = min(dw for _, dw in options) + DISCARD_WINDOW
    best_index, best_score = -1, 1e9
    for index, dw in options:
        if dw <= cutoff:
            gain = _potential(mask ^ (1 << index), dw, seen)
            score = dw - POTENTIAL_WEIGHT * gain + seen.danger_weight * _danger(index, seen)
            if score < best_score:
                best_index, best_score = index, score
    return best_index, best_score


def _potential(mask: int, deadwood: int, seen: Seen) -> float:
    """How much one more draw is expected to cut the least deadwood of 10 cards ``mask``,
    counting only the unseen cards that would meld with them (every unseen card taken as
    equally likely to come)."""
    count = seen.unseen_count
    near = near_cards(mask) & seen.unseen
    if not near:
        return 0.0
    cap = seen.cap
    total = 0
    while near:
        low = near & -near
        near ^= low
        held = mask | low
        after = cached_deadwood(held, cap)
        total += deadwood - after + free_top(held, after, cap)
    return total / count
