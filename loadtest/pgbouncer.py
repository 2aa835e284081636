"""A throwaway PgBouncer in transaction pooling, in front of one local PostgreSQL database.

Used by the PgBouncer tests (tests/scale) and loadtest.instances.  Debian's pgbouncer refuses
to run as root, so as root it runs as the ``postgres`` user (``runuser``) from a temporary
directory that user owns; otherwise as the current user.  It listens on 127.0.0.1 only,
trusts local clients (like the PostgreSQL it fronts here) and is stopped by its own pid.
"""

from __future__ import annotations

import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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
        # 1024 stalls every login past about 450 clients.
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
        self.process = subprocess.Popen(
            argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                error = self.process.stderr.read().decode() if self.process.stderr else ""
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
