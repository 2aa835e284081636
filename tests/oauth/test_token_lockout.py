"""Issue 38, finding 1: a stranger cannot spend an app's /oauth/token budget.

The reproduction: 62 junk code exchanges naming a real app's public client_id, from one
address, then a real player's exchange from another address.  Junk counts against its own
address; the app's budget counts only requests that could succeed.
"""

from __future__ import annotations

import datetime as dt

import time_machine
from django.test import Client

from tests.oauth.flow import Flow


def _junk(flow: Flow, n: int) -> dict[str, str]:
    return {
        "grant_type": "authorization_code",
        "code": f"junk-{n}",
        "redirect_uri": flow.redirect_uri,
        "client_id": flow.client_id,
        "code_verifier": "v" * 43,
    }


def test_62_junk_exchanges_from_one_address_leave_a_real_exchange_from_another_working(
    flow: Flow,
) -> None:
    # One fixed window of the address's limit for the whole replay.
    with time_machine.travel(dt.datetime(2026, 12, 7, 3, 0, 5, tzinfo=dt.UTC), tick=False):
        _replay(flow)


def _replay(flow: Flow) -> None:
    stranger = Client(REMOTE_ADDR="203.0.113.9")
    statuses = [stranger.post("/oauth/token", _junk(flow, n)).status_code for n in range(62)]
    assert statuses[:60] == [400] * 60
    assert statuses[60:] == [429, 429]
    code, verifier = flow.code()
    body = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": flow.redirect_uri,
        "client_id": flow.client_id,
        "code_verifier": verifier,
    }
    response = Client(REMOTE_ADDR="198.51.100.7").post("/oauth/token", body)
    assert response.status_code == 200, response.content


def test_junk_refresh_tokens_do_not_count_against_the_app_either(flow: Flow, settings) -> None:  # type: ignore[no-untyped-def]
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "oauth_token_client": "2/minute",
        },
    }
    tokens = flow.tokens()
    for n in range(5):
        junk = {
            "grant_type": "refresh_token",
            "refresh_token": f"ort.{n}",
            "client_id": flow.client_id,
        }
        assert Client(REMOTE_ADDR=f"203.0.113.{n}").post("/oauth/token", junk).status_code == 400
    body = {
        "grant_type": "refresh_token",
        "refresh_token": tokens["refresh_token"],
        "client_id": flow.client_id,
    }
    assert Client(REMOTE_ADDR="198.51.100.7").post("/oauth/token", body).status_code == 200


def test_requests_that_could_succeed_still_count_against_the_app(flow: Flow, settings) -> None:  # type: ignore[no-untyped-def]
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "oauth_token_client": "1/minute",
        },
    }
    first, second = flow.code(), flow.code()
    assert flow.exchange(*first).status_code == 200
    response = flow.exchange(*second)
    assert response.status_code == 429
    assert response.json()["error"] == "slow_down"
