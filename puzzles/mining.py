"""Finding puzzles in a finished hand: decisions where one action is clearly the best.

Plain engine code (no Django), so the mining job, the bench scripts and the tests call the same
function.  For every decision of either seat in the hand (the upcard offer, each draw, each
discard or knock) :func:`mine_hand` asks, from that seat's :class:`~games.engine.view.SeatView`
alone (what it could see then: never the opponent's hidden cards nor the stock's order):

1. **Is there a choice?**  At least two legal actions (``resign`` aside), and not a hand that
   goes gin or big gin (nothing scores more: everyone lays it down).
2. **Screen** (seed A): the actions the master weighs there, and those the ``novice`` and the
   ``expert`` play, over ``worlds`` worlds with :func:`~games.engine.ai.master.world_points`.
   The best must beat the next by ``margin`` points at least and by ``z`` standard errors of
   their differences world by world; and one of the two rule-based players must play
   something else (a take or a discard every player finds is no puzzle).
3. **Confirm** (seed B, other worlds): every legal action.  The best must be the screen's best
   and beat every other action by the same margin.  Its means are the values served after an
   attempt.

Seeds come from ``HMAC-SHA256(key, "puzzle:<a|b>:<hand>:<version>")`` (the service passes the
game's id), so mining a hand twice finds the same puzzles with the same values.

Themes are named by what the best move is (:func:`themes_of`).
"""

from __future__ import annotations

import hashlib
import hmac
import math
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from games.engine.actions import Action, ActionKind
from games.engine.ai.expert import expert_action
from games.engine.ai.master import weighed_actions, world_points
from games.engine.ai.novice import novice_action
from games.engine.ai.shared import forbidden_bit, least_deadwood_discard
from games.engine.cards import DECK, Card, codes, to_mask
from games.engine.match import Match
from games.engine.melds import min_deadwood
from games.engine.view import Phase, SeatView

__all__ = [
    "THEMES",
    "Found",
    "Mined",
    "MiningSettings",
    "legal_options",
    "mine_hand",
    "position_of",
    "themes_of",
]

THEMES = (
    "take_gin",
    "take_discard",
    "leave_discard",
    "knock_now",
    "big_gin",
    "wait_for_gin",
    "undercut_trap",
    "break_a_meld",
    "safe_discard",
    "layoff_aware_discard",
    "best_discard",
)
"""Every theme, named by what the best move is (docs in :func:`themes_of`)."""


@dataclass(frozen=True, slots=True)
class MiningSettings:
    worlds: int = 300
    """Worlds per seed and decision."""
    margin: float = 2.0
    """Points by which the best action must beat every other (PUZZLE_MARGIN)."""
    z: float = 3.0
    """... and standard errors of their paired differences over the same worlds."""


@dataclass(frozen=True, slots=True)
class Found:
    """One puzzle: the decision of ``seat`` that made game version ``version``."""

    hand: int
    seat: int
    version: int
    view: SeatView
    solution: Action
    values: tuple[tuple[Action, float], ...]
    """Every legal action (``resign`` aside) with its expected points of the hand, best first."""
    themes: tuple[str, ...]

    @property
    def margin(self) -> float:
        return round(self.values[0][1] - self.values[1][1], 2)


@dataclass(slots=True)
class Mined:
    """What mining one hand found, and what it looked at."""

    found: list[Found] = field(default_factory=list)
    decisions: int = 0
    """Decisions of both seats in the hand."""
    screened: int = 0
    """Decisions that passed the screen (seed A) and were searched again (seed B)."""
    agreed: int = 0
    """... of which seed B's best action was seed A's."""


def legal_options(view: SeatView) -> list[Action]:
    """Every legal action of ``view`` as an action one sends, ``resign`` aside: each discard
    and each knock with its card one by one."""
    out: list[Action] = []
    for legal in view.legal_actions:
        if legal.kind is ActionKind.RESIGN:
            continue
        if legal.cards:
            out.extend(Action(legal.kind, card) for card in legal.cards)
        else:
            out.append(Action(legal.kind))
    return out


