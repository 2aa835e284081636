"""Fuzzing every operation of the served schema, in-process, on the test database.

Schemathesis reads ``/api/schema`` from the WSGI application itself, then sends each operation
generated requests, valid and invalid (``max_examples`` per operation, derandomized so a run
is the same every time), with a real player's bearer token.  Every answer must be: not a 5xx,
a documented status with a body that conforms to the schema, and, for every 4xx, the one
error shape ``{"error": {"code", "message", "fields"}}``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from django.core import signals
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from django.test import override_settings
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.core.parameters import ParameterLocation
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from accounts.services import player_create
from games import services
from tests.contract.shape import assert_error_shape

MAX_EXAMPLES = 20
# The host Schemathesis' WSGI client sends.
WSGI_HOST = "localhost"

application = get_wsgi_application()
with override_settings(ALLOWED_HOSTS=[WSGI_HOST]):
    # The live streams never end and need the ASGI server: a WSGI call would wait for ever.
    # tests/live fuzzes nothing but checks their every answer over HTTP.
    schema = schemathesis.openapi.from_wsgi("/api/schema", application).exclude(
        path_regex=r"/stream$"
    )
schema.config.generation.update(max_examples=MAX_EXAMPLES, deterministic=True)


def invalid_body_rejected(ctx: Any, response: Any, case: Any) -> bool | None:
    """A JSON body that breaks the schema (a wrong type, a value out of range) is refused.

    Only the body: query parameters such as ``page_size=abc`` are read leniently (DRF's
    pagination falls back to the default), which is harmless.
    """
    meta = case.meta
    if meta is None or response.status_code >= 300:
        return None
    if case.method.upper() != case.operation.method.upper():
        return None  # OPTIONS and other probes: DRF describes the view, harmlessly.
    body = meta.components.get(ParameterLocation.BODY)
    rest = [info for where, info in meta.components.items() if where != ParameterLocation.BODY]
    if body is not None and body.mode.is_negative and all(i.mode.is_positive for i in rest):
        raise AssertionError(
            f"{case.operation.label} accepted a body that breaks its schema: "
            f"{case.body!r} -> {response.status_code}"
        )
    return None


def error_shape(ctx: Any, response: Any, case: Any) -> bool | None:
    """Every 4xx and 5xx answer is {"error": {"code", "message", "fields"}}."""
    if response.status_code >= 400:
        assert_error_shape(response.status_code, response.json())
    return None


@pytest.fixture
def wsgi_in_test_transaction() -> Iterator[None]:
    """Keep the test's database connection across requests, as Django's test client does:
    the WSGI handler would otherwise close it (it is inside the test's transaction)."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        signals.request_started.connect(close_old_connections)
        signals.request_finished.connect(close_old_connections)


@pytest.fixture
def bearer(db: None, settings: Any, wsgi_in_test_transaction: None) -> dict[str, str]:
    """A real player's token, with one game of theirs so its reads have something to show."""
    settings.ALLOWED_HOSTS = [WSGI_HOST]
    player, token = player_create(display_name="Fuzz")
    services.game_create(
        player=player, opponent="ai", ai_level="novice", ruleset="standard", rules=None, target=None
    )
    return {"Authorization": f"Bearer {token}"}


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
def test_every_operation_answers_within_its_schema(case: Any, bearer: dict[str, str]) -> None:
    headers = dict(case.headers or {})
    # Keep a generated Authorization header (a malformed one must be a 401, not a crash);
    # otherwise act as the player.
    if "Authorization" not in headers:
        headers.update(bearer)
    case.headers = headers
    case.call_and_validate(
        checks=[
            not_a_server_error,
            status_code_conformance,
            content_type_conformance,
            response_schema_conformance,
            invalid_body_rejected,
            error_shape,
        ],
    )
