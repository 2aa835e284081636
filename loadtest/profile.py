"""Where a move's time goes: pyinstrument over the whole Django stack, in-process.

``python -m loadtest.profile`` uses the production settings on the load database (as
loadtest.play, but without gunicorn and the network) and plays ``--moves`` moves of AI games
through Django's WSGI handler (middleware, DRF, the service, PostgreSQL, the engine, JSON),
sampled by pyinstrument.  It prints the time per move split by layer (self time of each
frame, grouped by the file it runs in) and pyinstrument's call tree; ``--html`` saves the
interactive report.  Needs ``pip install pyinstrument`` (not a requirement of the project).

``--cpu`` measures instead of sampling: the CPU time per request of this process plus its
PostgreSQL backend, for ``--moves`` moves and as many ``GET /api/v1/players/me``, twice, and
their ratio: the cost of a move against the ceiling without gunicorn, the network or
other load in the way (the test client's own work is included in both).
"""

from __future__ import annotations

import argparse
import os
import time
from collections import Counter
from typing import Any

from testkit.common import (
    choose_move,
    cpu_seconds,
    ensure_database,
    flush_redis,
    production_env,
)

LAYERS = (
    ("engine (games/engine)", ("/games/engine/",)),
    ("ginapi apps (games, daily, leaderboard)", ("/games/", "/daily/", "/leaderboard/")),
    ("database driver (psycopg)", ("/psycopg/", "/psycopg_binary/")),
    ("Django ORM (django/db)", ("/django/db/",)),
    ("DRF", ("/rest_framework/",)),
    ("Django (other)", ("/django/",)),
    ("JSON", ("/json/",)),
    ("Redis client (throttle cache)", ("/redis/",)),
)


def layer_of(path: str | None) -> str:
    for name, needles in LAYERS:
        if path and any(needle in path for needle in needles):
            return name
    return "other (stdlib, interpreter)"


def by_layer(frame: Any, totals: Counter[str]) -> None:
    """Add each frame's self time to its layer (pyinstrument's synthetic "[self]" children
    are already part of their parent's total_self_time)."""
    totals[layer_of(frame.file_path)] += frame.total_self_time
    for child in frame.children:
        if not child.is_synthetic:
            by_layer(child, totals)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=400, help="requests to profile")
    parser.add_argument(
        "--ceiling",
        action="store_true",
        help="profile GET /api/v1/players/me (the trivial endpoint) instead of moves",
    )
    parser.add_argument("--html", help="also write pyinstrument's HTML report here")
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="measure the CPU per move and per GET /api/v1/players/me instead of profiling",
    )
    options = parser.parse_args()

    env = production_env()
    ensure_database(env)
    flush_redis(env)
    os.environ.update(env)

    import django

    django.setup()
    from django.db import connection
    from django.test import Client

    def backend_pid() -> int:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            return int(cursor.fetchone()[0])

    client = Client(HTTP_HOST="127.0.0.1")
    created = client.post("/api/v1/players", {"display_name": "prof"}, "application/json")
    auth = {"Authorization": f"Bearer {created.json()['token']}"}

    def new_game() -> dict[str, Any]:
        reply = client.post("/api/v1/games", {"opponent": "ai"}, "application/json", headers=auth)
        game: dict[str, Any] = reply.json()
        return game

    game = new_game()
    # Warm up: imports, connections, caches.
    for _ in range(30):
        body = choose_move(game)
        game = client.post(
            f"/api/v1/games/{game['id']}/moves", body, "application/json", headers=auth
        ).json()["game"]
        if game["status"] == "finished":
            game = new_game()

    def play(count: int, ceiling: bool) -> None:
        nonlocal game
        done = 0
        while done < count:
            if ceiling:
                assert client.get("/api/v1/players/me", headers=auth).status_code == 200
                done += 1
                continue
            if game["status"] == "finished":
                game = new_game()
                continue
            reply = client.post(
                f"/api/v1/games/{game['id']}/moves",
                choose_move(game),
                "application/json",
                headers=auth,
            )
            assert reply.status_code == 200, reply.content
            game = reply.json()["game"]
            done += 1

    if options.cpu:
        backend = backend_pid()
        for _ in range(2):
            costs = []
            for ceiling in (False, True):
                app, database = time.process_time(), cpu_seconds(backend)
                play(options.moves, ceiling)
                costs.append(
                    (
                        (time.process_time() - app) / options.moves * 1000,
                        (cpu_seconds(backend) - database) / options.moves * 1000,
                    )
                )
            (move_app, move_db), (me_app, me_db) = costs
            print(
                f"CPU per request: move {move_app + move_db:.2f} ms ({move_app:.2f} here + "
                f"{move_db:.2f} PostgreSQL), /players/me {me_app + me_db:.2f} ms ({me_app:.2f} + "
                f"{me_db:.2f}); ratio {(me_app + me_db) / (move_app + move_db):.2f}"
            )
        return 0

    from pyinstrument import Profiler

    profiler = Profiler(interval=0.0005)
    started = time.perf_counter()
    profiler.start()
    play(options.moves, options.ceiling)
    profiler.stop()
    elapsed = time.perf_counter() - started
    moves = options.moves

    session = profiler.last_session
    assert session is not None
    root = session.root_frame()
    totals: Counter[str] = Counter()
    if root is not None:
        by_layer(root, totals)
    sampled = sum(totals.values()) or 1.0
    what = "GET /players/me" if options.ceiling else "moves"
    print(f"{moves} {what} in {elapsed:.2f} s in-process: {elapsed / moves * 1000:.2f} ms each")
    print("time per request by layer (self time):")
    for name, seconds in totals.most_common():
        print(f"  {name:<42} {seconds / moves * 1000:6.2f} ms  {seconds / sampled:6.1%}")
    print(profiler.output_text(unicode=False, color=False, show_all=False))
    if options.html:
        with open(options.html, "w") as out:
            out.write(profiler.output_html())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
