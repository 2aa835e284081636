"""Load: moves in games against the master AI, beside games against the other levels.

``python -m loadtest.master`` starts gunicorn with production settings (PostgreSQL, Redis; the
master's search inside the move request, with the budget from settings) on the loopback
address, then runs ``--master-players`` players against the master and ``--other-players``
against ``--other-level`` at the same time, one thread each.  Every player plays whole games,
choosing from the served ``legal_actions`` (knock when offered, else the first draw action,
else discard the highest card) with ``expected_version``, waits ``--think-ms`` between moves
(0: back to back) and starts a new game when one ends.  It stops by itself after
``--seconds`` and prints, per level, moves/s, p50, p99 and max latency and errors.

    python -m loadtest.master --master-players 8 --other-players 0
    python -m loadtest.master --master-players 4 --other-players 4 --think-ms 500

Target (issue 13): a move in a master game answers within 500 ms p99 with 8 concurrent
players, and the other games keep their figures in the same run.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from typing import Any

from testkit.common import Stack, choose_move, new_player, percentile, run_threads


def play(
    index: int, levels: list[str], deadline: float, think: float, port: int
) -> tuple[str, list[float], Counter[str]]:
    """One player against ``levels[index]`` until the deadline: (level, latencies, errors)."""
    level = levels[index]
    client = new_player(port, f"load-{level}-{index}")
    latencies: list[float] = []
    errors: Counter[str] = Counter()
    game: dict[str, Any] | None = None
    while time.monotonic() < deadline:
        if game is None or game["status"] == "finished":
            reply = client.post("/api/v1/games", {"opponent": "ai", "ai_level": level})
            if reply.status != 201:
                errors[f"games_create {reply.status}"] += 1
                game = None
                continue
            game = reply.body
            continue
        body = choose_move(game)
        if body is None:
            errors["no_legal_action"] += 1
            game = None
            continue
        reply = client.post(f"/api/v1/games/{game['id']}/moves", body)
        latencies.append(reply.elapsed)
        if reply.status == 200:
            game = reply.body["game"]
        else:
            errors[f"move {reply.status}"] += 1
            game = None
        if think:
            time.sleep(think)
    return level, latencies, errors


def summary(latencies: list[float], errors: Counter[str], seconds: float) -> dict[str, Any]:
    return {
        "moves": len(latencies),
        "per_second": round(len(latencies) / seconds, 1),
        "p50_ms": round(percentile(latencies, 50) * 1000, 1),
        "p99_ms": round(percentile(latencies, 99) * 1000, 1),
        "max_ms": round(max(latencies, default=0) * 1000, 1),
        "errors": sum(errors.values()),
        "error_kinds": dict(errors),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--master-players", type=int, default=8)
    parser.add_argument("--other-players", type=int, default=0)
    parser.add_argument("--other-level", default="novice", choices=["novice", "expert"])
    parser.add_argument("--think-ms", type=float, default=0.0)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--database", default="ginapi_load")
    parser.add_argument("--redis-db", type=int, default=5)
    parser.add_argument("--json", help="also write the figures to this file")
    options = parser.parse_args()
    levels = ["master"] * options.master_players + [options.other_level] * options.other_players
    with Stack(
        workers=options.workers,
        port=options.port,
        database=options.database,
        redis_db=options.redis_db,
    ) as stack:
        start = time.monotonic()
        results = run_threads(
            len(levels),
            play,
            levels,
            start + options.seconds,
            options.think_ms / 1000,
            stack.port,
        )
        elapsed = time.monotonic() - start
    by_level: dict[str, tuple[list[float], Counter[str]]] = {}
    for result in results:
        if isinstance(result, Exception):
            raise result
        level, latencies, errors = result
        merged = by_level.setdefault(level, ([], Counter()))
        merged[0].extend(latencies)
        merged[1].update(errors)
    figures = {
        "players": Counter(levels),
        "think_ms": options.think_ms,
        "workers": options.workers,
        "levels": {
            level: summary(latencies, errors, elapsed)
            for level, (latencies, errors) in by_level.items()
        },
    }
    print(
        f"ginapi master load: {dict(figures['players'])} players, think {options.think_ms:.0f} ms, "
        f"{options.workers} gunicorn workers, {elapsed:.0f} s"
    )
    for level, found in figures["levels"].items():
        print(
            f"  {level:7} {found['moves']:5} moves {found['per_second']:6.1f}/s  "
            f"p50 {found['p50_ms']} ms  p99 {found['p99_ms']} ms  max {found['max_ms']} ms  "
            f"errors {found['errors']}"
        )
    if options.json:
        with open(options.json, "w") as handle:
            json.dump(figures, handle, indent=2)
    failed = any(found["errors"] for found in figures["levels"].values())
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
