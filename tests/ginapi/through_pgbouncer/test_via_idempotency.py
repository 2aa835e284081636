"""tests/apikit/test_idempotency.py, through PgBouncer."""

from tests.apikit.test_idempotency import *  # noqa: F403
