"""How strong the master AI is, how long it thinks, and how fast its rollouts run.

For each ruleset and each opponent (expert, novice): matches to the target between the master
and that AI, every deal played twice with the seats swapped (so the luck of the cards cancels
out), the master seeded as the service seeds it (the game's seed and version).  Printed per
pairing: the master's share of matches won with its 95% Wilson interval, its points per hand
(hand points won less lost, dead hands counted), and the CPU time (``time.process_time``) and
wall time of its decisions, p50 and p99.  Then the rollouts per second of CPU over a fixed set
of positions.  Every match is deterministic, so the win figures are the same on every run;
the times depend on the machine and its load.

    python -m bench.master                                   # the default (quick) set
    python -m bench.master --deals 40 --rulesets standard --opponents expert novice
    python -m bench.master --worlds 12 --max-rollouts 80     # a smaller search budget
    python -m bench.master --deals 20 --first-deal 40        # deals 40-59: extends a 40-deal run
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from bench.selfplay import wilson
from bench.stats import percentile
from games.engine.ai import ai_seed, choose_action, rollout
from games.engine.ai import master as master_module
from games.engine.ai.master import DEFAULT_BUDGET, Budget
from games.engine.match import Match
from games.engine.rules import RULESETS, get_ruleset
from games.engine.view import Phase, SeatView

PROCESSES = 2
MOVE_CAP = 3000
"""Two bots can cycle an arcade hand for a long time: a match still going after this many
moves counts as lost by the master."""


@dataclass
class Tally:
    matches: int = 0
    wins: int = 0
    hands: int = 0
    points: int = 0
    cpu: list[float] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.matches += other.matches
        self.wins += other.wins
        self.hands += other.hands
        self.points += other.points
        self.cpu += other.cpu
        self.wall += other.wall


def play_deal(args: tuple[str, str, int, Budget]) -> Tally:
    """Deal ``number`` of ``ruleset`` played twice, the master in seat 0 then seat 1."""
    ruleset, opponent, number, budget = args
    tally = Tally()
    seed = b"bench:master:%s:%d" % (ruleset.encode(), number)
    for master_seat in (0, 1):
        levels = ["master", "master"]
        levels[1 - master_seat] = opponent
        match = Match.new(seed=seed, ruleset=get_ruleset(ruleset))
        moves = 0
        while not match.finished and moves < MOVE_CAP:
            seat = match.turn
            assert seat is not None
            view = match.view(seat)
            cpu, wall = time.process_time(), time.perf_counter()
            action = choose_action(
                view, levels[seat], seed=ai_seed(match), version=match.move_count, budget=budget
            )
            if seat == master_seat:
                tally.cpu.append(time.process_time() - cpu)
                tally.wall.append(time.perf_counter() - wall)
            match.apply(seat, action)
            moves += 1
        tally.matches += 1
        tally.wins += match.winner == master_seat
        tally.hands += len(match.hand_results)
        for result in match.hand_results:
            if result.winner is not None:
                tally.points += result.points if result.winner == master_seat else -result.points
    return tally


def pairing(
    ruleset: str, opponent: str, deals: int, budget: Budget, processes: int, first_deal: int = 0
) -> dict[str, Any]:
    numbers = range(first_deal, first_deal + deals)
    jobs = [(ruleset, opponent, number, budget) for number in numbers]
    total = Tally()
    start = time.perf_counter()
    if processes > 1:
        with ProcessPoolExecutor(max_workers=processes) as pool:
            for tally in pool.map(play_deal, jobs):
                total.add(tally)
    else:
        for tally in map(play_deal, jobs):
            total.add(tally)
    low, high = wilson(total.wins, total.matches)
    return {
        "ruleset": ruleset,
        "opponent": opponent,
        "matches": total.matches,
        "win_rate": round(total.wins / total.matches, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "points_per_hand": round(total.points / max(1, total.hands), 2),
        "hands": total.hands,
        "decisions": len(total.cpu),
        "cpu_ms": _percentiles(total.cpu),
        "wall_ms": _percentiles(total.wall),
        "seconds": round(time.perf_counter() - start, 1),
    }


PERCENTILES = (("p50", 0.5), ("p99", 0.99))


def _percentiles(times: list[float]) -> dict[str, float]:
    return {name: round(percentile(times, share) * 1000, 1) for name, share in PERCENTILES}


def rollouts_per_second(budget: Budget, positions: int = 60) -> dict[str, float]:
    """Rollouts per second of CPU over the master's discard decisions of a fixed game."""
    match = Match.new(seed=b"bench:master:rollouts", ruleset=get_ruleset("standard"))
    views: list[tuple[SeatView, int]] = []
    while not match.finished and len(views) < positions:
        seat = match.turn
        assert seat is not None
        view = match.view(seat)
        if view.phase is Phase.DISCARD:
            views.append((view, match.move_count))
        match.apply(seat, choose_action(view, "expert"))
    played = 0
    original = rollout.play_candidate

    def counting(*args: Any) -> float:
        nonlocal played
        played += 1
        return original(*args)

    rollout.play_candidate = counting  # type: ignore[assignment]
    try:
        cpu = time.process_time()
        for view, version in views:
            master_module.master_action(view, seed=b"bench", version=version, budget=budget)
        cpu = time.process_time() - cpu
    finally:
        rollout.play_candidate = original  # type: ignore[assignment]
    return {
        "rollouts_per_cpu_s": round(played / cpu),
        "rollouts_per_decision": round(played / len(views), 1),
        "cpu_ms_per_decision": round(cpu / len(views) * 1000, 1),
    }


