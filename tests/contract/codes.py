"""The runtime half of the error-code contract: every error answer the test suite provokes
must carry a code its operation lists (the view's ``error_codes`` and the common ones, with
the status its declaration gives it), or the test that provoked it fails.

tests/conftest.py wraps DRF's ``APIView.finalize_response`` with :func:`watch` for every
test; the static half (codes raised in the source, codes in the registry) is
tests/contract/test_error_codes.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from rest_framework.views import APIView

from apikit.errors import operation_error_codes
from apikit.throttles import view_rate_limits

NOT_AN_OPERATION = frozenset({405, 406})
"""An unknown method or an Accept the API cannot answer: refused before any operation runs."""


def violation(view: APIView, method: str, response: Any) -> str | None:
    """Why ``response`` breaks the contract of the operation ``view`` answered; None if not."""
    if response.status_code < 400 or response.status_code in NOT_AN_OPERATION:
        return None
    if getattr(view, "schema", True) is None or not hasattr(view, method.lower()):
        return None  # not an operation of the schema
    data = getattr(response, "data", None)
    error = data.get("error") if isinstance(data, dict) else None
    code = error.get("code") if isinstance(error, dict) else None
    if not isinstance(code, str):
        return None  # the shape is tests/contract/shape.py's business
    operation = f"{method} {type(view).__module__}.{type(view).__qualname__}"
    listed = operation_error_codes(
        getattr(view, "error_codes", ()), method, bool(view_rate_limits(view)), view
    )
    if code not in listed:
        return (
            f"{operation} answered {response.status_code} {code!r}, which it does not list: "
            "add it to the view's error_codes (and declare it in its app's errors module if new)"
        )
    if listed[code] != response.status_code:
        return (
            f"{operation} answered {code!r} with {response.status_code}; its declaration "
            f"(apikit.errors.declare) says {listed[code]}"
        )
    return None


@contextmanager
def watch() -> Iterator[list[str]]:
    """Collect the contract violations of every DRF answer made inside."""
    found: list[str] = []
    original: Callable[..., Any] = APIView.finalize_response

    def finalize_response(self: APIView, request: Any, response: Any, *args: Any, **kw: Any) -> Any:
        response = original(self, request, response, *args, **kw)
        problem = violation(self, request.method or "", response)
        if problem is not None:
            found.append(problem)
        return response

    APIView.finalize_response = finalize_response  # type: ignore[method-assign]
    try:
        yield found
    finally:
        APIView.finalize_response = original  # type: ignore[method-assign]
