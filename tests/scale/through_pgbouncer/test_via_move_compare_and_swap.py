"""tests/api/test_move_compare_and_swap.py, through PgBouncer."""

from tests.api.test_move_compare_and_swap import *  # noqa: F403
