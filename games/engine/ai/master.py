"""The ``master`` AI: a search over the opponent's hidden cards (docs/RULES.md section 6, issue 13).

At each decision that offers a real choice the master:

1. **Lists its candidates** from the view: take the top discard (or upcard) or draw from the
   stock (or pass); or, holding 11 cards, each discard that leaves at most
   ``DISCARD_WINDOW`` more deadwood than the best one (the expert's choice always among
   them) and the knock that leaves the least deadwood.  Gin and big gin are played at once:
   nothing in a hand scores more.  A top card that melds with nothing and is worth no less
   than the highest unmatched card held is left without a search (it could only replace a
   card at least as good).
2. **Samples worlds**: the opponent's hand is the cards it took from the pile and still holds
   (public) plus cards drawn from the *unseen* ones (neither in the master's hand, nor on the
   pile, nor known to be the opponent's); the rest of the unseen cards, shuffled, are the
   stock.  A hand is drawn, then kept with its *likelihood*, how well it fits what the
   opponent did (up to ``MAX_TRIES`` draws a world):

   - *its card tracking*: an unseen card is drawn less often where the opponent has thrown
     or passed a card of that rank, or one or two ranks from it in its suit
     (``THREW_WEIGHT``), and more often next to a card it took (``TOOK_WEIGHT``);
   - *its draws*: it has not kept a random hand.  For each stock draw it has made (up to
     ``INFERRED_DRAWS``, and ``INFERRED_SHARE`` of the unseen cards it does not hold) the
     hand is dealt one card more and throws its worst, so it is as good as a player's who
     has been drawing that long;
   - *its discards*: it threw each of its last discards rather than keep it, so a hand that
     would rather have kept one (it leaves more deadwood than throwing another card would
     have) is less likely by ``exp(-beta * the deadwood it would have saved)``, ``beta``
     from ``RECENT_BETAS``, the last discard counting most;
   - *what it declined*: every card it threw, passed or did not take from the pile (the
     master's discards it let lie) would not meld with its hand: each that does makes the
     hand ``DECLINED_LIKELIHOOD`` times as likely;
   - *gin*: a player holding gin goes gin (10-card knocks), so such a hand is never held;
   - *its style* (10-card knocks): each world's opponent is a *knocker*, who knocks whenever
     it may, or a *holder*, who like the expert holds a low hand back for gin in the middle
     of the hand and knocks whenever it may only in the opening and the closing
     (``OPENING_STOCK``, ``CLOSING_STOCK``).  A holder in ``HOLDER_SHARE`` of the tries, until
     the game's earlier hands say more (:func:`_holder_share`): each the opponent ended with
     a knock in the middle of the hand, which a holder never does, multiplies the odds of a
     holder by ``KNOCKED_ODDS``; each the master ended in the middle of the hand while the
     opponent held a hand it could have knocked with, which a knocker never holds, by
     ``HELD_ODDS``.  Within the hand, a hand it could have knocked with when it threw its
     last card is never held by a player whose style would have knocked then
     (``KNOCK_LIKELIHOOD``), so the longer low hands go unknocked in mid-hand, the more of the
     worlds are a holder's.  The world's style is the opponent's knock policy in its
     rollout.  The search so infers from the opponent's own play whether it waits for gin,
     rather than take one opponent's habit for all.
3. **Plays every candidate forward** in every world (the same worlds for every candidate, so
   their comparison is not blurred by the luck of different deals) with a fast rollout
   policy for both seats to the end of the hand: draw the top discard when it lowers the
   least deadwood, else the stock; throw the card that leaves the least deadwood (the
   highest-value one on ties); go gin whenever it can.  The master knocks (within the knock
   limit) only when the knock wins against the other hand of the world, rather than as soon
   as the limit allows (a policy that knocks into undercuts makes playing on look worse
   than it is); the opponent, who does not see the master's hand, knocks by its style: a
   knocker whenever it may, a holder only in the opening and the closing.
   The rollouts, and the hands drawn for the worlds, run in C (``_rollout.c``) where it
   was built, with the same results to the last bit; Python's random numbers drive both.
4. **Chooses the best on average**: a world's value is the chance of winning the match once
   its hand is scored (0 to 100), from a table of match equities: the chance of reaching
   the target first from each pair of scores, each later hand won by either player alike,
   for points drawn from those won in master-expert matches (``HAND_POINTS``).  So a knock
   for 5 points is worth little at 0-0 and everything at 96-80, and a dead hand leaves the
   chance as it is.  (Hollywood's three columns are valued as points instead: the hand's
   points to the master, negative to the opponent, plus the line bonus of a hand won and the
   game bonus when those points reach the target.)  Worlds go where they are needed: after
   the first ``Budget.first_worlds``, a candidate clearly worse than the leader over the same
   worlds (``PRUNE_Z`` standard errors) is dropped, and the others are played over more
   worlds, until one is left or the budget is spent.  Ties go to the earlier candidate.

Knock timing and gin hunting are therefore not rules of their own: knocking is one candidate
among the discards and is played when, over the worlds, it beats playing on.

**What it reads**: the :class:`~.view.SeatView` alone (its cards, the pile, the cards the
opponent took, threw and passed, its own discards, the counts, the scores and the game's
earlier hands as they ended, shown to both seats) and the bytes given as ``seed`` with the
``version``; the worlds are drawn from these only, so two games that differ only in the
opponent's hidden cards or the stock order get the same decision.

**Randomness**: a :class:`random.Random` seeded with ``HMAC-SHA256(seed, "master:<version>")``,
used only through ``random()`` (whose Mersenne Twister stream and integer seeding Python keeps
the same between releases).  The service passes the game's seed and version, so a game
replays exactly and every Daily Gin player meets the same replies to the same moves.

**Budget**: counted in worlds and rollouts, never in clock time, so a decision is the same on a
slow machine or under load: at most ``Budget.worlds`` worlds and ``Budget.max_rollouts``
rollouts (the candidates still in play, times the worlds they are played over).

>>> from games.engine.match import Match
>>> from games.engine.rules import get_ruleset
>>> match = Match.new(seed=b"doc", ruleset=get_ruleset("standard"))
>>> seat = match.turn
>>> view = match.view(seat)
>>> master_action(view, seed=b"doc", version=0) == master_action(view, seed=b"doc", version=0)
True
"""

