"""Time GET /api/v1/puzzles/next and POST /api/v1/puzzles/{id}/attempt with 100,000 puzzles
and 1,000,000 attempts in the database (BENCHMARKS.md, "Puzzles").

    .venv/bin/python bench/puzzles_api.py                                  # 100,000 / 1,000,000
    .venv/bin/python bench/puzzles_api.py --puzzles 20000 --attempts 200000

Uses its own PostgreSQL database (``BENCH_DATABASE_URL``, default
postgres://postgres@127.0.0.1:5432/ginapi_puzzles_bench): creates it, migrates, and unless it
already holds that many puzzles fills it with COPY: ``--puzzles`` puzzles (the positions of a
few puzzles mined from self-play, each stored under its own id with a rating drawn from
N(1500, 350)), ``--players`` players with puzzle ratings, and ``--attempts`` attempts of random
players at random puzzles; then VACUUM ANALYZE.  It then times whole requests through Django
and DRF in process (no network), each by another player with a token: ``next`` near the
player's rating among the puzzles it has not done (about ``attempts / players`` done each), and
an attempt (rated: the player's first of that puzzle).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import secrets
import sys
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.leaderboard import configure, create_database  # noqa: E402
from bench.stats import percentile  # noqa: E402

DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/ginapi_puzzles_bench"


def percentiles(samples: list[float]) -> str:
    p50, p99, top = (percentile(samples, share) for share in (0.5, 0.99, 1.0))
    return f"p50 {p50:7.2f} ms   p99 {p99:7.2f} ms   max {top:7.2f} ms"


def templates() -> list[Any]:
    """Puzzles mined from a few self-play games: the positions the bench's puzzles copy."""
    from games.engine.match import Match
    from games.engine.rules import get_ruleset
    from puzzles.mining import MiningSettings, mine_hand
    from puzzles.selfplay import selfplay_match

    found: list[Any] = []
    for number in range(40):
        seed = hashlib.sha256(b"puzzles-api-bench:%d" % number).digest()
        match, moves = selfplay_match(
            seed=seed, ruleset="standard", levels=("expert", "novice"), target=100
        )
        for hand in sorted({r.hand_number for r in match.hand_results}):
            fresh = Match.new(seed=seed, ruleset=get_ruleset("standard", {"target": 100}))
            found.extend(
                mine_hand(
                    fresh, moves, hand=hand, key=seed, settings=MiningSettings(worlds=120)
                ).found
            )
        if len(found) >= 20:
            break
    return found


