"""Melds, deadwood and the best arrangement of a hand.

A hand is also a 52-bit mask (bit ``suit * 13 + rank - 1``), so each suit is a 13-bit mask.
Runs never leave their suit, which makes the least deadwood of a suit's cards *using runs
only* a function of that 13-bit mask: it is tabulated once at import (8192 entries per meld
size cap).  Sets are the only melds that cross suits, and only ranks holding three or four
cards can form one, so the exact minimum is: for every choice of sets among those ranks
(none, the four, or one of the threes, each rank on its own), take the set cards out and add
up four table lookups.  A hand with no rank of three or more, the usual case, is just the four
lookups.  Nothing is cached per hand: the tables are per suit and per cap.

>>> from .cards import parse_cards
>>> min_deadwood(parse_cards("7H 7S 7D 8H 9H".split()))
14
>>> best_arrangement(parse_cards("7H 7S 7D 8H 9H".split())).to_dict()
{'melds': [['7H', '8H', '9H']], 'unmatched': ['7D', '7S'], 'deadwood': 14}
>>> min_deadwood(parse_cards("AS 2S 3S 4S 5S".split()), max_meld_size=4)  # 2S-5S, AS left
1
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations
from typing import Any

from .cards import DECK, Card, codes, from_mask, parse_cards, to_mask
from .errors import DuplicateCardError, InvalidMeldError

__all__ = [
    "Arrangement",
    "Meld",
    "MeldKind",
    "all_melds",
    "arrangement_from_melds",
    "best_arrangement",
    "best_discards",
    "min_deadwood",
]

SUIT_BITS = 0x1FFF
"""The 13 bits of one suit in a hand mask (suit ``s`` is ``mask >> 13 * s & SUIT_BITS``)."""
RANK_VALUES = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
"""The deadwood value of each rank, ace first."""
RANK_SPREAD = 1 | 1 << 13 | 1 << 26 | 1 << 39
"""One bit per suit at rank ace; shifted left by ``rank - 1`` it is every card of a rank."""
WINDOW_STARTS = sum(0x7FF << (13 * suit) for suit in range(4))
"""Ranks ace..jack of every suit: where a three-card window may start without leaving its suit."""
_NO_DISCARD = -1000
"""The gain table's entry for an empty suit: there is no card there to throw away."""


class MeldKind(str, Enum):
    SET = "set"
    RUN = "run"

    def __repr__(self) -> str:
        return f"MeldKind.{self.name}"


