"""Scoring a knock (docs/RULES.md sections 3 and 5).

>>> from .cards import parse_cards
>>> from .rules import get_ruleset
>>> result = score_knock(
...     parse_cards("7C 7D 7H 2S 3S 4S 9C TC JC 2H".split()),
...     parse_cards("AC 5D 6D 7S 8H KH QS 3D 9D 5S".split()),
...     get_ruleset("standard"),
... )
>>> [card.code for card in result.defence.layoffs]  # 5S on 2S-4S, 7S on the sevens
['5S', '7S']
>>> result.outcome, result.knocker_deadwood, result.defender_deadwood, result.points
(Outcome.KNOCK, 2, 52, 50)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .cards import Card, codes, to_mask
from .errors import DuplicateCardError, HandSizeError, IllegalActionError
from .layoffs import Defence, best_defence
from .melds import Arrangement, Meld, arrangement_from_melds, best_arrangement
from .rules import Ruleset

__all__ = ["KnockResult", "Outcome", "score_knock"]


class Outcome(str, Enum):
    KNOCK = "knock"
    GIN = "gin"
    BIG_GIN = "big_gin"
    UNDERCUT = "undercut"
    DEAD = "dead"

    def __repr__(self) -> str:
        return f"Outcome.{self.name}"


@dataclass(frozen=True, slots=True)
class KnockResult:
    """What a knock scored; ``points`` (bonus included) go to the knocker unless undercut."""

    outcome: Outcome
    knocker: Arrangement
    defence: Defence
    knocker_deadwood: int
    defender_deadwood: int
    points: int
    bonus: int
    knocker_won: bool

    def to_dict(self) -> dict[str, Any]:
        """The ``/score`` answer (docs/API.md): JSON-ready, card codes upper-case."""
        return {
            "outcome": self.outcome.value,
            "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood,
            "layoffs": codes(self.defence.layoffs),
            "points": self.points,
            "winner": "knocker" if self.knocker_won else "defender",
            "bonus": self.bonus,
            "knocker_melds": [meld.codes() for meld in self.knocker.melds],
            "knocker_unmatched": codes(self.knocker.unmatched),
            "defender_melds": [meld.codes() for meld in self.defence.melds],
            "defender_unmatched": codes(self.defence.unmatched),
        }


def _check_sizes(knocker: tuple[Card, ...], defender: tuple[Card, ...], expected: int) -> None:
    if len(knocker) != expected:
        raise HandSizeError(
            f"the knocker shows {expected} cards here, got {len(knocker)}",
            expected=str(expected),
            got=len(knocker),
        )
    if len(defender) != 10:
        raise HandSizeError(
            f"the defender holds 10 cards, got {len(defender)}", expected="10", got=len(defender)
        )
    both = knocker + defender
    if to_mask(both).bit_count() != len(both):
        seen: set[Card] = set()
        for card in both:
            if card in seen:
                raise DuplicateCardError(f"card {card.code} is given twice", card=card.code)
            seen.add(card)


def score_knock(
    knocker_cards: Iterable[Card],
    defender_cards: Iterable[Card],
    ruleset: Ruleset,
    *,
    knock_limit: int | None = None,
    knocker_melds: Sequence[Sequence[Card] | Meld] | None = None,
    big_gin: bool = False,
) -> KnockResult:
    """Score a knock by the player holding ``knocker_cards`` against ``defender_cards``.

    The knocker shows ``ruleset.knock_cards`` cards (10, or 11 in arcade), or 11 when
    declaring ``big_gin``.  ``knocker_melds`` is the arrangement the knocker names (checked:
    InvalidMeldError); without it the engine shows :func:`~.melds.best_arrangement`.
    ``knock_limit`` defaults to ``ruleset.knock_limit`` (pass the hand's own for oklahoma).

    Raises IllegalActionError ``deadwood_too_high`` when the shown deadwood is over the limit
    (a limit of 0 allows gin only), ``not_big_gin`` when big gin is declared but not every card
    melds or the ruleset has no big gin; HandSizeError / DuplicateCardError for bad hands.
    Gin is never undercut; a tie is an undercut.
    """
    knocker = tuple(knocker_cards)
    defender = tuple(defender_cards)
    cap = ruleset.max_meld_size
    limit = ruleset.knock_limit if knock_limit is None else knock_limit
    if big_gin and ruleset.big_gin_bonus is None:
        raise IllegalActionError(
            f"the {ruleset.name} ruleset has no big gin",
            code="no_big_gin_in_ruleset",
            ruleset=ruleset.name,
        )
    _check_sizes(knocker, defender, 11 if big_gin else ruleset.knock_cards)
    if knocker_melds is None:
        shown = best_arrangement(knocker, max_meld_size=cap)
    else:
        shown = arrangement_from_melds(knocker, knocker_melds, max_meld_size=cap)
    knocker_deadwood = shown.deadwood

    if big_gin and knocker_deadwood:
        raise IllegalActionError(
            f"big gin needs all 11 cards in melds; {knocker_deadwood} deadwood is left",
            code="not_big_gin",
            deadwood=knocker_deadwood,
        )
    if knocker_deadwood > limit:
        raise IllegalActionError(
            f"cannot knock with {knocker_deadwood} deadwood; the limit is {limit}",
            code="deadwood_too_high",
            deadwood=knocker_deadwood,
            limit=limit,
        )

    if knocker_deadwood == 0:
        # Against gin the defender keeps its own melds but lays nothing off.
        defence = best_defence(defender, (), max_meld_size=cap, allow_layoffs=False)
        if big_gin and ruleset.big_gin_bonus is not None:
            outcome, bonus = Outcome.BIG_GIN, ruleset.big_gin_bonus
        else:
            outcome, bonus = Outcome.GIN, ruleset.gin_bonus
        return KnockResult(
            outcome=outcome,
            knocker=shown,
            defence=defence,
            knocker_deadwood=0,
            defender_deadwood=defence.deadwood,
            points=defence.deadwood + bonus,
            bonus=bonus,
            knocker_won=True,
        )

    defence = best_defence(
        defender,
        shown.melds,
        max_meld_size=cap,
        count_melded=ruleset.defender_counts_melded,
    )
    if knocker_deadwood < defence.deadwood:
        outcome, points, bonus, knocker_won = (
            Outcome.KNOCK,
            defence.deadwood - knocker_deadwood,
            0,
            True,
        )
    else:
        bonus = ruleset.undercut_bonus
        outcome, points, knocker_won = (
            Outcome.UNDERCUT,
            knocker_deadwood - defence.deadwood + bonus,
            False,
        )
    return KnockResult(
        outcome=outcome,
        knocker=shown,
        defence=defence,
        knocker_deadwood=knocker_deadwood,
        defender_deadwood=defence.deadwood,
        points=points,
        bonus=bonus,
        knocker_won=knocker_won,
    )
