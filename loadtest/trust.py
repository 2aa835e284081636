"""Issue 27's figures under ``make serve`` (gunicorn, ServeWorker, production settings).

``python -m loadtest.trust bomb``: one worker; its RSS before and after hostile bodies sent
to POST /api/v1/players: a 100 MiB bz2 bomb named as the charset (about 150 bytes on the
wire), a zlib one, bodies at the 2.5 MB limit (a long string, many small numbers, many keys)
and display names that NFKC would expand.  ``revoke``: two servers sharing Redis, a game
stream and a player stream held on the second, the device revoked on the first: the time
from the 204 to each stream's close (median and worst of ``--runs``).  ``throttle``: sign-ups
at 120/minute, each with another made-up ``X-Forwarded-For``, without and with
``TRUSTED_PROXIES=127.0.0.1``: how many got through.
"""

from __future__ import annotations

import argparse
import bz2
import json
import os
import statistics
import time
import zlib

from testkit.common import Client, Stack, rss_kib
from testkit.sse import EventStream

MIB = 1024 * 1024
DATABASE = os.environ.get("LOADTEST_TRUST_DATABASE", "ginapi_load_trust")
REDIS_DB = int(os.environ.get("LOADTEST_TRUST_REDIS_DB", "9"))
"""This script's own database and Redis database number (other runs may use the defaults)."""


def bomb() -> None:
    with Stack(workers=1, server="asgi", database=DATABASE, redis_db=REDIS_DB) as stack:
        (worker,) = stack.worker_pids()
        client = stack.client()
        client.post("/api/v1/players", {"display_name": "warm"})
        start = rss_kib(worker)
        body = b'{"display_name": "' + b" " * (100 * MIB) + b'"}'
        hostile = [
            ("bz2 bomb", bz2.compress(body), "application/json; charset=bz2"),
            ("zlib bomb", zlib.compress(body, 9), "application/json; charset=zlib"),
            (
                "2.5 MB string",
                json.dumps({"display_name": "A" * 2_600_000}).encode(),
                "application/json",
            ),
            ("2.5 MB of numbers", b"[" + b"0," * 1_250_000 + b"0]", "application/json"),
            (
                "2.5 MB of keys",
                json.dumps({f"k{n}": 0 for n in range(200_000)}).encode()[:2_500_000] + b"}",
                "application/json",
            ),
            (
                "expanding name",
                json.dumps({"display_name": "\ufdfa" * 800_000}).encode(),
                "application/json",
            ),
        ]
        for name, raw, content_type in hostile:
            statuses = [
                client.request(
                    "POST", "/api/v1/players", raw_body=raw, headers={"Content-Type": content_type}
                ).status
                for _ in range(10)
            ]
            print(
                f"{name:20} {len(raw):>9} bytes x10: {sorted(set(statuses))}; "
                f"worker RSS {rss_kib(worker) / 1024:.0f} MiB",
                flush=True,
            )
        print(
            f"worker RSS: {start / 1024:.0f} MiB at start, {rss_kib(worker) / 1024:.0f} MiB after",
            flush=True,
        )


def revoke(runs: int) -> None:
    env = {"STREAM_HEARTBEAT_SECONDS": "15"}
    with (
        Stack(workers=1, server="asgi", extra_env=env) as here,
        Stack(
            workers=1, server="asgi", extra_env=env, database=here.database, redis_db=here.redis_db
        ) as there,
    ):
        closes: list[float] = []
        for _ in range(runs):
            ada = Client(
                here.port,
                here.client().post("/api/v1/players", {"display_name": "Ada"}).body["token"],
            )
            laptop = here.client().post("/api/v1/players", {"display_name": "Grace"}).body["token"]
            grace = Client(here.port, laptop)
            game = ada.post("/api/v1/games", {"opponent": "human"}).body
            grace.post("/api/v1/games/join", {"invite_code": game["invite_code"]})
            # A second device: a guest cannot log in, so a registered Grace logs in again.
            grace.post(
                "/api/v1/players/me/credentials",
                {
                    "username": f"grace{time.monotonic_ns()}",
                    "password": "correct horse battery staple",
                },
            )
            username = grace.get("/api/v1/players/me").body["username"]
            phone = (
                here.client()
                .post(
                    "/api/v1/sessions",
                    {"username": username, "password": "correct horse battery staple"},
                )
                .body["token"]
            )
            streams = [
                EventStream(there.port, f"/api/v1/games/{game['id']}/stream", phone, timeout=30),
                EventStream(there.port, "/api/v1/players/me/stream", phone, timeout=30),
            ]
            streams[0].next()
            streams[1].next(comments=True)
            session = next(
                s for s in grace.get("/api/v1/players/me/sessions").body if not s["current"]
            )
            answered = grace.request("DELETE", f"/api/v1/players/me/sessions/{session['id']}")
            acknowledged = time.perf_counter()
            assert answered.status == 204, answered.body
            for stream in streams:
                while stream.next(comments=True) is not None:
                    pass
                closes.append(time.perf_counter() - acknowledged)
        print(
            f"{len(closes)} streams on the second server closed "
            f"{statistics.median(closes) * 1000:.0f} ms (median) / "
            f"{max(closes) * 1000:.0f} ms (worst) after the 204 from the first",
            flush=True,
        )


def throttle() -> None:
    for extra in ({}, {"TRUSTED_PROXIES": "127.0.0.1"}):
        with Stack(
            workers=2, server="asgi", extra_env={"THROTTLE_PLAYERS": "120/minute", **extra}
        ) as stack:
            client = stack.client()
            # At the start of a minute: the rate's fixed window holds the whole burst.
            time.sleep(60 - time.time() % 60)
            statuses = [
                client.post(
                    "/api/v1/players",
                    {"display_name": "Ada"},
                    headers={"X-Forwarded-For": f"203.0.113.{n % 250}, 198.51.{n // 250}.1"},
                ).status
                for n in range(130)
            ]
            label = extra.get("TRUSTED_PROXIES", "none")
            print(
                f"TRUSTED_PROXIES={label}: 130 sign-ups with made-up X-Forwarded-For: "
                f"{statuses.count(201)} x 201, {statuses.count(429)} x 429",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=["bomb", "revoke", "throttle"])
    parser.add_argument("--runs", type=int, default=10)
    options = parser.parse_args()
    {"bomb": bomb, "revoke": lambda: revoke(options.runs), "throttle": throttle}[options.what]()


if __name__ == "__main__":
    main()