def run(
    deals: int = 4,
    rulesets: list[str] | None = None,
    opponents: list[str] | None = None,
    budget: Budget = DEFAULT_BUDGET,
    processes: int = PROCESSES,
    first_deal: int = 0,
) -> dict[str, Any]:
    """Run the pairings and the rollout measurement, print them, and return the figures."""
    rulesets = rulesets or ["standard"]
    opponents = opponents or ["expert", "novice"]
    print(
        f"ginapi master benchmark (budget: {budget.worlds} worlds, at most "
        f"{budget.max_rollouts} rollouts a decision; {deals} deals x 2 seatings a pairing)"
    )
    results = []
    for ruleset in rulesets:
        for opponent in opponents:
            found = pairing(ruleset, opponent, deals, budget, processes, first_deal)
            results.append(found)
            low, high = found["ci95"]
            print(
                f"  {ruleset:9} vs {opponent:6}  won {found['win_rate']:.1%} "
                f"(95% CI {low:.1%} to {high:.1%}) of {found['matches']} matches, "
                f"{found['points_per_hand']:+.2f} points a hand over {found['hands']} hands; "
                f"decision CPU p50 {found['cpu_ms']['p50']} ms p99 {found['cpu_ms']['p99']} ms, "
                f"wall p50 {found['wall_ms']['p50']} ms p99 {found['wall_ms']['p99']} ms "
                f"({found['seconds']:.0f} s)"
            )
    speed = rollouts_per_second(budget)
    print(
        f"  rollouts: {speed['rollouts_per_cpu_s']:,} per CPU second, "
        f"{speed['rollouts_per_decision']} a discard decision, "
        f"{speed['cpu_ms_per_decision']} ms CPU a discard decision"
    )
    return {"pairings": results, "rollouts": speed}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument(
        "--first-deal", type=int, default=0, help="deal numbers start here (extend a run)"
    )
    parser.add_argument("--rulesets", nargs="+", choices=sorted(RULESETS), default=["standard"])
    parser.add_argument("--opponents", nargs="+", choices=["novice", "expert"])
    parser.add_argument("--worlds", type=int, default=DEFAULT_BUDGET.worlds)
    parser.add_argument("--max-rollouts", type=int, default=DEFAULT_BUDGET.max_rollouts)
    parser.add_argument("--processes", type=int, default=PROCESSES)
    args = parser.parse_args()
    run(
        deals=args.deals,
        first_deal=args.first_deal,
        rulesets=args.rulesets,
        opponents=args.opponents,
        budget=Budget(worlds=args.worlds, max_rollouts=args.max_rollouts),
        processes=args.processes,
    )


if __name__ == "__main__":
    main()
