"""What a hand of 10 or 11 cards is worth under a ruleset: the stateless analysis.

>>> from .cards import parse_cards
>>> from .rules import get_ruleset
>>> hand = parse_cards("7H 7S 7D 8H 9H AS 2S 3S KD QD JD".split())
>>> report = analyze_hand(hand, get_ruleset("standard"))
>>> report.deadwood, report.deadwood_after_discard, report.can_knock
(14, 7, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card, codes
from .errors import HandSizeError
from .melds import Arrangement, best_arrangement, best_discards
from .rules import Ruleset


@dataclass(frozen=True, slots=True)
class HandAnalysis:
    ruleset: Ruleset
    arrangement: Arrangement
    """A least-deadwood arrangement of every card given."""
    best_discards: tuple[Card, ...] | None
    """11 cards: every discard leaving the least deadwood; None for 10 cards."""
    deadwood_after_discard: int | None
    can_knock: bool
    is_gin: bool
    is_big_gin: bool

    @property
    def deadwood(self) -> int:
        return self.arrangement.deadwood

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "ruleset": self.ruleset.name,
            "knock_limit": self.ruleset.knock_limit,
            "deadwood": self.deadwood,
            "melds": [meld.codes() for meld in self.arrangement.melds],
            "unmatched": codes(self.arrangement.unmatched),
        }
        if self.best_discards is not None:
            out["best_discards"] = codes(self.best_discards)
            out["deadwood_after_discard"] = self.deadwood_after_discard
        out["can_knock"] = self.can_knock
        out["is_gin"] = self.is_gin
        out["is_big_gin"] = self.is_big_gin
        return out


def analyze_hand(cards: Sequence[Card], ruleset: Ruleset) -> HandAnalysis:
    """Deadwood, melds and knock/gin prospects of 10 or 11 distinct cards.

    With 11 cards, a ruleset that knocks with 10 (discard, then knock) is judged after the
    best discard; arcade, which knocks with all 11, on the 11.  With 10 cards under arcade no
    knock is possible yet (it needs the drawn 11th card), so ``can_knock`` and ``is_gin`` are
    false.  The knock limit is the ruleset's own (oklahoma: its base of 10, since a hand's
    real limit there depends on its first upcard).
    """
    if len(cards) not in (10, 11):
        raise HandSizeError(
            f"expected 10 or 11 cards, got {len(cards)}", expected="10 or 11", got=len(cards)
        )
    cap = ruleset.max_meld_size
    arrangement = best_arrangement(cards, max_meld_size=cap)
    discards: tuple[Card, ...] | None = None
    after: int | None = None
    knock_deadwood: int | None
    if len(cards) == 11:
        after, discards = best_discards(cards, max_meld_size=cap)
        knock_deadwood = arrangement.deadwood if ruleset.knock_cards == 11 else after
    else:
        knock_deadwood = arrangement.deadwood if ruleset.knock_cards == 10 else None
    return HandAnalysis(
        ruleset=ruleset,
        arrangement=arrangement,
        best_discards=discards,
        deadwood_after_discard=after,
        can_knock=knock_deadwood is not None and knock_deadwood <= ruleset.knock_limit,
        is_gin=knock_deadwood == 0,
        is_big_gin=(
            len(cards) == 11 and ruleset.big_gin_bonus is not None and arrangement.deadwood == 0
        ),
    )
