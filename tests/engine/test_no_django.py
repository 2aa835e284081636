"""The engine is plain Python: importing it must not load Django."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_the_engine_does_not_load_django() -> None:
    code = (
        "import sys\n"
        "import games.engine\n"
        "from games.engine import match, view, hand, events, shuffle\n"
        "from games.engine.ai import review\n"
        "print(sorted(m for m in sys.modules if m == 'django' or m.startswith('django.')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(ROOT)},
    )
    assert done.stdout.strip() == "[]"
