"""The defender's answer to a knock: its own melds plus layoffs on the knocker's melds.

A layoff is the fourth card of a three-card set, or a card just below the lowest or just above
the highest card of a run, chained (after 7 goes on 4-5-6, the 8 may follow, and the 3 below),
never past the meld size cap (docs/RULES.md 2.6).  The best defence is found exactly: every set of
cards that can be laid off is tried, and the rest arranged with the least deadwood.

>>> from .cards import parse_cards
>>> from .melds import Meld
>>> defence = best_defence(parse_cards("7H 8H 3H KS".split()), [Meld.parse("4H 5H 6H")])
>>> [card.code for card in defence.layoffs], defence.deadwood
(['3H', '7H', '8H'], 10)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card, codes, from_mask, to_mask
from .errors import DuplicateCardError
from .melds import Meld, MeldKind, best_arrangement, min_deadwood

__all__ = ["Defence", "best_defence", "layoff_options"]


@dataclass(frozen=True, slots=True)
class Defence:
    """How the defender lays down: ``melds``, ``layoffs`` and ``unmatched`` split its cards.

    ``deadwood`` is the value of ``unmatched``.  Where the ruleset counts melded cards
    (arcade), ``melds`` is empty and every card not laid off is in ``unmatched``.
    """

    melds: tuple[Meld, ...]
    layoffs: tuple[Card, ...]
    unmatched: tuple[Card, ...]
    deadwood: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "melds": [meld.codes() for meld in self.melds],
            "layoffs": codes(self.layoffs),
            "unmatched": codes(self.unmatched),
            "deadwood": self.deadwood,
        }


def _meld_options(meld: Meld, held: int, cap: int | None) -> list[int]:
    """Every mask of ``held`` cards that can be laid off on ``meld`` together (none included)."""
    size = len(meld.cards)
    room = 52 if cap is None else cap - size
    if room <= 0:
        return [0]
    if meld.kind is MeldKind.SET:
        missing = sum(1 << (meld.cards[0].rank - 1 + 13 * suit) for suit in range(4)) & ~meld.mask
        # A set of three lacks exactly one card; a set of four takes nothing.
        return [0, missing] if size == 3 and held & missing else [0]
    low, high = meld.cards[0], meld.cards[-1]
    below = [0]
    index = low.index - 1
    while low.rank - len(below) >= 1 and held >> index & 1:
        below.append(below[-1] | 1 << index)
        index -= 1
    above = [0]
    index = high.index + 1
    while high.rank + len(above) <= 13 and held >> index & 1:
        above.append(above[-1] | 1 << index)
        index += 1
    return [
        under | over
        for n_under, under in enumerate(below)
        for n_over, over in enumerate(above)
        if n_under + n_over <= room
    ]


def layoff_options(
    defender_cards: Iterable[Card] | int,
    knocker_melds: Sequence[Meld],
    *,
    max_meld_size: int | None = None,
) -> list[int]:
    """Every set of defender cards (as a mask) that can be laid off at once, the empty one first.

    A card goes on one meld only; chains on a run are counted against ``max_meld_size``.
    """
    held = defender_cards if isinstance(defender_cards, int) else to_mask(defender_cards)
    combined = {0}
    for meld in knocker_melds:
        options = _meld_options(meld, held, max_meld_size)
        if len(options) > 1:
            combined = {
                done | option for done in combined for option in options if not done & option
            }
    return sorted(combined, key=lambda mask: (mask.bit_count(), mask))


def best_defence(
    defender_cards: Iterable[Card],
    knocker_melds: Sequence[Meld],
    *,
    max_meld_size: int | None = None,
    allow_layoffs: bool = True,
    count_melded: bool = False,
) -> Defence:
    """The defender's least deadwood over its own melds and its layoffs, chosen jointly.

    ``allow_layoffs=False`` (against gin) keeps every card in hand.  ``count_melded=True``
    (arcade) counts every card not laid off, melded or not, so the most valuable layoffs win.
    Ties go to the fewest layoffs, then to the smallest mask of laid-off cards.
    """
    cards = tuple(defender_cards)
    held = to_mask(cards)
    if held.bit_count() != len(cards):
        raise DuplicateCardError("the defender's hand repeats a card")
    if allow_layoffs:
        candidates = layoff_options(held, knocker_melds, max_meld_size=max_meld_size)
    else:
        candidates = [0]
    best: tuple[int, int] | None = None
    for laid_off in candidates:
        rest = held & ~laid_off
        if count_melded:
            deadwood = sum(card.value for card in from_mask(rest))
        else:
            deadwood = min_deadwood(rest, max_meld_size=max_meld_size)
        # Candidates come fewest layoffs first, smallest mask first: keep the first least.
        if best is None or deadwood < best[0]:
            best = (deadwood, laid_off)
    assert best is not None
    deadwood, laid_off = best
    rest = held & ~laid_off
    if count_melded:
        return Defence((), from_mask(laid_off), from_mask(rest), deadwood)
    arrangement = best_arrangement(rest, max_meld_size=max_meld_size)
    return Defence(arrangement.melds, from_mask(laid_off), arrangement.unmatched, deadwood)