def fill(puzzles: int, players: int, attempts: int) -> None:
    from django.db import connection
    from django.utils import timezone

    from accounts.models import Player
    from leaderboard.management.commands.leaderboard_fill import copy_rows
    from puzzles.mining import position_of
    from puzzles.models import Puzzle, PuzzleAttempt, PuzzlePlayer, puzzle_id

    rng = random.Random(41)
    now = timezone.now()
    shapes = templates()
    print(f"{len(shapes)} template positions; copying {puzzles} puzzles...")
    ids = [puzzle_id() for _ in range(puzzles)]
    started = time.perf_counter()
    copy_rows(
        Puzzle,
        (
            {
                "id": ids[n],
                "ruleset": "standard",
                "themes": list(shape.themes),
                "position": position_of(shape.view),
                "solution": shape.solution.to_dict(),
                "values": [{"action": a.to_dict(), "points": p} for a, p in shape.values],
                "margin": shape.margin,
                "rating": rng.gauss(1500, 350),
                "rd": 80.0,
                "created_at": now,
            }
            for n in range(puzzles)
            for shape in [shapes[n % len(shapes)]]
        ),
    )
    player_ids = [uuid.UUID(int=rng.getrandbits(128), version=4) for _ in range(players)]
    copy_rows(
        Player,
        (
            # Registered (a username): their first attempts are rated.
            {
                "id": pid,
                "display_name": f"solver {n}",
                "username": f"solver-{pid.hex}",
                "username_key": f"solver-{pid.hex}",
                "created_at": now,
            }
            for n, pid in enumerate(player_ids)
        ),
    )
    copy_rows(
        PuzzlePlayer,
        (
            {"player_id": pid, "rating": rng.gauss(1500, 300), "rd": 70.0, "updated_at": now}
            for pid in player_ids
        ),
    )
    copy_rows(
        PuzzleAttempt,
        (
            {
                "puzzle_id": ids[rng.randrange(puzzles)],
                "player_id": player_ids[rng.randrange(players)],
                "action": {"action": "draw_stock"},
                "correct": rng.random() < 0.5,
                "mode": "rated",
                "created_at": now,
            }
            for _ in range(attempts)
        ),
    )
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE")
    print(f"filled in {time.perf_counter() - started:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--puzzles", type=int, default=100_000)
    parser.add_argument("--attempts", type=int, default=1_000_000)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--database-url", default=os.environ.get("BENCH_DATABASE_URL", DEFAULT_URL))
    args = parser.parse_args()

    configure(args.database_url)
    create_database(args.database_url)

    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client

    from accounts.models import Token, hash_token
    from puzzles.models import Puzzle, PuzzleAttempt, PuzzlePlayer

    call_command("migrate", verbosity=0)
    if Puzzle.objects.count() < args.puzzles:
        fill(args.puzzles, args.players, args.attempts)
    print(
        f"{Puzzle.objects.count()} puzzles, {PuzzleAttempt.objects.count()} attempts, "
        f"{PuzzlePlayer.objects.count()} puzzle players; {args.runs} runs each "
        "(machine shared with other jobs)"
    )
    sample = list(
        PuzzlePlayer.objects.order_by("?").values_list("player_id", flat=True)[: args.runs + 2]
    )
    tokens = []
    for player_id in sample:
        raw = secrets.token_urlsafe(16)
        Token.objects.create(player_id=player_id, digest=hash_token(raw), label="bench")
        tokens.append(raw)
    client = Client()
    served: list[str] = []

    def timed(call: Any) -> str:
        """Wall and CPU (this process's: Django and DRF, not PostgreSQL's) per request."""
        wall, cpu = [], []
        for n in range(-2, args.runs):
            started, started_cpu = time.perf_counter(), time.process_time()
            call(n)
            if n >= 0:
                wall.append((time.perf_counter() - started) * 1000)
                cpu.append((time.process_time() - started_cpu) * 1000)
        return f"wall {percentiles(wall)}\n{'':32}CPU  {percentiles(cpu)}"

    def next_puzzle(n: int) -> None:
        response = client.get(
            "/api/v1/puzzles/next",
            headers={"Authorization": f"Bearer {tokens[n]}"},
            secure=True,
        )
        assert response.status_code == 200, response.content[:200]
        served.append(response.json()["id"])

    answers: dict[str, Any] = {}

    def attempt(n: int) -> None:
        # A legal action that is not the best: the player's first attempt, rated.
        response = client.post(
            f"/api/v1/puzzles/{served[n + 2]}/attempt",
            {"action": answers[served[n + 2]]},
            content_type="application/json",
            headers={"Authorization": f"Bearer {tokens[n]}"},
            secure=True,
        )
        assert response.status_code == 200, response.content[:200]
        assert response.json()["rating_change"] is not None

    print(f"HTTP GET /puzzles/next          {timed(next_puzzle)}")
    for puzzle in Puzzle.objects.filter(pk__in=served):
        answers[puzzle.pk] = puzzle.values[-1]["action"]
    print(f"HTTP POST /puzzles/{{id}}/attempt {timed(attempt)}")
    from django.db import connection

    player = sample[0]
    with connection.cursor() as cursor:
        cursor.execute(
            "EXPLAIN (ANALYZE, FORMAT JSON) SELECT p.id FROM puzzles_puzzle p WHERE NOT p.retired"
            " AND p.rating >= 1500 AND NOT EXISTS (SELECT 1 FROM puzzles_puzzleattempt a"
            " WHERE a.player_id = %s AND a.puzzle_id = p.id) ORDER BY p.rating, p.id LIMIT 1",
            [player],
        )
        plan = cursor.fetchone()[0]
    plan = plan if isinstance(plan, list) else __import__("json").loads(plan)
    print(
        "database time of next's query (EXPLAIN ANALYZE): "
        f"{plan[0]['Execution Time'] + plan[0]['Planning Time']:.2f} ms"
    )
    Token.objects.filter(label="bench").delete()


if __name__ == "__main__":
    main()