from __future__ import annotations

import hashlib
import hmac
import math
import random
from dataclasses import dataclass
from functools import lru_cache

from ..actions import Action, ActionKind
from ..cards import to_mask
from ..melds import (
    RANK_SPREAD,
    RANK_VALUES,
    SUIT_BITS,
    Meld,
    MeldKind,
    best_arrangement,
    best_discards_mask,
    meld_tables,
)
from ..rules import Ruleset, StockExhaustion
from ..view import Phase, SeatView
from .decisive import decisive_draw, decisive_lay_down
from .expert import CLOSING_STOCK, OPENING_STOCK, Seen, expert_discard, knocks_at_will
from .shared import (
    CARD_VALUES,
    DISCARD,
    DISCARD_ORDER,
    DRAW_DISCARD,
    DRAW_STOCK,
    FULL_DECK,
    KNOCK,
    KNOCK_WITH,
    PASS,
    TAKE_UPCARD,
    cached_deadwood,
    forbidden_bit,
    free_top,
    meldable_cards,
    near_cards,
)

try:  # The rollouts and worlds in C (games/engine/ai/_rollout.c, built by setup.py), if built.
    from . import _rollout as _accelerator
except ImportError:  # pragma: no cover - depends on the build
    _accelerator = None  # type: ignore[assignment]

__all__ = [
    "DEFAULT_BUDGET",
    "Budget",
    "expected_points",
    "master_action",
    "weighed_actions",
    "world_points",
]


