"""How fast the engine finds deadwood, on the test vectors' hands.

Times :func:`~games.engine.melds.min_deadwood` on the 10-card hands of
``tests/data/vectors/deadwood10.json`` and :func:`~games.engine.melds.best_discards` (the
least deadwood after the best discard, and every discard reaching it) on the 11-card hands of
``deadwood11.json``, each source (uniform random hands, hands with planted melds, OpenSpiel's
11-card regressions) on its own.

Each hand is timed on its own (a few calls in a row, averaged); a round's figure is the median
over the hands, and the best of several rounds is reported, in microseconds per hand.  Nothing
is cached per hand: every call does the full search (only the per-suit tables built at import
are reused).

Where ``requirements-bench.txt`` is installed, OpenSpiel's and RLCard's deadwood utilities are
timed on the same hands in the same run (each given its own card format, converted beforehand)
and the ratios reported; without them the comparison is skipped.  OpenSpiel's own 11-card
``min_deadwood`` is fast but wrong on some hands (the ``openspiel_11card_regression`` source),
so the exact figure for it is the least of its 10-card deadwood over the 11 discards.

    python -m bench.deadwood
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from games.engine.cards import parse_cards, to_mask
from games.engine.melds import best_discards, min_deadwood

VECTORS = Path(__file__).resolve().parents[1] / "tests" / "data" / "vectors"
ROUNDS = 5


def _load(name: str) -> dict[str, list[list[str]]]:
    """The hands of one vector file, by source."""
    by_source: dict[str, list[list[str]]] = {}
    for vector in json.loads((VECTORS / f"{name}.json").read_text()):
        by_source.setdefault(vector["source"], []).append(vector["hand"])
    return by_source


def _time(
    function: Callable[[Any], object], hands: Sequence[Any], *, calls: int, rounds: int = ROUNDS
) -> float:
    """Best-of-``rounds`` median time per hand, in microseconds."""
    return _time_both(function, hands, calls=calls, rounds=rounds)[0]


def _time_both(
    function: Callable[[Any], object], hands: Sequence[Any], *, calls: int, rounds: int = ROUNDS
) -> tuple[float, float]:
    """Best-of-``rounds`` (median, mean) time per hand, in microseconds."""
    best_median = best_mean = float("inf")
    clock = time.perf_counter
    for _ in range(rounds):
        per_hand = []
        for hand in hands:
            start = clock()
            for _ in range(calls):
                function(hand)
            per_hand.append((clock() - start) / calls)
        best_median = min(best_median, statistics.median(per_hand))
        best_mean = min(best_mean, statistics.fmean(per_hand))
    return round(best_median * 1e6, 2), round(best_mean * 1e6, 2)


def _ours(
    hands10: dict[str, list[list[str]]], hands11: dict[str, list[list[str]]]
) -> dict[str, Any]:
    cards10 = {source: [parse_cards(h) for h in hands] for source, hands in hands10.items()}
    cards11 = {source: [parse_cards(h) for h in hands] for source, hands in hands11.items()}
    deadwood10 = {s: _time_both(min_deadwood, h, calls=20) for s, h in cards10.items()}
    discard11 = {s: _time_both(best_discards, h, calls=10) for s, h in cards11.items()}
    return {
        "deadwood10_us": {s: median for s, (median, _) in deadwood10.items()},
        "deadwood11_best_discard_us": {s: median for s, (median, _) in discard11.items()},
        # Means: the few hands with sets to weigh cost more than the median shows.
        "deadwood10_mean_us": {s: mean for s, (_, mean) in deadwood10.items()},
        "deadwood11_best_discard_mean_us": {s: mean for s, (_, mean) in discard11.items()},
        # The same searches given 52-bit masks: the cost of the search without the card objects.
        "deadwood10_mask_us": {
            s: _time(min_deadwood, [to_mask(c) for c in h], calls=20) for s, h in cards10.items()
        },
        "deadwood11_best_discard_mask_us": {
            s: _time(best_discards, [to_mask(c) for c in h], calls=10) for s, h in cards11.items()
        },
        "deadwood11_no_discard_us": {
            s: _time(min_deadwood, h, calls=20) for s, h in cards11.items()
        },
    }


def _open_spiel(
    hands10: dict[str, list[list[str]]], hands11: dict[str, list[list[str]]]
) -> dict[str, Any]:
    import pyspiel  # type: ignore[import-not-found]

    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)

    def native(hand: list[str]) -> list[int]:
        return list(utils.card_strings_to_card_ints([code[0] + code[1].lower() for code in hand]))

    def exact_best_discard(hand: list[int]) -> int:
        return min(utils.min_deadwood(hand[:i] + hand[i + 1 :]) for i in range(len(hand)))

    ints10 = {s: [native(h) for h in hands] for s, hands in hands10.items()}
    ints11 = {s: [native(h) for h in hands] for s, hands in hands11.items()}
    wrong_native = sum(
        utils.min_deadwood(h) != exact_best_discard(h) for hands in ints11.values() for h in hands
    )
    return {
        "deadwood10_us": {s: _time(utils.min_deadwood, h, calls=3) for s, h in ints10.items()},
        "deadwood11_best_discard_us": {
            s: _time(exact_best_discard, h, calls=1, rounds=3) for s, h in ints11.items()
        },
        "deadwood11_native_us": {
            s: _time(utils.min_deadwood, h, calls=3) for s, h in ints11.items()
        },
        "deadwood11_native_wrong_hands": wrong_native,
    }


def _rlcard(
    hands10: dict[str, list[list[str]]], hands11: dict[str, list[list[str]]]
) -> dict[str, Any]:
    from rlcard.games.gin_rummy.utils import melding, utils  # type: ignore[import-not-found]

    def deadwood(hand: list[Any]) -> int:
        clusters = melding.get_best_meld_clusters(hand)
        if not clusters:
            return sum(utils.get_deadwood_value(card) for card in hand)
        return int(utils.get_deadwood_count(hand, clusters[0]))

    def best_discard(hand: list[Any]) -> int:
        return min(deadwood(hand[:i] + hand[i + 1 :]) for i in range(len(hand)))

    def native(hand: list[str]) -> list[Any]:
        return [utils.card_from_text(code) for code in hand]

    cards10 = {s: [native(h) for h in hands] for s, hands in hands10.items()}
    cards11 = {s: [native(h) for h in hands] for s, hands in hands11.items()}
    return {
        "deadwood10_us": {s: _time(deadwood, h, calls=1, rounds=3) for s, h in cards10.items()},
        "deadwood11_best_discard_us": {
            s: _time(best_discard, h, calls=1, rounds=1) for s, h in cards11.items()
        },
    }


def _agree(hands10: dict[str, list[list[str]]], hands11: dict[str, list[list[str]]]) -> bool:
    """Whether our figures match the vectors' (so we time a correct search)."""
    expected10 = {
        tuple(v["hand"]): v["deadwood"]
        for v in json.loads((VECTORS / "deadwood10.json").read_text())
    }
    expected11 = {
        tuple(v["hand"]): v["deadwood"]
        for v in json.loads((VECTORS / "deadwood11.json").read_text())
    }
    return all(
        min_deadwood(parse_cards(h)) == expected10[tuple(h)]
        for hands in hands10.values()
        for h in hands
    ) and all(
        best_discards(parse_cards(h))[0] == expected11[tuple(h)]
        for hands in hands11.values()
        for h in hands
    )


