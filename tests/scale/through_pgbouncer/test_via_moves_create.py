"""tests/api/test_moves_create.py, through PgBouncer."""

from tests.api.test_moves_create import *  # noqa: F403
