"""Every document the code and the README cite by path (``docs/RULES.md §3``,
``docs/API.md "Live games"``...) is in the repository."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CITATION = re.compile(r"(?<![\w/.-])((?:[\w-]+/)*[A-Z][A-Z_]*\.md)\b")
SOURCES = (".py", ".pyi", ".c", ".js", ".html", ".md", "Makefile")


def tracked_sources() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    return [ROOT / name for name in listed if name.endswith(SOURCES)]


def test_the_rules_and_the_api_guide_are_in_the_repository() -> None:
    assert (ROOT / "docs/RULES.md").is_file()
    assert (ROOT / "docs/API.md").is_file()


def test_every_document_cited_by_path_exists() -> None:
    missing = {
        f"{path.relative_to(ROOT)}: {cited}"
        for path in tracked_sources()
        if path.is_file()
        for cited in CITATION.findall(path.read_text(errors="replace"))
        if not (ROOT / cited).is_file() and not (path.parent / cited).is_file()
    }
    assert sorted(missing) == []
