"""A throwaway PgBouncer in transaction pooling, in front of one local PostgreSQL database.

Used by the PgBouncer tests (tests/ginapi/through_pgbouncer) and loadtest.instances.
Debian's pgbouncer refuses to run as root, so as root it runs as the ``postgres`` user
(``runuser``) from a temporary directory that user owns; otherwise as the current user.  It
listens on 127.0.0.1 only, trusts local clients (like the PostgreSQL it fronts here) and is
stopped by its own pid.

Run as a script, it holds client connections open through one (issue 12: PostgreSQL's server
connections stay within the pool while hundreds of clients are connected):

    python -m testkit.pgbouncer --clients 400
"""

from __future__ import annotations

import argparse
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

CANDIDATES = ("pgbouncer", "/usr/sbin/pgbouncer")
PORT_RANGE = range(8700, 8800)
"""Ports tried first (the ones reserved for this on shared machines); else any free port."""
FILE_LIMIT = 4096


def pgbouncer_binary() -> str | None:
    for candidate in CANDIDATES:
        found = shutil.which(candidate)
        if found:
            return found
    return None


def _free(port: int) -> bool:
    with socket.socket() as sock:
        # As pgbouncer binds: a port whose last connections are in TIME_WAIT is free.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def free_port(preferred: range = PORT_RANGE) -> int:
    # Start at a pid-dependent offset, so parallel test workers rarely try the same port.
    offset = os.getpid() % len(preferred)
    for index in range(len(preferred)):
        port = preferred[(offset + index) % len(preferred)]
        if _free(port):
            return port
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class PgBouncer:
    """``database`` on ``server_host:server_port`` served at ``127.0.0.1:port``."""

    database: str
    server_host: str = "127.0.0.1"
    server_port: int = 5432
    user: str = "postgres"
    pool_size: int = 4
    max_client_conn: int = 1000
    port: int = 0
    directory: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="pgbouncer-")))
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"postgres://{self.user}@127.0.0.1:{self.port}/{self.database}"

    def admin_url(self) -> str:
        """The console: ``SHOW POOLS``, ``SHOW SERVERS``... (autocommit, simple queries)."""
        return f"postgres://{self.user}@127.0.0.1:{self.port}/pgbouncer"

    def _config(self) -> str:
        return "\n".join(
            [
                "[databases]",
                f"{self.database} = host={self.server_host} port={self.server_port} "
                f"dbname={self.database}",
                "[pgbouncer]",
                "listen_addr = 127.0.0.1",
                f"listen_port = {self.port}",
                "unix_socket_dir =",
                "auth_type = trust",
                f"auth_file = {self.directory / 'users.txt'}",
                f"admin_users = {self.user}",
                "pool_mode = transaction",
                f"default_pool_size = {self.pool_size}",
                "min_pool_size = 0",
                "reserve_pool_size = 0",
                f"max_client_conn = {self.max_client_conn}",
                f"max_db_connections = {self.pool_size}",
                f"logfile = {self.directory / 'pgbouncer.log'}",
                f"pidfile = {self.directory / 'pgbouncer.pid'}",
                "server_reset_query =",
                "listen_backlog = 4096",
                "ignore_startup_parameters = extra_float_digits",
                "",
            ]
        )

    def start(self, timeout: float = 15.0) -> PgBouncer:
        binary = pgbouncer_binary()
        if binary is None:
            raise RuntimeError("pgbouncer is not installed (apt-get install pgbouncer)")
        if not self.port:
            self.port = free_port()
        elif not _free(self.port):
            raise RuntimeError(f"port {self.port} is taken")
        (self.directory / "users.txt").write_text(f'"{self.user}" ""\n')
        config = self.directory / "pgbouncer.ini"
        config.write_text(self._config())
        # A file descriptor per client and per server connection: the usual soft limit of
        # 1024 would refuse clients past about a thousand.
        argv = [
            "sh",
            "-c",
            f'ulimit -n {FILE_LIMIT} 2>/dev/null; exec "$0" "$1"',
            binary,
            str(config),
        ]
        if os.geteuid() == 0:
            # pgbouncer will not run as root; the postgres user must own its files.
            owner = pwd.getpwnam("postgres")
            for path in (self.directory, *self.directory.iterdir()):
                os.chown(path, owner.pw_uid, owner.pw_gid)
            argv = ["runuser", "-u", "postgres", "--", *argv]
        # Its log goes to stderr as well as to the logfile: into a file, never a pipe.  A pipe
        # nobody reads fills after ~460 "login attempt" lines (64 KiB), and then PgBouncer
        # blocks on its next log line and serves nobody: the stall of 400 clients once taken
        # for a limit of PgBouncer's (BENCHMARKS.md, "400 client connections").
        stderr_path = self.directory / "stderr.log"
        with stderr_path.open("wb") as stderr:
            self.process = subprocess.Popen(
                argv, stdout=subprocess.DEVNULL, stderr=stderr, start_new_session=True
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                error = stderr_path.read_text(errors="replace")
                raise RuntimeError(f"pgbouncer exited: {error}{self.log()}")
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", self.port)) == 0:
                    return self
            time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"pgbouncer did not listen on {self.port}: {self.log()}")

    def log(self) -> str:
        path = self.directory / "pgbouncer.log"
        return path.read_text() if path.exists() else ""

    def show(self, what: str) -> list[dict[str, Any]]:
        """Rows of a console ``SHOW`` command (``POOLS``, ``SERVERS``, ``CLIENTS``, ``STATS``)."""
        import psycopg
        from psycopg.rows import dict_row

        with psycopg.connect(
            self.admin_url(), autocommit=True, prepare_threshold=None, row_factory=dict_row
        ) as conn:
            return list(conn.execute(f"SHOW {what}").fetchall())

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            # runuser passes the signal on; the session holds pgbouncer alone.
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(5)
        self.process = None
        shutil.rmtree(self.directory, ignore_errors=True)

    def __enter__(self) -> PgBouncer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


