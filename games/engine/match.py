"""A whole game: hands to the target, end bonuses, resignation, replay and snapshots.

>>> from .rules import get_ruleset
>>> match = Match.new(seed=b"doc", ruleset=get_ruleset("standard"))
>>> match.hand_number, match.phase, len(match.view(0).your_cards)
(1, Phase.UPCARD, 10)

Conventions (where docs/RULES.md is silent):

- **Seeds.**  Hand ``n``'s deck is ``shuffled_deck(derive_seed(seed, f"hand:{n}"))`` and the
  first dealer is ``seed_bit(seed, "dealer")``; with ``first_hand_seed`` (Daily Gin) hand 1
  and the first dealer come from it instead; with ``first_hand_stock_seed`` as well, hand 1
  keeps that deal's hands and upcard but its stock is shuffled by ``first_hand_stock_seed``
  alone (:func:`~.shuffle.restocked`: a game that shares a deal's opening, not its stock).
  ``hand_number`` counts deals, dead hands
  included, so a redeal after a dead hand is a new hand with a new deck.
- **No resting between hands.**  The hand that ends is recorded in :attr:`Match.hand_results`
  and the next is dealt in the same :meth:`Match.apply`; ``Phase.HAND_OVER`` is never the
  phase of a match.  The view's ``last_hand`` shows the ended hand until the next one ends.
- **End of the game.**  The hand's winner adds the points; a column whose target is reached
  closes with that player as its winner.  Final totals: hand points + game bonus (doubled
  when the loser has 0 points in that column: a shutout) + line bonus per hand won in that
  column, to each player.  Bonuses decide nothing.
- **Hollywood** (``hollywood_columns == 3``).  A player's k-th hand win scores in columns
  1 to ``min(k, 3)``, as docs/RULES.md says, except those already decided (so once column 1 is
  decided a player's 1st win scores nowhere and its 2nd only in column 2).  Each column is
  a game to the target with its own game, shutout and line bonuses; the match ends when
  all three are closed and its winner is the player who won more columns.
  ``scores`` counts each hand's points once; ``final_scores`` sums the columns.
- **Resignation.**  Either seat, at any time while the game is on (even on the opponent's
  turn).  The game ends at once and the other seat wins.  ``final_scores`` then shows the
  points of the hands already finished and no bonus at all (game and line bonuses are 0 for
  both): the bonuses reward a game played to its end.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .actions import Action, ActionKind
from .cards import Card, to_mask
from .errors import HandSizeError, IllegalActionError, InvalidActionError
from .events import Column, Event, EventKind, FinalScores, HandResult, SeatTotals
from .hand import Hand
from .rules import Ruleset, StockExhaustion
from .shuffle import hand_deck, restocked, seed_bit
from .view import LegalAction, Phase, SeatView

SNAPSHOT_FORMAT = 1


class Match:
    """The mutable state of a game between seats 0 and 1."""

    def __init__(
        self,
        *,
        seed: bytes,
        ruleset: Ruleset,
        first_hand_seed: bytes | None,
        hand: Hand,
        first_hand_stock_seed: bytes | None = None,
        columns: list[Column] | None = None,
        scores: list[int] | None = None,
        hands_won: list[int] | None = None,
        hand_results: list[HandResult] | None = None,
        winner: int | None = None,
        resigned: int | None = None,
        finished: bool = False,
        move_count: int = 0,
    ) -> None:
        """Use :meth:`new`, :meth:`replay` or :meth:`from_snapshot`."""
        self.seed = seed
        self.ruleset = ruleset
        self.first_hand_seed = first_hand_seed
        self.first_hand_stock_seed = first_hand_stock_seed
        self.hand = hand
        self.columns: list[Column] = columns or [Column()] * ruleset.hollywood_columns
        self.scores: list[int] = scores or [0, 0]
        """Each seat's hand points (each hand counted once, hollywood included)."""
        self.hands_won: list[int] = hands_won or [0, 0]
        self.hand_results: list[HandResult] = hand_results or []
        """Every finished hand, dead ones included, oldest first."""
        self.winner = winner
        self.resigned = resigned
        """The seat that resigned, if any."""
        self.finished = finished
        self.move_count = move_count
        """Actions applied so far (the service's ``version``)."""

    @classmethod
    def new(
        cls,
        *,
        seed: bytes,
        ruleset: Ruleset,
        first_hand_seed: bytes | None = None,
        first_hand_stock_seed: bytes | None = None,
    ) -> Match:
        """A game whose first hand has just been dealt."""
        first = seed if first_hand_seed is None else first_hand_seed
        dealer = seed_bit(first, "dealer")
        deck = hand_deck(first, 1)
        if first_hand_stock_seed is not None:
            deck = restocked(deck, first_hand_stock_seed)
        hand = Hand.deal(deck, ruleset=ruleset, number=1, dealer=dealer)
        return cls(
            seed=seed,
            ruleset=ruleset,
            first_hand_seed=first_hand_seed,
            hand=hand,
            first_hand_stock_seed=first_hand_stock_seed,
        )

    @classmethod
    def from_deck(
        cls, deck: Sequence[Card], *, ruleset: Ruleset, dealer: int, seed: bytes = b""
    ) -> Match:
        """A game whose first hand is dealt from ``deck`` (a stacked deck, for tests and
        puzzles); later hands come from ``seed`` as usual.  Such a game cannot be replayed
        from its seed."""
        _check_seat(dealer)
        if len(deck) != 52 or to_mask(deck) != (1 << 52) - 1:
            raise HandSizeError("a deck is the 52 distinct cards", expected="52", got=len(deck))
        hand = Hand.deal(deck, ruleset=ruleset, number=1, dealer=dealer)
        return cls(seed=seed, ruleset=ruleset, first_hand_seed=None, hand=hand)

    @classmethod
    def replay(
        cls,
        *,
        seed: bytes,
        ruleset: Ruleset,
        moves: Iterable[tuple[int, Action]],
        first_hand_seed: bytes | None = None,
        first_hand_stock_seed: bytes | None = None,
    ) -> Match:
        """The game after ``moves`` (every applied action, in order, as ``(seat, action)``)."""
        match = cls.new(
            seed=seed,
            ruleset=ruleset,
            first_hand_seed=first_hand_seed,
            first_hand_stock_seed=first_hand_stock_seed,
        )
        for seat, action in moves:
            match.apply(seat, action)
        return match

    # -- reading ------------------------------------------------------------------------------

    @property
    def hand_number(self) -> int:
        return self.hand.number

    @property
    def dealer(self) -> int:
        return self.hand.dealer

    @property
    def turn(self) -> int | None:
        return None if self.finished else self.hand.turn

    @property
    def phase(self) -> Phase:
        return Phase.GAME_OVER if self.finished else self.hand.phase

    @property
    def last_hand(self) -> HandResult | None:
        return self.hand_results[-1] if self.hand_results else None

    def legal_actions(self, seat: int) -> list[LegalAction]:
        """What ``seat`` may do now; empty when it is not its turn or the game is over.

        ``resign`` is listed on the seat's turn only but is accepted at any time.
        """
        _check_seat(seat)
        if self.finished:
            return []
        return list(self.hand.legal_actions(seat))

    def view(self, seat: int) -> SeatView:
        """Everything ``seat`` may know now."""
        _check_seat(seat)
        hand = self.hand
        other = 1 - seat
        on_turn = not self.finished and hand.turn == seat
        return SeatView.unchecked(
            seat=seat,
            ruleset=self.ruleset,
            hand_number=hand.number,
            dealer=hand.dealer,
            turn=self.turn,
            phase=self.phase,
            your_cards=hand.cards(seat),
            opponent_card_count=hand.hands[other].bit_count(),
            discard_pile=tuple(hand.discard_pile),
            stock_count=len(hand.stock),
            knock_limit=hand.knock_limit,
            taken_from_discard=hand.taken_from_discard if on_turn else None,
            must_draw_stock=hand.must_draw_stock,
            opponent_took=tuple(hand.took[other]),
            opponent_discarded=tuple(hand.discarded[other]),
            opponent_passed_upcard=hand.passed_upcard[other],
            your_discarded=tuple(hand.discarded[seat]),
            scores=(self.scores[seat], self.scores[other]),
            hands_won=(self.hands_won[seat], self.hands_won[other]),
            columns=tuple(self.columns),
            winner=self.winner,
            final=self.final_scores(),
            hand_results=tuple(self.hand_results),
        )

    def final_scores(self) -> FinalScores | None:
        """The final totals once the game is over (see the module docstring)."""
        if not self.finished:
            return None
        per_column = tuple(self._column_totals(column) for column in self.columns)
        totals = tuple(
            SeatTotals(
                points=sum(column[seat].points for column in per_column),
                game_bonus=sum(column[seat].game_bonus for column in per_column),
                line_bonus=sum(column[seat].line_bonus for column in per_column),
            )
            for seat in (0, 1)
        )
        return FinalScores(
            totals=(totals[0], totals[1]),
            columns=per_column if len(per_column) > 1 else (),
            resigned=self.resigned,
        )

    def _column_totals(self, column: Column) -> tuple[SeatTotals, SeatTotals]:
        ruleset = self.ruleset
        out = []
        for seat in (0, 1):
            game_bonus = line_bonus = 0
            if self.resigned is None:
                line_bonus = ruleset.line_bonus * column.hands_won[seat]
                if column.winner == seat:
                    shutout = column.scores[1 - seat] == 0
                    game_bonus = ruleset.game_bonus * (2 if shutout else 1)
            out.append(SeatTotals(column.scores[seat], game_bonus, line_bonus))
        return out[0], out[1]

    # -- playing ------------------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Play ``action`` for ``seat`` and return what happened.

        Raises IllegalActionError (``code`` says why) or InputError; the state is then
        unchanged.
        """
        _check_seat(seat)
        if self.finished:
            raise IllegalActionError("the game is over", code="game_over")
        if action.kind is ActionKind.RESIGN:
            if action.card is not None or action.melds is not None:
                raise IllegalActionError("resign takes no card or melds", code="card_not_allowed")
            self.resigned = seat
            events = [Event(EventKind.RESIGN, seat)]
            events.append(self._end(1 - seat))
            self.move_count += 1
            return events
        events, result = self.hand.apply(seat, action)
        self.move_count += 1
        if result is not None:
            events.extend(self._hand_over(result))
        return events

    def _hand_over(self, result: HandResult) -> list[Event]:
        winner = result.winner
        if winner is not None:
            self.scores[winner] += result.points
            self.hands_won[winner] += 1
            result = dataclasses.replace(result, columns=self._score_columns(winner, result))
        self.hand_results.append(result)
        events = [Event(EventKind.HAND_OVER, hand_number=result.hand_number, result=result)]
        if all(column.winner is not None for column in self.columns):
            wins = [sum(column.winner == seat for column in self.columns) for seat in (0, 1)]
            events.append(self._end(0 if wins[0] > wins[1] else 1))
            return events
        dealer = self.hand.dealer if winner is None else winner
        number = self.hand.number + 1
        self.hand = Hand.deal(
            hand_deck(self.seed, number),
            ruleset=self.ruleset,
            number=number,
            dealer=dealer,
        )
        events.append(Event(EventKind.DEAL, hand_number=number, dealer=dealer))
        return events

    def _score_columns(self, winner: int, result: HandResult) -> tuple[int, ...]:
        """Add a won hand to its columns; the 1-based columns it scored in (hollywood)."""
        # docs/RULES.md 5, literally: the k-th win scores in columns 1..min(k, 3); a column already
        # decided takes no more points, so a win can score in fewer columns, or in none.
        reach = min(self.hands_won[winner], len(self.columns))
        scored = [i for i in range(reach) if self.columns[i].winner is None]
        for i in scored:
            column = self.columns[i]
            scores = list(column.scores)
            won = list(column.hands_won)
            scores[winner] += result.points
            won[winner] += 1
            self.columns[i] = Column(
                (scores[0], scores[1]),
                (won[0], won[1]),
                winner if scores[winner] >= self.ruleset.target else None,
            )
        return tuple(i + 1 for i in scored) if len(self.columns) > 1 else ()

    def _end(self, winner: int) -> Event:
        self.finished = True
        self.winner = winner
        return Event(EventKind.GAME_OVER, final=self.final_scores(), winner=winner)

    # -- snapshots ----------------------------------------------------------------------------

    def to_snapshot(self) -> dict[str, Any]:
        """The full state, JSON-ready, seed included: for the server's storage only.

        ``first_hand_stock_seed`` is there only when the game has one, so a snapshot saved
        before it existed is still this format's."""
        snapshot: dict[str, Any] = {
            "format": SNAPSHOT_FORMAT,
            "ruleset": self.ruleset.to_dict(),
            "seed": self.seed.hex(),
            "first_hand_seed": None if self.first_hand_seed is None else self.first_hand_seed.hex(),
            "scores": list(self.scores),
            "hands_won": list(self.hands_won),
            "columns": [column.to_snapshot() for column in self.columns],
            "hand_results": [result.to_snapshot() for result in self.hand_results],
            "winner": self.winner,
            "resigned": self.resigned,
            "finished": self.finished,
            "move_count": self.move_count,
            "hand": self.hand.to_snapshot(),
        }
        if self.first_hand_stock_seed is not None:
            snapshot["first_hand_stock_seed"] = self.first_hand_stock_seed.hex()
        return snapshot

    def matches_snapshot(self, stored: Mapping[str, Any]) -> bool:
        """Whether ``stored``, a snapshot saved of this game, is this match's state.

        A snapshot saved before hand results recorded their ``stock_count`` lacks it; it is
        compared without it."""
        snapshot = self.to_snapshot()
        results = zip(stored.get("hand_results", ()), snapshot["hand_results"], strict=False)
        for saved, result in results:
            if "stock_count" not in saved:
                del result["stock_count"]
        return snapshot == stored

    @classmethod
    def from_snapshot(cls, data: Mapping[str, Any]) -> Match:
        """The match :meth:`to_snapshot` saved."""
        if data.get("format") != SNAPSHOT_FORMAT:
            raise InvalidActionError(
                f"unknown snapshot format {data.get('format')!r}", field="format"
            )
        ruleset = ruleset_from_dict(data["ruleset"])
        first = data["first_hand_seed"]
        stock = data.get("first_hand_stock_seed")
        return cls(
            seed=bytes.fromhex(data["seed"]),
            ruleset=ruleset,
            first_hand_seed=None if first is None else bytes.fromhex(first),
            first_hand_stock_seed=None if stock is None else bytes.fromhex(stock),
            hand=Hand.from_snapshot(data["hand"], ruleset),
            columns=[Column.from_snapshot(column) for column in data["columns"]],
            scores=list(data["scores"]),
            hands_won=list(data["hands_won"]),
            hand_results=[HandResult.from_snapshot(result) for result in data["hand_results"]],
            winner=data["winner"],
            resigned=data["resigned"],
            finished=data["finished"],
            move_count=data["move_count"],
        )


def ruleset_from_dict(data: Mapping[str, Any]) -> Ruleset:
    """The ruleset :meth:`Ruleset.to_dict` wrote."""
    fields = {field.name for field in dataclasses.fields(Ruleset)}
    values = {key: value for key, value in data.items() if key in fields}
    values["stock_exhaustion"] = StockExhaustion(values["stock_exhaustion"])
    return Ruleset(**values)


def _check_seat(seat: int) -> None:
    if seat not in (0, 1):
        raise InvalidActionError(f"seat must be 0 or 1, not {seat!r}", field="seat")
