"""What the benchmarks' reports share: percentiles."""

from __future__ import annotations

from collections.abc import Iterable


def percentile(values: Iterable[float], share: float) -> float:
    """The nearest-rank percentile: the value ``share`` (0 to 1) of the way up the sorted
    values, the largest for 1; 0.0 for none."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]
