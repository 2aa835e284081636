"""What the puzzle endpoints serve: a puzzle before its attempt (no answer in it), an
attempt's answer, and the two boards."""

from __future__ import annotations

import math
import uuid
from dataclasses import dataclass
from typing import Any

from django.db.models import Q, QuerySet

from ratings.glicko2 import PROVISIONAL_RD

from .models import Puzzle, PuzzlePlayer
from .services import Attempted

POSITION_FIELDS = (
    "your_cards",
    "discard_pile",
    "stock_count",
    "opponent_card_count",
    "opponent_took",
    "opponent_discarded",
    "phase",
    "knock_limit",
    "legal_actions",
)
"""What a puzzle's position serves: the seat's view at that decision, field by field."""


def puzzle_body(puzzle: Puzzle) -> dict[str, Any]:
    """A puzzle as served before any attempt: nothing in it tells the answer."""
    return {
        "id": puzzle.pk,
        "ruleset": puzzle.ruleset,
        "themes": list(puzzle.themes),
        "rating": round(puzzle.rating, 1),
        "position": {name: puzzle.position[name] for name in POSITION_FIELDS},
    }


def attempt_body(attempted: Attempted) -> dict[str, Any]:
    change = attempted.rating_change
    return {
        "correct": attempted.correct,
        "solution": attempted.puzzle.solution,
        "values": attempted.puzzle.values,
        "rating_change": None if change is None else {"before": change[0], "after": change[1]},
        "streak": attempted.streak,
    }


@dataclass(frozen=True)
class Board:
    name: str
    field: str
    """The column ranked, highest first."""

    def rows(self) -> QuerySet[PuzzlePlayer]:
        if self.field == "rating":
            return PuzzlePlayer.objects.filter(rd__lte=PROVISIONAL_RD)
        return PuzzlePlayer.objects.filter(best_streak__gt=0)

    def row(self, player: PuzzlePlayer, rank: int) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rank": rank,
            "player": {"id": str(player.player_id), "display_name": player.player.display_name},
        }
        if self.field == "rating":
            out.update(
                rating=round(player.rating, 1),
                rd=round(player.rd, 1),
                attempts=player.rated_attempts,
            )
        else:
            out["best_streak"] = player.best_streak
        return out

    def rank_of(self, value: float) -> int:
        """1 + the rows strictly above ``value``: equal values share a rank."""
        return self.rows().filter(**{f"{self.field}__gt": value}).count() + 1

    def position_of(self, row: PuzzlePlayer) -> int:
        """``row``'s 0-based place in the board's order (:meth:`ordered`): the rows above
        it, and those tied with it that the tie-break (the player's id) puts first."""
        value = getattr(row, self.field)
        return (
            self.rows()
            .filter(
                Q(**{f"{self.field}__gt": value})
                | Q(**{self.field: value, "player_id__lt": row.player_id})
            )
            .count()
        )

    def ordered(self) -> QuerySet[PuzzlePlayer]:
        """The board's rows in order: best first, ties by the player's id."""
        return self.rows().order_by(f"-{self.field}", "player_id")

    def page(
        self, *, page: int, page_size: int, player_id: uuid.UUID | None = None
    ) -> dict[str, Any]:
        rows = self.rows()
        count = rows.count()
        me = None
        if player_id is not None:
            mine = rows.filter(pk=player_id).select_related("player").first()
            if mine is not None:
                me = self.row(mine, self.rank_of(getattr(mine, self.field)))
                # The page holding the row in the order the page is cut from; its rank alone
                # would miss it when rows tied with it come first.
                page = self.position_of(mine) // page_size + 1
        start = (page - 1) * page_size
        chosen = list(self.ordered().select_related("player")[start : start + page_size])
        results: list[dict[str, Any]] = []
        for position, row in enumerate(chosen):
            value = getattr(row, self.field)
            previous = getattr(chosen[position - 1], self.field) if position else None
            if previous == value:
                rank = results[-1]["rank"]
            else:  # every row before this one ranks above it: only the page's first is counted
                rank = self.rank_of(value) if position == 0 else start + position + 1
            results.append(self.row(row, rank))
        return {
            "board": self.name,
            "count": count,
            "page": page,
            "page_size": page_size,
            "pages": max(1, math.ceil(count / page_size)),
            "me": me,
            "results": results,
        }


RATING_BOARD = Board("puzzles", "rating")
STREAK_BOARD = Board("puzzle-streaks", "best_streak")
