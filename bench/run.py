"""Every engine benchmark in one go: the deadwood search, AI self-play, the master AI,
the Daily Gin solver.

Prints each benchmark's lines, then, last, one JSON line with the headline figures (for CI
and for comparing runs):

    python -m bench.run
"""

from __future__ import annotations

import json
from typing import Any

from bench import deadwood, master, selfplay, solver


def run() -> dict[str, Any]:
    """Run the benchmarks, print them, and return (and print last, as JSON) the figures."""
    found = deadwood.run()
    print()
    played = selfplay.run()
    print()
    searched = master.run()
    print()
    solved = solver.run()
    summary = {
        "deadwood10_us": found["deadwood10_us"],
        "deadwood11_best_discard_us": found["deadwood11_best_discard_us"],
        "deadwood_agrees_with_vectors": found["agrees_with_vectors"],
        "selfplay_hands_per_s": played["selfplay_hands_per_s"],
        "expert_vs_novice": played["expert_vs_novice"],
        "master": {
            f"{pairing['ruleset']}_vs_{pairing['opponent']}": pairing["win_rate"]
            for pairing in searched["pairings"]
        },
        "master_rollouts_per_cpu_s": searched["rollouts"]["rollouts_per_cpu_s"],
        "solver_median_s": {name: solved[name]["median_s"] for name in solver.RULESETS},
        "solver_proven_share": {name: solved[name]["proven_share"] for name in solver.RULESETS},
    }
    print(json.dumps(summary, sort_keys=True))
    return summary


if __name__ == "__main__":
    run()
