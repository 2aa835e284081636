"""The service runs on asyncio's public interface only (issue 37): no name asyncio keeps
private (``asyncio._set_running_loop``, an event loop's ``_accept_connection``...) is used
anywhere in the project, tests and load scripts included.  Such names change in any CPython
release without notice; the servers' authors (uvicorn, gunicorn) support what they document.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SKIPPED = {".venv", "clients", "node_modules", ".git"}

LOOP_PRIVATE = {
    "_accept_connection",
    "_accept_connection2",
    "_add_reader",
    "_remove_reader",
    "_add_writer",
    "_remove_writer",
    "_run_once",
    "_ready",
    "_scheduled",
    "_selector",
    "_set_running_loop",
    "_get_running_loop",
}
"""Private names of asyncio's loops, whatever the object is called."""


def project_files() -> Iterator[Path]:
    for path in sorted(ROOT.rglob("*.py")):
        if not SKIPPED.intersection(path.relative_to(ROOT).parts):
            yield path


def private_asyncio_uses(source: str) -> list[str]:
    """Each use of a private asyncio name in ``source``, as ``line: name``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            if node.attr.startswith("__"):
                continue
            root = node.value
            while isinstance(root, ast.Attribute):
                root = root.value
            if node.attr in LOOP_PRIVATE or (isinstance(root, ast.Name) and root.id == "asyncio"):
                found.append(f"{node.lineno}: {node.attr}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("asyncio"):
            private = [alias.name for alias in node.names if alias.name.startswith("_")]
            found += [f"{node.lineno}: {name}" for name in private]
            if any(part.startswith("_") for part in (node.module or "").split(".")):
                found.append(f"{node.lineno}: {node.module}")
    return found


def test_the_check_finds_what_it_looks_for():
    source = (
        "import asyncio\n"
        "from asyncio.base_events import _run_until_complete_cb\n"
        "asyncio._set_running_loop(None)\n"
        "loop._add_reader(1, print)\n"
        "asyncio.get_running_loop().__class__\n"
    )

    assert private_asyncio_uses(source) == [
        "2: _run_until_complete_cb",
        "3: _set_running_loop",
        "4: _add_reader",
    ]


def test_no_file_uses_a_private_asyncio_name():
    uses = {
        str(path.relative_to(ROOT)): found
        for path in project_files()
        if (found := private_asyncio_uses(path.read_text()))
    }

    assert uses == {}
