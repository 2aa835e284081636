"""The ``master`` AI: a search over the opponent's hidden cards (docs/RULES.md section 6, issue 13).

At each decision that offers a real choice the master:

1. **Lists its candidates** from the view: take the top discard (or upcard) or draw from the
   stock (or pass); or, holding 11 cards, each discard that leaves at most
   ``DISCARD_WINDOW`` more deadwood than the best one (the expert's choice always among
   them) and the knock that leaves the least deadwood (:mod:`.search`).  What every level
   plays without weighing is played at once (:mod:`.decisive`): gin and big gin, a take that
   makes them, a knock that wins the match, and a top card that melds with nothing and is
   worth no less than the highest unmatched card held is left (it could only replace a card
   at least as good).
2. **Samples worlds**: the opponent's hand is the cards it took from the pile and still holds
   (public) plus cards drawn from the *unseen* ones (neither in the master's hand, nor on the
   pile, nor known to be the opponent's); the rest of the unseen cards, shuffled, are the
   stock.  A hand is drawn, then kept with its *likelihood*, how well it fits what the
   opponent did (up to ``MAX_TRIES`` draws a world; :mod:`.worlds`):

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
   The rollouts (:mod:`.rollout`, :mod:`.policy`, knocks scored by :mod:`.knockscore`), and
   the hands drawn for the worlds, run in C (``_rollout.c``, behind :mod:`.accel`) where it
   was built, with the same results to the last bit; Python's random numbers drive both.
4. **Chooses the best on average**: a world's value is the chance of winning the match once its
   hand is scored (0 to 100), from a table of match equities: the chance of reaching the target
   first from each pair of scores, each later hand won by either player alike, for points drawn
   from those won in master-expert matches (``HAND_POINTS``, :mod:`.equity`).  So a knock for 5
   points is worth little at 0-0 and everything at 96-80, and a dead hand leaves the chance as
   it is.  (Hollywood's three columns are valued as points instead: the hand's points to the
   master, negative to the opponent, plus the line bonus of a hand won and the game bonus when
   those points reach the target.)  Worlds go where they are needed: after the first
   ``Budget.first_worlds``, a candidate clearly worse than the leader over the same worlds
   (``PRUNE_Z`` standard errors) is dropped, and the others are played over more worlds, until
   one is left or the budget is spent.  Ties go to the earlier candidate.

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

import random

from ..actions import Action, ActionKind
from ..cards import to_mask
from ..view import Phase, SeatView
from .decisive import decisive_draw, decisive_lay_down
from .rollout import HandPointRules, RolloutRules, Start, play_candidate, score
from .search import Budget, lay_down_candidates, rng_seed, search
from .shared import DRAW_DISCARD, DRAW_STOCK, PASS, TAKE_UPCARD
from .worlds import Worlds

__all__ = [
    "DEFAULT_BUDGET",
    "Budget",
    "expected_points",
    "master_action",
    "weighed_actions",
    "world_points",
]


DEFAULT_BUDGET = Budget()
"""Sized for about 150 ms of CPU for a typical decision on the development machine, and
``max_rollouts`` for a ceiling near twice that: BENCHMARKS.md, "master AI" (the budget's
measurements: docs/BENCHMARKS_HISTORY.md, "The figures before the style")."""


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
        candidates = lay_down_candidates(view, mask)
    else:
        quick = decisive_draw(view, mask)
        if quick is not None:
            return quick
        take = TAKE_UPCARD if view.phase is Phase.UPCARD else DRAW_DISCARD
        stock = PASS if view.phase is Phase.UPCARD else DRAW_STOCK
        candidates = [stock, take]
    if len(candidates) == 1:
        return candidates[0]

    rng = random.Random(rng_seed(seed, version))
    best = search(
        candidates, RolloutRules.of(view), Start.of(view, mask), Worlds(view, mask), rng, budget
    )
    return candidates[best]


def weighed_actions(view: SeatView) -> list[Action]:
    """Every action the master weighs at ``view``'s decision (its seat to move), searched or
    not: gin or big gin where the hand has it; else the discards within ``DISCARD_WINDOW``
    (at most ``MAX_DISCARDS``) and the best knock; in the upcard and draw phases each legal
    source.  A review judges a decision against these (and the action played)."""
    mask = to_mask(view.your_cards)
    if view.phase is Phase.DISCARD:
        quick = decisive_lay_down(view, mask)
        return [quick] if quick is not None else lay_down_candidates(view, mask)
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
    rules = HandPointRules(view)
    start = Start.of(view, mask)
    sampler = Worlds(view, mask)
    values: list[list[float]] = [[] for _ in actions]
    for _ in range(max(1, worlds)):
        opponent, stock_cards, holds = sampler.sample(rng)
        for i, action in enumerate(actions):
            if action.kind is ActionKind.BIG_GIN:
                values[i].append(score(rules, 0, mask, opponent, big_gin=True)[1])
            else:
                values[i].append(play_candidate(rules, start, opponent, stock_cards, holds, action))
    return values
