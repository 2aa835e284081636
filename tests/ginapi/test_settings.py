"""Configuration from the environment: strict helpers, required secrets."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from ginapi import settings as config

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("true", True),
        ("TRUE", True),
        ("1", True),
        ("yes", True),
        ("on", True),
        ("false", False),
        ("0", False),
        ("off", False),
        ("no", False),
    ],
)
def test_booleans_are_read_strictly(monkeypatch, raw, expected):
    monkeypatch.setenv("SOME_FLAG", raw)

    assert config.env_bool("SOME_FLAG", not expected) is expected


@pytest.mark.parametrize("raw", ["maybe", "tru", "2", "yes please"])
def test_a_bad_boolean_is_an_error_not_false(monkeypatch, raw):
    monkeypatch.setenv("SOME_FLAG", raw)

    with pytest.raises(ImproperlyConfigured, match="SOME_FLAG"):
        config.env_bool("SOME_FLAG", False)


def test_unset_and_empty_mean_the_default(monkeypatch):
    monkeypatch.delenv("SOME_FLAG", raising=False)
    assert config.env_bool("SOME_FLAG", True) is True
    monkeypatch.setenv("SOME_FLAG", "  ")
    assert config.env_bool("SOME_FLAG", False) is False


def test_integers_lists_and_rates(monkeypatch):
    monkeypatch.setenv("N", "12")
    monkeypatch.setenv("HOSTS", "a.example, b.example ,")
    monkeypatch.setenv("RATE", "30/minute")
    assert config.env_int("N", 0) == 12
    assert config.env_list("HOSTS", []) == ["a.example", "b.example"]
    assert config.env_rate("RATE", "1/s") == "30/minute"
    monkeypatch.setenv("N", "twelve")
    with pytest.raises(ImproperlyConfigured):
        config.env_int("N", 0)
    monkeypatch.setenv("RATE", "fast")
    with pytest.raises(ImproperlyConfigured):
        config.env_rate("RATE", "1/s")


def _load_settings(**env: str) -> subprocess.CompletedProcess[str]:
    clean = {
        k: v
        for k, v in os.environ.items()
        if k not in ("SECRET_KEY", "DAILY_DEAL_SECRET", "DEBUG", "DATABASE_URL", "REDIS_URL")
    }
    code = (
        "import ginapi.settings as s; "
        "print(s.DEBUG, s.DATABASES['default']['ENGINE'], s.CACHES['default']['BACKEND'], "
        "s.CELERY_BROKER_URL, s.CELERY_TASK_ALWAYS_EAGER)"
    )
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env={**clean, **env}, capture_output=True, text=True
    )


def test_secret_key_is_required_unless_debug():
    result = _load_settings(DAILY_DEAL_SECRET="x")

    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


def _daily_deal_secret(**env: str) -> str:
    code = "import ginapi.settings as s; print(s.DAILY_DEAL_SECRET)"
    clean = {k: v for k, v in os.environ.items() if k not in ("SECRET_KEY", "DAILY_DEAL_SECRET")}
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env={**clean, **env}, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_the_daily_deal_secret_defaults_to_a_key_derived_from_the_secret_key():
    derived = _daily_deal_secret(SECRET_KEY="one")

    assert derived == _daily_deal_secret(SECRET_KEY="one")
    assert derived != _daily_deal_secret(SECRET_KEY="two")
    assert "one" not in derived and len(derived) == 64
    assert _daily_deal_secret(SECRET_KEY="one", DAILY_DEAL_SECRET="own") == "own"


def test_debug_runs_on_sqlite_with_in_process_tasks_and_no_secrets():
    result = _load_settings(DEBUG="true")

    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [
        "True",
        "django.db.backends.sqlite3",
        "django.core.cache.backends.locmem.LocMemCache",
        "memory://localhost/",
        "True",
    ]


def test_redis_url_moves_the_cache_and_the_broker_to_redis():
    result = _load_settings(
        SECRET_KEY="x",
        DAILY_DEAL_SECRET="y",
        DATABASE_URL="postgres://u@db.example/ginapi",
        REDIS_URL="redis://cache.example:6379/0",
    )

    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [
        "False",
        "django.db.backends.postgresql",
        "django.core.cache.backends.redis.RedisCache",
        "redis://cache.example:6379/0",
        "False",
    ]


def test_a_bad_debug_value_stops_start_up():
    result = _load_settings(DEBUG="sure")

    assert result.returncode != 0
    assert "DEBUG='sure' is not a boolean" in result.stderr
