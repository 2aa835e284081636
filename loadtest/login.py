"""What a login costs, and whether its throttles hold under a burst.

``python -m loadtest.login`` measures:

1. ``hasher``: in-process, Django's production password hasher (PBKDF2-SHA256 with Django's
   default iterations; the test settings' fast hasher is not used): ms per hash and logins a
   second per core.  A login runs it once, whether or not the username exists.
2. ``http``: gunicorn with production settings on the shared Redis cache (``testkit.common``
   Stack), a player registered over HTTP, then one login after another: a right password, a
   wrong one, an unknown username (ms each, median).  The last two should take the same time.
3. ``burst``: N attempts sent together (the throttle counters flushed first):
   - at one username from N different client addresses (``X-Forwarded-For``, trusted with
     ``TRUSTED_PROXIES=127.0.0.1``): THROTTLE_LOGIN_USERNAME attempts get an answer
     (201/401), the rest 429;
   - at N different usernames from one address: THROTTLE_LOGIN_ADDRESS get through.
   The rates are set for the run: 10 a minute per username (the default) and 20 per address.

Prints figures and PASS/FAIL lines; exits 1 if a throttle let through more (or fewer) than its
rate.  Use a database, Redis database and port of your own on a shared machine, e.g.
``LOADTEST_LOG_DIR=/tmp/mine python -m loadtest.login --database ginapi_x --redis-db 1``.
"""

from __future__ import annotations

import argparse
import statistics
import time
import uuid
from collections import Counter
from collections.abc import Callable
from typing import Any

from testkit.common import (
    DEFAULT_DB,
    DEFAULT_REDIS_DB,
    Client,
    Reply,
    Stack,
    flush_redis,
    run_threads,
)

PASSWORD = "correct horse battery staple"
USERNAME_RATE = 10
ADDRESS_RATE = 20
"""The production defaults are 10 and 60 a minute; 20 here keeps the address burst's hashing
(a second each on a busy machine) within the clients' timeout."""
WINDOW = 60
ROOM_NEEDED = 40
"""Seconds a burst may take: it is started only with this much of its window left, since a
burst straddling the end of a fixed window may get up to twice the rate through."""


def hasher_cost(runs: int) -> float:
    """Median seconds of one hash by Django's default PBKDF2 hasher, in this process."""
    from django.conf import settings

    if not settings.configured:
        settings.configure()  # Django's defaults: PBKDF2PasswordHasher first
    from django.contrib.auth.hashers import PBKDF2PasswordHasher, check_password, make_password

    encoded = make_password(PASSWORD)
    assert encoded.startswith(f"pbkdf2_sha256${PBKDF2PasswordHasher.iterations}$"), encoded
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        check_password(PASSWORD, encoded)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def median_ms(runs: int, request: Callable[[], Reply], status: int) -> float:
    times = []
    for _ in range(runs):
        reply = request()
        if reply.status != status:
            raise RuntimeError(f"expected {status}, got {reply.status}: {reply.body}")
        times.append(reply.elapsed)
    return statistics.median(times) * 1000


def address(index: int) -> dict[str, str]:
    return {"X-Forwarded-For": f"203.0.{index // 250}.{index % 250 + 1}"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--port", type=int, default=0, help="0: any free port")
    parser.add_argument("--database", default=DEFAULT_DB)
    parser.add_argument("--redis-db", type=int, default=DEFAULT_REDIS_DB)
    parser.add_argument("--runs", type=int, default=5, help="hashes and logins timed")
    parser.add_argument("--burst", type=int, default=40, help="attempts sent together")
    options = parser.parse_args()
    failed = 0

    def report(name: str, ok: bool, detail: str) -> None:
        nonlocal failed
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {name}: {detail}", flush=True)

    seconds = hasher_cost(options.runs)
    print(
        f"hasher: PBKDF2-SHA256, Django's default iterations: {seconds * 1000:.0f} ms a hash "
        f"(median of {options.runs}); {1 / seconds:.1f} logins/s per core",
        flush=True,
    )

    env = {
        "THROTTLE_LOGIN_USERNAME": f"{USERNAME_RATE}/minute",
        "THROTTLE_LOGIN_ADDRESS": f"{ADDRESS_RATE}/minute",
        "TRUSTED_PROXIES": "127.0.0.1",
    }
    with Stack(
        workers=options.workers,
        port=options.port,
        database=options.database,
        redis_db=options.redis_db,
        extra_env=env,
    ) as stack:
        port = stack.port
        username = f"ada{uuid.uuid4().hex[:12]}"
        guest = Client(port)
        created = guest.post("/api/v1/players", {"display_name": "Ada"}, headers=address(0))
        guest.token = created.body["token"]
        registered = guest.post(
            "/api/v1/players/me/credentials",
            {"username": username, "password": PASSWORD},
            headers=address(0),
        )
        if registered.status != 200:
            raise RuntimeError(f"registration answered {registered.status}: {registered.body}")

        def login(name: str, password: str, index: int = 1) -> Reply:
            return Client(port, timeout=120).post(
                "/api/v1/sessions",
                {"username": name, "password": password},
                headers=address(index),
            )

        runs = min(options.runs, USERNAME_RATE // 2)
        right = median_ms(runs, lambda: login(username, PASSWORD), 201)
        flush_redis(stack.env)
        wrong = median_ms(runs, lambda: login(username, "not the password"), 401)
        flush_redis(stack.env)
        unknown = median_ms(runs, lambda: login(f"nobody{uuid.uuid4().hex}", PASSWORD), 401)
        print(
            f"http ({options.workers} workers): a login {right:.0f} ms, a wrong password "
            f"{wrong:.0f} ms, an unknown username {unknown:.0f} ms (medians of {runs})",
            flush=True,
        )
        report(
            "an unknown username takes about as long as a wrong password",
            abs(wrong - unknown) < 0.5 * max(wrong, unknown),
            f"{wrong:.0f} ms vs {unknown:.0f} ms",
        )

        def burst(send: Callable[[int], Reply]) -> tuple[Counter[int], float, bool]:
            left = WINDOW - time.time() % WINDOW
            if left < ROOM_NEEDED:
                time.sleep(left + 0.5)
            flush_redis(stack.env)
            started = time.perf_counter()
            replies: list[Any] = run_threads(options.burst, send)
            elapsed = time.perf_counter() - started
            statuses = Counter(r.status if isinstance(r, Reply) else 0 for r in replies)
            shaped = all(
                "retry-after" in r.headers and r.body["error"]["code"] == "throttled"
                for r in replies
                if isinstance(r, Reply) and r.status == 429
            )
            return statuses, elapsed, shaped

        statuses, elapsed, shaped = burst(lambda i: login(username, "a guess", index=i))
        answered = statuses[201] + statuses[401]
        report(
            f"{options.burst} guesses at one username from {options.burst} addresses at once",
            answered == USERNAME_RATE and statuses[429] == options.burst - USERNAME_RATE and shaped,
            f"{dict(statuses)} in {elapsed:.2f} s; {answered} answered (rate {USERNAME_RATE}), "
            f"429s carry Retry-After: {shaped}",
        )

        statuses, elapsed, shaped = burst(lambda i: login(f"user{i}", "a guess", index=7))
        answered = statuses[201] + statuses[401]
        expected = min(options.burst, ADDRESS_RATE)
        report(
            f"{options.burst} guesses at {options.burst} usernames from one address at once",
            answered == expected and statuses[429] == options.burst - expected and shaped,
            f"{dict(statuses)} in {elapsed:.2f} s; {answered} answered (rate {ADDRESS_RATE})",
        )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
