"""tests/api/test_concurrency.py, through PgBouncer."""

from tests.api.test_concurrency import *  # noqa: F403
