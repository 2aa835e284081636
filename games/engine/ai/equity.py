"""The master's match equities: the chance of winning the match from each pair of scores,
so a world's outcome is valued by what it does to the match, not by its points alone (a knock
for 5 points is worth little at 0-0 and everything at 96-80)."""

from __future__ import annotations

from functools import lru_cache

__all__ = ["EQUITY_GRID", "HAND_POINTS", "equity_of", "equity_table"]

EQUITY_GRID = 100
"""Targets above this many points get an equity table on a coarser grid of points (so no
table has more than this many scores a side, about 0.15 s to build, once a process)."""
HAND_POINTS = (
    (2, 30),
    (5, 50),
    (8, 45),
    (11, 30),
    (14, 20),
    (17, 20),
    (20, 15),
    (23, 15),
    (26, 90),
    (29, 60),
    (32, 45),
    (35, 25),
    (38, 20),
    (41, 15),
    (44, 12),
    (48, 10),
    (53, 8),
    (59, 6),
    (66, 3),
    (75, 3),
)
"""(points, weight): how many points a won hand is worth, a smoothed histogram of 544 hands
won in master-expert matches (standard)."""


@lru_cache(maxsize=8)
def equity_table(target: int, unit: int) -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: the chance of winning the match from ``a`` points to the opponent's
    ``b`` (both below ``target``, in units of ``unit`` points), each hand being won by
    either player with equal chance for points drawn from :data:`HAND_POINTS`."""
    total = sum(weight for _, weight in HAND_POINTS)
    steps = [(max(1, round(points / unit)), weight / total / 2) for points, weight in HAND_POINTS]
    table = [[0.0] * target for _ in range(target)]
    for a in range(target - 1, -1, -1):
        row = table[a]
        for b in range(target - 1, -1, -1):
            value = 0.0
            for step, p in steps:
                value += p * (table[a + step][b] if a + step < target else 1.0)
                if b + step < target:
                    value += p * row[b + step]
            row[b] = value
    return tuple(tuple(row) for row in table)


def equity_of(
    table: tuple[tuple[float, ...], ...], unit: int, target: int, mine: int, theirs: int
) -> float:
    """The chance (0 to 100) of winning the match from ``mine`` points to ``theirs``."""
    if mine >= target:
        return 100.0
    if theirs >= target:
        return 0.0
    return 100.0 * table[mine // unit][theirs // unit]
