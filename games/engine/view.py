"""What one seat may know, and the actions it may take.

:class:`SeatView` is everything a seat is allowed to see: the API serialises only this and
the AIs decide only from this.  It never holds the opponent's hidden cards, the stock's order
or the seed.  The legal actions are a function of the view alone (:func:`legal_actions_for`),
so an AI may recompute them and the match lists exactly what :meth:`Match.apply` accepts.

The costly parts (deadwood, melds, legal knocks, the ``last_hand`` dict) are computed only
when first read, so a self-play loop that reads the cards and not the rest stays fast.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import Any

from .actions import ActionKind
from .cards import Card, codes, from_mask, to_mask
from .events import Column, FinalScores, HandResult, relative
from .melds import Arrangement, best_arrangement, min_deadwood
from .rules import Ruleset


class Phase(str, Enum):
    """Where the game stands.

    ``HAND_OVER`` exists for the API's vocabulary but a match never rests in it: the next
    hand is dealt in the same :meth:`Match.apply` that ended the last one.
    """

    UPCARD = "upcard"
    """The non-dealer, then the dealer, may take the upcard or pass."""
    DRAW = "draw"
    DISCARD = "discard"
    """The player to move holds 11 cards: discard, knock or (where allowed) big gin."""
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"

    def __repr__(self) -> str:
        return f"Phase.{self.name}"


@dataclass(frozen=True, slots=True)
class LegalAction:
    """An action a seat may send now, with the cards it may take.

    >>> LegalAction(ActionKind.DISCARD, (Card.parse("TD"), Card.parse("KS"))).to_dict()
    {'action': 'discard', 'cards': ['TD', 'KS']}
    >>> LegalAction(ActionKind.DRAW_STOCK).to_dict()
    {'action': 'draw_stock'}
    """

    kind: ActionKind
    cards: tuple[Card, ...] = ()
    """``discard``: every card it may discard; ``knock`` (10-card rulesets): every discard that
    leaves deadwood within the limit.  Empty where the action takes no card."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.kind.value}
        if self.cards:
            out["cards"] = codes(self.cards)
        return out


def legal_actions_for(
    *,
    ruleset: Ruleset,
    phase: Phase,
    your_turn: bool,
    cards_mask: int,
    knock_limit: int,
    taken_from_discard: Card | None,
    must_draw_stock: bool,
    discard_pile_size: int,
    stock_count: int,
) -> tuple[LegalAction, ...]:
    """The actions a seat holding ``cards_mask`` may take in this position, in ActionKind order.

    Empty when it is not the seat's turn or the game is over (``resign`` is accepted at any
    time while the game is on, but it is listed only on the seat's turn so that an empty list
    keeps meaning "wait for the opponent", as API.md promises).
    """
    if not your_turn or phase is Phase.GAME_OVER or phase is Phase.HAND_OVER:
        return ()
    if phase is Phase.UPCARD:
        return _UPCARD_CHOICES
    if phase is Phase.DRAW:
        out: list[LegalAction] = []
        if stock_count:
            out.append(_DRAW_STOCK)
        if discard_pile_size and not must_draw_stock:
            out.append(_DRAW_DISCARD)
        out.append(_RESIGN)
        return tuple(out)
    cap = ruleset.max_meld_size
    discard_mask = cards_mask
    if taken_from_discard is not None and not ruleset.may_discard_taken_card:
        discard_mask &= ~taken_from_discard.bit
    discards = from_mask(discard_mask)
    out = [LegalAction(ActionKind.DISCARD, discards)]
    deadwood = min_deadwood(cards_mask, max_meld_size=cap)
    if ruleset.knock_cards == 11:
        if deadwood <= knock_limit:
            out.append(_KNOCK_11)
    else:
        # Adding a card to 10 raises their least deadwood by at most its value, so only a
        # discard worth at least (11-card deadwood - limit) can leave a knockable hand.
        need = deadwood - knock_limit
        if need <= 10:
            knocks = tuple(
                card
                for card in discards
                if card.value >= need
                and min_deadwood(cards_mask ^ card.bit, max_meld_size=cap) <= knock_limit
            )
            if knocks:
                out.append(LegalAction(ActionKind.KNOCK, knocks))
    if ruleset.big_gin_bonus is not None and deadwood == 0:
        out.append(_BIG_GIN)
    out.append(_RESIGN)
    return tuple(out)


_RESIGN = LegalAction(ActionKind.RESIGN)
_UPCARD_CHOICES = (LegalAction(ActionKind.TAKE_UPCARD), LegalAction(ActionKind.PASS), _RESIGN)
_DRAW_STOCK = LegalAction(ActionKind.DRAW_STOCK)
_DRAW_DISCARD = LegalAction(ActionKind.DRAW_DISCARD)
_KNOCK_11 = LegalAction(ActionKind.KNOCK)
_BIG_GIN = LegalAction(ActionKind.BIG_GIN)