def position_of(view: SeatView) -> dict[str, Any]:
    """The position as the seat saw it, and nothing else: what a puzzle serves."""
    return {
        "your_cards": codes(view.your_cards),
        "discard_pile": codes(view.discard_pile),
        "stock_count": view.stock_count,
        "opponent_card_count": view.opponent_card_count,
        "opponent_took": codes(view.opponent_took),
        "opponent_discarded": codes(view.opponent_discarded),
        "phase": view.phase.value,
        "knock_limit": view.knock_limit,
        "legal_actions": [legal.to_dict() for legal in view.legal_actions],
    }


def mine_hand(
    match: Match,
    moves: Iterable[tuple[int, Action]],
    *,
    hand: int,
    key: bytes,
    settings: MiningSettings = MiningSettings(),  # noqa: B008 - a frozen value
) -> Mined:
    """The puzzles of hand ``hand`` of ``match`` (as dealt, before any move) played on with
    ``moves`` (``(seat, action)`` in order, as stored).  Decisions of both seats; the hand
    need not have ended (the service mines only hands that have)."""
    mined = Mined()
    for seat, action in moves:
        if match.finished or match.hand_number > hand:
            break
        if match.hand_number == hand and action.kind is not ActionKind.RESIGN:
            mined.decisions += 1
            version = match.move_count + 1
            found = _judge(match.view(seat), key, hand, version, settings, mined)
            if found is not None:
                mined.found.append(found)
        match.apply(seat, action)
    return mined


def _judge(
    view: SeatView, key: bytes, hand: int, version: int, settings: MiningSettings, mined: Mined
) -> Found | None:
    options = legal_options(view)
    if len(options) < 2:
        return None
    weighed = weighed_actions(view)
    if len(weighed) < 2 and view.phase is Phase.DISCARD:
        return None  # gin or big gin: laid down at once by everyone
    everyday = {_bare(novice_action(view)), _bare(expert_action(view))}
    screen = list(dict.fromkeys([*weighed, *everyday]))
    if len(screen) < 2:
        return None
    best_a = _clear_best(
        screen,
        world_points(view, screen, rng=_rng(key, b"a", hand, version), worlds=settings.worlds),
        settings,
    )
    if best_a is None or everyday == {screen[best_a]}:
        return None
    mined.screened += 1
    per_world = world_points(
        view, options, rng=_rng(key, b"b", hand, version), worlds=settings.worlds
    )
    means = [sum(values) / len(values) for values in per_world]
    best_b = max(range(len(options)), key=lambda i: (means[i], -i))
    if options[best_b] != screen[best_a]:
        return None
    mined.agreed += 1
    if _clear_best(options, per_world, settings) != best_b:
        return None
    order = sorted(range(len(options)), key=lambda i: (-means[i], i))
    values = tuple((options[i], round(means[i], 2)) for i in order)
    solution = options[best_b]
    return Found(
        hand=hand,
        seat=view.seat,
        version=version,
        view=view,
        solution=solution,
        values=values,
        themes=themes_of(view, solution, values),
    )


def _clear_best(
    options: list[Action], per_world: list[list[float]], settings: MiningSettings
) -> int | None:
    """The index of the action that beats every other by the margin and ``z``; else None."""
    means = [sum(values) / len(values) for values in per_world]
    best = max(range(len(options)), key=lambda i: (means[i], -i))
    for i in range(len(options)):
        if i == best:
            continue
        if means[best] - means[i] < settings.margin:
            return None
        if not _beats(per_world[best], per_world[i], settings.z):
            return None
    return best


def _beats(best: list[float], other: list[float], z: float) -> bool:
    diffs = [b - o for b, o in zip(best, other, strict=True)]
    count = len(diffs)
    mean = sum(diffs) / count
    if count < 2:
        return mean > 0
    variance = sum((d - mean) ** 2 for d in diffs) / (count - 1)
    return mean > z * math.sqrt(variance / count)


