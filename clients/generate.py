"""Regenerate the typed clients from the schema the service serves (``make clients``).

    python clients/generate.py            # rewrite clients/openapi.json, typescript/, python/
    python clients/generate.py OUT_DIR    # write them under OUT_DIR instead (the diff test)

The schema is read from ``GET /api/schema`` through Django's test client (no server, no
database), under tests.settings like ``make schema``.  The TypeScript types come from
openapi-typescript and the wrapper is compiled by tsc, both pinned in
clients/typescript/package.json (``npm ci`` there first: ``make clients`` does); the Python
package from openapi-python-client, pinned in requirements-dev.txt.  Each generator runs in
a fresh temporary directory, so what it writes never depends on the repository's own
settings (ruff's, for one).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CLIENTS = Path(__file__).resolve().parent
ROOT = CLIENTS.parent
TYPESCRIPT = CLIENTS / "typescript"
TYPESCRIPT_SOURCES = ("index.ts", "tsconfig.json", "package.json", "package-lock.json")
TYPESCRIPT_GENERATED = ("schema.d.ts", "index.js", "index.d.ts")
"""What make clients writes in clients/typescript (the rest is written by hand)."""
PYTHON_CONFIG = CLIENTS / "python-config.yaml"


def served_schema() -> str:
    """``GET /api/schema?format=json`` of the service, as the text to commit."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.test import Client

    response = Client(HTTP_HOST="localhost").get("/api/schema", {"format": "json"})
    if response.status_code != 200:
        raise SystemExit(f"GET /api/schema answered {response.status_code}")
    schema = json.loads(response.content)
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def typescript(schema: Path, out: Path) -> None:
    """schema.d.ts, index.js and index.d.ts for ``schema`` into ``out``."""
    modules = TYPESCRIPT / "node_modules"
    if not (modules / ".bin" / "openapi-typescript").exists():
        raise SystemExit("clients/typescript/node_modules is missing: run make clients")
    with tempfile.TemporaryDirectory() as work:
        build = Path(work)
        for name in TYPESCRIPT_SOURCES:
            shutil.copy2(TYPESCRIPT / name, build / name)
        (build / "node_modules").symlink_to(modules)
        bin_dir = modules / ".bin"
        run([str(bin_dir / "openapi-typescript"), str(schema), "--output", "schema.d.ts"], build)
        run([str(bin_dir / "tsc"), "-p", "tsconfig.json"], build)
        out.mkdir(parents=True, exist_ok=True)
        for name in TYPESCRIPT_GENERATED:
            shutil.copy2(build / name, out / name)


def python(schema: Path, out: Path) -> None:
    """The ginapi_client package for ``schema``, as the tree of ``out``."""
    with tempfile.TemporaryDirectory() as work:
        target = Path(work) / "python"
        generator = Path(sys.executable).parent / "openapi-python-client"
        env = {
            **os.environ,
            "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        }
        run(
            [
                str(generator),
                "generate",
                "--path",
                str(schema),
                "--output-path",
                str(target),
                "--config",
                str(PYTHON_CONFIG),
                "--meta",
                "setup",
                "--overwrite",
            ],
            Path(work),
            env,
        )
        if out.exists():
            shutil.rmtree(out)
        shutil.copytree(target, out)


def run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> None:
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}")


def generate(out: Path) -> None:
    """openapi.json, typescript/ and python/ under ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    schema = out / "openapi.json"
    schema.write_text(served_schema(), encoding="utf-8")
    typescript(schema, out / "typescript")
    python(schema, out / "python")


if __name__ == "__main__":
    generate(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else CLIENTS)
