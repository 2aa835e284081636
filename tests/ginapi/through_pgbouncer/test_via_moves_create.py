"""tests/games/test_moves_create.py, through PgBouncer."""

from tests.games.test_moves_create import *  # noqa: F403
