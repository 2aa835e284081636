"""Every example in the engine's docstrings holds: each engine module's doctests run here, so
``make test`` runs them all (a module added later is found, not listed)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import games.engine

ENGINE_MODULES = ["games.engine"] + [
    found.name
    for found in pkgutil.walk_packages(games.engine.__path__, "games.engine.")
    if not found.name.rsplit(".", 1)[-1].startswith("_rollout")  # the C extension
]
"""Every module of the engine, its packages' faces included."""


def test_the_engine_modules_are_all_found() -> None:
    assert {"games.engine.match", "games.engine.ai", "games.engine.ai.master"} <= set(
        ENGINE_MODULES
    )


def test_the_engine_has_examples_to_run() -> None:
    finder = doctest.DocTestFinder()
    examples = sum(
        len(test.examples)
        for name in ENGINE_MODULES
        for test in finder.find(importlib.import_module(name))
    )
    assert examples >= 60


@pytest.mark.parametrize("name", ENGINE_MODULES)
def test_the_examples_of_each_engine_module_hold(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
