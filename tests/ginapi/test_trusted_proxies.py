"""``X-Forwarded-For`` is trusted only from ``TRUSTED_PROXIES``, under every server the
project runs (issue 27 item 5: under ``make serve`` uvicorn took the client's address from the
header of any loopback peer, so 130 sign-ups with made-up headers passed a 120/minute limit).

Each server here counts sign-ups at 3 a minute per client address, and this test's requests
come from 127.0.0.1 with a different ``X-Forwarded-For`` each time."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Mapping

import pytest

from tests.liveserver import (
    BASE_DIR,
    LIVE_SETTINGS,
    Server,
    bound_socket,
    start_server,
    test_database_url,
)

LIMIT = {"THROTTLE_PLAYERS": "3/minute"}


def start_gunicorn(database_url: str, extra: Mapping[str, str]) -> Server:
    """As ``make serve`` starts it: gunicorn with ginapi.workers.ServeWorker."""
    sock = bound_socket()
    port = int(sock.getsockname()[1])
    env = {
        "PATH": "/usr/bin:/bin",
        "DJANGO_SETTINGS_MODULE": "tests.settings",
        "DATABASE_URL": database_url,
        "DATABASE_CONN_MAX_AGE": "0",
        "LOG_LEVEL": "WARNING",
        **LIVE_SETTINGS,
        **extra,
    }
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "ginapi.asgi:application",
            "-c",
            "ginapi/gunicorn_conf.py",
            "--worker-class",
            "ginapi.workers.ServeWorker",
            "--bind",
            f"fd://{sock.fileno()}",
            "--workers",
            "1",
        ],
        cwd=BASE_DIR,
        env=env,
        pass_fds=[sock.fileno()],
    )
    sock.close()
    server = Server(port, process)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError("gunicorn exited at start-up")
        if server.client().get("/healthz").status == 200:
            return server
        time.sleep(0.1)
    server.stop()
    raise RuntimeError("gunicorn did not answer /healthz")


STARTERS: dict[str, Callable[[str, Mapping[str, str]], Server]] = {
    "uvicorn (make run)": start_server,
    "gunicorn (make serve)": start_gunicorn,
}


@pytest.fixture(params=list(STARTERS))
def starter(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def run_server(
    starter: str, django_db_setup: None, django_db_blocker, transactional_db: None
) -> Iterator:  # type: ignore[no-untyped-def, type-arg]
    started: list[Server] = []

    def run(extra: Mapping[str, str]) -> Server:
        with django_db_blocker.unblock():
            url = test_database_url()
        server = STARTERS[starter](url, {**LIMIT, **extra})
        started.append(server)
        return server

    yield run
    for server in started:
        server.stop()


def sign_ups(server: Server, forwarded_for: list[str]) -> list[int]:
    client = server.client()
    return [
        client.post(
            "/api/v1/players", {"display_name": "Ada"}, headers={"X-Forwarded-For": address}
        ).status
        for address in forwarded_for
    ]


MADE_UP = [f"203.0.113.{n}" for n in range(5)]


def test_by_default_a_made_up_forwarded_for_is_ignored(run_server) -> None:  # type: ignore[no-untyped-def]
    server = run_server({})
    assert sign_ups(server, MADE_UP) == [201, 201, 201, 429, 429]


def test_the_header_of_a_trusted_proxy_names_the_client(run_server) -> None:  # type: ignore[no-untyped-def]
    server = run_server({"TRUSTED_PROXIES": "127.0.0.1"})
    # Five clients behind the proxy: each its own count.
    assert sign_ups(server, MADE_UP) == [201] * 5
    # One client behind it, however it pads the header: one count.
    padded = [f"198.51.100.{n}, 192.0.2.7" for n in range(5)]
    assert sign_ups(server, padded) == [201, 201, 201, 429, 429]


def test_a_proxy_that_is_not_listed_is_not_trusted(run_server) -> None:  # type: ignore[no-untyped-def]
    server = run_server({"TRUSTED_PROXIES": "10.0.0.0/8"})
    assert sign_ups(server, MADE_UP) == [201, 201, 201, 429, 429]
