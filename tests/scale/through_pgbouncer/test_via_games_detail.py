"""tests/api/test_games_detail.py, through PgBouncer."""

from tests.api.test_games_detail import *  # noqa: F403