@dataclass(frozen=True)
class SeatView:
    """Everything ``seat`` may know about the game now.

    Seats are numbered 0 and 1; ``dealer``, ``turn`` and ``winner`` are seat numbers (compare
    with ``seat``), while ``scores`` and ``hands_won`` are ``(you, opponent)`` pairs.
    """

    seat: int
    ruleset: Ruleset
    hand_number: int
    dealer: int
    turn: int | None
    """Whose move it is; None once the game is over."""
    phase: Phase
    your_cards: tuple[Card, ...]
    """Sorted by index (suit, then rank)."""
    opponent_card_count: int
    discard_pile: tuple[Card, ...]
    """Every card face up on the pile, oldest first."""
    stock_count: int
    knock_limit: int
    """This hand's knock limit (oklahoma: from the first upcard)."""
    taken_from_discard: Card | None
    """The card this seat took from the pile this turn (it may not discard it where the
    ruleset forbids)."""
    must_draw_stock: bool
    """Both passed the upcard: the non-dealer's first draw must come from the stock."""
    opponent_took: tuple[Card, ...]
    """Cards the opponent took from the discard pile this hand and still holds (public)."""
    opponent_discarded: tuple[Card, ...]
    """Cards the opponent discarded this hand, in order."""
    opponent_passed_upcard: Card | None
    """The upcard the opponent declined this hand, if it did."""
    your_discarded: tuple[Card, ...]
    """Cards this seat discarded this hand, in order."""
    scores: tuple[int, int]
    """Running hand points ``(you, opponent)`` (hollywood: each hand's points counted once)."""
    hands_won: tuple[int, int]
    """``(you, opponent)``."""
    columns: tuple[Column, ...]
    """Hollywood: the three columns (indexed by seat, not relative); otherwise one column
    equal to the whole game."""
    winner: int | None
    """The seat that won the game, once it is over."""
    final: FinalScores | None
    """Once the game is over."""
    hand_results: tuple[HandResult, ...] = ()
    """Every hand of the game that has ended, oldest first (each was ``last_result`` in its
    turn, shown to both seats): how the opponent has played its hands so far."""

    @classmethod
    def unchecked(cls, **fields: Any) -> SeatView:
        """A view from every field, without the frozen dataclass ``__init__``.

        That ``__init__`` sets each field through ``object.__setattr__``, ten times slower than
        filling the instance dict, and a self-play loop builds one view per move.  The caller
        (:meth:`Match.view`) passes every field.
        """
        view = object.__new__(cls)
        view.__dict__.update(fields)
        return view

    @property
    def your_turn(self) -> bool:
        return self.turn == self.seat

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def finished(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @cached_property
    def deadwood(self) -> int:
        """Least deadwood of all the cards held now (10 or 11), under the ruleset's meld cap."""
        return min_deadwood(self.your_cards, max_meld_size=self.ruleset.max_meld_size)

    @cached_property
    def arrangement(self) -> Arrangement:
        """A least-deadwood arrangement of the cards held now."""
        return best_arrangement(self.your_cards, max_meld_size=self.ruleset.max_meld_size)

    @cached_property
    def legal_actions(self) -> tuple[LegalAction, ...]:
        return legal_actions_for(
            ruleset=self.ruleset,
            phase=self.phase,
            your_turn=self.your_turn,
            cards_mask=to_mask(self.your_cards),
            knock_limit=self.knock_limit,
            taken_from_discard=self.taken_from_discard,
            must_draw_stock=self.must_draw_stock,
            discard_pile_size=len(self.discard_pile),
            stock_count=self.stock_count,
        )

    @property
    def last_result(self) -> HandResult | None:
        """The hand that ended last (until the next one ends)."""
        return self.hand_results[-1] if self.hand_results else None

    @property
    def last_hand(self) -> dict[str, Any] | None:
        """The API's ``last_hand``: the hand just ended, as this seat sees it."""
        return self.last_hand_sealed(())

    def last_hand_sealed(self, sealed: Collection[int]) -> dict[str, Any] | None:
        """``last_hand``, with the opponent's hand hidden if its number is in ``sealed``."""
        last = self.last_result
        return None if last is None else last.to_dict(self.seat, sealed=last.hand_number in sealed)

    @property
    def final_scores(self) -> dict[str, Any] | None:
        return None if self.final is None else self.final.to_dict(self.seat)

    def to_dict(self, *, sealed: Collection[int] = ()) -> dict[str, Any]:
        """The game as this player sees it (API.md), minus what the service adds (``id``,
        ``version``, ``status``).  ``sealed``: hands whose opponent's cards stay hidden from
        this seat (:meth:`HandResult.to_dict`)."""
        seat = self.seat
        arrangement = self.arrangement
        scores: dict[str, Any] = {"you": self.scores[0], "opponent": self.scores[1]}
        if self.ruleset.hollywood_columns > 1:
            scores["columns"] = [column.to_dict(seat) for column in self.columns]
        top = self.discard_top
        return {
            "ruleset": self.ruleset.to_dict(),
            "scores": scores,
            "hands_won": {"you": self.hands_won[0], "opponent": self.hands_won[1]},
            "hand_number": self.hand_number,
            "dealer": relative(self.dealer, seat),
            "turn": relative(self.turn, seat),
            "phase": self.phase.value,
            "your_cards": codes(self.your_cards),
            "opponent_card_count": self.opponent_card_count,
            "discard_top": None if top is None else top.code,
            "discard_pile": codes(self.discard_pile),
            "stock_count": self.stock_count,
            "knock_limit": self.knock_limit,
            "deadwood": arrangement.deadwood,
            "melds": [meld.codes() for meld in arrangement.melds],
            "unmatched": codes(arrangement.unmatched),
            "taken_from_discard": (
                None if self.taken_from_discard is None else self.taken_from_discard.code
            ),
            "must_draw_stock": self.must_draw_stock,
            "opponent_took": codes(self.opponent_took),
            "opponent_discarded": codes(self.opponent_discarded),
            "opponent_passed_upcard": (
                None if self.opponent_passed_upcard is None else self.opponent_passed_upcard.code
            ),
            "legal_actions": [action.to_dict() for action in self.legal_actions],
            "last_hand": self.last_hand_sealed(sealed),
            "winner": relative(self.winner, seat),
            "final_scores": self.final_scores,
        }