@dataclass(frozen=True, slots=True)
class Budget:
    """How much the master searches per decision, in worlds and rollouts (never in time)."""

    worlds: int = 600
    """Most sampled worlds (opponent hand and stock order) per decision."""
    max_rollouts: int = 2000
    """Ceiling on rollouts per decision: with many candidates each gets fewer worlds."""
    first_worlds: int = 100
    """Worlds every candidate is played over before the clearly worse ones are dropped."""


DEFAULT_BUDGET = Budget()
"""Sized for about 150 ms of CPU for a typical decision on the development machine, and
``max_rollouts`` for a ceiling near twice that: BENCHMARKS.md, "master"."""

WORLDS_BATCH = 50
"""After the first worlds, candidates are compared again every this many worlds."""
PRUNE_Z = 2.5
"""A candidate is dropped once its mean shortfall to the leader, over the same worlds, is
this many standard errors."""
DISCARD_WINDOW = 6
"""Discards leaving more than this much over the least deadwood are not searched."""
MAX_DISCARDS = 6
"""At most this many discards are searched (the lowest deadwood left first)."""
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
MAX_ROLLOUT_DRAWS = 60
"""A rollout still going after this many draws (an arcade cycle) ends as a dead hand."""


def master_action(
    view: SeatView, *, seed: bytes, version: int, budget: Budget | None = None
) -> Action:
    """The master's action from ``view`` (its seat to move), searched with ``budget``."""
    budget = DEFAULT_BUDGET if budget is None else budget
    mask = to_mask(view.your_cards)
    if view.phase is Phase.DISCARD:
        quick = decisive_lay_down(view, mask)
        if quick is not None:
            return quick
        candidates = _lay_down_candidates(view, mask)
    else:
        quick = decisive_draw(view, mask)
        if quick is not None:
            return quick
        take = TAKE_UPCARD if view.phase is Phase.UPCARD else DRAW_DISCARD
        stock = PASS if view.phase is Phase.UPCARD else DRAW_STOCK
        candidates = [stock, take]
    if len(candidates) == 1:
        return candidates[0]

    rng = random.Random(_rng_seed(seed, version))
    best = _search(
        candidates, _Rules.of(view), _Start.of(view, mask), _Worlds(view, mask), rng, budget
    )
    return candidates[best]


def _search(
    candidates: list[Action],
    rules: _Rules,
    start: _Start,
    worlds: _Worlds,
    rng: random.Random,
    budget: Budget,
) -> int:
    """The index of the candidate with the best mean value over the worlds played.

    Every candidate still in play is played in the same worlds, drawn one after another.
    After ``budget.first_worlds`` worlds, and every ``WORLDS_BATCH`` worlds after that,
    a candidate whose mean value falls short of the leader's by ``PRUNE_Z`` standard errors
    of their paired differences is dropped; the search ends when one candidate is left, at
    ``budget.worlds`` worlds, or when another world would pass ``budget.max_rollouts``
    (though one world is always played).  All of it follows from the values found, so the
    same seed finds the same action."""
    alive = list(range(len(candidates)))
    values: list[list[float]] = [[] for _ in candidates]
    rollouts = 0
    played = 0
    check_at = max(1, budget.first_worlds)
    while played < max(1, budget.worlds) and (
        played == 0 or rollouts + len(alive) <= budget.max_rollouts
    ):
        opponent, stock_cards, holds = worlds.sample(rng)
        for i in alive:
            values[i].append(
                _play_candidate(rules, start, opponent, stock_cards, holds, candidates[i])
            )
        rollouts += len(alive)
        played += 1
        if played == check_at:
            alive = _survivors(alive, values)
            if len(alive) == 1:
                break
            check_at += WORLDS_BATCH
    return max(alive, key=lambda i: (sum(values[i]), -i))


def _survivors(alive: list[int], values: list[list[float]]) -> list[int]:
    """The candidates of ``alive`` not clearly worse than the leader (ties: the earlier one
    leads), in their order."""
    leader = max(alive, key=lambda i: (sum(values[i]), -i))
    lead = values[leader]
    count = len(lead)
    kept = []
    for i in alive:
        if i != leader:
            diffs = [a - b for a, b in zip(lead, values[i], strict=True)]
            mean = sum(diffs) / count
            spread = sum((d - mean) ** 2 for d in diffs) / max(1, count - 1)
            # Identical results everywhere (spread 0) lose to the earlier leader as well.
            if mean * mean * count >= PRUNE_Z * PRUNE_Z * spread and mean >= 0:
                continue
        kept.append(i)
    return kept