T = TypeVar("T")


def hold_clients(url: str, clients: int, while_held: Callable[[], T]) -> tuple[float, T]:
    """Open ``clients`` connections to ``url`` at once, each reading once and staying open
    until all have; then ``while_held()``.  Its answer, and the seconds all took to connect.
    Raises the first client's error, if any."""
    import psycopg

    connected = threading.Barrier(clients + 1, timeout=120)
    release = threading.Event()
    errors: list[Exception] = []

    def client() -> None:
        try:
            with psycopg.connect(url, autocommit=True, prepare_threshold=None) as conn:
                conn.execute("SELECT 1").fetchone()
                connected.wait()
                release.wait(120)
        except Exception as error:
            errors.append(error)
            connected.abort()

    start = time.monotonic()
    threads = [threading.Thread(target=client) for _ in range(clients)]
    for thread in threads:
        thread.start()
    try:
        connected.wait()
        seconds = time.monotonic() - start
        answer = while_held()
    except threading.BrokenBarrierError:
        raise errors[0] if errors else RuntimeError("the clients did not all connect") from None
    finally:
        release.set()
        for thread in threads:
            thread.join()
    return seconds, answer


def main() -> None:
    parser = argparse.ArgumentParser(description="Hold client connections through PgBouncer.")
    parser.add_argument("--clients", type=int, default=400)
    parser.add_argument("--pool-size", type=int, default=4)
    options = parser.parse_args()
    with PgBouncer(database="postgres", pool_size=options.pool_size) as bouncer:

        def pool() -> dict[str, Any]:
            return next(row for row in bouncer.show("POOLS") if row["database"] == "postgres")

        seconds, row = hold_clients(bouncer.url, options.clients, pool)
    servers = row["sv_active"] + row["sv_idle"] + row["sv_used"]
    print(
        f"{options.clients} clients connected and held in {seconds:.2f} s; while held: "
        f"cl_active {row['cl_active']}, cl_waiting {row['cl_waiting']}, "
        f"server connections {servers} (pool {options.pool_size})"
    )


if __name__ == "__main__":
    main()
