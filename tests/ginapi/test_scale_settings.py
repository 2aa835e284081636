"""DATABASE_POOLING, LOG_FORMAT and METRICS_TOKEN are read strictly from the environment."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SHOW = (
    "import json, ginapi.settings as s; db = s.DATABASES['default']; "
    "print(json.dumps([db.get('DISABLE_SERVER_SIDE_CURSORS', False), "
    "db.get('OPTIONS', {}).get('prepare_threshold', 'unset'), "
    "s.LOGGING['handlers']['console']['formatter'], s.METRICS_TOKEN]))"
)


def load(**env: str) -> subprocess.CompletedProcess[str]:
    clean = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DATABASE_POOLING", "LOG_FORMAT", "METRICS_TOKEN")
    }
    return subprocess.run(
        [sys.executable, "-c", SHOW],
        cwd=ROOT,
        env={**clean, "SECRET_KEY": "k", "DATABASE_URL": "postgres://u@h/db", **env},
        capture_output=True,
        text=True,
    )


def test_by_default_server_side_cursors_stay_on_and_logs_are_text_and_no_token():
    result = load()

    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [False, "unset", "text", None]


def test_transaction_pooling_turns_off_server_side_cursors_and_prepared_statements():
    result = load(DATABASE_POOLING="transaction", LOG_FORMAT="json", METRICS_TOKEN="t0k")

    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [True, None, "json", "t0k"]


def test_an_unknown_pooling_mode_or_log_format_stops_the_start():
    pooling = load(DATABASE_POOLING="statement")
    log_format = load(LOG_FORMAT="xml")

    assert pooling.returncode != 0 and "DATABASE_POOLING='statement'" in pooling.stderr
    assert log_format.returncode != 0 and "LOG_FORMAT='xml'" in log_format.stderr
