"""The master's rollouts and worlds in C (``_rollout.c``, built by setup.py), behind one
optional import and one switch: every module of the search asks :func:`use_accelerator`,
and the tests hold both paths to the same values, world for world."""

from __future__ import annotations

try:  # The rollouts and worlds in C (games/engine/ai/_rollout.c, built by setup.py), if built.
    from . import _rollout as accelerator
except ImportError:  # pragma: no cover - depends on the build
    accelerator = None  # type: ignore[assignment]

__all__ = ["USE_ACCELERATOR", "accelerator", "use_accelerator"]

USE_ACCELERATOR = True
"""False plays every rollout and draws every world in Python (the tests check both give the
same values)."""


def use_accelerator(accelerated: bool) -> bool:
    """Whether a search asking for the C path (``accelerated``) gets it."""
    return accelerated and accelerator is not None and USE_ACCELERATOR
