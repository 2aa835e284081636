"""The reviews app builds on games and daily; neither imports it (daily asks through its
signal)."""

from __future__ import annotations

from pathlib import Path

import pytest

import daily
import games
from tests.daily.test_daily_depends_one_way import imported_modules


@pytest.mark.parametrize("package", [games, daily])
def test_no_module_below_imports_the_reviews_app(package: object) -> None:
    root = Path(package.__file__).parent  # type: ignore[attr-defined]
    offenders = {
        str(path.relative_to(root)): sorted(
            name for name in imported_modules(path) if name.split(".")[0] == "reviews"
        )
        for path in root.rglob("*.py")
    }
    assert {path: names for path, names in offenders.items() if names} == {}
