"""lobby builds on ratings and games, ratings on games; never the other way round."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import games
import ratings


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


@pytest.mark.parametrize(
    ("package", "above"), [(games, {"lobby", "ratings"}), (ratings, {"lobby"})]
)
def test_a_lower_app_never_imports_one_built_on_it(package: object, above: set[str]) -> None:
    root = Path(package.__file__).parent  # type: ignore[attr-defined]
    offenders = {
        str(path.relative_to(root)): sorted(
            name for name in imported_modules(path) if name.split(".")[0] in above
        )
        for path in root.rglob("*.py")
    }
    assert {path: names for path, names in offenders.items() if names} == {}
