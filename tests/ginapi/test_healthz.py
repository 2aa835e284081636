"""GET /healthz"""

import pytest
from django.db import OperationalError, connection

pytestmark = pytest.mark.django_db


def test_it_is_200_when_the_database_answers_with_tasks_in_process(api):
    response = api.get("/healthz")

    assert response.status_code == 200
    assert response.json() == {"database": "ok", "broker": "in-process"}


def test_it_reports_a_broker_that_answers(api, settings):
    settings.REDIS_URL = "redis://127.0.0.1:6379/0"

    assert api.get("/healthz").json()["broker"] == "ok"


def test_a_broker_that_does_not_answer_is_reported_but_not_fatal(api, settings):
    settings.REDIS_URL = "redis://127.0.0.1:1/0"

    response = api.get("/healthz")

    assert response.status_code == 200
    assert response.json()["broker"] == "unavailable"


def test_it_is_503_when_the_database_does_not_answer(api, monkeypatch):
    def broken_cursor(*args, **kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr(connection, "cursor", broken_cursor)

    response = api.get("/healthz")

    assert response.status_code == 503
    assert response.json()["database"] == "unavailable"


def test_it_answers_over_plain_http_when_everything_else_redirects(api, settings):
    settings.SECURE_SSL_REDIRECT = True

    assert api.get("/healthz").status_code == 200
    assert api.get("/api/v1/rulesets").status_code == 301
