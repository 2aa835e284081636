"""tests/api/test_idempotency.py, through PgBouncer."""

from tests.api.test_idempotency import *  # noqa: F403
