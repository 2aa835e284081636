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
from .melds import RANK_SPREAD, Meld, MeldKind, best_arrangement, min_deadwood

__all__ = [
    "Defence",
    "LayoffTarget",
    "best_defence",
    "layoff_options",
    "layoff_targets",
    "target_options",
]


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


LayoffTarget = tuple[int, tuple[int, ...], tuple[int, ...], int]
"""A meld that takes layoffs: (the card a set of three lacks, or 0 for a run; the cards below
the run, nearest first; those above it; how many cards it may still take)."""


def layoff_targets(melds: Iterable[Meld], cap: int | None) -> tuple[LayoffTarget, ...]:
    """The melds of ``melds`` that can take a layoff under the meld size ``cap``, as
    :data:`LayoffTarget` values (the one statement of what a meld takes)."""
    targets: list[LayoffTarget] = []
    for meld in melds:
        size = len(meld.cards)
        room = 52 if cap is None else cap - size
        if room <= 0:
            continue
        if meld.kind is MeldKind.SET:
            # A set of three lacks exactly one card; a set of four takes nothing.
            if size == 3:
                missing = (RANK_SPREAD << meld.cards[0].index % 13) & ~meld.mask
                targets.append((missing, (), (), 1))
            continue
        low, high = meld.cards[0], meld.cards[-1]
        below = tuple(1 << (low.index - n) for n in range(1, low.rank))
        above = tuple(1 << (high.index + n) for n in range(1, 14 - high.rank))
        targets.append((0, below, above, room))
    return tuple(targets)


def target_options(target: LayoffTarget, held: int) -> list[int]:
    """Every mask of ``held`` cards that can be laid off on ``target`` together (none
    included, first): a run's chains below and above, never past its room."""
    missing, below, above, room = target
    if missing:
        return [0, missing] if held & missing else [0]
    under = [0]
    for bit in below:
        if not held & bit:
            break
        under.append(under[-1] | bit)
    over = [0]
    for bit in above:
        if not held & bit:
            break
        over.append(over[-1] | bit)
    return [u | o for nu, u in enumerate(under) for no, o in enumerate(over) if nu + no <= room]


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
    for target in layoff_targets(knocker_melds, max_meld_size):
        options = target_options(target, held)
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
