"""Fuzzing every field of the OAuth endpoints and the consent page (issue 38: the schema and
header fuzz passes never reached them, and a NUL byte in six of their fields answered 500).

Hypothesis picks a route (the consent page's GET, its sign-in, its Allow; the token
endpoint's two grants; the revocation endpoint), one field of it, and a value: a NUL or
another control character somewhere, an over-long run, or any text.  Whatever arrives, the
answer is not a 5xx, the token and revocation endpoints answer a 4xx in RFC 6749's JSON
shape, and the consent page never redirects on a value it refused.  Derandomized like the
other fuzz passes: the same examples every run.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.oauth.flow import REDIRECT_URI, Flow, make_flow, pkce_pair

pytestmark = pytest.mark.django_db

EXAMPLES = 200

AUTHORIZE_FIELDS = [
    "response_type",
    "client_id",
    "redirect_uri",
    "scope",
    "state",
    "code_challenge",
    "code_challenge_method",
]
SIGN_IN_FIELDS = ["username", "password", "action"]
TOKEN_FIELDS = [
    "grant_type",
    "code",
    "redirect_uri",
    "client_id",
    "code_verifier",
    "refresh_token",
    "client_secret",
    "scope",
]
REVOKE_FIELDS = ["token", "token_type_hint", "client_id"]

ROUTES = (
    [("authorize", field) for field in AUTHORIZE_FIELDS]
    + [("sign-in", field) for field in SIGN_IN_FIELDS + AUTHORIZE_FIELDS]
    + [("allow", field) for field in AUTHORIZE_FIELDS]
    + [("code", field) for field in TOKEN_FIELDS]
    + [("refresh", field) for field in TOKEN_FIELDS]
    + [("revoke", field) for field in REVOKE_FIELDS]
)

controls = st.sampled_from(["\x00", "\x01", "\x1f", "\x7f", "\n", "\r\n", "\t"])
hostile = st.one_of(
    st.builds(lambda a, c, b: a + c + b, st.text(max_size=20), controls, st.text(max_size=20)),
    st.builds(
        lambda ch, n: ch * n,
        st.sampled_from(["a", "é", "\x00", "%", "~"]),
        st.sampled_from([129, 501, 4097, 70_000]),
    ),
    st.text(max_size=60),
)


@pytest.fixture
def fuzz_flow(make_player: Any, settings: Any) -> Flow:
    # The fuzz pass sends many requests from one address: no limit is what it tests.
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "oauth_token_address": "100000/minute",
            "oauth_token_client": "100000/minute",
            "login_address": "100000/minute",
            "login_username": "100000/minute",
            "oauth_consent": "100000/minute",
        },
    }
    return make_flow(make_player)


def _answer(flow: Flow, route: str, field: str, value: str) -> Any:
    if route in ("authorize", "sign-in", "allow"):
        url = flow.authorize_url(**{field: value}) if field in AUTHORIZE_FIELDS else None
        url = url or flow.authorize_url()
        if route == "authorize":
            return flow.browser.get(url)
        if route == "allow":
            return flow.browser.post(url, {"action": "allow"})
        body = {"action": "sign-in", "username": flow.username, "password": "wrong"}
        if field in SIGN_IN_FIELDS:
            body[field] = value
        return flow.browser.post(url, body)
    if route == "revoke":
        body = {"token": "oat.x", "client_id": flow.client_id, field: value}
        return Client().post("/oauth/revoke", body)
    verifier, _challenge = pkce_pair()
    body = {
        "grant_type": "authorization_code" if route == "code" else "refresh_token",
        "code": "c" * 30,
        "refresh_token": "ort.x",
        "redirect_uri": REDIRECT_URI,
        "client_id": flow.client_id,
        "code_verifier": verifier,
        field: value,
    }
    return Client().post("/oauth/token", body)


@settings(
    max_examples=EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    phases=[Phase.explicit, Phase.generate],
)
@given(route=st.sampled_from(ROUTES), value=hostile)
def test_no_oauth_or_consent_field_makes_the_service_answer_5xx(
    fuzz_flow: Flow, route: tuple[str, str], value: str
) -> None:
    where, field = route
    response = _answer(fuzz_flow, where, field, value)
    status = response.status_code
    assert status < 500, (where, field, value[:80], status)
    refused = any(ch in value for ch in "\x00\x01\x1f\x7f\n\r\t") or len(value) > 500
    if where in ("code", "refresh", "revoke") and status >= 400:
        assert "error" in response.json(), (where, field, response.content[:200])
        if refused:
            assert status == 400 and response.json()["error"] == "invalid_request"
    if where in ("authorize", "sign-in", "allow") and refused:
        assert status == 400 and "Location" not in response, (where, field, status)
