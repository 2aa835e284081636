"""make pytest's trap (testkit/cleanup.py): a stopped run leaves no PgBouncer and no test
database behind, and nothing of another run's is touched."""

from __future__ import annotations

import subprocess
from pathlib import Path

import psycopg
import pytest
from django.db import connection

from testkit.cleanup import drop_test_databases, run_database_pattern, stop_pgbouncers


def fake_pgbouncer(directory: Path, name: str, database: str) -> subprocess.Popen[bytes]:
    """A process standing in for a PgBouncer: its files as testkit.pgbouncer writes them."""
    process = subprocess.Popen(["sleep", "60"])
    folder = directory / f"pgbouncer-{name}"
    folder.mkdir()
    (folder / "pgbouncer.ini").write_text(
        f"[databases]\n{database} = host=127.0.0.1 port=5432 dbname={database}\n[pgbouncer]\n"
    )
    (folder / "pgbouncer.pid").write_text(f"{process.pid}\n")
    return process


def test_only_the_pgbouncers_of_the_runs_test_databases_are_stopped(tmp_path):
    ours = fake_pgbouncer(tmp_path, "a", "test_ginapi_gw1")
    theirs = fake_pgbouncer(tmp_path, "b", "test_ginapi_other_gw0")
    try:
        stopped = stop_pgbouncers(run_database_pattern("ginapi"), tmp_path)
        assert stopped == [ours.pid]
        assert ours.wait(10) != 0
        assert theirs.poll() is None
        assert not (tmp_path / "pgbouncer-a").exists()
        assert (tmp_path / "pgbouncer-b").exists()
    finally:
        theirs.kill()
        theirs.wait()


@pytest.mark.django_db
def test_the_runs_test_databases_are_dropped_and_no_other():
    settings = connection.settings_dict
    host, port = settings["HOST"] or "127.0.0.1", settings["PORT"] or 5432
    url = f"postgres://{settings['USER']}@{host}:{port}/x"
    base = "cleanup_probe"
    maintenance = url.rsplit("/", 1)[0] + "/postgres"
    names = [f"test_{base}", f"test_{base}_gw3", f"test_{base}_other"]
    with psycopg.connect(maintenance, autocommit=True) as conn:
        for name in names:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
            conn.execute(f'CREATE DATABASE "{name}"')
    try:
        dropped = drop_test_databases(
            url.rsplit("/", 1)[0] + f"/{base}", run_database_pattern(base)
        )
        assert sorted(dropped) == [f"test_{base}", f"test_{base}_gw3"]
        with psycopg.connect(maintenance, autocommit=True) as conn:
            left = {row[0] for row in conn.execute("SELECT datname FROM pg_database")}
        assert f"test_{base}_other" in left and f"test_{base}_gw3" not in left
    finally:
        with psycopg.connect(maintenance, autocommit=True) as conn:
            for name in names:
                conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
