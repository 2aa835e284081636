"""tests/leaderboard/test_leaderboard_concurrency.py (advisory locks), through PgBouncer."""

from tests.leaderboard.test_leaderboard_concurrency import *  # noqa: F403
