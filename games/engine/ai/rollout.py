"""The master's rollouts: the rules and match context a rollout needs (:class:`RolloutRules`,
valued in match equity; :class:`HandPointRules`, in the hand's points), the public state at
the decision (:class:`Start`), and a candidate played forward in one world to the end of the
hand by the rollout policy (:func:`play_candidate`).  In C (``_rollout.c``) where it was built,
with the same results to the last bit."""

from __future__ import annotations

from ..actions import Action, ActionKind
from ..rules import Ruleset, StockExhaustion
from ..view import Phase, SeatView
from . import accel
from .equity import EQUITY_GRID, equity_of, equity_table
from .expert import CLOSING_STOCK, OPENING_STOCK
from .knockscore import knock_points
from .policy import knocks, policy_discard, policy_takes
from .shared import cached_deadwood, forbidden_bit

__all__ = [
    "KIND_CODES",
    "MAX_ROLLOUT_DRAWS",
    "HandPointRules",
    "RolloutRules",
    "Start",
    "lay_down",
    "play_candidate",
    "score",
]

MAX_ROLLOUT_DRAWS = 60
"""A rollout still going after this many draws (an arcade cycle) ends as a dead hand."""


class RolloutRules:
    """The ruleset's knobs and the match context a rollout needs, read once per decision."""

    __slots__ = (
        "big_gin",
        "big_gin_bonus",
        "cap",
        "count_melded",
        "dead",
        "dead_at",
        "equity",
        "fast",
        "forbid_taken",
        "game_bonus",
        "gin_bonus",
        "knock11",
        "limit",
        "line_bonus",
        "recycle",
        "ruleset",
        "scores",
        "target",
        "undercut_bonus",
        "unit",
    )

    def __init__(self, view: SeatView, *, accelerated: bool = True) -> None:
        ruleset: Ruleset = view.ruleset
        self.ruleset = ruleset
        self.cap = ruleset.max_meld_size
        self.limit = view.knock_limit
        self.knock11 = ruleset.knock_cards == 11
        self.big_gin = ruleset.big_gin_bonus is not None
        self.big_gin_bonus = ruleset.big_gin_bonus or 0
        self.gin_bonus = ruleset.gin_bonus
        self.undercut_bonus = ruleset.undercut_bonus
        self.count_melded = ruleset.defender_counts_melded
        self.forbid_taken = not ruleset.may_discard_taken_card
        self.recycle = ruleset.stock_exhaustion is StockExhaustion.RECYCLE
        self.dead_at = 0 if self.recycle else 2
        self.scores = view.scores
        self.target = ruleset.target
        self.game_bonus = ruleset.game_bonus
        self.line_bonus = ruleset.line_bonus
        self.unit = max(1, -(-ruleset.target // EQUITY_GRID))
        self.equity = (
            equity_table(-(-ruleset.target // self.unit), self.unit)
            if ruleset.hollywood_columns == 1
            else None
        )
        self.dead = (
            equity_of(self.equity, self.unit, self.target, *self.scores)
            if self.equity is not None
            else 0.0
        )
        self.fast = (
            accel.accelerator.Rules(
                0 if self.cap is None else self.cap,
                self.limit,
                self.knock11,
                self.big_gin,
                self.big_gin_bonus,
                self.gin_bonus,
                self.undercut_bonus,
                self.count_melded,
                self.forbid_taken,
                self.recycle,
                self.dead_at,
                MAX_ROLLOUT_DRAWS,
                OPENING_STOCK,
                CLOSING_STOCK,
            )
            if accel.use_accelerator(accelerated)
            else None
        )

    def outcome_value(self, code: int) -> float:
        """The value of an accelerated rollout's outcome: -1 for a dead hand, else the
        winner (0: the master) plus twice the points."""
        return self.dead if code < 0 else self.value(code & 1, code >> 1)

    @classmethod
    def of(cls, view: SeatView) -> RolloutRules:
        return cls(view)

    def value(self, winner: int, points: int) -> float:
        """A hand won by ``winner`` (0: the master) for ``points``, to the master."""
        if self.equity is not None:
            mine, theirs = self.scores
            if winner == 0:
                mine += points
            else:
                theirs += points
            return equity_of(self.equity, self.unit, self.target, mine, theirs)
        total = points + self.line_bonus
        if self.scores[winner] < self.target <= self.scores[winner] + points:
            total += self.game_bonus
        return float(total if winner == 0 else -total)


class HandPointRules(RolloutRules):
    """The rules of :class:`RolloutRules` valuing an outcome in the hand's points to the master
    rather than in match equity (a dead hand is 0)."""

    __slots__ = ()

    def __init__(self, view: SeatView) -> None:
        super().__init__(view)
        self.equity = None
        self.dead = 0.0

    def value(self, winner: int, points: int) -> float:
        return float(points if winner == 0 else -points)


class Start:
    """The public state at the decision, seat 0 being the master."""

    __slots__ = ("dealer", "drew_stock", "forbidden", "hand", "must_stock", "phase", "pile")

    def __init__(self, view: SeatView, mask: int) -> None:
        self.hand = mask
        self.pile = [card.index for card in view.discard_pile]
        self.phase = view.phase
        self.dealer = 0 if view.dealer == view.seat else 1
        self.must_stock = view.must_draw_stock
        self.forbidden = forbidden_bit(view)
        # Holding 11 without a card taken from the pile means the card came from the stock.
        self.drew_stock = view.phase is Phase.DISCARD and view.taken_from_discard is None

    @classmethod
    def of(cls, view: SeatView, mask: int) -> Start:
        return cls(view, mask)


def play_candidate(
    rules: RolloutRules,
    start: Start,
    opponent: int,
    stock: list[int],
    holds: bool,
    action: Action,
) -> float:
    """Play ``action`` for the master in one world, then both seats by the rollout policy
    (the opponent playing for gin mid-hand if it ``holds``)."""
    if rules.fast is not None:
        code = rules.fast.play(
            start.hand,
            opponent,
            stock,
            start.pile,
            start.dealer,
            start.drew_stock,
            KIND_CODES[action.kind],
            -1 if action.card is None else action.card.index,
            holds,
        )
        return rules.outcome_value(code)
    hands = [start.hand, opponent]
    pile = list(start.pile)
    stock = list(stock)
    kind = action.kind
    if kind is ActionKind.DISCARD or kind is ActionKind.KNOCK:
        if kind is ActionKind.KNOCK:
            knocker = hands[0] if action.card is None else hands[0] ^ action.card.bit
            return score(rules, 0, knocker, hands[1])[1]
        assert action.card is not None
        index = action.card.index
        hands[0] ^= 1 << index
        pile.append(index)
        if start.drew_stock and len(stock) <= rules.dead_at:
            return rules.dead
        return rollout(rules, hands, stock, pile, 1, Phase.DRAW, False, start.dealer, holds)
    if kind is ActionKind.PASS:
        if start.dealer == 0:
            return rollout(rules, hands, stock, pile, 1, Phase.DRAW, True, start.dealer, holds)
        return rollout(rules, hands, stock, pile, 1, Phase.UPCARD, False, start.dealer, holds)
    if kind is ActionKind.DRAW_STOCK:
        index = stock.pop()
        hands[0] |= 1 << index
        if not stock and rules.recycle:
            stock, pile = pile[::-1], []
        return finish_turn(rules, hands, stock, pile, 0, True, 0, start.dealer, holds)
    top = pile.pop()
    hands[0] |= 1 << top
    forbidden = 1 << top if rules.forbid_taken else 0
    return finish_turn(rules, hands, stock, pile, 0, False, forbidden, start.dealer, holds)


KIND_CODES = {
    ActionKind.DISCARD: 0,
    ActionKind.KNOCK: 1,
    ActionKind.PASS: 2,
    ActionKind.DRAW_STOCK: 3,
    ActionKind.DRAW_DISCARD: 4,
    ActionKind.TAKE_UPCARD: 4,
}
"""The accelerator's codes for the master's first action (taking the upcard is drawing the
top discard)."""


def rollout(
    rules: RolloutRules,
    hands: list[int],
    stock: list[int],
    pile: list[int],
    turn: int,
    phase: Phase,
    must_stock: bool,
    dealer: int,
    holds: bool,
) -> float:
    """Both seats play the rollout policy from ``turn`` drawing (or in the upcard phase)."""
    cap = rules.cap
    if phase is Phase.UPCARD:
        # The non-dealer is offered the upcard first; a dealer who passes sends the
        # non-dealer to the stock.
        while True:
            top = pile[-1]
            if policy_takes(hands[turn], top, cap):
                pile.pop()
                hands[turn] |= 1 << top
                forbidden = 1 << top if rules.forbid_taken else 0
                value = finish_turn(
                    rules, hands, stock, pile, turn, False, forbidden, dealer, holds
                )
                return value
            if turn == dealer:
                turn, must_stock = 1 - dealer, True
                break
            turn = dealer
    for _ in range(MAX_ROLLOUT_DRAWS):
        if not stock or (pile and not must_stock and policy_takes(hands[turn], pile[-1], cap)):
            top = pile.pop()
            hands[turn] |= 1 << top
            drew_stock, forbidden = False, (1 << top if rules.forbid_taken else 0)
        else:
            card = stock.pop()
            hands[turn] |= 1 << card
            drew_stock, forbidden = True, 0
            if not stock and rules.recycle:
                stock, pile = pile[::-1], []
        must_stock = False
        ended, value = lay_down(rules, hands, stock, pile, turn, drew_stock, forbidden, holds)
        if ended:
            return value
        turn = 1 - turn
    return rules.dead


def finish_turn(
    rules: RolloutRules,
    hands: list[int],
    stock: list[int],
    pile: list[int],
    turn: int,
    drew_stock: bool,
    forbidden: int,
    dealer: int,
    holds: bool,
) -> float:
    """``turn`` holds 11: it lays down by the policy, then the rollout goes on."""
    ended, value = lay_down(rules, hands, stock, pile, turn, drew_stock, forbidden, holds)
    if ended:
        return value
    return rollout(rules, hands, stock, pile, 1 - turn, Phase.DRAW, False, dealer, holds)


def lay_down(
    rules: RolloutRules,
    hands: list[int],
    stock: list[int],
    pile: list[int],
    turn: int,
    drew_stock: bool,
    forbidden: int,
    holds: bool,
) -> tuple[bool, float]:
    """The policy's discard or knock for ``turn`` holding 11: (hand over, its value).

    Gin and big gin at once; other knocks as :func:`knocks` says."""
    cap = rules.cap
    mask = hands[turn]
    left, index = policy_discard(mask, forbidden, cap)
    # The 11 cards never have less deadwood than the best 10 of them, so the whole hand's
    # deadwood is only worth computing when the best 10 could knock (or are gin).
    if (rules.knock11 and left <= rules.limit) or (rules.big_gin and left == 0):
        whole = cached_deadwood(mask, cap)
        if whole == 0 and rules.big_gin:
            return True, score(rules, turn, mask, hands[1 - turn], big_gin=True)[1]
        if rules.knock11 and whole <= rules.limit:
            winner, value = score(rules, turn, mask, hands[1 - turn])
            if whole == 0 or knocks(turn, winner, holds, len(stock)):
                return True, value
    if not rules.knock11 and left <= rules.limit:
        winner, value = score(rules, turn, mask ^ 1 << index, hands[1 - turn])
        if left == 0 or knocks(turn, winner, holds, len(stock)):
            return True, value
    hands[turn] = mask ^ 1 << index
    pile.append(index)
    if drew_stock and len(stock) <= rules.dead_at:
        return True, rules.dead
    return False, 0.0


def score(
    rules: RolloutRules,
    knocker: int,
    knocker_mask: int,
    defender_mask: int,
    *,
    big_gin: bool = False,
) -> tuple[int, float]:
    """(the winner, the value to the master) of a knock (or gin, or big gin) by seat
    ``knocker``, scored by :func:`~.knockscore.knock_points`."""
    won, points = knock_points(
        knocker_mask,
        defender_mask,
        cap=rules.cap,
        count_melded=rules.count_melded,
        gin_bonus=rules.big_gin_bonus if big_gin else rules.gin_bonus,
        undercut_bonus=rules.undercut_bonus,
    )
    winner = knocker if won else 1 - knocker
    return winner, rules.value(winner, points)
