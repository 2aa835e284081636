"""Each kind of work in its own lane (issue 37): the service's answers while, at once, master
games play, reviews flood in and past dates' par are pending.

``python -m loadtest.lanes`` starts the production stack (gunicorn as ``make serve`` runs it,
``Stack(server="asgi")``) and the Celery workers: the Procfile's ``reviews``, ``daily`` and
``housekeeping`` lines when the tree has a Procfile, else one ``celery -A ginapi worker`` on
the one queue (the tree before the lanes).  It prepares ``--flooders`` players with
``--hands`` ended hands each, one honest player with one ended hand, ``--master-games``
games against the master, and two past dates' deals whose par is not computed.  Then, for
``--seconds``:

- each master game's player moves as fast as answers come (move p50/p99);
- each flooder asks for a review of every one of its hands, again after each refusal
  (after Retry-After, or a second);
- two anonymous clients read the two past dates (GET /api/v1/daily/{date}), once;
- a prober reads ``/healthz`` every 100 ms (p50/p99/max);
- ``--honest-after`` seconds in, the honest player asks for its review and polls it every
  0.2 s: the time until it is ``done`` is the honest review's time to ``review_ready``.

Bounded: every thread stops at the deadline, the stack is stopped at the end.  Figures go
to stdout; on a shared machine they are indications, not a benchmark.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import subprocess
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import psycopg

from testkit.common import (
    BASE_DIR,
    PYTHON,
    Client,
    Process,
    Stack,
    choose_move,
    ms,
    new_player,
    percentile,
    start_process,
)

PROCFILE_WORKERS = ("reviews", "daily", "housekeeping")


def play_to_end_of_hand(client: Client, level: str = "novice") -> str:
    """A new game against the AI, played until its first hand is over; its id."""
    game = new_game(client, level)
    for _ in range(400):
        if game["hand_number"] > 1 or game["status"] == "finished":
            return str(game["id"])
        body = choose_move(game)
        if body is None:
            game = client.get(f"/api/v1/games/{game['id']}").body
            continue
        reply = client.post(f"/api/v1/games/{game['id']}/moves", body)
        if reply.status != 200:
            raise RuntimeError(f"move answered {reply.status}: {reply.body}")
        game = reply.body["game"]
    raise RuntimeError("the hand did not end")


def new_game(client: Client, level: str) -> dict[str, Any]:
    """A new game against the AI, asked again (on a new connection) until it is made."""
    for _ in range(10):
        reply = client.post("/api/v1/games", {"opponent": "ai", "ai_level": level})
        if reply.status == 201:
            return dict(reply.body)
        client.close()
        time.sleep(1)
    raise RuntimeError(f"POST /api/v1/games answered {reply.status}: {reply.body}")


def start_workers(stack: Stack) -> list[Process]:
    """The Celery workers of the tree: one per Procfile lane, or the one of old."""
    procfile = BASE_DIR / "Procfile"
    env = {**stack.env, "PATH": f"{Path(PYTHON).parent}:{os.environ['PATH']}"}
    if procfile.exists():
        lines = dict(
            line.split(":", 1)
            for line in procfile.read_text().splitlines()
            if line.strip() and not line.startswith("#")
        )
        return [
            start_process(f"celery-{name}", ["sh", "-c", f"exec {lines[name].strip()}"], env)
            for name in PROCFILE_WORKERS
        ]
    argv = [PYTHON, "-m", "celery", "-A", "ginapi", "worker", "-l", "warning"]
    return [start_process("celery-worker", argv, env)]


def pending_par_dates(stack: Stack, count: int = 2) -> list[str]:
    """Deals for the last week, then ``count`` past dates' par forgotten: pending again."""
    made = (
        "from daily.services import daily_deals_backfill, daily_today; "
        "daily_deals_backfill(until=daily_today())"
    )
    subprocess.run(
        [PYTHON, "manage.py", "shell", "-c", made],
        cwd=BASE_DIR,
        env=stack.env,
        check=True,
        capture_output=True,
    )
    today = dt.datetime.now(dt.UTC).date()
    dates = [today - dt.timedelta(days=days) for days in range(2, 2 + count)]
    with psycopg.connect(stack.env["DATABASE_URL"], autocommit=True) as conn:
        conn.execute(
            "UPDATE daily_dailydeal SET par_computed_at = NULL, par_claimed_at = NULL "
            "WHERE date = ANY(%s)",
            [dates],
        )
    return [date.isoformat() for date in dates]


