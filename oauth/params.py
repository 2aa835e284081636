"""What the OAuth endpoints accept in their parameters before anything reaches the database.

Every parameter the consent page, the token endpoint and the revocation endpoint read is a
short printable string: a NUL byte (which PostgreSQL refuses in text) or another control
character, or a value longer than the parameter's cap, is ``invalid_request`` (RFC 6749 5.2,
4.1.2.1) at once.  PKCE's values are held to RFC 7636 (4.1, 4.2): 43 to 128 characters of
the unreserved set.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

STATE_MAX_LENGTH = 500
"""``state`` comes back in the redirect's query: long enough for any app's nonce or signed
blob, short enough that the redirect is a URL every browser and proxy carries."""

MAX_LENGTHS = {
    "client_id": 100,
    "client_secret": 255,
    "code": 255,
    "refresh_token": 255,
    "token": 255,
    "token_type_hint": 40,
    "grant_type": 40,
    "response_type": 40,
    "scope": 200,
    "state": STATE_MAX_LENGTH,
    "redirect_uri": 500,
    "code_challenge": 128,
    "code_challenge_method": 10,
    "code_verifier": 128,
    "nonce": 255,
    "action": 20,
    "username": 150,
    "password": 200,
    "csrfmiddlewaretoken": 100,
}
"""The longest value of each parameter; any other parameter is held to DEFAULT_MAX_LENGTH."""
DEFAULT_MAX_LENGTH = 500

PKCE_VALUE = re.compile(r"[A-Za-z0-9\-._~]{43,128}")
"""RFC 7636 4.1: ``code-verifier = 43*128unreserved``; an S256 challenge is 43 of them."""

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def param_problem(params: Mapping[str, Any]) -> str | None:
    """The first parameter of ``params`` (a QueryDict or a dict) that no OAuth request
    carries (a control character, too long, or sent twice), said in words; None when all
    are plausible.  Names are held to the same rules as values."""
    getlist = getattr(params, "getlist", None)
    for name in params:
        values = getlist(name) if getlist is not None else [params[name]]
        if _CONTROL.search(name) or len(name) > 40:
            return "A parameter's name is not valid."
        if len(values) > 1 and name in MAX_LENGTHS:
            return f"{name} is sent more than once."
        limit = MAX_LENGTHS.get(name, DEFAULT_MAX_LENGTH)
        for value in values:
            if not isinstance(value, str):
                continue
            if _CONTROL.search(value):
                return f"{name} holds a control character."
            if len(value) > limit:
                return f"{name} is longer than {limit} characters."
    for name in ("code_verifier", "code_challenge"):
        value = params.get(name)
        if value and not PKCE_VALUE.fullmatch(value):
            return (
                f"{name} is 43 to 128 characters of A-Z, a-z, 0-9, '-', '.', '_', '~' (RFC 7636)."
            )
    return None
