"""The one error shape every failed request answers with (docs/API.md "Errors")."""

from __future__ import annotations

from typing import Any


def assert_error_shape(status: int, body: Any) -> None:
    """``body`` is ``{"error": {"code": str, "message": str, "fields": {str: [str]}}}``."""
    assert isinstance(body, dict) and set(body) == {"error"}, (status, body)
    error = body["error"]
    assert isinstance(error, dict) and set(error) == {"code", "message", "fields"}, (status, body)
    assert isinstance(error["code"], str) and error["code"], (status, body)
    assert isinstance(error["message"], str) and error["message"], (status, body)
    assert isinstance(error["fields"], dict), (status, body)
    for name, problems in error["fields"].items():
        assert isinstance(name, str), (status, body)
        assert isinstance(problems, list), (status, body)
        assert all(isinstance(p, str) for p in problems), (status, body)