def _bare(action: Action) -> Action:
    """The action without the melds a knock may show (the engine picks them)."""
    return Action(action.kind, action.card) if action.melds is not None else action


def _rng(key: bytes, which: bytes, hand: int, version: int) -> random.Random:
    digest = hmac.new(key, b"puzzle:%s:%d:%d" % (which, hand, version), hashlib.sha256).digest()
    return random.Random(int.from_bytes(digest, "big"))


# -- themes -----------------------------------------------------------------------------------


def themes_of(
    view: SeatView, solution: Action, values: tuple[tuple[Action, float], ...]
) -> tuple[str, ...]:
    """The themes of a puzzle, by what its best move is (one or more):

    - ``take_gin``: take the upcard or the top discard, and the hand can then go gin;
    - ``take_discard``: take it (short of gin); ``leave_discard``: pass or draw from the stock;
    - ``knock_now``: knock (short of gin); ``big_gin``: declare big gin;
    - ``wait_for_gin``: a knock was legal but playing on is best (and the knock would still
      have scored on average); ``undercut_trap``: the same, where every knock loses points on
      average (the undercut awaits);
    - ``break_a_meld``: the best discard is a card melded in the hand's least-deadwood
      arrangement;
    - ``layoff_aware_discard``: not the discard that leaves the least deadwood, which would
      throw a card matching one the opponent took from the pile (it would lay off on the
      opponent's meld, or feed it);
    - ``safe_discard``: not the discard that leaves the least deadwood, but a card the
      opponent has shown it does not want (it threw or passed one of its rank, or next to it
      in its suit);
    - ``best_discard``: any other discard.
    """
    kind = solution.kind
    if kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD):
        return ("take_gin",) if _gin_after_taking(view) else ("take_discard",)
    if kind in (ActionKind.PASS, ActionKind.DRAW_STOCK):
        return ("leave_discard",)
    if kind is ActionKind.BIG_GIN:
        return ("big_gin",)
    if kind is ActionKind.KNOCK:
        return ("knock_now",)
    out: list[str] = []
    knocks = [points for action, points in values if action.kind is ActionKind.KNOCK]
    if knocks:
        out.append("undercut_trap" if max(knocks) < 0 else "wait_for_gin")
    card = solution.card
    assert card is not None
    if any(card in meld.cards for meld in view.arrangement.melds):
        out.append("break_a_meld")
    greedy = _least_deadwood_discard(view)
    if greedy is not None and greedy != card:
        if any(_related(greedy, took) for took in view.opponent_took):
            out.append("layoff_aware_discard")
        shown = [*view.opponent_discarded]
        if view.opponent_passed_upcard is not None:
            shown.append(view.opponent_passed_upcard)
        if any(_related(card, thrown, reach=1) for thrown in shown):
            out.append("safe_discard")
    return tuple(out) or ("best_discard",)


def _gin_after_taking(view: SeatView) -> bool:
    top = view.discard_top
    if top is None:
        return False
    cap = view.ruleset.max_meld_size
    mask = to_mask(view.your_cards) | top.bit
    if view.ruleset.knock_cards == 11:
        return min_deadwood(mask, max_meld_size=cap) == 0
    allowed = [c for c in view.your_cards] + ([top] if view.ruleset.may_discard_taken_card else [])
    return any(min_deadwood(mask ^ c.bit, max_meld_size=cap) == 0 for c in allowed)


def _least_deadwood_discard(view: SeatView) -> Card | None:
    """The discard leaving the least deadwood, as the AIs find it (ties: the highest value,
    then rank, then suit); None when no card may go."""
    _, index = least_deadwood_discard(
        to_mask(view.your_cards), forbidden_bit(view), view.ruleset.max_meld_size
    )
    return DECK[index] if index >= 0 else None


def _related(card: Card, other: Card, *, reach: int = 2) -> bool:
    """Same rank, or in the same suit within ``reach`` ranks."""
    if card.rank == other.rank:
        return True
    return card.suit == other.suit and abs(card.rank - other.rank) <= reach
