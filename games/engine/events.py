"""What happened: public events, hand results and final scores.

Everything here is a small frozen value holding seat numbers (0 and 1); ``to_dict(seat)``
renders it for one seat, saying ``"you"``/``"opponent"`` and hiding what that seat may not
see (the card the opponent drew from the stock).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple

from .cards import Card, codes, parse_cards
from .scoring import Outcome


def relative(seat: int | None, viewer: int) -> str | None:
    """``"you"``, ``"opponent"`` or None: how ``viewer`` names ``seat``."""
    if seat is None:
        return None
    return "you" if seat == viewer else "opponent"


def _melds_codes(melds: Sequence[Sequence[Card]]) -> list[list[str]]:
    return [codes(meld) for meld in melds]


def _melds_parse(data: Sequence[Sequence[str]]) -> tuple[tuple[Card, ...], ...]:
    return tuple(parse_cards(meld) for meld in data)


Melds = tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class HandResult:
    """How one hand ended, with both hands as they were laid down.

    Per-seat tuples are indexed by seat.  For a dead hand ``knocker`` and ``winner`` are None,
    ``points`` is 0 and nothing was melded (``melds`` empty), but both hands are shown.
    """

    hand_number: int
    dealer: int
    knock_limit: int
    outcome: Outcome
    knocker: int | None
    winner: int | None
    points: int
    """What the winner scored for the hand, bonus included."""
    bonus: int
    """The gin / big gin / undercut bonus part of ``points``."""
    cards: tuple[tuple[Card, ...], tuple[Card, ...]]
    """Every card each seat held when the hand ended (laid-off cards included), index order."""
    melds: tuple[Melds, Melds]
    """Each seat's own melds as laid down."""
    unmatched: tuple[tuple[Card, ...], tuple[Card, ...]]
    """The cards that counted against each seat (arcade defender: melded ones too)."""
    layoffs: tuple[Card, ...] = ()
    """The defender's cards laid off on the knocker's melds."""
    knocker_deadwood: int | None = None
    defender_deadwood: int | None = None
    """After layoffs, as the ruleset counts it."""
    discard: Card | None = None
    """The knocker's discard (10-card knocks); None for arcade knocks, big gin and dead hands."""
    columns: tuple[int, ...] = ()
    """Hollywood: the columns (1-based) the points were scored in."""
    stock_count: int | None = None
    """The cards left in the stock when the hand ended (None in a hand saved before it was
    recorded): how far into the hand a knock came."""

    def to_dict(self, seat: int, *, sealed: bool = False) -> dict[str, Any]:
        """The API's ``last_hand``, as ``seat`` sees it.

        ``sealed``: the opponent's hand stays hidden (a Daily Gin scored hand until its date
        is over): ``opponent_cards``, ``opponent_melds`` and ``opponent_unmatched`` are None;
        the outcome, points, deadwoods and the cards laid off still show.
        """
        other = 1 - seat
        out: dict[str, Any] = {
            "hand_number": self.hand_number,
            "outcome": self.outcome.value,
            "knocker": relative(self.knocker, seat),
            "winner": relative(self.winner, seat),
            "points": self.points,
            "bonus": self.bonus,
            "knock_limit": self.knock_limit,
            "your_cards": codes(self.cards[seat]),
            "opponent_cards": None if sealed else codes(self.cards[other]),
            "your_melds": _melds_codes(self.melds[seat]),
            "opponent_melds": None if sealed else _melds_codes(self.melds[other]),
            "your_unmatched": codes(self.unmatched[seat]),
            "opponent_unmatched": None if sealed else codes(self.unmatched[other]),
            "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood,
            "layoffs": codes(self.layoffs),
            "discard": None if self.discard is None else self.discard.code,
            "sealed": sealed,
        }
        if self.columns:
            out["columns"] = list(self.columns)
        return out

    def to_snapshot(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "knock_limit": self.knock_limit,
            "outcome": self.outcome.value,
            "knocker": self.knocker,
            "winner": self.winner,
            "points": self.points,
            "bonus": self.bonus,
            "cards": [codes(cards) for cards in self.cards],
            "melds": [_melds_codes(melds) for melds in self.melds],
            "unmatched": [codes(cards) for cards in self.unmatched],
            "layoffs": codes(self.layoffs),
            "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood,
            "discard": None if self.discard is None else self.discard.code,
            "columns": list(self.columns),
        }
        # Absent where it was not recorded (a hand saved before it was), as it was saved.
        if self.stock_count is not None:
            out["stock_count"] = self.stock_count
        return out

    @classmethod
    def from_snapshot(cls, data: Mapping[str, Any]) -> HandResult:
        cards = data["cards"]
        melds = data["melds"]
        unmatched = data["unmatched"]
        return cls(
            hand_number=data["hand_number"],
            dealer=data["dealer"],
            knock_limit=data["knock_limit"],
            outcome=Outcome(data["outcome"]),
            knocker=data["knocker"],
            winner=data["winner"],
            points=data["points"],
            bonus=data["bonus"],
            cards=(parse_cards(cards[0]), parse_cards(cards[1])),
            melds=(_melds_parse(melds[0]), _melds_parse(melds[1])),
            unmatched=(parse_cards(unmatched[0]), parse_cards(unmatched[1])),
            layoffs=parse_cards(data["layoffs"]),
            knocker_deadwood=data["knocker_deadwood"],
            defender_deadwood=data["defender_deadwood"],
            discard=None if data["discard"] is None else Card.parse(data["discard"]),
            columns=tuple(data["columns"]),
            stock_count=data.get("stock_count"),
        )


