"""The engine is plain Python: importing it, every module of it (found, not listed), must not
load Django."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_importing_the_engine_does_not_load_django() -> None:
    code = (
        "import importlib, pkgutil, sys\n"
        "import games.engine\n"
        "for found in pkgutil.walk_packages(games.engine.__path__, 'games.engine.'):\n"
        "    importlib.import_module(found.name)\n"
        "engine = sorted(m for m in sys.modules if m.startswith('games.engine.'))\n"
        "print(len(engine), sorted(m for m in sys.modules if m.split('.')[0] == 'django'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(ROOT)},
    )
    count, django = done.stdout.split(" ", 1)
    # Every module, the AI package's and the C rollouts (where built) included.
    assert int(count) >= 20
    assert django.strip() == "[]"
