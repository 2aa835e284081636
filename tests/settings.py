"""Settings for the test suite and the type checker.

The production settings, with the two secrets they require given test values, and PostgreSQL
(DATABASE_URL, else the local server): the suite checks what is deployed, moves written in one
PostgreSQL statement, its row locks and its constraints.
"""

import os

os.environ.setdefault("SECRET_KEY", "test-secret-key-not-for-production")
os.environ.setdefault("DAILY_DEAL_SECRET", "test-daily-deal-secret")
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/ginapi")

from ginapi.settings import *  # noqa: F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# The test client speaks plain HTTP.
SECURE_SSL_REDIRECT = False
# The Daily Gin solver runs whenever a test makes a deal (Celery is eager): a small budget
# keeps the suite quick; the par is then a weaker line, but still one that replays exactly.
DAILY_PAR_BUDGET = 1_500
# The test database is migrated once, before any test freezes the clock: the deals a test
# needs are made by the test (tests/daily/test_daily_holds.py calls the start-up service).
DAILY_DEALS_AT_MIGRATE = False
