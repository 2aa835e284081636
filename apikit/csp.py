"""Content-Security-Policy for the pages the service serves (API.md "Trust").

The reference client at /play/ keeps its token in ``localStorage``: a script injected into
the page (a name rendered as markup by a future bug, a hostile browser extension's page
script aside) could read it.  These pages load scripts only from the service's own origin and
run no inline script, so their policy refuses every inline script and every other origin.

:func:`content_security_policy` is a view decorator: ``@content_security_policy()`` (the
strict policy) or ``content_security_policy(DOCS_POLICY)(view)``.  Any page the service adds
(the OAuth consent page) uses it the same way.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

from django.http import HttpResponseBase

HEADER = "Content-Security-Policy"

STRICT_POLICY: Mapping[str, str] = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
}
"""The service's own files only: no inline script, no inline style, no other origin."""

DOCS_POLICY: Mapping[str, str] = {
    **STRICT_POLICY,
    # Swagger UI and Redoc write style attributes and <style> elements as they render (a
    # style cannot read the token); Redoc runs its search in a worker made from a blob.
    "style-src": "'self' 'unsafe-inline'",
    "worker-src": "'self' blob:",
}
"""/api/docs and /api/redoc: the strict policy, with the inline styles their UIs need."""


def policy_header(policy: Mapping[str, str]) -> str:
    return "; ".join(f"{directive} {sources}" for directive, sources in policy.items())


def content_security_policy(
    policy: Mapping[str, str] = STRICT_POLICY,
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorate a view so that its responses carry ``policy``."""
    header = policy_header(policy)

    def decorate(view: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(view)
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            response = view(*args, **kwargs)
            if isinstance(response, HttpResponseBase):
                response.headers.setdefault(HEADER, header)
            return response

        return wrapped

    return decorate
