"""What a search process (games/search_thread.py) runs: the engine only, no Django.

The pool's processes unpickle their work by importing the module it lives in; this one
imports nothing of Django, the database or the network, so a search process is the engine
and no more.
"""

from __future__ import annotations

import contextlib
import os


def lower_priority(steps: int) -> None:
    """Make this search process ``steps`` nicer than the web process that started it."""
    with contextlib.suppress(OSError):  # forbidden (a sandbox): the usual priority, then
        os.nice(max(0, steps))
