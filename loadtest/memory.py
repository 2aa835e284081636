"""Memory: a gunicorn worker's RSS after 10,000 moves within 20% of after 1,000.

``python -m loadtest.memory`` starts gunicorn with ONE sync worker (production settings, no
``--max-requests`` recycling), plays AI games with a few client threads, and reads the
worker's VmRSS from /proc/<pid>/status at checkpoints (by default after 1,000, 2,500, 5,000
and 10,000 moves).  Passes when RSS(10,000) <= 1.2 x RSS(1,000).
"""

from __future__ import annotations

import argparse
import threading
import time
from typing import Any

from testkit.common import Client, Stack, choose_move, new_player, rss_kib

CHECKPOINTS = (1_000, 2_500, 5_000, 10_000)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=CHECKPOINTS[-1])
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--max-seconds", type=float, default=900)
    options = parser.parse_args()
    checkpoints = [c for c in CHECKPOINTS if c < options.moves] + [options.moves]
    with Stack(workers=1) as stack:
        (worker,) = stack.worker_pids()
        print(f"gunicorn 1 worker (pid {worker}); RSS at start {rss_kib(worker)} KiB", flush=True)
        lock = threading.Lock()
        count = [0]
        errors = [0]
        rss: dict[int, int] = {}
        deadline = time.monotonic() + options.max_seconds

        def play(client: Client) -> None:
            game: dict[str, Any] | None = None
            while time.monotonic() < deadline:
                if game is None or game["status"] == "finished":
                    game = client.post("/api/v1/games", {"opponent": "ai"}).body
                    continue
                body = choose_move(game)
                reply = client.post(f"/api/v1/games/{game['id']}/moves", body)
                game = reply.body["game"] if reply.status == 200 else None
                with lock:
                    errors[0] += reply.status != 200
                    count[0] += 1
                    done = count[0]
                    if done in checkpoints:
                        rss[done] = rss_kib(worker)
                        print(f"  after {done:>6} moves: RSS {rss[done]} KiB", flush=True)
                    if done >= options.moves:
                        return

        clients = [new_player(stack.port, f"mem{i}") for i in range(options.threads)]
        threads = [threading.Thread(target=play, args=(c,)) for c in clients]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert stack.worker_pids() == [worker], "the worker was restarted"
    first, last = rss.get(checkpoints[0]), rss.get(checkpoints[-1])
    if first is None or last is None:
        print(f"FAIL: did not reach {options.moves} moves before the time limit")
        return 1
    growth = (last - first) / first
    ok = growth <= 0.2 and errors[0] == 0
    print(
        f"{'PASS' if ok else 'FAIL'}: RSS {first} KiB after {checkpoints[0]} moves, {last} KiB "
        f"after {checkpoints[-1]} ({growth:+.1%}); errors {errors[0]}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