@dataclass(frozen=True, slots=True)
class SeatTotals:
    """One seat's final score: hand points plus end bonuses."""

    points: int
    game_bonus: int = 0
    line_bonus: int = 0

    @property
    def total(self) -> int:
        return self.points + self.game_bonus + self.line_bonus

    def to_dict(self) -> dict[str, int]:
        return {
            "points": self.points,
            "game_bonus": self.game_bonus,
            "line_bonus": self.line_bonus,
            "total": self.total,
        }


@dataclass(frozen=True, slots=True)
class Column:
    """One game of the match: the whole match, or one of hollywood's three columns."""

    scores: tuple[int, int] = (0, 0)
    hands_won: tuple[int, int] = (0, 0)
    """Hands each seat scored in this column (for the line bonus)."""
    winner: int | None = None
    """The seat that reached the target here first; None while the column is open."""

    def to_dict(self, seat: int) -> dict[str, Any]:
        return {
            "you": self.scores[seat],
            "opponent": self.scores[1 - seat],
            "hands_won": {"you": self.hands_won[seat], "opponent": self.hands_won[1 - seat]},
            "winner": relative(self.winner, seat),
        }

    def to_snapshot(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "hands_won": list(self.hands_won),
            "winner": self.winner,
        }

    @classmethod
    def from_snapshot(cls, data: Mapping[str, Any]) -> Column:
        scores = data["scores"]
        won = data["hands_won"]
        return cls((scores[0], scores[1]), (won[0], won[1]), data["winner"])


@dataclass(frozen=True, slots=True)
class FinalScores:
    """The end of a game: each seat's totals and, for hollywood, each column's."""

    totals: tuple[SeatTotals, SeatTotals]
    columns: tuple[tuple[SeatTotals, SeatTotals], ...] = ()
    """Hollywood only: each column's totals by seat (``totals`` is their sum)."""
    resigned: int | None = None
    """The seat that resigned, if the game ended that way (then every bonus is 0)."""

    def to_dict(self, seat: int) -> dict[str, Any]:
        """The API's ``final_scores`` as ``seat`` sees it."""
        out: dict[str, Any] = {
            "you": self.totals[seat].to_dict(),
            "opponent": self.totals[1 - seat].to_dict(),
        }
        if self.columns:
            out["columns"] = [
                {"you": column[seat].to_dict(), "opponent": column[1 - seat].to_dict()}
                for column in self.columns
            ]
        if self.resigned is not None:
            out["resigned"] = relative(self.resigned, seat)
        return out


class EventKind(str, Enum):
    DEAL = "deal"
    """A new hand was dealt (``hand_number``, ``dealer``; no cards)."""
    TAKE_UPCARD = "take_upcard"
    PASS = "pass"
    DRAW_STOCK = "draw_stock"
    """``card`` is shown to the drawer only."""
    DRAW_DISCARD = "draw_discard"
    DISCARD = "discard"
    KNOCK = "knock"
    BIG_GIN = "big_gin"
    STOCK_RECYCLED = "stock_recycled"
    """Arcade: the stock ran out and the discard pile was turned over to become the stock."""
    HAND_OVER = "hand_over"
    RESIGN = "resign"
    GAME_OVER = "game_over"

    def __repr__(self) -> str:
        return f"EventKind.{self.name}"


class Event(NamedTuple):
    """One public thing that happened.

    A named tuple rather than a frozen dataclass: it is as immutable, and every move makes
    one or two, where a frozen dataclass's ``__init__`` would cost more than the move itself.

    >>> from .cards import Card
    >>> event = Event(EventKind.DRAW_STOCK, seat=0, card=Card.parse("TD"), private=True)
    >>> event.to_dict(0)
    {'event': 'draw_stock', 'player': 'you', 'card': 'TD'}
    >>> event.to_dict(1)
    {'event': 'draw_stock', 'player': 'opponent'}
    """

    kind: EventKind
    seat: int | None = None
    """Who acted; None for events nobody chose (a deal, a recycled stock, a hand's end)."""
    card: Card | None = None
    private: bool = False
    """``card`` is shown to ``seat`` only."""
    hand_number: int | None = None
    melds: Melds | None = None
    """A knock's or big gin's melds as laid down."""
    deadwood: int | None = None
    result: HandResult | None = None
    final: FinalScores | None = None
    dealer: int | None = None
    winner: int | None = None

    def to_dict(self, seat: int, *, sealed: Collection[int] = ()) -> dict[str, Any]:
        """This event as ``seat`` may see it.

        ``sealed``: the numbers of the hands whose opponent's cards ``seat`` may not see even
        once they are over (see :meth:`HandResult.to_dict`): in those, the opponent's knock
        shows no melds and the hand's result is sealed.
        """
        is_sealed = self.hand_number is not None and self.hand_number in sealed
        out: dict[str, Any] = {"event": self.kind.value}
        if self.seat is not None:
            out["player"] = relative(self.seat, seat)
        if self.card is not None and (not self.private or self.seat == seat):
            out["card"] = self.card.code
        if self.hand_number is not None:
            out["hand_number"] = self.hand_number
        if self.melds is not None and not (is_sealed and self.seat != seat):
            out["melds"] = _melds_codes(self.melds)
        if self.deadwood is not None:
            out["deadwood"] = self.deadwood
        if self.result is not None:
            out["result"] = self.result.to_dict(seat, sealed=is_sealed)
        if self.final is not None:
            out["final_scores"] = self.final.to_dict(seat)
            out["winner"] = relative(self.winner, seat)
        if self.dealer is not None:
            out["dealer"] = relative(self.dealer, seat)
        return out
