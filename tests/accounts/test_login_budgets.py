"""A login budget for everyone together, besides the per-network and per-username ones
(issue 38, finding 6); a refused attempt costs no password hash."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import hashers
from rest_framework.test import APIClient

from accounts import services
from apikit.throttles import ScopedRateThrottle

pytestmark = pytest.mark.django_db

MID_WINDOW = 1_800_000_030.0


@pytest.fixture
def rates(settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: MID_WINDOW))
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "login_address": "1000/minute",
            "login_username": "1000/minute",
            "login_global": "3/minute",
        },
    }


def test_logins_from_many_networks_share_one_global_budget(
    rates: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    statuses = []
    for n in range(4):
        client = APIClient(REMOTE_ADDR=f"2001:db8:{n}::1")
        body = {"username": f"nobody{n}", "password": "wrong-password"}
        statuses.append(client.post("/api/v1/sessions", body).status_code)
    assert statuses == [401, 401, 401, 429]

    hashed: list[str] = []
    real = hashers.check_password

    def counting(*args: Any, **kwargs: Any) -> bool:
        hashed.append("hash")
        return real(*args, **kwargs)

    monkeypatch.setattr(services, "check_password", counting)
    client = APIClient(REMOTE_ADDR="2001:db8:99::1")
    response = client.post("/api/v1/sessions", {"username": "x", "password": "y"})
    assert response.status_code == 429
    assert hashed == []


def test_a_network_past_its_own_limit_spends_nothing_of_an_accounts_budget(
    settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The limits count narrowest first and stop at the first refusal: a stranger's attempts
    that its network's limit refused leave the account's per-username budget (and the
    service's) to its owner."""
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: MID_WINDOW))
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "login_address": "2/minute",
            "login_username": "4/minute",
            "login_global": "1000/minute",
        },
    }
    guess = {"username": "victim", "password": "wrong-password"}
    stranger = APIClient(REMOTE_ADDR="198.51.100.7")
    statuses = [stranger.post("/api/v1/sessions", guess).status_code for _ in range(10)]
    assert statuses == [401, 401] + [429] * 8

    # The owner, from a network of its own, still has the two attempts the stranger left.
    owner = APIClient(REMOTE_ADDR="203.0.113.9")
    statuses = [owner.post("/api/v1/sessions", guess).status_code for _ in range(3)]
    assert statuses == [401, 401, 429]
