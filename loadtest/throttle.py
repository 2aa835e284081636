"""Throttles across gunicorn workers, and a made-up X-Forwarded-For.

``python -m loadtest.throttle`` starts gunicorn with 4 workers and low rates
(``THROTTLE_PLAYERS=10/minute``, ``THROTTLE_MOVES=30/minute``) on the shared Redis cache, then:

1. ``players``: 30 sign-ups from this address, one after another, each with a different
   made-up ``X-Forwarded-For``: exactly 10 are created; the rest are 429 with ``Retry-After``
   and the one error shape.  (With no ``TRUSTED_PROXIES`` the header must not be trusted.)
2. ``moves``: 45 move requests of one player, one after another, spread over the workers by
   gunicorn: exactly 30 get through the throttle (any answer but 429), 15 are 429; a second
   player is not affected.
3. ``burst``: 60 sign-ups at the same moment (flushed counters first): how many get through.
   DRF's throttle reads the history, then writes it back, so concurrent requests can each see
   room; the figure shows by how much a burst overshoots the rate.

Prints PASS/FAIL lines; exits 1 if any check failed.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from testkit.common import Client, Reply, Stack, flush_redis, new_player, run_threads

PLAYERS_RATE = 10
MOVES_RATE = 30


def made_up_address(index: int) -> str:
    return f"203.0.113.{index % 250 + 1}, 198.51.100.{random.randint(1, 250)}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=4)
    options = parser.parse_args()
    env = {
        "THROTTLE_PLAYERS": f"{PLAYERS_RATE}/minute",
        "THROTTLE_MOVES": f"{MOVES_RATE}/minute",
    }
    failed = 0

    def report(name: str, ok: bool, detail: str) -> None:
        nonlocal failed
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {name}: {detail}", flush=True)

    with Stack(workers=options.workers, extra_env=env) as stack:
        port = stack.port
        client = Client(port)
        replies = [
            client.post(
                "/api/v1/players",
                {"display_name": f"t{i}"},
                headers={"X-Forwarded-For": made_up_address(i), "X-Real-IP": "192.0.2.7"},
            )
            for i in range(3 * PLAYERS_RATE)
        ]
        seen = Counter(r.status for r in replies)
        limited = [r for r in replies if r.status == 429]
        shaped = all(
            "retry-after" in r.headers and set(r.body["error"]) == {"code", "message", "fields"}
            for r in limited
        )
        report(
            "players throttle holds across workers, ignores X-Forwarded-For",
            seen == Counter({201: PLAYERS_RATE, 429: 2 * PLAYERS_RATE}) and shaped,
            f"{dict(seen)}; 429s carry Retry-After and the error shape: {shaped}; "
            f"codes {Counter(r.body['error']['code'] for r in limited)}",
        )

        flush_redis(stack.env)
        mover = new_player(port, "mover")
        game = mover.post("/api/v1/games", {"opponent": "ai"}).body
        path = f"/api/v1/games/{game['id']}/moves"
        # A stale version: refused (409) after the throttle let it through, so nothing changes.
        stale = {"action": "draw_stock", "expected_version": 10_000}
        replies = [
            mover.post(path, stale, headers={"X-Forwarded-For": made_up_address(i)})
            for i in range(int(1.5 * MOVES_RATE))
        ]
        seen = Counter(r.status for r in replies)
        through = sum(1 for r in replies if r.status != 429)
        other = new_player(port, "other")
        other_game = other.post("/api/v1/games", {"opponent": "ai"}).body
        other_status = other.post(
            f"/api/v1/games/{other_game['id']}/moves", {"action": "draw_stock"}
        ).status
        report(
            "moves throttle is per player and shared by the workers",
            through == MOVES_RATE and other_status != 429,
            f"{dict(seen)}; another player's move then: {other_status}",
        )

        flush_redis(stack.env)
        burst = 6 * PLAYERS_RATE
        clients = [Client(port) for _ in range(burst)]
        results = run_threads(
            burst, lambda i: clients[i].post("/api/v1/players", {"display_name": f"b{i}"})
        )
        outcomes: Counter[int | str] = Counter(
            r.status if isinstance(r, Reply) else repr(r) for r in results
        )
        created = outcomes.get(201, 0)
        report(
            f"burst of {burst} sign-ups at once (rate {PLAYERS_RATE}/minute)",
            created <= PLAYERS_RATE and all(isinstance(s, int) and s < 500 for s in outcomes),
            f"{dict(outcomes)}: {max(0, created - PLAYERS_RATE)} over the rate",
        )
    print(f"{3 - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