def _ratios(theirs: dict[str, Any], ours: dict[str, Any]) -> dict[str, dict[str, float]]:
    """How many times slower the other engine is, per measure and source."""
    return {
        measure: {
            source: round(seconds / ours[measure][source], 1)
            for source, seconds in theirs[measure].items()
        }
        for measure in ("deadwood10_us", "deadwood11_best_discard_us")
    }


def run() -> dict[str, Any]:
    """Run the benchmark, print it, and return the figures (microseconds per hand)."""
    hands10 = _load("deadwood10")
    hands11 = _load("deadwood11")
    results: dict[str, Any] = {"agrees_with_vectors": _agree(hands10, hands11)}
    results.update(_ours(hands10, hands11))
    results["hands"] = {
        "deadwood10": {s: len(h) for s, h in hands10.items()},
        "deadwood11": {s: len(h) for s, h in hands11.items()},
    }
    results["method"] = f"per-hand time, median over hands, best of up to {ROUNDS} rounds"
    skipped = []
    for name, measure in (("open_spiel", _open_spiel), ("rlcard", _rlcard)):
        try:
            theirs = measure(hands10, hands11)
        except ImportError as error:
            skipped.append(
                f"{name}: not installed ({error}); pip install -r requirements-bench.txt"
            )
            continue
        results[name] = theirs
        results.setdefault("ratios", {})[name] = _ratios(theirs, results)
    results["skipped"] = skipped
    _print(results)
    return results


def _print(results: dict[str, Any]) -> None:
    print("ginapi deadwood benchmark (" + results["method"] + ")")
    print(f"  results agree with the vectors: {results['agrees_with_vectors']}")
    lines = [
        ("min_deadwood, 10 cards (median)", "deadwood10_us"),
        ("  mean", "deadwood10_mean_us"),
        ("  given a mask (median)", "deadwood10_mask_us"),
        ("best_discards, 11 cards (median)", "deadwood11_best_discard_us"),
        ("  mean", "deadwood11_best_discard_mean_us"),
        ("  given a mask (median)", "deadwood11_best_discard_mask_us"),
        ("min_deadwood, 11 cards, no discard", "deadwood11_no_discard_us"),
    ]
    for label, key in lines:
        figures = ", ".join(f"{source} {us} µs" for source, us in results[key].items())
        print(f"  {label:<36} {figures}")
    for name in ("open_spiel", "rlcard"):
        if name not in results:
            continue
        print(f"  {name}:")
        for key, figures in results[name].items():
            if isinstance(figures, dict):
                shown = ", ".join(f"{source} {us} µs" for source, us in figures.items())
                print(f"    {key:<34} {shown}")
            else:
                print(f"    {key:<34} {figures}")
        for key, ratios in results["ratios"][name].items():
            shown = ", ".join(f"{source} x{ratio}" for source, ratio in ratios.items())
            print(f"    {'x ginapi, ' + key:<34} {shown}")
    for reason in results["skipped"]:
        print(f"  skipped {reason}")


if __name__ == "__main__":
    run()
