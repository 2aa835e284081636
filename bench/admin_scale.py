"""Reads at ten million moves: the admin's pages and a player's game list, and table sizes.

``DATABASE_URL=postgres://.../ginapi_sca_big python -m bench.admin_scale`` on a database
filled by ``manage.py games_fill``.  Each page is fetched in-process (Django's test client,
a staff session; no HTTP server) ``--repeat`` times after one warm-up; the median and the
worst are printed.  Then the storage per game and per move and the size of every index.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from typing import Any

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
os.environ.setdefault("ALLOWED_HOSTS", "testserver")

import django

django.setup()

from django.contrib.auth.models import User  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402

from accounts.models import Player, hash_token  # noqa: E402
from games.models import Game  # noqa: E402

TABLES = ("games_game", "games_move", "games_player")


def timed(client: Client, url: str, repeat: int, **extra: Any) -> tuple[float, float, int]:
    client.get(url, **extra)
    times = []
    status = 0
    for _ in range(repeat):
        started = time.perf_counter()
        response = client.get(url, **extra)
        times.append(time.perf_counter() - started)
        status = response.status_code
    return statistics.median(times), max(times), status


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=7)
    options = parser.parse_args()
    staff, _ = User.objects.get_or_create(
        username="bench-staff", defaults={"is_staff": True, "is_superuser": True}
    )
    admin = Client()
    admin.force_login(staff)
    # A player with games, whose token we set (the fill stores only digests).
    busy = Game.objects.filter(opponent_kind="human").order_by("-created_at").first()
    assert busy is not None, "fill the database with manage.py games_fill first"
    player = busy.player0
    Player.objects.filter(pk=player.pk).update(token_hash=hash_token("bench-token"))
    api = Client(HTTP_AUTHORIZATION="Bearer bench-token")
    name_start = player.display_name.split()[0][:4]
    assert busy.invite_code is not None
    pages = [
        ("player's game list (API)", api, "/api/v1/games"),
        ("player's finished games (API)", api, "/api/v1/games?status=finished"),
        ("admin game list", admin, "/admin/games/game/"),
        ("admin game list, finished", admin, "/admin/games/game/?status__exact=finished"),
        ("admin search: game id", admin, f"/admin/games/game/?q={busy.id}"),
        ("admin search: invite code", admin, f"/admin/games/game/?q={busy.invite_code}"),
        (f"admin search: name '{name_start}'", admin, f"/admin/games/game/?q={name_start}"),
        ("admin game page", admin, f"/admin/games/game/{busy.id}/change/"),
        ("admin player list", admin, "/admin/accounts/player/"),
        ("admin move list", admin, "/admin/games/move/"),
    ]
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM games_move")
        moves = cursor.fetchone()[0]  # type: ignore[index]
    print(f"{Game.objects.count():,} games, {moves:,} moves; median of {options.repeat}")
    for label, client, url in pages:
        median, worst, status = timed(client, url, options.repeat)
        print(
            f"  {label:<36} {median * 1000:8.1f} ms median  {worst * 1000:8.1f} ms worst  {status}"
        )

    with connection.cursor() as cursor:
        for table in TABLES:
            cursor.execute(
                "SELECT reltuples::bigint, pg_relation_size(oid), pg_table_size(oid), "
                "pg_indexes_size(oid) FROM pg_class WHERE relname = %s",
                [table],
            )
            rows, heap, with_toast, indexes = cursor.fetchone()  # type: ignore[misc]
            print(
                f"{table}: {rows:,} rows, heap {heap / 2**20:,.0f} MiB, with TOAST "
                f"{with_toast / 2**20:,.0f} MiB ({with_toast / max(rows, 1):,.0f} bytes/row), "
                f"indexes {indexes / 2**20:,.0f} MiB ({indexes / max(rows, 1):,.0f} bytes/row)"
            )
        cursor.execute(
            "SELECT c.relname, i.relname, pg_relation_size(i.oid), "
            "coalesce(s.idx_scan, 0) FROM pg_index x "
            "JOIN pg_class c ON c.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid "
            "LEFT JOIN pg_stat_user_indexes s ON s.indexrelid = i.oid "
            "WHERE c.relname = ANY(%s) ORDER BY 3 DESC",
            [list(TABLES)],
        )
        for table, index, size, _scans in cursor.fetchall():
            print(f"  index {table}.{index}: {size / 2**20:,.0f} MiB")


if __name__ == "__main__":
    main()
