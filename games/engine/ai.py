"""The computer opponents: ``novice`` (seed 003's AI, RULES.md section 6) and ``expert``.

:func:`choose_action` is a pure function of one :class:`~.view.SeatView`: no randomness, no
clock, no state kept between calls, and nothing but what that seat may see.  So an AI can
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
  meld.  It lets the engine choose the melds it shows.

``expert`` is described on :func:`_expert`.

>>> from .match import Match
>>> from .rules import get_ruleset
>>> match = Match.new(seed=b"doc", ruleset=get_ruleset("standard"))
>>> seat = match.turn
>>> choose_action(match.view(seat), "novice") == choose_action(match.view(seat), "novice")
True
"""

from __future__ import annotations

from functools import cache, lru_cache

from .actions import Action, ActionKind
from .cards import DECK, Card
from .errors import IllegalActionError, InvalidActionError
from .melds import min_deadwood
from .view import Phase, SeatView

__all__ = ["AI_LEVELS", "choose_action"]

AI_LEVELS = ("novice", "expert")
"""The AI levels a game may be created with, weakest first."""

NOVICE_KNOCK_AT = 8
"""Seed 003: the AI knocks once its deadwood is 8 or less, though the rules allow 10."""

_SUIT_BITS = 0x1FFF
_FULL_DECK = (1 << 52) - 1
_RANK_SPREAD = 1 | 1 << 13 | 1 << 26 | 1 << 39
_WINDOW_STARTS = sum(0x7FF << (13 * suit) for suit in range(4))
"""Ranks ace..jack of every suit: where three cards in a row may start without leaving it."""
_VALUE = tuple(min(i % 13 + 1, 10) for i in range(52))

_DISCARD_ORDER = tuple(sorted(range(52), key=lambda i: (-_VALUE[i], -(i % 13), -(i // 13))))
"""Card indices in the order a discard is preferred: highest value, then highest rank, then
suit S H D C (suit index 3 down to 0)."""


def choose_action(view: SeatView, level: str) -> Action:
    """The action the AI of ``level`` plays from ``view``.

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
    return _expert(view)


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
        return Action(ActionKind.TAKE_UPCARD if take else ActionKind.PASS)
    if take or not view.stock_count:
        return Action(ActionKind.DRAW_DISCARD)
    return Action(ActionKind.DRAW_STOCK)


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


def _free_top(mask: int, deadwood: int, cap: int | None) -> int:
    """The highest value among the cards unmatched in some least-deadwood arrangement."""
    meldable = _meldable(mask)
    for index in _DISCARD_ORDER:
        bit = 1 << index
        if mask & bit and (
            not meldable & bit or _deadwood(mask ^ bit, cap) == deadwood - _VALUE[index]
        ):
            return _VALUE[index]
    return 0


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
        now = _deadwood(mask, cap)
        if not _near(mask) & top.bit:
            # A card that melds with nothing can only take the place of a higher unmatched one.
            return _draw(view, take=_free_top(mask, now, cap) > _VALUE[top.index])
        held = mask | top.bit
        forbidden = 0 if ruleset.may_discard_taken_card else top.bit
        _, left = _usual_discard(held, _deadwood(held, cap), forbidden, cap)
        return _draw(view, take=left < now)

    deadwood = _deadwood(mask, cap)
    if deadwood == 0 and ruleset.big_gin_bonus is not None:
        return Action(ActionKind.BIG_GIN)
    knock_at = min(NOVICE_KNOCK_AT, view.knock_limit)
    if ruleset.knock_cards == 11 and deadwood <= knock_at:
        return Action(ActionKind.KNOCK)
    index, left = _usual_discard(mask, deadwood, _forbidden(view), cap)
    card = DECK[index]
    if ruleset.knock_cards == 10 and left <= knock_at:
        return Action(ActionKind.KNOCK, card)
    return Action(ActionKind.DISCARD, card)


# -- expert -----------------------------------------------------------------------------------

PARAMS = {
    "danger": 6.0,
    "take_margin": 0.0,
    "late_stock": 10,
    "late_knock": 6,
    "gin_hunt": 0,
    "potential": 3.0,
    "prune": 10,
}


def _expert(view: SeatView) -> Action:
    """Placeholder docstring."""
    ruleset = view.ruleset
    cap = ruleset.max_meld_size
    mask = _mask(view.your_cards)
    seen = _Seen.of(view, mask)
    if view.phase is not Phase.DISCARD:
        if view.phase is Phase.DRAW and not _may_draw_discard(view):
            return _draw(view, take=False)
        top = view.discard_pile[-1]
        now = _deadwood(mask, cap)
        u = _free_top(mask, now, cap)
        if not _near(mask) & top.bit and _VALUE[top.index] >= u:
            return _draw(view, take=False)
        gain = _potential(mask, now, seen)
        stock_value = now - (1 + PARAMS["potential"]) * gain
        held = mask | top.bit
        forbidden = 0 if ruleset.may_discard_taken_card else top.bit
        _, take_value = _best_discard(held, forbidden, seen)
        return _draw(view, take=take_value < stock_value - PARAMS["take_margin"])

    deadwood = _deadwood(mask, cap)
    if deadwood == 0 and ruleset.big_gin_bonus is not None:
        return Action(ActionKind.BIG_GIN)
    limit = view.knock_limit
    if ruleset.knock_cards == 11:
        if deadwood <= limit:
            return Action(ActionKind.KNOCK)
    else:
        forbidden = _forbidden(view)
        knock_card, knock_left = -1, 1000
        for index in _DISCARD_ORDER:
            bit = 1 << index
            if mask & bit and not forbidden & bit:
                left = _deadwood(mask ^ bit, cap)
                if left < knock_left:
                    knock_card, knock_left = index, left
        if knock_left <= limit and _should_knock(view, knock_left):
            return Action(ActionKind.KNOCK, DECK[knock_card])
    index, _ = _best_discard(mask, _forbidden(view), seen)
    return Action(ActionKind.DISCARD, DECK[index])


def _should_knock(view: SeatView, deadwood: int) -> bool:
    if deadwood == 0:
        return True
    if view.stock_count > PARAMS["late_stock"]:
        return deadwood > PARAMS["gin_hunt"]
    return deadwood <= PARAMS["late_knock"]


class _Seen:
    """What the expert knows about where the cards it does not hold are."""

    __slots__ = ("cap", "opp_has", "p_opp", "unseen", "unseen_count")

    def __init__(self, cap: int | None, unseen: int, opp_has: int, p_opp: float) -> None:
        self.cap = cap
        self.unseen = unseen
        self.unseen_count = unseen.bit_count()
        self.opp_has = opp_has
        self.p_opp = p_opp

    @classmethod
    def of(cls, view: SeatView, mask: int) -> _Seen:
        opp_has = _mask(view.opponent_took)
        unseen = _FULL_DECK & ~(mask | _mask(view.discard_pile) | opp_has)
        hidden = max(0, min(view.opponent_card_count, 10) - opp_has.bit_count())
        count = unseen.bit_count()
        return cls(view.ruleset.max_meld_size, unseen, opp_has, hidden / count if count else 0.0)

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
    cutoff = min(dw for _, dw in options) + PARAMS["prune"]
    best_index, best_score = -1, 1e9
    weight = PARAMS["danger"]
    for index, dw in options:
        if dw <= cutoff:
            gain = _potential(mask ^ (1 << index), dw, seen)
            score = dw - PARAMS["potential"] * gain + weight * _danger(index, seen)
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
