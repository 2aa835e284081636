"""Time the leaderboards at a million rows: the top page and ?around=me, median of N runs.

    .venv/bin/python bench/leaderboard.py                  # 1,000,000 scores, 50 runs
    .venv/bin/python bench/leaderboard.py --scores 200000 --runs 100

Uses its own PostgreSQL database (``BENCH_DATABASE_URL``, default
postgres://postgres@127.0.0.1:5432/ginapi_bench): creates it, migrates, fills it with
``manage.py leaderboard_fill`` unless it already holds that many scores, then times

- the selectors alone (the SQL and the ranking arithmetic), and
- the whole HTTP request through Django and DRF (``GET /api/v1/leaderboards/best-hand``,
  with ``?around=me`` and a bearer token), in process, no network.

Around-me asks for a different, randomly chosen player on every run, so the numbers are not
one cached row's.  The target is a median under 20 ms for each at 1,000,000 rows.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/ginapi_bench"
CALLER_TOKEN = "bench-caller-token"


def configure(database_url: str) -> None:
    os.environ["DATABASE_URL"] = database_url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ginapi.settings")
    os.environ.setdefault("SECRET_KEY", "bench-secret-key")
    os.environ.setdefault("DAILY_DEAL_SECRET", "bench-daily-secret")
    os.environ.setdefault("ALLOWED_HOSTS", "testserver")
    os.environ.setdefault("LOG_LEVEL", "WARNING")


def create_database(database_url: str) -> None:
    import psycopg

    name = database_url.rsplit("/", 1)[1]
    admin_url = database_url.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin_url, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{name}"')


def timed(runs: int, call: Callable[[int], Any]) -> list[float]:
    """Milliseconds per call, after two warm-up calls."""
    call(-1)
    call(-2)
    out = []
    for n in range(runs):
        started = time.perf_counter()
        call(n)
        out.append((time.perf_counter() - started) * 1000)
    return out


def report(name: str, samples: list[float]) -> None:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    print(
        f"{name:<44} median {statistics.median(samples):7.2f} ms   "
        f"p95 {p95:7.2f} ms   max {ordered[-1]:7.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--scores", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--page-size", type=int, default=50)
    parser.add_argument("--database-url", default=os.environ.get("BENCH_DATABASE_URL", DEFAULT_URL))
    args = parser.parse_args()

    configure(args.database_url)
    create_database(args.database_url)

    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.utils import timezone

    from accounts.models import Player, Token, hash_token
    from daily.services import daily_today
    from games.services import game_create
    from leaderboard.models import BEST_HAND_BOARD, BestScore, Score, daily_board
    from leaderboard.selectors import leaderboard_around, leaderboard_page
    from leaderboard.services import score_record

    call_command("migrate", verbosity=0)
    if Score.objects.count() < args.scores:
        print(f"filling {args.scores} scores (one-off; takes a minute or two)...")
        call_command("leaderboard_fill", scores=args.scores, force=True)

    board_size = BestScore.objects.filter(board=BEST_HAND_BOARD).count()
    daily = daily_board(daily_today())
    daily_size = BestScore.objects.filter(board=daily).count()
    with connection.cursor() as cursor:
        cursor.execute("SELECT version()")
        server = cursor.fetchone()[0].split(",")[0]
    print(
        f"{Score.objects.count()} scores; best-hand board {board_size} players; "
        f"{daily} board {daily_size} players; {server}; page size {args.page_size}; "
        f"{args.runs} runs"
    )

    sample_ids = list(
        BestScore.objects.filter(board=BEST_HAND_BOARD)
        .order_by("?")
        .values_list("player_id", flat=True)[: args.runs + 2]
    )
    daily_ids = list(
        BestScore.objects.filter(board=daily)
        .order_by("?")
        .values_list("player_id", flat=True)[: args.runs + 2]
    )

    report(
        "selector: best-hand top page",
        timed(
            args.runs, lambda n: leaderboard_page(board=BEST_HAND_BOARD, page_size=args.page_size)
        ),
    )
    report(
        "selector: best-hand around me (random player)",
        timed(
            args.runs,
            lambda n: leaderboard_around(
                board=BEST_HAND_BOARD, player_id=sample_ids[n], page_size=args.page_size
            ),
        ),
    )
    deep = max(1, board_size // args.page_size // 2)
    report(
        f"selector: best-hand page {deep} (middle)",
        timed(
            args.runs,
            lambda n: leaderboard_page(board=BEST_HAND_BOARD, page=deep, page_size=args.page_size),
        ),
    )
    if daily_ids:
        report(
            "selector: daily top page",
            timed(args.runs, lambda n: leaderboard_page(board=daily, page_size=args.page_size)),
        )
        report(
            "selector: daily around me (random player)",
            timed(
                args.runs,
                lambda n: leaderboard_around(
                    board=daily, player_id=daily_ids[n], page_size=args.page_size
                ),
            ),
        )

    # Through HTTP: a player of our own with a known token, placed mid-board (made once).
    token = Token.objects.filter(digest=hash_token(CALLER_TOKEN)).first()
    created = token is None
    if token is None:
        player = Player.objects.create(display_name="bench caller")
        Token.objects.create(player=player, digest=hash_token(CALLER_TOKEN), label="bench")
    else:
        player = token.player
    if created:
        median_points = (
            BestScore.objects.filter(board=BEST_HAND_BOARD)
            .order_by("-points")
            .values_list("points", flat=True)[board_size // 2]
        )
        game = game_create(
            player=player,
            opponent="ai",
            ai_level="novice",
            ruleset="arcade",
            rules=None,
            target=None,
        )
        score_record(
            player_id=player.pk,
            game=game,
            hand_number=1,
            points=median_points,
            achieved_at=timezone.now(),
        )
    client = Client()
    url = f"/api/v1/leaderboards/best-hand?page_size={args.page_size}"

    def get(path: str, headers: dict[str, str] | None = None) -> None:
        response = client.get(path, headers=headers)
        assert response.status_code == 200, response.content[:200]

    report("HTTP: GET best-hand (top page)", timed(args.runs, lambda n: get(url)))
    report(
        "HTTP: GET best-hand?around=me",
        timed(
            args.runs,
            lambda n: get(url + "&around=me", {"Authorization": f"Bearer {CALLER_TOKEN}"}),
        ),
    )


if __name__ == "__main__":
    main()
