"""The computer opponents: ``novice`` (seed 003's AI, RULES.md section 6), ``expert`` and
``master`` (a search, in :mod:`.master`).

:func:`choose_action` is a pure function of one :class:`~.view.SeatView` (and, for the
master, of the game's seed and version, which seed its sampling): no clock, no state kept
between calls, and nothing but what that seat may see.  So an AI can
never cheat, a game replays exactly from its seed and moves, and every Daily Gin player meets
the same replies to the same moves.

``novice`` follows RULES.md section 6 to the letter; where the text is silent:

- **Its usual discard** is its highest-value card that is not in a meld, i.e. unmatched in
  some least-deadwood arrangement of its 11 cards.  Ties go to the higher rank (K, Q, J, T),
  then to the suit order S, H, D, C.  It never picks the card it just took from the pile
  where the ruleset forbids discarding it.  Should every allowed card be melded in every
  least-deadwood arrangement, it throws the allowed card that leaves the least deadwood
  (same tie order).
- **Taking the top discard**: it takes it when taking it and then making its usual discard
  would leave less deadwood than its 10 cards have now; otherwise it draws from the stock.
  The upcard offer (RULES.md 2.2) is the same test: take it, or pass.
- **Knocking**: as soon as its deadwood is at most ``min(8, knock limit)``.  In 10-card
  rulesets that is the deadwood of the 10 cards left after its usual discard (it does not
  look for another discard that would knock); with 11-card knocking (arcade) it is the least
  deadwood of its 11 cards.  It declares big gin whenever the ruleset has it and all 11 cards
  meld.

``expert`` is described on :func:`_expert`.  Both let the engine choose the melds they show.

In arcade the stock is recycled and never runs out, so two deterministic AIs can find
themselves repeating the same cycle of draws and discards for ever; whoever runs AI-against-AI
arcade games must cap their length (a human opponent breaks the cycle).

>>> from .match import Match
>>> from .rules import get_ruleset
>>> match = Match.new(seed=b"doc", ruleset=get_ruleset("standard"))
>>> seat = match.turn
>>> choose_action(match.view(seat), "novice") == choose_action(match.view(seat), "novice")
True
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .actions import Action, ActionKind
from .cards import DECK, Card
from .errors import IllegalActionError, InvalidActionError
from .melds import min_deadwood
from .view import Phase, SeatView

if TYPE_CHECKING:
    from .master import Budget

__all__ = ["AI_LEVELS", "choose_action"]

AI_LEVELS = ("novice", "expert", "master")
"""The AI levels a game may be created with, weakest first."""

NOVICE_KNOCK_AT = 8
"""Seed 003: the AI knocks once its deadwood is 8 or less, though the rules allow 10."""

_SUIT_BITS = 0x1FFF
_FULL_DECK = (1 << 52) - 1
_RANK_SPREAD = 1 | 1 << 13 | 1 << 26 | 1 << 39
_WINDOW_STARTS = sum(0x7FF << (13 * suit) for suit in range(4))
"""Ranks ace..jack of every suit: where three cards in a row may start without leaving it."""
_RANK_VALUE = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
_VALUE = tuple(_RANK_VALUE[i % 13] for i in range(52))

_DISCARD_ORDER = tuple(sorted(range(52), key=lambda i: (-_VALUE[i], -(i % 13), -(i // 13))))
"""Card indices in the order a discard is preferred: highest value, then highest rank, then
suit S H D C (suit index 3 down to 0)."""

# Actions are immutable values, so the AIs hand out shared instances instead of building them.
_TAKE_UPCARD = Action(ActionKind.TAKE_UPCARD)
_PASS = Action(ActionKind.PASS)
_DRAW_STOCK = Action(ActionKind.DRAW_STOCK)
_DRAW_DISCARD = Action(ActionKind.DRAW_DISCARD)
_KNOCK = Action(ActionKind.KNOCK)
_BIG_GIN = Action(ActionKind.BIG_GIN)
_DISCARD = tuple(Action(ActionKind.DISCARD, card) for card in DECK)
_KNOCK_WITH = tuple(Action(ActionKind.KNOCK, card) for card in DECK)


def choose_action(
    view: SeatView, level: str, *, seed: bytes = b"", version: int = 0, budget: Budget | None = None
) -> Action:
    """The action the AI of ``level`` plays from ``view``.

    ``master`` draws its random choices from ``seed`` and ``version`` (the service passes the
    game's seed and version, so a game replays exactly) and searches with ``budget``
    (:data:`~.master.DEFAULT_BUDGET` if None); ``novice`` and ``expert`` use neither.

    Raises InvalidActionError for a level not in :data:`AI_LEVELS`, and IllegalActionError
    when the view's seat has nothing to play (not its turn, or the game is over).
    """
    if level not in AI_LEVELS:
        raise InvalidActionError(
            f"unknown AI level {level!r}; one of {', '.join(AI_LEVELS)}",
            field="ai_level",
            level=str(level),
        )
    if view.phase is Phase.GAME_OVER or view.phase is Phase.HAND_OVER:
        raise IllegalActionError("the game is over", code="game_over")
    if view.turn != view.seat:
        raise IllegalActionError("it is not this seat's turn", code="not_your_turn")
    if level == "novice":
        return _novice(view)
    if level == "expert":
        return _expert(view)
    # Imported here: the master builds on this module's helpers.
    from .master import master_action

    return master_action(view, seed=seed, version=version, budget=budget)


# -- shared helpers ---------------------------------------------------------------------------


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


@lru_cache(maxsize=1 << 16)
def _deadwood(mask: int, cap: int | None) -> int:
    """:func:`~.melds.min_deadwood` of a mask, memoised: the hand a seat holds when it draws
    is the one it weighed when it last discarded, so most questions are asked twice."""
    return min_deadwood(mask, max_meld_size=cap)


def _forbidden(view: SeatView) -> int:
    """The bit of the card this seat may not discard now (0 where any card may go)."""
    taken = view.taken_from_discard
    if taken is None or view.ruleset.may_discard_taken_card:
        return 0
    return taken.bit


def _may_draw_discard(view: SeatView) -> bool:
    return bool(view.discard_pile) and not view.must_draw_stock


def _draw(view: SeatView, take: bool) -> Action:
    """Take the top discard (or upcard) if ``take``, else draw from the stock (or pass)."""
    if view.phase is Phase.UPCARD:
        return _TAKE_UPCARD if take else _PASS
    if take or not view.stock_count:
        return _DRAW_DISCARD
    return _DRAW_STOCK


def _usual_discard(mask: int, deadwood: int, forbidden: int, cap: int | None) -> tuple[int, int]:
    """Novice's discard from ``mask`` (whose least deadwood is ``deadwood``): (card index,
    least deadwood of the cards left).

    A card is unmatched in some least-deadwood arrangement exactly when throwing it away
    lowers the least deadwood by its whole value, so the first such card in discard order is
    the highest-value card not in a meld, whichever least-deadwood arrangement one looks at.
    """
    allowed = mask & ~forbidden
    meldable = _meldable(mask)
    for index in _DISCARD_ORDER:
        bit = 1 << index
        if allowed & bit:
            left = deadwood - _VALUE[index]
            if not meldable & bit or _deadwood(mask ^ bit, cap) == left:
                return index, left
    best_index, best_left = -1, 1000
    for index in _DISCARD_ORDER:
        bit = 1 << index
        if allowed & bit:
            left = _deadwood(mask ^ bit, cap)
            if left < best_left:
                best_index, best_left = index, left
    return best_index, best_left


def _near(mask: int) -> int:
    """Every card not in ``mask`` that would form a meld with cards of ``mask``."""
    c = mask & _SUIT_BITS
    d = mask >> 13 & _SUIT_BITS
    h = mask >> 26 & _SUIT_BITS
    s = mask >> 39
    pairs = c & d | c & h | c & s | d & h | d & s | h & s
    near = pairs * _RANK_SPREAD
    for shift, bits in ((0, c), (13, d), (26, h), (39, s)):
        runs = (bits >> 1 & bits >> 2 | bits << 1 & bits >> 1 | bits << 1 & bits << 2) & _SUIT_BITS
        near |= runs << shift
    return near & ~mask


def _free_top(mask: int, deadwood: int | None, cap: int | None) -> int:
    """The highest value among the cards unmatched in some least-deadwood arrangement of
    ``mask`` (0 if every card is melded); ``deadwood``, if known, is their least deadwood."""
    meldable = _meldable(mask)
    loose = mask & ~meldable
    # A card in no meld at all is unmatched in every arrangement: the highest such card sets
    # the bar, and only meldable cards worth more need the search.
    ranks = (loose | loose >> 13 | loose >> 26 | loose >> 39) & _SUIT_BITS
    best = _RANK_VALUE[ranks.bit_length() - 1] if ranks else 0
    for rank in range(12, -1, -1):
        value = _RANK_VALUE[rank]
        if value <= best:
            break
        group = meldable & _RANK_SPREAD << rank
        while group:
            bit = group & -group
            group ^= bit
            if deadwood is None:
                deadwood = _deadwood(mask, cap)
            if _deadwood(mask ^ bit, cap) == deadwood - value:
                return value
    return best


def _meldable(mask: int) -> int:
    """The cards of ``mask`` that are in at least one meld of ``mask`` (the others are
    unmatched in every arrangement)."""
    c = mask & _SUIT_BITS
    d = mask >> 13 & _SUIT_BITS
    h = mask >> 26 & _SUIT_BITS
    s = mask >> 39
    trips = c & d & (h | s) | h & s & (c | d)
    windows = mask & mask >> 1 & mask >> 2 & _WINDOW_STARTS
    return mask & (trips * _RANK_SPREAD | windows | windows << 1 | windows << 2)


# -- novice -----------------------------------------------------------------------------------


def _novice(view: SeatView) -> Action:
    ruleset = view.ruleset
    cap = ruleset.max_meld_size
    mask = _mask(view.your_cards)
    if view.phase is not Phase.DISCARD:
        if view.phase is Phase.DRAW and not _may_draw_discard(view):
            return _draw(view, take=False)
        top = view.discard_pile[-1]
        if not _near(mask) & top.bit:
            # A card that melds with nothing can only take the place of a higher unmatched one.
            return _draw(view, take=_free_top(mask, None, cap) > _VALUE[top.index])
        held = mask | top.bit
        forbidden = 0 if ruleset.may_discard_taken_card else top.bit
        _, left = _usual_discard(held, _deadwood(held, cap), forbidden, cap)
        return _draw(view, take=left < _deadwood(mask, cap))

    deadwood = _deadwood(mask, cap)
    if deadwood == 0 and ruleset.big_gin_bonus is not None:
        return _BIG_GIN
    knock_at = min(NOVICE_KNOCK_AT, view.knock_limit)
    if ruleset.knock_cards == 11 and deadwood <= knock_at:
        return _KNOCK
    index, left = _usual_discard(mask, deadwood, _forbidden(view), cap)
    if ruleset.knock_cards == 10 and left <= knock_at:
        return _KNOCK_WITH[index]
    return _DISCARD[index]


# -- expert -----------------------------------------------------------------------------------

POTENTIAL_WEIGHT = 3.0
"""How many draws' worth of expected improvement the expert credits a hand with."""
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


