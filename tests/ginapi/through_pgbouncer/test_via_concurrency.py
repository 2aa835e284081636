"""tests/games/test_concurrency.py, through PgBouncer."""

from tests.games.test_concurrency import *  # noqa: F403
