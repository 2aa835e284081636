"""How long the Daily Gin solver takes, how often it proves its par, and how hard the puzzles are.

Over 60 dates' deals (derived as the service derives them, from a bench secret), for the
``arcade`` (the daily default) and ``standard`` rulesets, with the service's default budget:

- the solver's CPU time per deal (median and worst) and the share of pars it proves exact;
- its peak memory per solve (tracemalloc, over the first ``MEMORY_DEALS`` deals, since
  tracing slows the search);
- the par against what the ``novice`` and ``expert`` AIs win in the first hand when they play
  the player's seat themselves: how far a plain player falls short of the best line.

    python -m bench.solver [--dates 60] [--budget 20000]
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import hmac
import statistics
import time
import tracemalloc
from typing import Any

from games.engine.ai import choose_action
from games.engine.match import Match
from games.engine.rules import get_ruleset
from games.engine.solver import DEFAULT_BUDGET, replay_points, solve

RULESETS = ("arcade", "standard")
FIRST_DATE = dt.date(2026, 1, 1)
SECRET = b"bench-daily-secret"
MEMORY_DEALS = 8
MAX_ACTIONS = 600
"""An AI-against-AI arcade hand can cycle; one that has not ended by then counts 0."""


def daily_seed(date: dt.date) -> bytes:
    """As daily.services.daily_seed, with the bench's secret (no Django needed)."""
    return hmac.new(SECRET, f"ginapi-daily-v1:{date.isoformat()}".encode(), hashlib.sha256).digest()


def deal(date: dt.date, ruleset: str) -> Match:
    seed = daily_seed(date)
    return Match.new(seed=seed, ruleset=get_ruleset(ruleset), first_hand_seed=seed)


def ai_points(match: Match, level: str) -> int:
    """What the AI of ``level`` in the player's seat wins in hand 1 against the novice."""
    for _ in range(MAX_ACTIONS):
        if match.hand_results:
            first = match.hand_results[0]
            return first.points if first.winner == 0 else 0
        seat = match.turn
        assert seat is not None
        match.apply(seat, choose_action(match.view(seat), level if seat == 0 else "novice"))
    return 0


def run_ruleset(ruleset: str, dates: list[dt.date], budget: int) -> dict[str, Any]:
    seconds: list[float] = []
    pars: list[int] = []
    proven = 0
    checked = 0
    for date in dates:
        match = deal(date, ruleset)
        started = time.process_time()
        solution = solve(match, budget=budget)
        seconds.append(time.process_time() - started)
        pars.append(solution.score)
        proven += solution.proven
        checked += replay_points(match, solution.line) == solution.score
    peaks = []
    for date in dates[:MEMORY_DEALS]:
        tracemalloc.start()
        solve(deal(date, ruleset), budget=budget)
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
    novice = [ai_points(deal(date, ruleset), "novice") for date in dates]
    expert = [ai_points(deal(date, ruleset), "expert") for date in dates]
    return {
        "ruleset": ruleset,
        "deals": len(dates),
        "median_s": statistics.median(seconds),
        "worst_s": max(seconds),
        "proven_share": proven / len(dates),
        "lines_replay_to_par": checked,
        "peak_mib": max(peaks) / 2**20,
        "par_mean": statistics.mean(pars),
        "par_zero_share": sum(par == 0 for par in pars) / len(pars),
        "novice_mean": statistics.mean(novice),
        "expert_mean": statistics.mean(expert),
        "novice_reaches_par": sum(n >= p for n, p in zip(novice, pars, strict=True)) / len(pars),
        "expert_reaches_par": sum(e >= p for e, p in zip(expert, pars, strict=True)) / len(pars),
    }


def run(dates: int = 60, budget: int = DEFAULT_BUDGET) -> dict[str, Any]:
    days = [FIRST_DATE + dt.timedelta(days=offset) for offset in range(dates)]
    out: dict[str, Any] = {"budget": budget}
    for ruleset in RULESETS:
        row = run_ruleset(ruleset, days, budget)
        out[ruleset] = row
        print(
            f"solver {ruleset}: {row['deals']} deals, budget {budget} nodes: "
            f"median {row['median_s']:.2f} s, worst {row['worst_s']:.2f} s CPU; "
            f"proven {row['proven_share']:.0%}; peak {row['peak_mib']:.1f} MiB; "
            f"{row['lines_replay_to_par']}/{row['deals']} lines replay to their par"
        )
        print(
            f"  par mean {row['par_mean']:.1f} (0 on {row['par_zero_share']:.0%}); "
            f"novice wins {row['novice_mean']:.1f} on average and reaches par on "
            f"{row['novice_reaches_par']:.0%}; expert {row['expert_mean']:.1f}, "
            f"reaches par on {row['expert_reaches_par']:.0%}"
        )
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dates", type=int, default=60)
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    args = parser.parse_args()
    run(args.dates, args.budget)
