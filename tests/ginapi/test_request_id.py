"""X-Request-ID on every response, and in every log line of the request."""

from __future__ import annotations

import json
import logging
import re

import pytest

from ginapi.logs import JsonFormatter, RequestIdFilter, request_id

GENERATED = re.compile(r"[0-9a-f]{32}")


def test_every_response_carries_a_new_request_id(client):
    first = client.get("/api/v1/rulesets")
    second = client.get("/no/such/page")

    assert GENERATED.fullmatch(first["X-Request-ID"])
    assert GENERATED.fullmatch(second["X-Request-ID"])
    assert first["X-Request-ID"] != second["X-Request-ID"]


def test_the_client_s_own_sane_id_is_kept(client):
    sent = "3f1c2a9e-7b1d-4c52-9a77-0f3e8c1d2b4a"

    response = client.get("/api/v1/rulesets", HTTP_X_REQUEST_ID=sent)

    assert response["X-Request-ID"] == sent


@pytest.mark.parametrize("sent", ["", "has space", "x" * 200, "<script>", "a\tb", "é-id"])
def test_an_id_that_is_not_sane_is_replaced(client, sent):
    response = client.get("/api/v1/rulesets", HTTP_X_REQUEST_ID=sent)

    assert GENERATED.fullmatch(response["X-Request-ID"])


def test_errors_and_streams_carry_it_too(client):
    assert client.get("/healthz", HTTP_X_REQUEST_ID="probe-1")["X-Request-ID"] == "probe-1"
    refused = client.post("/api/v1/games", {}, content_type="application/json")
    assert refused.status_code == 401
    assert GENERATED.fullmatch(refused["X-Request-ID"])


def test_a_log_line_written_during_a_request_names_its_id(client, caplog):
    caplog.set_level(logging.WARNING, logger="django.request")
    caplog.handler.addFilter(RequestIdFilter())

    client.get("/no/such/page", HTTP_X_REQUEST_ID="trace-404")

    records = [r for r in caplog.records if r.name == "django.request"]
    assert records
    assert {record.request_id for record in records} == {"trace-404"}


def test_json_log_lines_are_one_object_with_the_request_id():
    record = logging.makeLogRecord(
        {"name": "games", "levelname": "WARNING", "levelno": 30, "msg": "hand %s", "args": (3,)}
    )
    record.player = "p-1"
    token = request_id.set("req-42")
    try:
        RequestIdFilter().filter(record)
        line = JsonFormatter().format(record)
    finally:
        request_id.reset(token)

    parsed = json.loads(line)
    assert "\n" not in line
    assert parsed["message"] == "hand 3"
    assert parsed["level"] == "WARNING"
    assert parsed["logger"] == "games"
    assert parsed["request_id"] == "req-42"
    assert parsed["player"] == "p-1"
    assert parsed["time"].endswith("+00:00")


def test_a_line_outside_any_request_says_so():
    record = logging.makeLogRecord({"msg": "start-up"})
    RequestIdFilter().filter(record)

    assert json.loads(JsonFormatter().format(record))["request_id"] == "-"


def test_a_streaming_response_gets_its_headers_and_its_body_is_left_unread(rf):
    from django.http import StreamingHttpResponse

    from ginapi.middleware import MetricsMiddleware, RequestIdMiddleware

    produced: list[int] = []

    def events():
        for number in range(3):
            produced.append(number)
            yield f"data: {number}\n\n".encode()

    def view(request):
        return StreamingHttpResponse(events(), content_type="text/event-stream")

    response = RequestIdMiddleware(MetricsMiddleware(view))(
        rf.get("/api/v1/stream", HTTP_X_REQUEST_ID="s-1")
    )

    assert isinstance(response, StreamingHttpResponse)
    assert response["X-Request-ID"] == "s-1"
    assert produced == []
    assert b"".join(response) == b"data: 0\n\ndata: 1\n\ndata: 2\n\n"
