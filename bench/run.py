"""Every engine benchmark in one go: the deadwood search, AI self-play, then the master AI.

Prints each benchmark's lines, then, last, one JSON line with the headline figures (for CI
and for comparing runs):

    python -m bench.run
"""

from __future__ import annotations

import json
from typing import Any

from bench import deadwood, master, selfplay


def run() -> dict[str, Any]:
    """Run the benchmarks, print them, and return (and print last, as JSON) the figures."""
    found = deadwood.run()
    print()
    played = selfplay.run()
    print()
    searched = master.run()
    summary = {
        "deadwood10_us": found["deadwood10_us"],
        "deadwood11_best_discard_us": found["deadwood11_best_discard_us"],
        "deadwood_agrees_with_vectors": found["agrees_with_vectors"],
        "selfplay_hands_per_s": played["selfplay_hands_per_s"],
        "expert_vs_novice": played["expert_vs_novice"],
        "master": {
            f"{found['ruleset']}_vs_{found['opponent']}": found["win_rate"]
            for found in searched["pairings"]
        },
        "master_rollouts_per_cpu_s": searched["rollouts"]["rollouts_per_cpu_s"],
    }
    print(json.dumps(summary, sort_keys=True))
    return summary


if __name__ == "__main__":
    run()
