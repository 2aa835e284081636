"""Time the rating board and the public profile at a million rated players.

    .venv/bin/python bench/ratings.py                              # 1,000,000 / 10,000,000
    .venv/bin/python bench/ratings.py --players 200000 --history 2000000

Uses its own PostgreSQL database (``BENCH_DATABASE_URL``, default
postgres://postgres@127.0.0.1:5432/ginapi_ratings_bench): creates it, migrates, fills it with
``manage.py ratings_fill`` unless it already holds that many players, then times the
selectors alone and the whole HTTP request through Django and DRF, in process (no network):
the board's top page, a page in the middle, ``?around=me`` for a random player, a random
player's profile and rating history.  The target is a median under 20 ms for each.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.leaderboard import configure, create_database, report, timed  # noqa: E402

DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/ginapi_ratings_bench"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--players", type=int, default=1_000_000)
    parser.add_argument("--history", type=int, default=10_000_000)
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--page-size", type=int, default=50)
    parser.add_argument("--database-url", default=os.environ.get("BENCH_DATABASE_URL", DEFAULT_URL))
    parser.add_argument(
        "--explain",
        action="store_true",
        help="Also the database's own time per read: each query of a call under EXPLAIN "
        "ANALYZE, summed (the median over --runs calls); less at the mercy of a busy machine.",
    )
    args = parser.parse_args()

    configure(args.database_url)
    create_database(args.database_url)

    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client

    from accounts.models import Token, hash_token
    from ratings.models import PlayerRating, RatingHistory
    from ratings.selectors import (
        player_public,
        rating_board_around,
        rating_board_page,
        rating_history,
    )

    call_command("migrate", verbosity=0)
    if PlayerRating.objects.count() < args.players:
        print(f"filling {args.players} players, {args.history} history rows (one-off)...")
        call_command("ratings_fill", players=args.players, history=args.history)
    players = PlayerRating.objects.count()
    history = RatingHistory.objects.count()
    board = PlayerRating.objects.filter(ruleset="standard", rd__lte=110).count()
    print(
        f"{players} rated players ({board} on the board), {history} history rows; "
        f"page size {args.page_size}; {args.runs} runs"
    )
    sample = list(
        PlayerRating.objects.filter(rd__lte=110)
        .order_by("?")
        .values_list("player_id", flat=True)[: args.runs + 2]
    )
    size = args.page_size
    report(
        "selector: board top page",
        timed(args.runs, lambda n: rating_board_page(ruleset="standard", page=1, page_size=size)),
    )
    middle = max(1, board // size // 2)
    report(
        f"selector: board page {middle} (middle)",
        timed(
            args.runs,
            lambda n: rating_board_page(ruleset="standard", page=middle, page_size=size),
        ),
    )
    report(
        "selector: board around me (random player)",
        timed(
            args.runs,
            lambda n: rating_board_around(ruleset="standard", player_id=sample[n], page_size=size),
        ),
    )
    report(
        "selector: profile (random player)",
        timed(args.runs, lambda n: player_public(player_id=sample[n])),
    )
    report(
        "selector: rating history (random player)",
        timed(args.runs, lambda n: rating_history(player_id=sample[n], ruleset="standard")),
    )

    if args.explain:
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        def database_ms(call: Any) -> float:
            with CaptureQueriesContext(connection) as captured:
                call()
            total = 0.0
            with connection.cursor() as cursor:
                for query in captured.captured_queries:
                    cursor.execute("EXPLAIN (ANALYZE, FORMAT JSON) " + query["sql"])
                    plan = cursor.fetchone()[0]
                    plan = json.loads(plan) if isinstance(plan, str) else plan
                    total += plan[0]["Execution Time"] + plan[0]["Planning Time"]
            return total

        reads: list[tuple[str, Any]] = [
            (
                "board top page",
                lambda n: rating_board_page(ruleset="standard", page=1, page_size=size),
            ),
            (
                "board middle page",
                lambda n: rating_board_page(ruleset="standard", page=middle, page_size=size),
            ),
            (
                "board around me",
                lambda n: rating_board_around(
                    ruleset="standard", player_id=sample[n], page_size=size
                ),
            ),
            ("profile", lambda n: player_public(player_id=sample[n])),
            ("rating history", lambda n: rating_history(player_id=sample[n], ruleset="standard")),
        ]
        for name, read in reads:
            times = [database_ms(lambda read=read, n=n: read(n)) for n in range(args.runs)]
            print(f"database time: {name:<30} median {statistics.median(times):7.2f} ms")

    client = Client()

    def get(path: str, headers: dict[str, str] | None = None) -> None:
        response = client.get(path, headers=headers, secure=True)
        assert response.status_code == 200, response.content[:200]

    tokens = []
    for player_id in sample:
        raw = secrets.token_urlsafe(16)
        Token.objects.create(player_id=player_id, digest=hash_token(raw), label="bench")
        tokens.append(raw)
    report(
        "HTTP: board top page",
        timed(args.runs, lambda n: get("/api/v1/leaderboards/ratings/standard")),
    )
    report(
        "HTTP: board ?around=me",
        timed(
            args.runs,
            lambda n: get(
                "/api/v1/leaderboards/ratings/standard?around=me",
                {"Authorization": f"Bearer {tokens[n]}"},
            ),
        ),
    )
    report(
        "HTTP: profile",
        timed(args.runs, lambda n: get(f"/api/v1/players/{sample[n]}")),
    )
    Token.objects.filter(label="bench").delete()


if __name__ == "__main__":
    main()
