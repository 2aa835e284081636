"""Hand review figures (BENCHMARKS.md, "Hand review"): CPU per hand, class stability between two
seeds, and the average loss per hand of the novice, the expert and the master, by one reviewer.

    python -m bench.review --hands 200               # CPU and stability, default budget
    python -m bench.review --hands 100 --ranking     # + loss per hand of each AI level

Each hand is hand 1 of a fresh deal (seeds ``review-bench:<n>``, standard rules), seat 0 played
by the level reviewed (the expert for the CPU figures) against the expert at seat 1, then
reviewed for seat 0 with ``REVIEW_WORLDS`` worlds a decision (``--worlds``, default the
engine's ``DEFAULT_WORLDS``).  CPU is ``time.process_time`` of the review alone, one core.
Stability: the same hands reviewed again with another key (other worlds); the share of
decisions given the same class.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench.stats import percentile
from games.engine.actions import Action
from games.engine.ai import choose_action
from games.engine.ai.master import Budget
from games.engine.ai.review import DEFAULT_WORLDS, HandReview, review_hand
from games.engine.match import Match
from games.engine.rules import get_ruleset

STANDARD = get_ruleset("standard")


def first_hand(n: int, level: str, budget: Budget | None = None) -> list[tuple[int, Action]]:
    seed = b"review-bench:%d" % n
    match = Match.new(seed=seed, ruleset=STANDARD)
    moves = []
    while match.hand_number == 1 and not match.finished:
        seat = match.turn
        assert seat is not None
        chosen = level if seat == 0 else "expert"
        action = choose_action(
            match.view(seat), chosen, seed=seed, version=match.move_count, budget=budget
        )
        moves.append((seat, action))
        match.apply(seat, action)
    return moves


def review(n: int, moves: list[tuple[int, Action]], key: bytes, worlds: int) -> HandReview:
    match = Match.new(seed=b"review-bench:%d" % n, ruleset=STANDARD)
    return review_hand(match, moves, seat=0, hand=1, key=key, worlds=worlds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--worlds", type=int, default=DEFAULT_WORLDS)
    parser.add_argument("--ranking", action="store_true")
    parser.add_argument("--ranking-hands", type=int, default=None, help="default: --hands")
    parser.add_argument("--no-cpu", action="store_true", help="the ranking only")
    args = parser.parse_args()

    if not args.no_cpu:
        cpu_and_stability(args.hands, args.worlds)
    if args.ranking:
        ranking(args.ranking_hands or args.hands, args.worlds)


def cpu_and_stability(hands: int, worlds: int) -> None:
    times, same, decisions = [], 0, 0
    for n in range(hands):
        moves = first_hand(n, "expert")
        started = time.process_time()
        first = review(n, moves, b"key-1", worlds)
        times.append(time.process_time() - started)
        second = review(n, moves, b"key-2", worlds)
        for a, b in zip(first.decisions, second.decisions, strict=True):
            same += a.klass == b.klass
            decisions += 1
    print(
        f"CPU per hand ({hands} hands, {worlds} worlds/decision): "
        f"median {statistics.median(times):.3f} s, p90 {percentile(times, 0.9):.3f} s, "
        f"worst {max(times):.3f} s; {decisions / hands:.1f} decisions/hand",
        flush=True,
    )
    share = 100 * same / decisions
    print(f"class stability between two keys: {same}/{decisions} = {share:.1f}%", flush=True)


def ranking(hands: int, worlds: int) -> None:
    """Each level's average loss per hand on the same deals, by the same reviewer."""
    for level in ("novice", "expert", "master"):
        losses = [
            review(n, first_hand(n, level), b"key-1", worlds).total_loss for n in range(hands)
        ]
        mean = statistics.fmean(losses)
        spread = statistics.stdev(losses) / len(losses) ** 0.5
        print(
            f"{level}: average loss per hand {mean:.2f} points"
            f" (± {spread:.2f} s.e., {hands} hands)",
            flush=True,
        )


if __name__ == "__main__":
    main()
