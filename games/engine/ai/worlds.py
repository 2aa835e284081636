"""The master's worlds: what it infers about the opponent's hidden cards and style from the
view, once a decision (:class:`Worlds`), and the opponent hands and stock orders it draws
from that (``master.py``'s docstring, step 2, tells the inference whole)."""

from __future__ import annotations

import math
import random
from functools import lru_cache

from ..cards import to_mask
from ..melds import RANK_SPREAD, SUIT_BITS
from ..view import Phase, SeatView
from . import accel
from .expert import knocks_at_will
from .policy import policy_discard
from .shared import CARD_VALUES, FULL_DECK, cached_deadwood, free_top, meldable_cards, near_cards

__all__ = ["HOLDER_SHARE", "KNOCK_LIKELIHOOD", "RECENT_BETAS", "Worlds", "holder_share"]

THREW_WEIGHT = 0.6
"""Relative chance that the opponent holds an unseen card next to one it threw or passed."""
TOOK_WEIGHT = 1.5
"""Relative chance that it holds an unseen card next to one it took from the pile."""
INFERRED_DRAWS = 6
"""At most this many past stock draws are replayed when a world's opponent hand is drawn."""
INFERRED_SHARE = 0.5
"""... and at most this share of the unseen cards the opponent does not hold."""
RECENT_BETAS = (0.6, 0.4, 0.3, 0.2)
"""How strongly each of the opponent's last discards (the last first) tells against a hand
that would rather have kept it."""
DECLINED_LIKELIHOOD = 0.5
"""How much less likely a hand is for each card the opponent threw or declined that would
meld with it."""
GIN_LIKELIHOOD = 0.0
"""How likely a hand is that would have gone gin rather than be held."""
HOLDER_SHARE = 0.3
"""The share of worlds (before their likelihood) whose opponent holds a low hand for gin in
the middle of the hand, as the expert does, rather than knock whenever it may, before the
game's earlier hands tell its style."""
KNOCKED_ODDS = 0.1
"""How the odds of a holder change for each earlier hand the opponent ended with a knock in
the middle of the hand."""
HELD_ODDS = 4.0
"""... and for each the master ended in the middle of the hand while the opponent held a
hand it could have knocked with."""
KNOCK_LIKELIHOOD = 0.0
"""How likely a hand is that the world's opponent would have knocked with rather than hold."""
MAX_TRIES = 30
"""Hands drawn for a world before the last is kept whatever its likelihood."""