def _knocks_at_will(stock_count: int) -> bool:
    """Whether the expert knocks whenever it may with ``stock_count`` cards in the stock
    (the opening and the closing), rather than hold a low hand for gin."""
    return stock_count >= OPENING_STOCK or stock_count <= CLOSING_STOCK


def _expert(view: SeatView) -> Action:
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
    - **Drawing**: it takes the top discard (or the upcard) when the best hand that makes is
      worth more than its hand after an average stock draw (its value now less one draw's
      potential); a card that melds with nothing and is worth no less than its highest
      unmatched card is never worth taking.
    - **Knocking**: gin and big gin at once.  In the opening (``OPENING_STOCK``) it knocks
      whenever it may: the opponent's hand is still raw.  After that it plays for gin: a low
      hand held back against an opponent that knocks as soon as it can either undercuts that
      knock (the undercut bonus) or goes gin (the gin bonus, no layoffs), which over many games
      is worth more than cashing a small knock.  It knocks whenever it may again once the
      stock is nearly gone (``CLOSING_STOCK``), as waiting can only end in a dead hand.  With
      11-card knocking (arcade) the defender counts every card it cannot lay off, so there it
      always knocks at once.

    ``python -m bench.selfplay`` measures it against novice.
    """
    ruleset = view.ruleset
    cap = ruleset.max_meld_size
    mask = _mask(view.your_cards)
    seen = _Seen.of(view, mask)
    if view.phase is not Phase.DISCARD:
        if view.phase is Phase.DRAW and not _may_draw_discard(view):
            return _draw(view, take=False)
        top = view.discard_pile[-1]
        now = _deadwood(mask, cap)
        if not _near(mask) & top.bit and _VALUE[top.index] >= _free_top(mask, now, cap):
            return _draw(view, take=False)
        stock_value = now - (1 + POTENTIAL_WEIGHT) * _potential(mask, now, seen)
        forbidden = 0 if ruleset.may_discard_taken_card else top.bit
        _, take_value = _best_discard(mask | top.bit, forbidden, seen)
        return _draw(view, take=take_value < stock_value)

    deadwood = _deadwood(mask, cap)
    if deadwood == 0 and ruleset.big_gin_bonus is not None:
        return _BIG_GIN
    limit = view.knock_limit
    forbidden = _forbidden(view)
    if ruleset.knock_cards == 11:
        if deadwood <= limit:
            return _KNOCK
    else:
        knock_card, knock_left = -1, 1000
        for index in _DISCARD_ORDER:
            bit = 1 << index
            if mask & bit and not forbidden & bit:
                left = _deadwood(mask ^ bit, cap)
                if left < knock_left:
                    knock_card, knock_left = index, left
        if knock_left <= limit and (knock_left == 0 or _knocks_at_will(view.stock_count)):
            return _KNOCK_WITH[knock_card]
    index, _ = _best_discard(mask, forbidden, seen)
    return _DISCARD[index]


class _Seen:
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
    def of(cls, view: SeatView, mask: int) -> _Seen:
        opp_has = _mask(view.opponent_took)
        opp_threw = _mask(view.opponent_discarded)
        if view.opponent_passed_upcard is not None:
            opp_threw |= view.opponent_passed_upcard.bit
        unseen = _FULL_DECK & ~(mask | _mask(view.discard_pile) | opp_has)
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


def _danger(index: int, seen: _Seen) -> float:
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
        if threw & _RANK_SPREAD << rank:
            p_set *= THREW_FACTOR
        if threw & (_SUIT_BITS & (0b11011 << rank >> 2)) << suit_base:
            miss_run = 1.0 - (1.0 - miss_run) * THREW_FACTOR
    return 1.0 - (1.0 - p_set) * miss_run


def _best_discard(mask: int, forbidden: int, seen: _Seen) -> tuple[int, float]:
    """The expert's discard from 11 cards: (card index, score); lower scores are better."""
    cap = seen.cap
    options = []
    for index in _DISCARD_ORDER:
        bit = 1 << index
        if mask & bit and not forbidden & bit:
            options.append((index, _deadwood(mask ^ bit, cap)))
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


def _potential(mask: int, deadwood: int, seen: _Seen) -> float:
    """How much one more draw is expected to cut the least deadwood of 10 cards ``mask``,
    counting only the unseen cards that would meld with them (every unseen card taken as
    equally likely to come)."""
    count = seen.unseen_count
    near = _near(mask) & seen.unseen
    if not near:
        return 0.0
    cap = seen.cap
    total = 0
    while near:
        low = near & -near
        near ^= low
        held = mask | low
        after = _deadwood(held, cap)
        total += deadwood - after + _free_top(held, after, cap)
    return total / count