def _rng_seed(seed: bytes, version: int) -> int:
    digest = hmac.new(seed, b"master:%d" % version, hashlib.sha256).digest()
    return int.from_bytes(digest, "big")


def weighed_actions(view: SeatView) -> list[Action]:
    """Every action the master weighs at ``view``'s decision (its seat to move), searched or
    not: gin or big gin where the hand has it; else the discards within ``DISCARD_WINDOW``
    (at most ``MAX_DISCARDS``) and the best knock; in the upcard and draw phases each legal
    source.  A review judges a decision against these (and the action played)."""
    mask = to_mask(view.your_cards)
    if view.phase is Phase.DISCARD:
        quick = decisive_lay_down(view, mask)
        return [quick] if quick is not None else _lay_down_candidates(view, mask)
    if view.phase is Phase.UPCARD:
        return [PASS, TAKE_UPCARD]
    if not view.discard_pile or view.must_draw_stock:
        return [DRAW_STOCK]
    if not view.stock_count:
        return [DRAW_DISCARD]
    return [DRAW_STOCK, DRAW_DISCARD]


def expected_points(
    view: SeatView, actions: list[Action], *, rng: random.Random, worlds: int
) -> list[float]:
    """The mean points of the hand to ``view``'s seat of each of ``actions`` played now: the
    means of :func:`world_points`."""
    return [
        sum(values) / len(values) for values in world_points(view, actions, rng=rng, worlds=worlds)
    ]


def world_points(
    view: SeatView, actions: list[Action], *, rng: random.Random, worlds: int
) -> list[list[float]]:
    """The points of the hand to ``view``'s seat (negative when the opponent scores them; a
    dead hand 0) of each of ``actions`` played now, in each of the same ``worlds`` worlds
    (at least one) drawn with ``rng`` as the master draws them, from the view alone; after
    the action both seats play the master's rollout policy to the end of the hand.  One list
    per action, one value per world, so differences can be taken world by world.

    Points, not match equity: the hand's points with its gin, big gin and undercut bonuses,
    without the game's line and game bonuses (a review speaks of the hand)."""
    mask = to_mask(view.your_cards)
    rules = _HandPoints(view)
    start = _Start.of(view, mask)
    sampler = _Worlds(view, mask)
    values: list[list[float]] = [[] for _ in actions]
    for _ in range(max(1, worlds)):
        opponent, stock_cards, holds = sampler.sample(rng)
        for i, action in enumerate(actions):
            if action.kind is ActionKind.BIG_GIN:
                values[i].append(_score(rules, 0, mask, opponent, big_gin=True)[1])
            else:
                values[i].append(
                    _play_candidate(rules, start, opponent, stock_cards, holds, action)
                )
    return values


# -- candidates -------------------------------------------------------------------------------


def _lay_down_candidates(view: SeatView, mask: int) -> list[Action]:
    """The discards worth searching (the expert's first) and the best knock, if legal."""
    ruleset = view.ruleset
    cap = ruleset.max_meld_size
    forbidden = forbidden_bit(view)
    options: list[tuple[int, int]] = []
    for index in DISCARD_ORDER:
        bit = 1 << index
        if mask & bit and not forbidden & bit:
            options.append((cached_deadwood(mask ^ bit, cap), index))
    least = min(left for left, _ in options)
    # Stable sort: equal deadwood keeps the discard order (highest value first).
    ranked = sorted((o for o in options if o[0] <= least + DISCARD_WINDOW), key=lambda o: o[0])
    expert_index, _ = expert_discard(mask, forbidden, Seen.of(view, mask))
    chosen = [expert_index, *[i for _, i in ranked if i != expert_index][: MAX_DISCARDS - 1]]
    candidates = [DISCARD[index] for index in chosen]
    if ruleset.knock_cards == 11:
        if cached_deadwood(mask, cap) <= view.knock_limit:
            candidates.append(KNOCK)
    elif least <= view.knock_limit:
        knock_index = next(index for left, index in options if left == least)
        candidates.append(KNOCK_WITH[knock_index])
    return candidates


