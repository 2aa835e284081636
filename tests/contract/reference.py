"""A brute-force reference for docs/RULES.md sections 1 and 3, written from the text only.

Slow but obviously right: every meld is enumerated, every arrangement tried.  Cards are
upper-case codes ("TD"); ranks A..K are 1..13 (ace low only).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

RANKS = "A23456789TJQK"
SUITS = "CDHS"
DECK = [r + s for s in SUITS for r in RANKS]


def rank(code: str) -> int:
    return RANKS.index(code[0]) + 1


def value(code: str) -> int:
    return min(rank(code), 10)


def melds_of(cards: frozenset[str], cap: int | None) -> list[frozenset[str]]:
    top = 13 if cap is None else cap
    out: list[frozenset[str]] = []
    for r in RANKS:
        same = sorted(c for c in cards if c[0] == r)
        for size in range(3, min(4, top) + 1):
            out.extend(frozenset(x) for x in combinations(same, size))
    for s in SUITS:
        for lo in range(1, 14):
            for length in range(3, top + 1):
                run = [RANKS[r - 1] + s for r in range(lo, lo + length) if r <= 13]
                if len(run) < length:
                    break
                if all(c in cards for c in run):
                    out.append(frozenset(run))
                else:
                    break
    return out


def min_deadwood(cards, cap: int | None = None) -> int:
    return _min_dw(frozenset(c.upper() for c in cards), cap)


@lru_cache(maxsize=200_000)
def _min_dw(cards: frozenset[str], cap: int | None) -> int:
    if not cards:
        return 0
    first = min(cards, key=DECK.index)
    best = value(first) + _min_dw(cards - {first}, cap)
    for meld in melds_of(cards, cap):
        if first in meld:
            best = min(best, _min_dw(cards - meld, cap))
    return best


def best_discards(cards, cap: int | None = None) -> tuple[int, set[str]]:
    cards = [c.upper() for c in cards]
    results = {c: min_deadwood(set(cards) - {c}, cap) for c in cards}
    least = min(results.values())
    return least, {c for c, dw in results.items() if dw == least}


def _extensions(meld: frozenset[str], defender: frozenset[str], cap: int | None):
    """Every set of defender cards that can be laid off onto ``meld`` (chained), empty included."""
    top = 13 if cap is None else cap
    yield frozenset()
    ranks = sorted(rank(c) for c in meld)
    if len({c[0] for c in meld}) == 1:  # a set
        if len(meld) < min(4, top):
            for c in defender:
                if c[0] == next(iter(meld))[0]:
                    yield frozenset([c])
        return
    suit = next(iter(meld))[1]
    lo, hi = ranks[0], ranks[-1]
    below = []
    r = lo - 1
    while r >= 1 and RANKS[r - 1] + suit in defender:
        below.append(RANKS[r - 1] + suit)
        r -= 1
    above = []
    r = hi + 1
    while r <= 13 and RANKS[r - 1] + suit in defender:
        above.append(RANKS[r - 1] + suit)
        r += 1
    for a in range(len(below) + 1):
        for b in range(len(above) + 1):
            if (a or b) and len(meld) + a + b <= top:
                yield frozenset(below[:a] + above[:b])


def defender_count(
    knocker_melds, defender, cap: int | None, counts_melded: bool
) -> tuple[int, int]:
    """(least deadwood, number laid off) of ``defender`` against ``knocker_melds``."""
    defender = frozenset(c.upper() for c in defender)
    melds = [frozenset(c.upper() for c in m) for m in knocker_melds]
    best: tuple[int, int] | None = None

    def go(i: int, used: frozenset[str]) -> None:
        nonlocal best
        if i == len(melds):
            rest = defender - used
            dw = sum(value(c) for c in rest) if counts_melded else min_deadwood(rest, cap)
            if best is None or dw < best[0]:
                best = (dw, len(used))
            return
        for ext in _extensions(melds[i], defender - used, cap):
            go(i + 1, used | ext)

    go(0, frozenset())
    assert best is not None
    return best


def knocker_arrangements(cards, cap: int | None):
    """Every least-deadwood choice of melds for ``cards`` (list of lists of melds)."""
    cards = frozenset(c.upper() for c in cards)
    target = min_deadwood(cards, cap)
    out = []

    def go(rest: frozenset[str], chosen: list[frozenset[str]], start: int) -> None:
        if sum(value(c) for c in rest) == target:
            out.append(list(chosen))
        all_m = melds_of(rest, cap)
        for _idx, m in enumerate(all_m):
            key = min(DECK.index(c) for c in m)
            if key < start:
                continue
            go(rest - m, [*chosen, m], key)

    go(cards, [], 0)
    return out
