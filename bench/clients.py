"""The typed clients' sizes and what making them costs (BENCHMARKS.md, "The contract and
the typed clients"):

    DJANGO_SETTINGS_MODULE=tests.settings python -m bench.clients [--regenerate]

Prints the served schema's generation time (``GET /api/schema?format=json`` in process, the
first request and the median of the next ten), the committed clients' sizes (bytes, and
gzipped for what a browser downloads), and with ``--regenerate`` the wall and CPU time of
``clients/generate.py`` into a temporary directory (what ``make clients`` runs once its
node_modules are installed).
"""

from __future__ import annotations

import gzip
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CLIENTS = ROOT / "clients"


def schema_seconds(repeat: int = 10) -> dict[str, float]:
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
    django.setup()
    from django.test import Client

    client = Client(HTTP_HOST="localhost")
    times = []
    for _ in range(repeat + 1):
        started = time.perf_counter()
        response = client.get("/api/schema", {"format": "json"})
        times.append(time.perf_counter() - started)
        assert response.status_code == 200
    return {"first_s": times[0], "median_s": statistics.median(times[1:])}


def sizes() -> dict[str, Any]:
    def size(path: Path) -> dict[str, int]:
        data = path.read_bytes()
        return {"bytes": len(data), "gzip_bytes": len(gzip.compress(data, 9))}

    python = [p for p in (CLIENTS / "python").rglob("*") if p.is_file()]
    return {
        "openapi.json": size(CLIENTS / "openapi.json"),
        "typescript/index.js": size(CLIENTS / "typescript" / "index.js"),
        "typescript/schema.d.ts": size(CLIENTS / "typescript" / "schema.d.ts"),
        "python": {
            "files": len(python),
            "bytes": sum(p.stat().st_size for p in python),
            "models": len(list((CLIENTS / "python" / "ginapi_client" / "models").glob("*.py"))),
        },
    }


def regenerate_seconds() -> dict[str, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([sys.executable, str(CLIENTS / "generate.py"), out], check=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall_s": wall, "cpu_s": cpu}


def run(regenerate: bool = False) -> dict[str, Any]:
    figures: dict[str, Any] = {"schema": schema_seconds(), "sizes": sizes()}
    if regenerate:
        figures["generate"] = regenerate_seconds()
    print(json.dumps(figures, indent=2))
    return figures


if __name__ == "__main__":
    run(regenerate="--regenerate" in sys.argv)