# -- worlds -----------------------------------------------------------------------------------


class _Worlds:
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
            (1.0 / _card_weight(index, threw, took), index)
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
        self.holder_share = _holder_share(view)
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
            _accelerator.Worlds(
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
            if _use_accelerator(accelerated)
            else None
        )

    def sample(self, rng: random.Random) -> tuple[int, list[int], bool]:
        """One world: (the opponent's hand as a mask, the stock with its top last, whether
        the opponent holds a low hand for gin mid-hand)."""
        hand, rest, holds = self._hand(rng)
        random_ = rng.random
        keys = [random_() for _ in rest]
        if self.fast is not None:
            return hand, _accelerator.order(keys, rest), holds
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
            _, index = _policy_discard(opponent, self.took, self.cap)
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
                    least, _ = _policy_discard(opponent | 1 << index, 0, cap)
                    shortfall += beta * (deadwood - least)
                elif free > value:
                    shortfall += beta * (free - value)
            likelihood *= math.exp(-shortfall)
        return likelihood


def _holder_share(view: SeatView) -> float:
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


def _card_weight(index: int, threw: int, took: int) -> float:
    """An unseen card's relative chance of being in the opponent's hand."""
    near = _neighbours(index)
    weight = 1.0
    if threw & near:
        weight *= THREW_WEIGHT
    if took & near:
        weight *= TOOK_WEIGHT
    return weight


@lru_cache(maxsize=52)
def _neighbours(index: int) -> int:
    """The cards of ``index``'s rank and those one or two ranks from it in its suit."""
    rank = index % 13
    suit_base = index - rank
    same_rank = (RANK_SPREAD << rank) & ~(1 << index)
    in_suit = (SUIT_BITS & (0b11011 << rank >> 2)) << suit_base
    return same_rank | in_suit


EQUITY_GRID = 100
"""Targets above this many points get an equity table on a coarser grid of points (so no
table has more than this many scores a side, about 0.15 s to build, once a process)."""
HAND_POINTS = (
    (2, 30),
    (5, 50),
    (8, 45),
    (11, 30),
    (14, 20),
    (17, 20),
    (20, 15),
    (23, 15),
    (26, 90),
    (29, 60),
    (32, 45),
    (35, 25),
    (38, 20),
    (41, 15),
    (44, 12),
    (48, 10),
    (53, 8),
    (59, 6),
    (66, 3),
    (75, 3),
)
"""(points, weight): how many points a won hand is worth, a smoothed histogram of 544 hands
won in master-expert matches (standard)."""


