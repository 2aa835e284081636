"""Expected refusals are WARNING lines without a traceback (issue 38, finding 7): a bad
``Host`` header and an oversize form wrote an ERROR traceback each; and the schema says the
per-address game limits are per address."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import pytest
from django.test import Client, override_settings

pytestmark = pytest.mark.django_db


@pytest.fixture
def console() -> Iterator[io.StringIO]:
    """What the service's console handler (settings.LOGGING) writes, for this test."""
    handler = next(
        h
        for h in logging.getLogger().handlers
        if isinstance(h, logging.StreamHandler) and h.filters
    )
    stream = io.StringIO()
    previous = handler.setStream(stream)
    try:
        yield stream
    finally:
        handler.setStream(previous)


def _refusal_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if "django.security" in line]


def test_a_bad_host_header_is_one_warning_line_without_a_traceback(console: io.StringIO) -> None:
    response = Client().get("/api/v1/seeks", HTTP_HOST="evil.example;x")
    assert response.status_code == 400
    text = console.getvalue()
    lines = _refusal_lines(text)
    assert lines and all(" WARNING " in line for line in lines), text
    assert "Traceback" not in text and " ERROR " not in text


@override_settings(DATA_UPLOAD_MAX_MEMORY_SIZE=1000)
def test_an_oversize_form_is_one_warning_line_without_a_traceback(console: io.StringIO) -> None:
    response = Client().post(
        "/oauth/token", "grant_type=" + "x" * 5000, content_type="application/x-www-form-urlencoded"
    )
    assert response.status_code == 400
    text = console.getvalue()
    assert "Traceback" not in text and " ERROR " not in text, text
    assert all(" WARNING " in line for line in _refusal_lines(text))


def test_the_schema_says_the_address_limits_are_per_address() -> None:
    schema = json.loads(Client().get("/api/schema?format=json").content)
    described = json.dumps(schema["paths"]["/api/v1/games"]["post"]) + json.dumps(
        schema["paths"]["/api/v1/games/join"]["post"]
    )
    assert "per client address (`games_create_address`)" in described
    assert "per client address (`games_join_address`)" in described
    assert "per player (`games_create_address`)" not in described
