"""``make serve`` (the production server) refuses to start broken, naming the variable: DEBUG
on, SECRET_KEY unset or the development default, several workers without REDIS_URL; the
same check runs when gunicorn starts with ginapi/gunicorn_conf.py."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

BASE_DIR = Path(__file__).resolve().parents[2]


def environment(**changes: str | None) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "DEBUG", "SECRET_KEY", "REDIS_URL", "WEB_CONCURRENCY"))
    }
    env.update(
        {
            "DJANGO_SETTINGS_MODULE": "ginapi.settings",
            "SECRET_KEY": secrets.token_urlsafe(50),
            "REDIS_URL": "redis://127.0.0.1:6379/0",
        }
    )
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def startup_check(workers: int, **changes: str | None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ginapi.startup", "--workers", str(workers)],
        cwd=BASE_DIR,
        env=environment(**changes),
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_sound_production_configuration_starts() -> None:
    done = startup_check(4)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""


@pytest.mark.parametrize(
    ("changes", "workers", "variable", "purpose"),
    [
        ({"DEBUG": "true"}, 1, "DEBUG", "tracebacks"),
        ({"SECRET_KEY": None}, 1, "SECRET_KEY", "sessions"),
        ({"SECRET_KEY": "insecure-dev-key-only-for-debug"}, 1, "SECRET_KEY", "sessions"),
        ({"SECRET_KEY": "django-insecure-abc"}, 1, "SECRET_KEY", "sessions"),
        ({"REDIS_URL": None}, 2, "REDIS_URL", "streams"),
    ],
)
def test_each_broken_configuration_is_refused_by_name(
    changes: dict[str, str | None], workers: int, variable: str, purpose: str
) -> None:
    done = startup_check(workers, **changes)
    assert done.returncode == 1
    assert variable in done.stderr and purpose in done.stderr


def test_one_worker_needs_no_redis() -> None:
    assert startup_check(1, REDIS_URL=None).returncode == 0


def test_gunicorn_refuses_before_serving() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "ginapi.wsgi",
            "-c",
            "ginapi/gunicorn_conf.py",
            "--workers",
            "2",
            "--bind",
            "127.0.0.1:0",
        ],
        cwd=BASE_DIR,
        env=environment(REDIS_URL=None),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert "REDIS_URL" in done.stderr
