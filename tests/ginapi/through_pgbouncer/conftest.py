"""Every test in this folder talks to PostgreSQL through a real PgBouncer in transaction
pooling, with the service configured as DATABASE_POOLING=transaction says.

The PgBouncer is started here, once per test process, in front of that process's test
database (created directly, as usual), with a pool of a few server connections; then the
``default`` connection's settings are pointed at it for this folder's tests and pointed back
afterwards.  Each thread opens its own connection from those settings, so the concurrency
tests run through it too.  The tests themselves are the API and leaderboard tests, imported
unchanged: what holds directly must hold behind PgBouncer.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.db import connections

from testkit.pgbouncer import PgBouncer, pgbouncer_binary
from tests.leaderboard.conftest import players, win  # noqa: F401

POOL_SIZE = 4
"""Server connections PgBouncer may open: far fewer than the threads the tests start."""


@pytest.fixture(scope="session")
def pgbouncer(django_db_setup: None, django_db_blocker: Any) -> Iterator[PgBouncer]:
    if pgbouncer_binary() is None:
        pytest.fail("pgbouncer is not installed: apt-get install pgbouncer (.ci/run does)")
    settings = connections["default"].settings_dict
    bouncer = PgBouncer(
        database=settings["NAME"],
        server_host=settings["HOST"] or "127.0.0.1",
        server_port=int(settings["PORT"] or 5432),
        user=settings["USER"] or "postgres",
        pool_size=POOL_SIZE,
    )
    with bouncer:
        yield bouncer


@pytest.fixture(scope="package", autouse=True)
def through_pgbouncer(pgbouncer: PgBouncer, django_db_blocker: Any) -> Iterator[PgBouncer]:
    """The ``default`` database reached through PgBouncer, with DATABASE_POOLING=transaction's
    settings, for every test of this folder."""
    # The very dict every thread's connection is built from, so it is changed in place.
    settings = connections.settings["default"]
    saved = {key: settings.get(key) for key in ("HOST", "PORT", "DISABLE_SERVER_SIDE_CURSORS")}
    saved_options = dict(settings.get("OPTIONS") or {})
    with django_db_blocker.unblock():
        connections["default"].close()
        settings.update(HOST="127.0.0.1", PORT=str(pgbouncer.port))
        settings["DISABLE_SERVER_SIDE_CURSORS"] = True
        settings["OPTIONS"] = {**saved_options, "prepare_threshold": None}
        try:
            yield pgbouncer
        finally:
            connections["default"].close()
            settings.update(saved)
            settings["OPTIONS"] = saved_options