class Run:
    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.lock = threading.Lock()
        self.moves: list[float] = []
        self.healthz: list[float] = []
        self.daily: list[float] = []
        self.reviews: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()
        self.honest: float | None = None

    def master_player(self, client: Client) -> None:
        game: dict[str, Any] = new_game(client, "master")
        while time.monotonic() < self.deadline:
            if game.get("status") == "finished":
                game = new_game(client, "master")
                continue
            body = choose_move(game)
            if body is None:
                game = client.get(f"/api/v1/games/{game['id']}").body
                continue
            reply = client.post(f"/api/v1/games/{game['id']}/moves", body)
            with self.lock:
                self.moves.append(reply.elapsed)
            if reply.status == 200:
                game = reply.body["game"]
            else:
                with self.lock:
                    self.errors[f"move {reply.status}"] += 1
                game = client.get(f"/api/v1/games/{game['id']}").body

    def flooder(self, client: Client, game_ids: list[str]) -> None:
        waiting = list(game_ids)
        while waiting and time.monotonic() < self.deadline:
            game_id = waiting[0]
            reply = client.post(f"/api/v1/games/{game_id}/hands/1/review")
            with self.lock:
                self.reviews[str(reply.status)] += 1
            if reply.status in (200, 202):
                waiting.pop(0)
                continue
            pause = float(reply.headers.get("retry-after") or 1)
            time.sleep(min(pause, max(0.0, self.deadline - time.monotonic())))
            client.close()  # the server may have closed the idle connection meanwhile

    def daily_reader(self, date: str) -> None:
        reply = Client(self.port, timeout=120).get(f"/api/v1/daily/{date}")
        with self.lock:
            self.daily.append(reply.elapsed)
            if reply.status != 200:
                self.errors[f"daily {reply.status}"] += 1

    def prober(self) -> None:
        client = Client(self.port, timeout=60)
        while time.monotonic() < self.deadline:
            started = time.monotonic()
            reply = client.get("/healthz")
            with self.lock:
                self.healthz.append(reply.elapsed)
                if reply.status != 200:
                    self.errors[f"healthz {reply.status}"] += 1
            time.sleep(max(0.0, 0.1 - (time.monotonic() - started)))

    def honest_player(self, client: Client, game_id: str, after: float) -> None:
        time.sleep(after)
        client.close()  # idle for a while: a fresh connection
        asked = time.monotonic()
        path = f"/api/v1/games/{game_id}/hands/1/review"
        reply = client.post(path)
        if reply.status not in (200, 202):
            with self.lock:
                self.errors[f"honest review {reply.status}"] += 1
            return
        while time.monotonic() < self.deadline + 120:
            if reply.status == 200 and reply.body.get("status") == "done":
                self.honest = time.monotonic() - asked
                return
            time.sleep(0.2)
            client.close()
            reply = client.get(path)

    port = 0


def summary(name: str, values: list[float]) -> str:
    if not values:
        return f"{name}: none"
    return (
        f"{name}: n {len(values)}, p50 {ms(percentile(values, 50))} ms, "
        f"p99 {ms(percentile(values, 99))} ms, max {ms(max(values))} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--workers", type=int, default=4, help="web worker processes")
    parser.add_argument("--master-games", type=int, default=10)
    parser.add_argument("--flooders", type=int, default=3)
    parser.add_argument("--hands", type=int, default=6, help="ended hands per flooder")
    parser.add_argument("--honest-after", type=float, default=5.0)
    options = parser.parse_args()
    extra = {"THROTTLE_REVIEWS": "30/minute", "THROTTLE_REVIEW_READS": "100000/minute"}
    with Stack(workers=options.workers, server="asgi", fresh_db=True, extra_env=extra) as stack:
        workers = start_workers(stack)
        try:
            print(
                f"stack on 127.0.0.1:{stack.port}, {options.workers} web workers, "
                f"{len(workers)} Celery worker lines; load average {os.getloadavg()[0]:.2f} "
                "(machine shared with other jobs)",
                flush=True,
            )
            dates = pending_par_dates(stack)
            flooders = [new_player(stack.port, f"flood{i}") for i in range(options.flooders)]
            hands = [
                [play_to_end_of_hand(client) for _ in range(options.hands)] for client in flooders
            ]
            honest = new_player(stack.port, "honest")
            honest_game = play_to_end_of_hand(honest)
            masters = [new_player(stack.port, f"master{i}") for i in range(options.master_games)]
            print(f"prepared; pending par for {', '.join(dates)}", flush=True)

            run = Run(time.monotonic() + options.seconds)
            run.port = stack.port
            threads = [threading.Thread(target=run.prober)]
            threads += [threading.Thread(target=run.master_player, args=(c,)) for c in masters]
            threads += [
                threading.Thread(target=run.flooder, args=(c, ids))
                for c, ids in zip(flooders, hands, strict=True)
            ]
            threads += [threading.Thread(target=run.daily_reader, args=(d,)) for d in dates]
            threads.append(
                threading.Thread(
                    target=run.honest_player, args=(honest, honest_game, options.honest_after)
                )
            )
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        finally:
            for worker in workers:
                worker.stop()
    print(summary("/healthz", run.healthz))
    print(summary("master moves", run.moves))
    print(summary("past dates' GET /daily/{date}", run.daily))
    print(f"flood review answers: {dict(sorted(run.reviews.items()))}")
    honest_text = "not ready in time" if run.honest is None else f"{run.honest:.1f} s"
    print(f"honest review asked {options.honest_after:g} s in, done after: {honest_text}")
    print(f"errors: {dict(run.errors) or 'none'}; load average after {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
