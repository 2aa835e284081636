"""Puzzle mining figures (BENCHMARKS.md, "Puzzles"): puzzles per 1,000 finished hands, the
mining CPU per hand, the agreement of the best action between two seeds, and the puzzle
ratings' spread after a simulated population of novice, expert and master solvers.

    python -m bench.puzzles_mining --games 60                 # mining figures
    python -m bench.puzzles_mining --games 60 --solvers 30    # + the solver population

The games are self-play (puzzles/selfplay.py's ``selfplay_match``, no database): every named
ruleset by turns, the pairings expert-novice, novice-expert and expert-expert, to 100 points;
every ended hand is mined as the service mines it (puzzles/mining.py, ``MiningSettings()``,
the C rollouts).  CPU is ``time.process_time`` of the mining alone, one core.

Agreement: of the decisions that pass the screen (seed A's worlds), the share whose best action
over every legal action with seed B's worlds is seed A's.

The population: ``--solvers`` players of each level.  Each answers a puzzle with its level's
action from the puzzle's view (the master with its default budget), except that in
``--slip`` of its answers it plays a legal action at random (so players of one level differ).
Every player attempts ``--attempts`` puzzles, each the unattempted puzzle nearest its rating
(as GET /puzzles/next picks), rated with Glicko-2 for both sides (ratings/glicko2.py), the
players taking turns.  The levels should rank; the puzzles' ratings spread.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import random
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

from bench.stats import percentile
from games.engine.actions import Action
from games.engine.ai import choose_action
from games.engine.match import Match
from games.engine.rules import RULESETS, get_ruleset
from puzzles.mining import Found, MiningSettings, legal_options, mine_hand
from puzzles.selfplay import selfplay_match
from ratings.glicko2 import Rating, rate_game

PAIRINGS = (("expert", "novice"), ("novice", "expert"), ("expert", "expert"))
LEVELS = ("novice", "expert", "master")


def mine(games: int, worlds: int) -> list[Found]:
    settings = MiningSettings(worlds=worlds)
    combos = itertools.cycle(itertools.product(sorted(RULESETS), PAIRINGS))
    found: list[Found] = []
    hands = decisions = screened = agreed = 0
    cpu: list[float] = []
    themes: Counter[str] = Counter()
    for number in range(games):
        ruleset, levels = next(combos)
        seed = hashlib.sha256(b"puzzles-bench:%d" % number).digest()
        match, moves = selfplay_match(seed=seed, ruleset=ruleset, levels=levels, target=100)
        ended = sorted({result.hand_number for result in match.hand_results})
        for hand in ended:
            fresh = Match.new(seed=seed, ruleset=get_ruleset(ruleset, {"target": 100}))
            started = time.process_time()
            mined = mine_hand(fresh, moves, hand=hand, key=seed, settings=settings)
            cpu.append(time.process_time() - started)
            hands += 1
            decisions += mined.decisions
            screened += mined.screened
            agreed += mined.agreed
            found.extend(mined.found)
            for item in mined.found:
                themes.update(item.themes)
    print(
        f"{games} games, {hands} hands, {decisions} decisions; {len(found)} puzzles: "
        f"{1000 * len(found) / hands:.0f} per 1,000 hands"
    )
    print(
        f"mining CPU per hand ({worlds} worlds a seed): mean {statistics.mean(cpu):.3f} s, "
        f"median {statistics.median(cpu):.3f} s, p90 {percentile(cpu, 0.9):.3f} s, "
        f"worst {max(cpu):.3f} s"
    )
    print(
        f"best action agreed between two seeds: {agreed}/{screened} = "
        f"{100 * agreed / max(1, screened):.1f}% of the screened decisions"
    )
    print("themes: " + ", ".join(f"{name} {count}" for name, count in themes.most_common()))
    return found


@dataclass
class Solver:
    level: str
    rating: Rating = field(default_factory=Rating)
    done: set[int] = field(default_factory=set)
    solved: int = 0


def population(found: list[Found], solvers: int, attempts: int, slip: float) -> None:
    rng = random.Random(41)
    answers: dict[tuple[str, int], Action] = {}
    started = time.process_time()
    for index, item in enumerate(found):
        for level in LEVELS:
            chosen = choose_action(item.view, level, seed=b"solver", version=index)
            answers[(level, index)] = Action(chosen.kind, chosen.card)
    print(f"the levels' answers to {len(found)} puzzles: {time.process_time() - started:.1f} s CPU")
    for level in LEVELS:
        right = sum(answers[(level, i)] == item.solution for i, item in enumerate(found))
        print(f"  {level}: {right}/{len(found)} = {100 * right / len(found):.0f}% solved")
    puzzles = [Rating() for _ in found]
    people = [Solver(level) for level in LEVELS for _ in range(solvers)]
    for _ in range(min(attempts, len(found))):
        for person in people:
            options = [i for i in range(len(found)) if i not in person.done]
            index = min(options, key=lambda i: (abs(puzzles[i].r - person.rating.r), i))
            person.done.add(index)
            if rng.random() < slip:
                answer = rng.choice(legal_options(found[index].view))
            else:
                answer = answers[(person.level, index)]
            correct = answer == found[index].solution
            person.solved += correct
            person.rating, puzzles[index] = rate_game(
                person.rating, puzzles[index], 1.0 if correct else 0.0
            )
    for level in LEVELS:
        ratings = [p.rating.r for p in people if p.level == level]
        print(
            f"  {level} solvers: rating mean {statistics.mean(ratings):.0f}, "
            f"min {min(ratings):.0f}, max {max(ratings):.0f}"
        )
    rated = sorted(r.r for r in puzzles)
    deciles = [rated[int(len(rated) * q / 10)] for q in range(1, 10)]
    print(
        f"  puzzle ratings: sd {statistics.pstdev(rated):.0f}, min {rated[0]:.0f}, "
        f"deciles {' '.join(f'{d:.0f}' for d in deciles)}, max {rated[-1]:.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--worlds", type=int, default=MiningSettings().worlds)
    parser.add_argument("--solvers", type=int, default=0, help="players of each level")
    parser.add_argument("--attempts", type=int, default=60, help="puzzles each player attempts")
    parser.add_argument("--slip", type=float, default=0.1)
    args = parser.parse_args()
    found = mine(args.games, args.worlds)
    if args.solvers:
        population(found, args.solvers, args.attempts, args.slip)


if __name__ == "__main__":
    main()