class Worlds:
    """What the master infers about the opponent's hidden cards from the view, once per
    decision, and the worlds it draws from that (:meth:`sample`)."""

    __slots__ = (
        "cap",
        "cards",
        "check_gin",
        "declined",
        "extra",
        "fast",
        "hidden",
        "holder_share",
        "knock_at",
        "recent",
        "took",
    )

    def __init__(self, view: SeatView, mask: int, *, accelerated: bool = True) -> None:
        self.cap = view.ruleset.max_meld_size
        took = self.took = to_mask(view.opponent_took)
        discarded = to_mask(view.opponent_discarded)
        threw = discarded
        if view.opponent_passed_upcard is not None:
            threw |= view.opponent_passed_upcard.bit
        # Each card the master threw was on top when the opponent drew next: those it did
        # not take it declined.
        self.declined = threw | (to_mask(view.your_discarded) & ~took & ~discarded)
        unseen = FULL_DECK & ~(mask | to_mask(view.discard_pile) | took)
        self.cards = [
            (1.0 / card_weight(index, threw, took), index)
            for index in range(52)
            if unseen >> index & 1
        ]
        self.hidden = view.opponent_card_count - took.bit_count()
        draws = max(0, len(view.opponent_discarded) - took.bit_count())
        room = len(self.cards) - self.hidden
        self.extra = max(0, min(draws, INFERRED_DRAWS, int(room * INFERRED_SHARE)))
        holds_ten = view.opponent_card_count == 10
        self.recent = [
            (beta, card.index, CARD_VALUES[card.index])
            for beta, card in zip(RECENT_BETAS, reversed(view.opponent_discarded), strict=False)
            if holds_ten and not took & card.bit
        ]
        self.check_gin = holds_ten and view.ruleset.knock_cards == 10 and bool(draws)
        # Its style, as far as the game's earlier hands tell it.
        self.holder_share = holder_share(view)
        # Having thrown a card holding 10, it knocked if its style would have: a knocker
        # whenever its deadwood allowed, a holder only in the opening and the closing.
        could_knock = self.holder_share > 0.0 and holds_ten and bool(view.opponent_discarded)
        knocker_at = view.knock_limit if could_knock else -1
        # The stock when it threw: one more if the master has drawn from it since.
        stock = view.stock_count
        if view.phase is Phase.DISCARD and view.taken_from_discard is None:
            stock += 1
        self.knock_at = (knocker_at, knocker_at if knocks_at_will(stock) else -1)
        self.fast = (
            accel.accelerator.Worlds(
                0 if self.cap is None else self.cap,
                took,
                self.declined,
                self.hidden,
                self.extra,
                self.check_gin,
                *self.knock_at,
                GIN_LIKELIHOOD,
                KNOCK_LIKELIHOOD,
                DECLINED_LIKELIHOOD,
                self.cards,
                self.recent,
            )
            if accel.use_accelerator(accelerated)
            else None
        )

    def sample(self, rng: random.Random) -> tuple[int, list[int], bool]:
        """One world: (the opponent's hand as a mask, the stock with its top last, whether
        the opponent holds a low hand for gin mid-hand)."""
        hand, rest, holds = self._hand(rng)
        random_ = rng.random
        keys = [random_() for _ in rest]
        if self.fast is not None:
            return hand, accel.accelerator.order(keys, rest), holds
        return hand, [index for _, index in sorted(zip(keys, rest, strict=True))], holds

    def _hand(self, rng: random.Random) -> tuple[int, list[int], bool]:
        """An opponent style and hand drawn by their likelihood, and the unseen cards it
        does not hold."""
        draw = self._draw if self.fast is None else self.fast.draw
        cards, random_, share = self.cards, rng.random, self.holder_share
        for _ in range(MAX_TRIES):
            holds = share > 0.0 and random_() < share
            opponent, likelihood = draw([random_() for _ in cards], holds)
            if random_() < likelihood:
                break
        return opponent, [index for _, index in cards if not opponent >> index & 1], holds

    def _draw(self, randoms: list[float], holds: bool) -> tuple[int, float]:
        """The hand that ``randoms`` (one per unseen card) draw, with its likelihood: the
        cards of highest ``random ** (1 / weight)`` (a draw weighted without replacement)."""
        keyed = sorted(
            [(r**power, index) for r, (power, index) in zip(randoms, self.cards, strict=True)]
        )
        opponent = self.took
        for _, index in keyed[len(keyed) - self.hidden - self.extra :]:
            opponent |= 1 << index
        if self.extra:
            opponent = self._throw_extra(opponent)
        return opponent, self._likelihood(opponent, holds)

    def _throw_extra(self, opponent: int) -> int:
        """The hand left once the opponent has thrown its ``extra`` worst cards: the
        highest-value cards in no meld, as the rollout policy throws them (the policy's
        discard where too few cards are in no meld); never a card it is known to hold."""
        left = self.extra
        loose = opponent & ~meldable_cards(opponent) & ~self.took
        for rank in range(12, -1, -1):
            group = loose & RANK_SPREAD << rank
            while group and left:
                bit = 1 << (group.bit_length() - 1)
                group ^= bit
                opponent ^= bit
                left -= 1
            if not left:
                return opponent
        for _ in range(left):
            _, index = policy_discard(opponent, self.took, self.cap)
            opponent ^= 1 << index
        return opponent

    def _likelihood(self, opponent: int, holds: bool) -> float:
        """How well a hand fits what the opponent did (playing for gin mid-hand if it
        ``holds``), 1 at best."""
        cap = self.cap
        deadwood = cached_deadwood(opponent, cap)
        if deadwood == 0 and self.check_gin:
            return GIN_LIKELIHOOD
        if deadwood <= self.knock_at[holds]:
            return KNOCK_LIKELIHOOD
        likelihood = 1.0
        near = near_cards(opponent)
        hits = (near & self.declined).bit_count()
        if hits:
            likelihood = DECLINED_LIKELIHOOD**hits
        if self.recent:
            free = free_top(opponent, deadwood, cap)
            shortfall = 0.0
            for beta, index, value in self.recent:
                if near >> index & 1:
                    least, _ = policy_discard(opponent | 1 << index, 0, cap)
                    shortfall += beta * (deadwood - least)
                elif free > value:
                    shortfall += beta * (free - value)
            likelihood *= math.exp(-shortfall)
        return likelihood


def holder_share(view: SeatView) -> float:
    """The share of worlds whose opponent holds for gin, from the game's earlier hands.

    A knock in the middle of the hand (neither the opening nor the closing, with deadwood
    left) is a knocker's; a hand that could knock (deadwood 1 to the limit) still held when
    the master ended the hand in the middle of it, a holder's: the opponent's ten cards at
    its last discard, one turn before, are those laid down.  Gin, dead hands and hands saved
    before they recorded their stock tell nothing."""
    if view.ruleset.knock_cards != 10:
        return 0.0
    odds = HOLDER_SHARE / (1.0 - HOLDER_SHARE)
    opponent = 1 - view.seat
    cap = view.ruleset.max_meld_size
    for result in view.hand_results:
        stock = result.stock_count
        if stock is None or result.knocker is None:
            continue
        if result.knocker == opponent:
            if result.knocker_deadwood and not knocks_at_will(stock):
                odds *= KNOCKED_ODDS
        # It threw its last card with the stock as it ended, or one more (the master drew).
        elif not knocks_at_will(stock) and not knocks_at_will(stock + 1):
            held = cached_deadwood(to_mask(result.cards[opponent]), cap)
            if 0 < held <= result.knock_limit:
                odds *= HELD_ODDS
    return odds / (1.0 + odds)


def card_weight(index: int, threw: int, took: int) -> float:
    """An unseen card's relative chance of being in the opponent's hand."""
    near = neighbours(index)
    weight = 1.0
    if threw & near:
        weight *= THREW_WEIGHT
    if took & near:
        weight *= TOOK_WEIGHT
    return weight


@lru_cache(maxsize=52)
def neighbours(index: int) -> int:
    """The cards of ``index``'s rank and those one or two ranks from it in its suit."""
    rank = index % 13
    suit_base = index - rank
    same_rank = (RANK_SPREAD << rank) & ~(1 << index)
    in_suit = (SUIT_BITS & (0b11011 << rank >> 2)) << suit_base
    return same_rank | in_suit
