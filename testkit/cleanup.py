"""What a stopped test run leaves behind, removed: ``make pytest`` runs this when it ends, however
it ends (Ctrl-C, a kill, a failure), through a shell trap.

A run that ends normally has already dropped its test databases and stopped its PgBouncers; one
that is stopped may not have: pytest killed by a signal runs no fixture teardown, and PgBouncer
runs in its own session (testkit.pgbouncer), so Ctrl-C never reaches it.  Only this run's leavings
are touched: the test databases pytest-django names after ``DATABASE_URL``'s database
(``test_NAME`` and each xdist worker's ``test_NAME_gwN``) and the PgBouncers that front one of
them, found by their configuration files in the temporary directory.

    python -m testkit.cleanup postgres://postgres@127.0.0.1:5432/ginapi
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import tempfile
from pathlib import Path
from urllib.parse import urlsplit


def run_database_pattern(database: str) -> re.Pattern[str]:
    """pytest-django's names for ``database``'s test databases, with or without xdist."""
    return re.compile(rf"test_{re.escape(database)}(_gw\d+)?")


def stop_pgbouncers(pattern: re.Pattern[str], directory: Path) -> list[int]:
    """SIGTERM each PgBouncer (testkit.pgbouncer) fronting a database ``pattern`` names; the pids
    signalled."""
    stopped = []
    for config in directory.glob("pgbouncer-*/pgbouncer.ini"):
        try:
            text = config.read_text()
            pid = int((config.parent / "pgbouncer.pid").read_text().strip())
        except (OSError, ValueError):
            continue
        if not re.search(rf"dbname=({pattern.pattern})\s*$", text, re.MULTILINE):
            continue
        try:
            os.kill(pid, signal.SIGTERM)
            stopped.append(pid)
        except ProcessLookupError:
            pass
        shutil.rmtree(config.parent, ignore_errors=True)
    return stopped


def drop_test_databases(url: str, pattern: re.Pattern[str]) -> list[str]:
    """Drop every database ``pattern`` names on ``url``'s server (closing their connections)."""
    import psycopg
    from psycopg import sql

    parts = urlsplit(url)
    maintenance = parts._replace(path="/postgres").geturl()
    with psycopg.connect(maintenance, autocommit=True) as conn:
        names = [
            name
            for (name,) in conn.execute("SELECT datname FROM pg_database").fetchall()
            if pattern.fullmatch(name)
        ]
        for name in names:
            conn.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
            )
    return names


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("database_url", help="the DATABASE_URL the tests ran with")
    url = parser.parse_args().database_url
    database = urlsplit(url).path.lstrip("/")
    if not database:
        parser.error("the URL names no database")
    pattern = run_database_pattern(database)
    stopped = stop_pgbouncers(pattern, Path(tempfile.gettempdir()))
    try:
        dropped = drop_test_databases(url, pattern)
    except Exception as error:  # a server gone is nothing left to clean
        print(f"cleanup: test databases not checked: {error}")
        dropped = []
    if stopped or dropped:
        print(f"cleanup: stopped PgBouncer {stopped}, dropped {dropped}")


if __name__ == "__main__":
    main()
