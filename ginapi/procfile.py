"""Run some of the Procfile's processes together: what ``make serve`` starts.

``python -m ginapi.procfile web reviews daily housekeeping`` starts each named line of the
Procfile (its command through ``sh -c``, so ``${VAR:-default}`` works) in a process group of
its own, prefixes nothing (each process logs as it would alone), and stops them all when
one of them exits or when it is told to stop (SIGTERM or SIGINT, passed on to each, then
SIGKILL after ``STOP_SECONDS``): gunicorn then finishes its requests (--graceful-timeout)
and a Celery worker its tasks (a task it had not finished is redelivered: acks_late).  It
exits with the status of the first process that ended.  honcho or foreman do the same from
the same file; this is the few lines of it ``make serve`` needs, with no dependency.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

PROCFILE = Path(__file__).resolve().parent.parent / "Procfile"
STOP_SECONDS = 20.0


def read_procfile(path: Path = PROCFILE) -> dict[str, str]:
    """The Procfile's processes, name to command, in order (comments and blanks skipped)."""
    processes: dict[str, str] = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, _, command = line.partition(":")
        processes[name.strip()] = command.strip()
    return processes


def run(names: list[str], processes: dict[str, str]) -> int:
    unknown = [name for name in names if name not in processes]
    if unknown:
        raise SystemExit(
            f"not in the Procfile: {', '.join(unknown)} (it has {', '.join(processes)})"
        )
    stopping: list[int] = []

    def stop(signum: int, _frame: object) -> None:
        stopping.append(signum)

    # Heard before the first child starts, so a stop never leaves one running alone.
    previous = {signum: signal.signal(signum, stop) for signum in (signal.SIGTERM, signal.SIGINT)}
    try:
        children = {
            name: subprocess.Popen(["sh", "-c", f"exec {processes[name]}"], start_new_session=True)
            for name in names
        }
        return _supervise(children, stopping)
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def _supervise(children: dict[str, subprocess.Popen[bytes]], stopping: list[int]) -> int:
    """Wait until a child ends or a stop is asked for; stop them all; the status."""
    status = 0
    while not stopping:
        ended = [(name, child) for name, child in children.items() if child.poll() is not None]
        if ended:
            name, child = ended[0]
            status = child.returncode or 0
            print(
                f"procfile: {name} exited with status {status}; stopping the others",
                file=sys.stderr,
            )
            break
        time.sleep(0.2)
    for child in children.values():
        if child.poll() is None:
            os.killpg(child.pid, stopping[0] if stopping else signal.SIGTERM)
    deadline = time.monotonic() + STOP_SECONDS
    for child in children.values():
        try:
            child.wait(max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
    return status


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="+", help="Procfile lines to run")
    raise SystemExit(run(parser.parse_args().names, read_procfile()))


if __name__ == "__main__":
    main()
