"""tests/games/test_games_join.py, through PgBouncer."""

from tests.games.test_games_join import *  # noqa: F403