@dataclass(frozen=True, slots=True)
class Meld:
    """A set (3-4 cards of a rank) or a run (3+ consecutive cards of a suit, ace low).

    ``cards`` are in index order, which is by suit for a set and by rank for a run.

    >>> Meld.parse("5h 3h 4h")
    Meld.parse('3H 4H 5H')
    >>> Meld.parse("QH KH AH")
    Traceback (most recent call last):
    ...
    games.engine.errors.InvalidMeldError: AH QH KH is neither a set nor a run
    """

    kind: MeldKind
    cards: tuple[Card, ...]

    @classmethod
    def from_cards(cls, cards: Iterable[Card], *, max_meld_size: int | None = None) -> Meld:
        """The meld of ``cards`` in any order; InvalidMeldError if they form none."""
        ordered = tuple(sorted(cards))
        shown = " ".join(codes(ordered))
        if len(set(ordered)) != len(ordered):
            raise InvalidMeldError(f"{shown} repeats a card", cards=codes(ordered))
        if len(ordered) < 3:
            raise InvalidMeldError(f"{shown}: a meld needs at least 3 cards", cards=codes(ordered))
        if max_meld_size is not None and len(ordered) > max_meld_size:
            raise InvalidMeldError(
                f"{shown}: melds have at most {max_meld_size} cards in this ruleset",
                cards=codes(ordered),
                max_meld_size=max_meld_size,
            )
        first = ordered[0]
        if all(card.rank == first.rank for card in ordered):
            return cls(MeldKind.SET, ordered)
        if all(card.index == first.index + i for i, card in enumerate(ordered)) and all(
            card.suit_index == first.suit_index for card in ordered
        ):
            return cls(MeldKind.RUN, ordered)
        raise InvalidMeldError(f"{shown} is neither a set nor a run", cards=codes(ordered))

    @classmethod
    def parse(cls, text: str, *, max_meld_size: int | None = None) -> Meld:
        """The meld of space-separated card codes, e.g. ``"7C 7D 7H"``."""
        return cls.from_cards(parse_cards(text.split()), max_meld_size=max_meld_size)

    def codes(self) -> list[str]:
        return codes(self.cards)

    @property
    def mask(self) -> int:
        return to_mask(self.cards)

    def __repr__(self) -> str:
        return f"Meld.parse({' '.join(self.codes())!r})"


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Melds plus the unmatched cards (index order) and their total value, the deadwood."""

    melds: tuple[Meld, ...]
    unmatched: tuple[Card, ...]
    deadwood: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "melds": [meld.codes() for meld in self.melds],
            "unmatched": codes(self.unmatched),
            "deadwood": self.deadwood,
        }


class MeldTables:
    """Everything precomputed for one meld size cap; built once per cap, never per hand."""

    __slots__ = ("cap", "dead", "gain", "gain_cards", "pruned_set_options", "set_options")

    def __init__(self, cap: int) -> None:
        self.cap = cap
        dead = [0] * 8192
        for mask in range(1, 8192):
            # The lowest card is either unmatched or starts a run: nothing lies below it.
            low = mask & -mask
            rank = low.bit_length() - 1
            best = RANK_VALUES[rank] + dead[mask ^ low]
            run, length, bit = low, 1, low
            while length < cap:
                bit <<= 1
                if not mask & bit:
                    break
                run |= bit
                length += 1
                if length >= 3 and dead[mask ^ run] < best:
                    best = dead[mask ^ run]
            dead[mask] = best
        self.dead = dead

        # What throwing one card away saves, at best, in a suit, and which cards do it.
        gain = [_NO_DISCARD] * 8192
        gain_cards = [0] * 8192
        for mask in range(1, 8192):
            best, which, rest = _NO_DISCARD, 0, mask
            while rest:
                low = rest & -rest
                rest ^= low
                saved = dead[mask] - dead[mask ^ low]
                if saved > best:
                    best, which = saved, low
                elif saved == best:
                    which |= low
            gain[mask], gain_cards[mask] = best, which
        self.gain = gain
        self.gain_cards = gain_cards

        # Set choices for one rank, keyed by its cards gathered at rank ace (``RANK_SPREAD``
        # bits): no set, each three, the four.
        sizes = [size for size in (3, 4) if size <= cap]
        self.set_options: dict[int, tuple[int, ...]] = {}
        self.pruned_set_options: dict[int, tuple[int, ...]] = {}
        for held in range(16):
            suits = [suit for suit in range(4) if held >> suit & 1]
            if len(suits) < 3:
                continue
            gathered = sum(1 << (13 * suit) for suit in suits)
            options = [0] + [
                sum(1 << (13 * suit) for suit in chosen)
                for size in sizes
                for chosen in combinations(suits, size)
            ]
            self.set_options[gathered] = tuple(options)
            for loose in range(16):
                if loose & ~held:
                    continue
                loose_gathered = sum(1 << (13 * suit) for suit in range(4) if loose >> suit & 1)
                self.pruned_set_options[gathered | loose_gathered << 1] = tuple(
                    _prune(options, gathered, loose_gathered)
                )


def _prune(options: list[int], held: int, loose: int) -> list[int]:
    """Drop the set choices that another choice always matches or beats.

    A *loose* card is in no three-card window of its suit, so it can never be in a run: out
    of a set it is deadwood.  A set holding a run-capable card while a loose card of the rank
    stays out is never better than the same set with the two swapped (same values), and no set
    at all is never better than a set of three loose cards.
    """
    kept = [option for option in options if not option & ~loose or not loose & ~option]
    if loose.bit_count() >= 3 and kept[0] == 0 and len(kept) > 1:
        kept = kept[1:]
    if not held & ~loose:
        # Every card loose: whatever is not in the set is deadwood, so the biggest set wins.
        kept = [max(kept, key=int.bit_count)]
    return kept


_TABLES: dict[int | None, MeldTables] = {}


def meld_tables(max_meld_size: int | None) -> MeldTables:
    """The precomputed tables for melds of at most ``max_meld_size`` cards (None: any run)."""
    tables = _TABLES.get(max_meld_size)
    if tables is None:
        cap = 13 if max_meld_size is None else max(0, min(max_meld_size, 13))
        for built in _TABLES.values():
            if built.cap == cap:
                tables = built
                break
        else:
            tables = MeldTables(cap)
        _TABLES[max_meld_size] = tables
    return tables


meld_tables(None)
meld_tables(4)


def _mask_of(cards: Iterable[Card] | int) -> int:
    if isinstance(cards, int):
        if not 0 <= cards < 1 << 52:
            raise ValueError(f"a hand mask has 52 bits, got {cards:#x}")
        return cards
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def min_deadwood(cards: Iterable[Card] | int, *, max_meld_size: int | None = None) -> int:
    """The least deadwood of ``cards`` (any number of them), or of a 52-bit hand mask.

    Exact: every choice of sets that could matter is tried against the best runs of what
    remains (choices that another always matches are skipped, see ``_prune``).

    >>> from .cards import parse_cards
    >>> min_deadwood(parse_cards("7C 7D 7H 7S 8H 9H".split()))
    0
    """
    tables = _TABLES.get(max_meld_size) or meld_tables(max_meld_size)
    dead = tables.dead
    if isinstance(cards, int):
        m = _mask_of(cards)
    else:
        # Inlined rather than a call to _mask_of: this is the hot path of every AI decision.
        m = 0
        for card in cards:
            m |= 1 << card.index
    c = m & SUIT_BITS
    d = m >> 13 & SUIT_BITS
    h = m >> 26 & SUIT_BITS
    s = m >> 39
    trips = c & d & (h | s) | h & s & (c | d)
    if not trips or tables.cap < 3:
        return dead[c] + dead[d] + dead[h] + dead[s]
    windows = m & m >> 1 & m >> 2 & WINDOW_STARTS
    loose = m & ~(windows | windows << 1 | windows << 2)
    pruned = tables.pruned_set_options
    if not trips & (trips - 1):
        rank = trips.bit_length() - 1
        choices: Iterable[int] = [
            option << rank
            for option in pruned[m >> rank & RANK_SPREAD | (loose >> rank & RANK_SPREAD) << 1]
        ]
    else:
        combined = [0]
        while trips:
            low = trips & -trips
            trips ^= low
            rank = low.bit_length() - 1
            options = pruned[m >> rank & RANK_SPREAD | (loose >> rank & RANK_SPREAD) << 1]
            combined = [done | option << rank for done in combined for option in options]
        choices = combined
    best = 1000
    for chosen in choices:
        x = m ^ chosen
        total = (
            dead[x & SUIT_BITS]
            + dead[x >> 13 & SUIT_BITS]
            + dead[x >> 26 & SUIT_BITS]
            + dead[x >> 39]
        )
        if total < best:
            best = total
    return best


def _set_choices(m: int, tables: MeldTables) -> list[int]:
    """Every choice of sets in hand ``m`` (as a mask of the set cards), no set first."""
    c = m & SUIT_BITS
    d = m >> 13 & SUIT_BITS
    h = m >> 26 & SUIT_BITS
    s = m >> 39
    trips = c & d & (h | s) | h & s & (c | d)
    combined = [0]
    full = tables.set_options
    while trips:
        low = trips & -trips
        trips ^= low
        rank = low.bit_length() - 1
        options = full[m >> rank & RANK_SPREAD]
        combined = [done | option << rank for done in combined for option in options]
    return combined


def best_discards_mask(m: int, tables: MeldTables) -> tuple[int, int]:
    """(least deadwood after one discard, mask of every discard reaching it)."""
    dead = tables.dead
    gain = tables.gain
    gain_cards = tables.gain_cards
    best = 1000
    discards = 0
    c = m & SUIT_BITS
    d = m >> 13 & SUIT_BITS
    h = m >> 26 & SUIT_BITS
    s = m >> 39
    trips = c & d & (h | s) | h & s & (c | d)
    choices = _set_choices(m, tables) if trips and tables.cap >= 3 else (0,)
    # For a fixed choice of sets, throwing away a card of one suit changes only that suit's
    # run table entry, so the best discard is in the suit with the largest gain.
    for chosen in choices:
        x = m ^ chosen
        c = x & SUIT_BITS
        d = x >> 13 & SUIT_BITS
        h = x >> 26 & SUIT_BITS
        s = x >> 39
        gc, gd, gh, gs = gain[c], gain[d], gain[h], gain[s]
        saved = max(gc, gd, gh, gs)
        if saved == _NO_DISCARD:
            continue  # every card is in a set: a discard must break one (another choice)
        total = dead[c] + dead[d] + dead[h] + dead[s] - saved
        if total > best:
            continue
        which = 0
        if gc == saved:
            which = gain_cards[c]
        if gd == saved:
            which |= gain_cards[d] << 13
        if gh == saved:
            which |= gain_cards[h] << 26
        if gs == saved:
            which |= gain_cards[s] << 39
        if total < best:
            best, discards = total, which
        else:
            discards |= which
    return best, discards


def best_discards(
    cards: Iterable[Card] | int, *, max_meld_size: int | None = None
) -> tuple[int, tuple[Card, ...]]:
    """For a hand of 11 (any number >= 1): the least deadwood of what is left after one
    discard, and every discard reaching it, in index order.

    >>> from .cards import parse_cards, codes
    >>> dw, cards = best_discards(parse_cards("7C 7D 7H 7S 8H 9H 2C 3C 4C KS QD".split()))
    >>> dw, codes(cards)
    (10, ['QD', 'KS'])
    """
    m = _mask_of(cards)
    if not m:
        raise ValueError("there is no card to discard")
    best, discards = best_discards_mask(m, meld_tables(max_meld_size))
    return best, from_mask(discards)


def _runs_of_suit(x: int, tables: MeldTables) -> tuple[list[int], int]:
    """The runs (masks) and unmatched mask of one suit's cards, as the run table scored them.

    Built from the low end: the lowest card starts the longest run that keeps the table's
    deadwood, or is unmatched if no run does.
    """
    dead = tables.dead
    runs: list[int] = []
    unmatched = 0
    while x:
        low = x & -x
        target = dead[x]
        length, bit = 1, low
        while length < tables.cap and x & (bit << 1):
            bit <<= 1
            length += 1
        for size in range(length, 2, -1):
            run = ((1 << size) - 1) * low
            if dead[x ^ run] == target:
                runs.append(run)
                x ^= run
                break
        else:
            unmatched |= low
            x ^= low
    return runs, unmatched


def best_arrangement(
    cards: Iterable[Card] | int, *, max_meld_size: int | None = None
) -> Arrangement:
    """A least-deadwood arrangement of ``cards``, chosen by a fixed tie-break.

    Among the arrangements with the least deadwood, the one shown

    1. puts the most cards in sets (a set offers the defender at most one layoff, a run two
       ends), then
    2. has the set cards forming the smallest 52-bit mask (card index = suit * 13 + rank - 1,
       so with equal counts the sets keep the lower-indexed cards), and
    3. forms the runs of each suit from the low end: the lowest remaining card starts the
       longest run (up to the cap) that keeps the deadwood least.

    It depends on these cards only, never on anyone else's.  Melds are listed sets first (by
    rank), then runs (by suit, then rank).

    >>> from .cards import parse_cards
    >>> best_arrangement(parse_cards("7C 7D 7H 7S 8H 9H TH".split())).to_dict()["melds"]
    [['7C', '7D', '7H', '7S'], ['8H', '9H', 'TH']]
    """
    m = _mask_of(cards)
    tables = meld_tables(max_meld_size)
    dead = tables.dead
    best_key: tuple[int, int, int] | None = None
    for chosen in _set_choices(m, tables) if tables.cap >= 3 else [0]:
        x = m ^ chosen
        total = (
            dead[x & SUIT_BITS]
            + dead[x >> 13 & SUIT_BITS]
            + dead[x >> 26 & SUIT_BITS]
            + dead[x >> 39]
        )
        key = (total, -chosen.bit_count(), chosen)
        if best_key is None or key < best_key:
            best_key = key
    assert best_key is not None
    total, _, chosen = best_key

    melds: list[Meld] = []
    for rank in range(13):
        in_set = chosen & RANK_SPREAD << rank
        if in_set:
            melds.append(Meld(MeldKind.SET, from_mask(in_set)))
    unmatched = 0
    rest = m ^ chosen
    for suit in range(4):
        runs, loose = _runs_of_suit(rest >> (13 * suit) & SUIT_BITS, tables)
        melds.extend(Meld(MeldKind.RUN, from_mask(run << (13 * suit))) for run in runs)
        unmatched |= loose << (13 * suit)
    return Arrangement(tuple(melds), from_mask(unmatched), total)


def all_melds(cards: Iterable[Card] | int, *, max_meld_size: int | None = None) -> list[Meld]:
    """Every meld that can be made from ``cards``, overlapping ones included.

    Sets first (by rank; each rank's threes, then its four), then runs (by suit, then lowest
    rank, then length).
    """
    m = _mask_of(cards)
    cap = meld_tables(max_meld_size).cap
    out: list[Meld] = []
    for rank in range(13):
        held = from_mask(m & RANK_SPREAD << rank)
        for size in (3, 4):
            if size <= cap:
                out.extend(Meld(MeldKind.SET, chosen) for chosen in combinations(held, size))
    for suit in range(4):
        x = m >> (13 * suit) & SUIT_BITS
        for start in range(13):
            length = 0
            while start + length < 13 and x >> (start + length) & 1 and length < cap:
                length += 1
                if length >= 3:
                    first = suit * 13 + start
                    out.append(Meld(MeldKind.RUN, DECK[first : first + length]))
    return out


def arrangement_from_melds(
    cards: Iterable[Card],
    melds: Sequence[Sequence[Card] | Meld],
    *,
    max_meld_size: int | None = None,
) -> Arrangement:
    """The arrangement a player names: ``melds`` must be valid, disjoint, and all in ``cards``.

    The deadwood is what the named melds leave unmatched, even if another arrangement would
    leave less.  Raises InvalidMeldError otherwise.

    >>> from .cards import parse_cards
    >>> hand = parse_cards("7C 7D 7H 7S 8H 9H".split())
    >>> arrangement_from_melds(hand, [parse_cards(["7C", "7D", "7S"])]).deadwood
    24
    """
    hand = tuple(cards)
    hand_mask = to_mask(hand)
    if hand_mask.bit_count() != len(hand):
        raise DuplicateCardError("the hand repeats a card")
    used = 0
    shown: list[Meld] = []
    for named in melds:
        if isinstance(named, Meld):
            named = named.cards
        meld = Meld.from_cards(named, max_meld_size=max_meld_size)
        for card in meld.cards:
            if not hand_mask & card.bit:
                raise InvalidMeldError(
                    f"{card.code} is in a named meld but not in the hand", card=card.code
                )
            if used & card.bit:
                raise InvalidMeldError(f"{card.code} is in two named melds", card=card.code)
            used |= card.bit
        shown.append(meld)
    unmatched = from_mask(hand_mask & ~used)
    return Arrangement(tuple(shown), unmatched, sum(card.value for card in unmatched))
