"""tests/games/test_games_detail.py, through PgBouncer."""

from tests.games.test_games_detail import *  # noqa: F403
