"""Our AIs against the EAAI-21 Gin Rummy challenge's baseline, inside the challenge's own game.

The challenge (Todd Neller's ``gin-rummy-eaai``, GPL) is read from the path given with
``--eaai`` (its ``ginrummy/*.java``) and compiled with our bridge into a temporary directory:
nothing of it is copied into this repository.  ``bench/java/GinapiPlayer.java`` (ours)
implements its ``GinRummyPlayer`` and passes every call to ``python -m bench.eaai_player``;
``bench/java/EaaiMatches.java`` plays its ``GinRummyGame`` between that player and its
``SimpleGinRummyPlayer``, each match twice with the seats swapped on the same deals (both
the game's and the baseline's random numbers seeded, so a run replays exactly).

The rules are the challenge's, as its game applies them: matches to 100, knock at 10 or less,
gin and undercut bonus 25, no big gin, no game, line or shutout bonus; the first face-up card
offered to the starting player then the other, and if both decline the starter draws face
down; the card taken face up never thrown back; a hand with two cards left in the stock is
cancelled (no score) and dealt again by the same starter, who otherwise alternates; the
defender names its melds and the game lays off greedily every card that fits the knocker's
melds.  Our AI decides gin and knocks with its discard as in our engine, and defends with the
melds of our best defence (:mod:`bench.eaai_player`).  The bridge passes on nothing the
challenge's player is not told; the earlier hands of the match reach our AI as the challenge
shows them at a hand's end (who knocked, both hands), which is what the master reads of them.

Printed: matches won with a 95% Wilson interval, points a hand (ours less the baseline's over
every hand dealt, cancelled ones included), decisions' time p50/p99 (CPU of our process and
wall clock, the bridge's round trips not counted).  For example::

    python -m bench.eaai --eaai /work/eaai --level expert --matches 200
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.selfplay import wilson
from bench.stats import percentile

JAVA_SOURCES = Path(__file__).parent / "java"


def compile_bridge(eaai: Path, into: Path) -> None:
    """javac the challenge's ginrummy/*.java (from ``eaai``) and our bridge into ``into``."""
    sources = sorted((eaai / "ginrummy").glob("*.java"))
    if not sources:
        raise SystemExit(f"no ginrummy/*.java under {eaai}")
    ours = sorted(JAVA_SOURCES.glob("*.java"))
    subprocess.run(["javac", "-nowarn", "-d", str(into), *map(str, sources + ours)], check=True)


def run(
    eaai: Path, level: str, matches: int, first_seed: int, budget: list[str] | None = None
) -> dict[str, object]:
    """Plays ``matches`` matches (half the deals, each with the seats swapped) and sums up."""
    with tempfile.TemporaryDirectory(prefix="eaai-") as work:
        classes = Path(work) / "classes"
        compile_bridge(eaai, classes)
        stats = Path(work) / "stats.json"
        player = [sys.executable, "-m", "bench.eaai_player", "--level", level, *(budget or [])]
        command = ["java", "-cp", str(classes), "ginapi.bench.EaaiMatches"]
        deals = max(1, matches // 2)
        started = time.perf_counter()
        finished = subprocess.run(
            [*command, str(deals), str(first_seed), *player, "--stats", str(stats)],
            check=True,
            capture_output=True,
            text=True,
        )
        elapsed = time.perf_counter() - started
        times = json.loads(stats.read_text())["times"]
    rows = [line.split() for line in finished.stdout.splitlines() if line.startswith("match ")]
    won = sum(int(row[3]) for row in rows)
    margin = sum(int(row[4]) - int(row[5]) for row in rows)
    hands = sum(int(row[6]) for row in rows)
    low, high = wilson(won, len(rows))
    wall = [w for w, _ in times]
    cpu = [c for _, c in times]
    return {
        "level": level,
        "matches": len(rows),
        "won": won,
        "share": round(won / len(rows), 3),
        "interval95": [round(low, 3), round(high, 3)],
        "points_a_hand": round(margin / hands, 2),
        "hands": hands,
        "decisions": len(times),
        "cpu_ms_p50": round(1000 * percentile(cpu, 0.5), 2),
        "cpu_ms_p99": round(1000 * percentile(cpu, 0.99), 2),
        "wall_ms_p50": round(1000 * percentile(wall, 0.5), 2),
        "wall_ms_p99": round(1000 * percentile(wall, 0.99), 2),
        "elapsed_s": round(elapsed, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--eaai", type=Path, required=True, help="holds ginrummy/*.java")
    parser.add_argument("--level", choices=("novice", "expert", "master"), default="expert")
    parser.add_argument("--matches", type=int, default=100, help="matches (an even number)")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, help="the master's budget (default: the game's)")
    parser.add_argument("--max-rollouts", type=int)
    args = parser.parse_args()
    budget = []
    if args.worlds is not None:
        budget = ["--worlds", str(args.worlds)]
        if args.max_rollouts is not None:
            budget += ["--max-rollouts", str(args.max_rollouts)]
    result = run(args.eaai, args.level, args.matches, args.first_seed, budget)
    print(json.dumps({**result, "budget": budget}))


if __name__ == "__main__":
    main()
