"""``make serve`` runs the Procfile's lines together and stops them together
(ginapi/procfile.py)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from ginapi.procfile import read_procfile, run


def test_the_procfile_is_read_as_name_and_command_skipping_comments(tmp_path: Path) -> None:
    procfile = tmp_path / "Procfile"
    procfile.write_text("# a comment\n\nweb: gunicorn app --bind :${PORT:-8000}\nworker: celery\n")

    assert read_procfile(procfile) == {
        "web": "gunicorn app --bind :${PORT:-8000}",
        "worker": "celery",
    }


def test_when_one_process_ends_the_others_are_stopped_and_its_status_returned(
    tmp_path: Path,
) -> None:
    marker = tmp_path / "stopped"
    processes = {
        "long": f"sh -c 'trap \"touch {marker}; exit 0\" TERM; while :; do sleep 0.1; done'",
        "short": "sh -c 'sleep 0.5; exit 3'",
    }
    started = time.monotonic()

    status = run(["long", "short"], processes)

    assert status == 3
    assert marker.exists()  # the long one heard SIGTERM
    assert time.monotonic() - started < 15


def test_a_name_not_in_the_procfile_is_refused() -> None:
    with pytest.raises(SystemExit, match="nope"):
        run(["nope"], {"web": "true"})
