"""One hand: the deal, the upcard phase, turns, knocks and the hand's end (docs/RULES.md section 2).

A :class:`Hand` is mutable and knows nothing of the match around it: :meth:`Hand.apply`
returns the public events and, when the hand ends, its :class:`HandResult`.  Every check runs
before anything changes, so a rejected action leaves the hand exactly as it was.

Conventions (where docs/RULES.md is silent):

- **Deal order.**  ``deck[0]`` goes to the non-dealer, ``deck[1]`` to the dealer, and so on
  through ``deck[19]``; ``deck[20]`` is the upcard; ``deck[21]`` is the top of the stock and
  the stock is drawn in deck order (``deck[51]`` last).
- **Dead hand** (``StockExhaustion.DEAD_HAND``).  A stock draw that leaves 2 cards is the last
  one: if that player then discards without knocking the hand ends unscored.  So the stock
  never goes below 2 cards.
- **Arcade stock** (``StockExhaustion.RECYCLE``).  As soon as a draw empties the stock, the
  whole discard pile is turned over, unshuffled, and becomes the stock: its oldest card (the
  bottom of the pile) is drawn first and the discard pile is empty until the drawer
  discards.  The drawer's own discard therefore starts the new pile.  The two are never
  both empty (32 cards lie outside the hands at every draw).  docs/RULES.md sets no end to this,
  but two players who always answer alike (two AIs, or a bot against one) can then repeat
  the same cycle for ever, so the pile is turned over at most ``MAX_STOCK_RECYCLES`` times a
  hand: when a draw empties the stock after that, the hand goes dead as in the other
  rulesets (the drawer may still knock or go gin with the card it drew).
- **Knock discard.**  A 10-card knock puts its discard on the pile (face up) before the hand
  is laid down.
- **Cards on actions.**  ``card`` is required for ``discard`` and 10-card ``knock`` and must be
  absent on every other action (code ``card_not_allowed``); ``melds`` only on ``knock`` and
  ``big_gin`` (code ``melds_not_allowed``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .actions import Action, ActionKind
from .cards import Card, codes, from_mask, parse_cards
from .errors import IllegalActionError
from .events import Event, EventKind, HandResult
from .melds import Meld
from .rules import Ruleset, StockExhaustion
from .scoring import KnockResult, Outcome, score_knock
from .view import LegalAction, Phase, legal_actions_for

_DRAWS = (ActionKind.DRAW_STOCK, ActionKind.DRAW_DISCARD)
_LAY_DOWNS = (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.BIG_GIN)
_UPCARD_ACTIONS = (ActionKind.TAKE_UPCARD, ActionKind.PASS)


def _illegal(message: str, code: str, **params: Any) -> IllegalActionError:
    return IllegalActionError(message, code=code, **params)


def _meld_cards(melds: Sequence[Meld]) -> tuple[tuple[Card, ...], ...]:
    return tuple(meld.cards for meld in melds)


MAX_STOCK_RECYCLES = 10
"""How often one arcade hand turns its discard pile over before running out goes dead."""


class Hand:
    """The state of one deal, from the deal to the knock (or dead hand)."""

    __slots__ = (
        "dealer",
        "discard_pile",
        "discarded",
        "drew_from_stock",
        "first_upcard",
        "hands",
        "knock_limit",
        "must_draw_stock",
        "number",
        "passed_upcard",
        "phase",
        "recycles",
        "ruleset",
        "stock",
        "taken_from_discard",
        "took",
        "turn",
    )

    def __init__(
        self,
        *,
        ruleset: Ruleset,
        number: int,
        dealer: int,
        first_upcard: Card,
        hands: list[int],
        stock: list[Card],
        discard_pile: list[Card],
        turn: int,
        phase: Phase,
        must_draw_stock: bool = False,
        taken_from_discard: Card | None = None,
        drew_from_stock: bool = False,
        passed_upcard: list[Card | None] | None = None,
        took: list[list[Card]] | None = None,
        discarded: list[list[Card]] | None = None,
        recycles: int = 0,
    ) -> None:
        self.ruleset = ruleset
        self.number = number
        self.dealer = dealer
        self.first_upcard = first_upcard
        self.knock_limit = ruleset.knock_limit_for(first_upcard)
        self.hands = hands
        """Each seat's cards as a 52-bit mask."""
        self.stock = stock
        """Top of the stock last (``stock.pop()`` draws)."""
        self.discard_pile = discard_pile
        """Oldest first, top last."""
        self.turn = turn
        self.phase = phase
        self.must_draw_stock = must_draw_stock
        self.taken_from_discard = taken_from_discard
        self.drew_from_stock = drew_from_stock
        self.recycles = recycles
        """How often the discard pile has been turned over into the stock (arcade)."""
        self.passed_upcard: list[Card | None] = passed_upcard or [None, None]
        self.took: list[list[Card]] = took or [[], []]
        self.discarded: list[list[Card]] = discarded or [[], []]

    @classmethod
    def deal(cls, deck: Sequence[Card], *, ruleset: Ruleset, number: int, dealer: int) -> Hand:
        """Deal ``deck`` (52 cards, index 0 dealt first) with ``dealer`` dealing."""
        non_dealer = 1 - dealer
        hands = [0, 0]
        for i in range(20):
            seat = non_dealer if i % 2 == 0 else dealer
            hands[seat] |= deck[i].bit
        upcard = deck[20]
        return cls(
            ruleset=ruleset,
            number=number,
            dealer=dealer,
            first_upcard=upcard,
            hands=hands,
            stock=list(reversed(deck[21:])),
            discard_pile=[upcard],
            turn=non_dealer,
            phase=Phase.UPCARD if ruleset.upcard_phase else Phase.DRAW,
        )

    # -- reading ------------------------------------------------------------------------------

    def cards(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s cards in index order."""
        return from_mask(self.hands[seat])

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        return legal_actions_for(
            ruleset=self.ruleset,
            phase=self.phase,
            your_turn=seat == self.turn,
            cards_mask=self.hands[seat],
            knock_limit=self.knock_limit,
            taken_from_discard=self.taken_from_discard if seat == self.turn else None,
            must_draw_stock=self.must_draw_stock,
            discard_pile_size=len(self.discard_pile),
            stock_count=len(self.stock),
        )

    # -- playing ------------------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> tuple[list[Event], HandResult | None]:
        """Play ``action`` for ``seat``: the events, and the result if the hand ended.

        Raises IllegalActionError (or InvalidMeldError for a bad named arrangement) and then
        changes nothing.
        """
        if seat != self.turn:
            raise _illegal("it is not your turn", "not_your_turn")
        kind = action.kind
        if action.melds is not None and kind not in (ActionKind.KNOCK, ActionKind.BIG_GIN):
            raise _illegal(f"{kind.value} takes no melds", "melds_not_allowed")
        if self.phase is Phase.UPCARD:
            return self._upcard(seat, action), None
        if self.phase is Phase.DRAW:
            return self._draw(seat, action), None
        return self._lay_down(seat, action)

    def _no_card(self, action: Action) -> None:
        if action.card is not None:
            what = action.kind.value
            if action.kind is ActionKind.KNOCK:
                what = "a knock here (this ruleset knocks with all 11 cards, without a discard)"
            raise _illegal(f"no card is given with {what}", "card_not_allowed")

    def _upcard(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind not in _UPCARD_ACTIONS:
            raise _illegal(
                f"{kind.value} is not allowed now: take the upcard or pass", "wrong_phase"
            )
        self._no_card(action)
        upcard = self.discard_pile[-1]
        if kind is ActionKind.TAKE_UPCARD:
            self.discard_pile.pop()
            self.hands[seat] |= upcard.bit
            self.taken_from_discard = upcard
            self.took[seat].append(upcard)
            self.phase = Phase.DISCARD
            return [Event(EventKind.TAKE_UPCARD, seat, upcard)]
        self.passed_upcard[seat] = upcard
        if seat == self.dealer:
            self.turn = 1 - self.dealer
            self.phase = Phase.DRAW
            self.must_draw_stock = True
        else:
            self.turn = self.dealer
        return [Event(EventKind.PASS, seat, upcard)]

    def _draw(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind in _LAY_DOWNS:
            raise _illegal(f"draw a card before you {kind.value}", "must_draw_first")
        if kind not in _DRAWS:
            raise _illegal(f"{kind.value} is only allowed in the upcard phase", "wrong_phase")
        self._no_card(action)
        if kind is ActionKind.DRAW_STOCK:
            if not self.stock:
                raise _illegal("the stock is empty", "stock_empty")
            card = self.stock.pop()
            self.hands[seat] |= card.bit
            self.drew_from_stock = True
            self.must_draw_stock = False
            self.taken_from_discard = None
            self.phase = Phase.DISCARD
            events = [Event(EventKind.DRAW_STOCK, seat, card, private=True)]
            if (
                not self.stock
                and self.ruleset.stock_exhaustion is StockExhaustion.RECYCLE
                and self.recycles < MAX_STOCK_RECYCLES
            ):
                self.recycles += 1
                self.stock = self.discard_pile[::-1]
                self.discard_pile = []
                events.append(Event(EventKind.STOCK_RECYCLED))
            return events
        if self.must_draw_stock:
            raise _illegal(
                "both players passed the upcard: the first draw comes from the stock",
                "must_draw_stock",
            )
        if not self.discard_pile:
            raise _illegal("the discard pile is empty", "discard_pile_empty")
        card = self.discard_pile.pop()
        self.hands[seat] |= card.bit
        self.taken_from_discard = card
        self.drew_from_stock = False
        self.took[seat].append(card)
        self.phase = Phase.DISCARD
        return [Event(EventKind.DRAW_DISCARD, seat, card)]

    def _discard_card(self, seat: int, action: Action) -> Card:
        """The card ``action`` discards, checked (not yet removed)."""
        card = action.card
        if card is None:
            raise _illegal(f"{action.kind.value} needs the card to discard", "card_required")
        if not self.hands[seat] & card.bit:
            raise _illegal(f"you do not hold {card.code}", "card_not_in_hand", card=card.code)
        if card == self.taken_from_discard and not self.ruleset.may_discard_taken_card:
            raise _illegal(
                f"{card.code} was just taken from the discard pile and may not be discarded "
                "this turn",
                "cannot_discard_taken_card",
                card=card.code,
            )
        return card

    def _remove(self, seat: int, card: Card) -> None:
        self.hands[seat] ^= card.bit
        self.discard_pile.append(card)
        self.discarded[seat].append(card)
        took = self.took[seat]
        if card in took:
            took.remove(card)
        self.taken_from_discard = None

    def _lay_down(self, seat: int, action: Action) -> tuple[list[Event], HandResult | None]:
        kind = action.kind
        if kind in _DRAWS:
            raise _illegal("you have drawn already: discard (or knock)", "must_discard")
        if kind in _UPCARD_ACTIONS:
            raise _illegal(f"{kind.value} is only allowed in the upcard phase", "wrong_phase")
        ruleset = self.ruleset
        other = 1 - seat
        if kind is ActionKind.DISCARD:
            card = self._discard_card(seat, action)
            self._remove(seat, card)
            events = [Event(EventKind.DISCARD, seat, card)]
            if self.drew_from_stock and len(self.stock) <= (
                2 if ruleset.stock_exhaustion is StockExhaustion.DEAD_HAND else 0
            ):
                return events, self._dead()
            self.turn = other
            self.phase = Phase.DRAW
            self.drew_from_stock = False
            return events, None
        if kind is ActionKind.BIG_GIN:
            if ruleset.big_gin_bonus is None:
                raise _illegal(
                    f"the {ruleset.name} ruleset has no big gin: knock instead",
                    "no_big_gin_in_ruleset",
                )
            self._no_card(action)
            result = score_knock(
                self.cards(seat),
                self.cards(other),
                ruleset,
                knock_limit=self.knock_limit,
                knocker_melds=action.melds,
                big_gin=True,
            )
            return self._knocked(seat, result, EventKind.BIG_GIN, None)
        if ruleset.knock_cards == 11:
            self._no_card(action)
            result = score_knock(
                self.cards(seat),
                self.cards(other),
                ruleset,
                knock_limit=self.knock_limit,
                knocker_melds=action.melds,
            )
            return self._knocked(seat, result, EventKind.KNOCK, None)
        card = self._discard_card(seat, action)
        result = score_knock(
            from_mask(self.hands[seat] ^ card.bit),
            self.cards(other),
            ruleset,
            knock_limit=self.knock_limit,
            knocker_melds=action.melds,
        )
        self._remove(seat, card)
        return self._knocked(seat, result, EventKind.KNOCK, card)

    def _knocked(
        self, seat: int, result: KnockResult, kind: EventKind, discard: Card | None
    ) -> tuple[list[Event], HandResult]:
        other = 1 - seat
        melds = _meld_cards(result.knocker.melds)
        winner = seat if result.knocker_won else other
        by_seat: list[Any] = [None, None]
        by_seat[seat] = (self.cards(seat), melds, result.knocker.unmatched)
        by_seat[other] = (
            self.cards(other),
            _meld_cards(result.defence.melds),
            result.defence.unmatched,
        )
        hand_result = HandResult(
            hand_number=self.number,
            dealer=self.dealer,
            knock_limit=self.knock_limit,
            outcome=result.outcome,
            knocker=seat,
            winner=winner,
            points=result.points,
            bonus=result.bonus,
            cards=(by_seat[0][0], by_seat[1][0]),
            melds=(by_seat[0][1], by_seat[1][1]),
            unmatched=(by_seat[0][2], by_seat[1][2]),
            layoffs=result.defence.layoffs,
            knocker_deadwood=result.knocker_deadwood,
            defender_deadwood=result.defender_deadwood,
            discard=discard,
            stock_count=len(self.stock),
        )
        event = Event(
            kind,
            seat,
            discard,
            hand_number=self.number,
            melds=melds,
            deadwood=result.knocker_deadwood,
        )
        self.phase = Phase.HAND_OVER
        return [event], hand_result

    def _dead(self) -> HandResult:
        self.phase = Phase.HAND_OVER
        return HandResult(
            hand_number=self.number,
            dealer=self.dealer,
            knock_limit=self.knock_limit,
            outcome=Outcome.DEAD,
            knocker=None,
            winner=None,
            points=0,
            bonus=0,
            cards=(self.cards(0), self.cards(1)),
            melds=((), ()),
            unmatched=((), ()),
            stock_count=len(self.stock),
        )

    # -- snapshots ----------------------------------------------------------------------------

    def to_snapshot(self) -> dict[str, Any]:
        """The full state, JSON-ready (cards as codes; the stock top first)."""
        return {
            "number": self.number,
            "dealer": self.dealer,
            "first_upcard": self.first_upcard.code,
            "hands": [codes(self.cards(0)), codes(self.cards(1))],
            "stock": codes(reversed(self.stock)),
            "discard_pile": codes(self.discard_pile),
            "turn": self.turn,
            "phase": self.phase.value,
            "must_draw_stock": self.must_draw_stock,
            "taken_from_discard": _code(self.taken_from_discard),
            "drew_from_stock": self.drew_from_stock,
            "passed_upcard": [_code(card) for card in self.passed_upcard],
            "took": [codes(cards) for cards in self.took],
            "discarded": [codes(cards) for cards in self.discarded],
            "recycles": self.recycles,
        }

    @classmethod
    def from_snapshot(cls, data: Mapping[str, Any], ruleset: Ruleset) -> Hand:
        hands = [0, 0]
        for seat in (0, 1):
            for card in parse_cards(data["hands"][seat]):
                hands[seat] |= card.bit
        return cls(
            ruleset=ruleset,
            number=data["number"],
            dealer=data["dealer"],
            first_upcard=Card.parse(data["first_upcard"]),
            hands=hands,
            stock=list(reversed(parse_cards(data["stock"]))),
            discard_pile=list(parse_cards(data["discard_pile"])),
            turn=data["turn"],
            phase=Phase(data["phase"]),
            must_draw_stock=data["must_draw_stock"],
            taken_from_discard=_card(data["taken_from_discard"]),
            drew_from_stock=data["drew_from_stock"],
            passed_upcard=[_card(code) for code in data["passed_upcard"]],
            took=[list(parse_cards(cards)) for cards in data["took"]],
            # Not parse_cards: after an arcade recycle a card may be discarded twice.
            discarded=[[Card.parse(code) for code in cards] for cards in data["discarded"]],
            recycles=data.get("recycles", 0),
        )

    def card_count(self) -> int:
        """Cards in both hands, the stock and the pile: always 52."""
        return (
            self.hands[0].bit_count()
            + self.hands[1].bit_count()
            + len(self.stock)
            + len(self.discard_pile)
        )


def _code(card: Card | None) -> str | None:
    return None if card is None else card.code


def _card(code: str | None) -> Card | None:
    return None if code is None else Card.parse(code)
