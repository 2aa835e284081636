"""``manage.py check --deploy`` is clean with the settings a production deployment uses."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent


def production_env() -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "DEBUG", "SECRET_KEY", "ALLOWED_HOSTS", "SECURE_"))
    }
    env.update(
        {
            "DJANGO_SETTINGS_MODULE": "ginapi.settings",
            "DEBUG": "false",
            "SECRET_KEY": secrets.token_urlsafe(50),
            "DAILY_DEAL_SECRET": secrets.token_urlsafe(32),
            "ALLOWED_HOSTS": "ginapi.example.com",
            "DATABASE_URL": os.environ.get(
                "DATABASE_URL", "postgres://postgres@127.0.0.1:5432/ginapi"
            ),
            "REDIS_URL": "redis://127.0.0.1:6379/0",
        }
    )
    return env


def test_the_deploy_check_finds_nothing_in_production() -> None:
    done = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=BASE_DIR,
        env=production_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues" in done.stdout, done.stdout


def test_the_deploy_check_finds_nothing_with_only_a_secret_key_set() -> None:
    env = {
        key: value
        for key, value in production_env().items()
        if key not in ("DAILY_DEAL_SECRET", "ALLOWED_HOSTS", "DEBUG", "REDIS_URL")
    }
    done = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues" in done.stdout, done.stdout


def test_production_settings_refuse_to_start_without_their_secrets() -> None:
    env = production_env()
    del env["SECRET_KEY"]
    done = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0
    assert "SECRET_KEY" in done.stderr
