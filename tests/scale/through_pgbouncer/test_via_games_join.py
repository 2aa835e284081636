"""tests/api/test_games_join.py, through PgBouncer."""

from tests.api.test_games_join import *  # noqa: F403