@lru_cache(maxsize=8)
def _equity_table(target: int, unit: int) -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: the chance of winning the match from ``a`` points to the opponent's
    ``b`` (both below ``target``, in units of ``unit`` points), each hand being won by
    either player with equal chance for points drawn from :data:`HAND_POINTS`."""
    total = sum(weight for _, weight in HAND_POINTS)
    steps = [(max(1, round(points / unit)), weight / total / 2) for points, weight in HAND_POINTS]
    table = [[0.0] * target for _ in range(target)]
    for a in range(target - 1, -1, -1):
        row = table[a]
        for b in range(target - 1, -1, -1):
            value = 0.0
            for step, p in steps:
                value += p * (table[a + step][b] if a + step < target else 1.0)
                if b + step < target:
                    value += p * row[b + step]
            row[b] = value
    return tuple(tuple(row) for row in table)


def _equity_of(
    table: tuple[tuple[float, ...], ...], unit: int, target: int, mine: int, theirs: int
) -> float:
    """The chance (0 to 100) of winning the match from ``mine`` points to ``theirs``."""
    if mine >= target:
        return 100.0
    if theirs >= target:
        return 0.0
    return 100.0 * table[mine // unit][theirs // unit]


class _Rules:
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
            _equity_table(-(-ruleset.target // self.unit), self.unit)
            if ruleset.hollywood_columns == 1
            else None
        )
        self.dead = (
            _equity_of(self.equity, self.unit, self.target, *self.scores)
            if self.equity is not None
            else 0.0
        )
        self.fast = (
            _accelerator.Rules(
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
            if _use_accelerator(accelerated)
            else None
        )

    def outcome_value(self, code: int) -> float:
        """The value of an accelerated rollout's outcome: -1 for a dead hand, else the
        winner (0: the master) plus twice the points."""
        return self.dead if code < 0 else self.value(code & 1, code >> 1)

    @classmethod
    def of(cls, view: SeatView) -> _Rules:
        return cls(view)

    def value(self, winner: int, points: int) -> float:
        """A hand won by ``winner`` (0: the master) for ``points``, to the master."""
        if self.equity is not None:
            mine, theirs = self.scores
            if winner == 0:
                mine += points
            else:
                theirs += points
            return _equity_of(self.equity, self.unit, self.target, mine, theirs)
        total = points + self.line_bonus
        if self.scores[winner] < self.target <= self.scores[winner] + points:
            total += self.game_bonus
        return float(total if winner == 0 else -total)


class _Start:
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
    def of(cls, view: SeatView, mask: int) -> _Start:
        return cls(view, mask)


def _play_candidate(
    rules: _Rules,
    start: _Start,
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
            _KIND_CODES[action.kind],
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
            return _score(rules, 0, knocker, hands[1])[1]
        assert action.card is not None
        index = action.card.index
        hands[0] ^= 1 << index
        pile.append(index)
        if start.drew_stock and len(stock) <= rules.dead_at:
            return rules.dead
        return _rollout(rules, hands, stock, pile, 1, Phase.DRAW, False, start.dealer, holds)
    if kind is ActionKind.PASS:
        if start.dealer == 0:
            return _rollout(rules, hands, stock, pile, 1, Phase.DRAW, True, start.dealer, holds)
        return _rollout(rules, hands, stock, pile, 1, Phase.UPCARD, False, start.dealer, holds)
    if kind is ActionKind.DRAW_STOCK:
        index = stock.pop()
        hands[0] |= 1 << index
        if not stock and rules.recycle:
            stock, pile = pile[::-1], []
        return _finish_turn(rules, hands, stock, pile, 0, True, 0, start.dealer, holds)
    top = pile.pop()
    hands[0] |= 1 << top
    forbidden = 1 << top if rules.forbid_taken else 0
    return _finish_turn(rules, hands, stock, pile, 0, False, forbidden, start.dealer, holds)


_KIND_CODES = {
    ActionKind.DISCARD: 0,
    ActionKind.KNOCK: 1,
    ActionKind.PASS: 2,
    ActionKind.DRAW_STOCK: 3,
    ActionKind.DRAW_DISCARD: 4,
    ActionKind.TAKE_UPCARD: 4,
}
"""The accelerator's codes for the master's first action (taking the upcard is drawing the
top discard)."""
USE_ACCELERATOR = True
"""False plays every rollout and draws every world in Python (the tests check both give the
same values)."""


def _use_accelerator(accelerated: bool) -> bool:
    """Whether a search asking for the C path (``accelerated``) gets it."""
    return accelerated and _accelerator is not None and USE_ACCELERATOR


def _rollout(
    rules: _Rules,
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
            if _policy_takes(hands[turn], top, cap):
                pile.pop()
                hands[turn] |= 1 << top
                forbidden = 1 << top if rules.forbid_taken else 0
                value = _finish_turn(
                    rules, hands, stock, pile, turn, False, forbidden, dealer, holds
                )
                return value
            if turn == dealer:
                turn, must_stock = 1 - dealer, True
                break
            turn = dealer
    for _ in range(MAX_ROLLOUT_DRAWS):
        if not stock or (pile and not must_stock and _policy_takes(hands[turn], pile[-1], cap)):
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
        ended, value = _lay_down(rules, hands, stock, pile, turn, drew_stock, forbidden, holds)
        if ended:
            return value
        turn = 1 - turn
    return rules.dead


def _finish_turn(
    rules: _Rules,
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
    ended, value = _lay_down(rules, hands, stock, pile, turn, drew_stock, forbidden, holds)
    if ended:
        return value
    return _rollout(rules, hands, stock, pile, 1 - turn, Phase.DRAW, False, dealer, holds)


def _lay_down(
    rules: _Rules,
    hands: list[int],
    stock: list[int],
    pile: list[int],
    turn: int,
    drew_stock: bool,
    forbidden: int,
    holds: bool,
) -> tuple[bool, float]:
    """The policy's discard or knock for ``turn`` holding 11: (hand over, its value).

    Gin and big gin at once; other knocks as :func:`_knocks` says."""
    cap = rules.cap
    mask = hands[turn]
    left, index = _policy_discard(mask, forbidden, cap)
    # The 11 cards never have less deadwood than the best 10 of them, so the whole hand's
    # deadwood is only worth computing when the best 10 could knock (or are gin).
    if (rules.knock11 and left <= rules.limit) or (rules.big_gin and left == 0):
        whole = cached_deadwood(mask, cap)
        if whole == 0 and rules.big_gin:
            return True, _score(rules, turn, mask, hands[1 - turn], big_gin=True)[1]
        if rules.knock11 and whole <= rules.limit:
            winner, value = _score(rules, turn, mask, hands[1 - turn])
            if whole == 0 or _knocks(turn, winner, holds, len(stock)):
                return True, value
    if not rules.knock11 and left <= rules.limit:
        winner, value = _score(rules, turn, mask ^ 1 << index, hands[1 - turn])
        if left == 0 or _knocks(turn, winner, holds, len(stock)):
            return True, value
    hands[turn] = mask ^ 1 << index
    pile.append(index)
    if drew_stock and len(stock) <= rules.dead_at:
        return True, rules.dead
    return False, 0.0


def _knocks(turn: int, winner: int, holds: bool, stock_count: int) -> bool:
    """Whether ``turn`` knocks (within the limit, not gin) for a knock that ``winner`` would
    win: the master (seat 0) when the knock wins against the other hand; its opponent, who
    does not see that hand, whenever it may, or, when it ``holds`` for gin, only in the
    opening and the closing (``OPENING_STOCK``, ``CLOSING_STOCK``), as the expert does."""
    if turn == 0:
        return winner == 0
    return not holds or knocks_at_will(stock_count)


def _policy_takes(mask: int, top: int, cap: int | None) -> bool:
    """The rollout policy takes the top discard when it melds with the hand and taking it
    (then throwing the best card) leaves less deadwood than the hand has now."""
    same_rank = mask & _SAME_RANK[top]
    if not same_rank & (same_rank - 1):
        for pair in _RUN_PAIRS[top]:
            if mask & pair == pair:
                break
        else:
            return False
    left, _ = _policy_discard(mask | 1 << top, 1 << top, cap)
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
def _policy_discard(mask: int, forbidden: int, cap: int | None) -> tuple[int, int]:
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


def _score(
    rules: _Rules, knocker: int, knocker_mask: int, defender_mask: int, *, big_gin: bool = False
) -> tuple[int, float]:
    """(the winner, the value to the master) of a knock (or gin, or big gin), scored as
    :func:`~.scoring.score_knock` scores it (the defence as :func:`~.layoffs.best_defence`
    finds it) but on masks, without its checks, and with the knocker's melds memoised: the
    master's own knock is scored against every world with the same hand."""
    cap = rules.cap
    knocker_deadwood = cached_deadwood(knocker_mask, cap)
    if knocker_deadwood == 0:
        # Against gin the defender keeps its own melds and lays nothing off.
        bonus = rules.big_gin_bonus if big_gin else rules.gin_bonus
        return knocker, rules.value(knocker, cached_deadwood(defender_mask, cap) + bonus)
    defence = _defence_deadwood(defender_mask, knocker_mask, cap, rules.count_melded)
    if knocker_deadwood < defence:
        return knocker, rules.value(knocker, defence - knocker_deadwood)
    defender = 1 - knocker
    return defender, rules.value(defender, knocker_deadwood - defence + rules.undercut_bonus)


