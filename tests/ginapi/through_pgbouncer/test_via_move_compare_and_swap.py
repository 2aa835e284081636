"""tests/games/test_move_compare_and_swap.py, through PgBouncer."""

from tests.games.test_move_compare_and_swap import *  # noqa: F403