def _defence_deadwood(defender: int, knocker: int, cap: int | None, count_melded: bool) -> int:
    """The defender's least deadwood after its layoffs on the knocker's melds: the
    deadwood of :func:`~.layoffs.best_defence`, on masks."""
    if not near_cards(knocker) & defender:
        # Every card laid off would meld with the knocker's cards.
        return _mask_value(defender) if count_melded else cached_deadwood(defender, cap)
    combined = [0]
    for missing, below, above, room in _layoff_targets(knocker, cap):
        if missing:
            if not defender & missing:
                continue
            options = [0, missing]
        else:
            under = [0]
            for bit in below:
                if not defender & bit:
                    break
                under.append(under[-1] | bit)
            over = [0]
            for bit in above:
                if not defender & bit:
                    break
                over.append(over[-1] | bit)
            if len(under) == 1 and len(over) == 1:
                continue
            options = [
                u | o for nu, u in enumerate(under) for no, o in enumerate(over) if nu + no <= room
            ]
        combined = [done | option for done in combined for option in options if not done & option]
    if count_melded:
        return min(_mask_value(defender & ~laid_off) for laid_off in combined)
    return min(cached_deadwood(defender & ~laid_off, cap) for laid_off in combined)


@lru_cache(maxsize=1 << 12)
def _layoff_targets(
    knocker: int, cap: int | None
) -> tuple[tuple[int, tuple[int, ...], tuple[int, ...], int], ...]:
    """The knocker's melds that take layoffs, each as (the card a set of three lacks or 0,
    the cards below a run nearest first, those above it, the cards it may still take)."""
    targets: list[tuple[int, tuple[int, ...], tuple[int, ...], int]] = []
    for meld in _shown_melds(knocker, cap):
        size = len(meld.cards)
        room = 52 if cap is None else cap - size
        if room <= 0:
            continue
        if meld.kind is MeldKind.SET:
            if size == 3:
                missing = (RANK_SPREAD << meld.cards[0].index % 13) & ~meld.mask
                targets.append((missing, (), (), 1))
            continue
        low, high = meld.cards[0], meld.cards[-1]
        below = tuple(1 << (low.index - n) for n in range(1, low.rank))
        above = tuple(1 << (high.index + n) for n in range(1, 14 - high.rank))
        targets.append((0, below, above, room))
    return tuple(targets)


def _mask_value(mask: int) -> int:
    """The value of the cards of ``mask``."""
    return (
        _SUIT_VALUE[mask & SUIT_BITS]
        + _SUIT_VALUE[mask >> 13 & SUIT_BITS]
        + _SUIT_VALUE[mask >> 26 & SUIT_BITS]
        + _SUIT_VALUE[mask >> 39]
    )


_SUIT_VALUE = tuple(
    sum(RANK_VALUES[rank] for rank in range(13) if bits >> rank & 1) for bits in range(1 << 13)
)


@lru_cache(maxsize=1 << 12)
def _shown_melds(mask: int, cap: int | None) -> tuple[Meld, ...]:
    return best_arrangement(mask, max_meld_size=cap).melds


class _HandPoints(_Rules):
    """The rules of :class:`_Rules` valuing an outcome in the hand's points to the master
    rather than in match equity (a dead hand is 0)."""

    __slots__ = ()

    def __init__(self, view: SeatView) -> None:
        super().__init__(view)
        self.equity = None
        self.dead = 0.0

    def value(self, winner: int, points: int) -> float:
        return float(points if winner == 0 else -points)
