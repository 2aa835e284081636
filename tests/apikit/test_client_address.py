"""The client's address the rate limits count (apikit/proxies.py): ``X-Forwarded-For`` only
from ``TRUSTED_PROXIES``, read from the right as uvicorn reads it."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from apikit.proxies import client_address, parse_trusted_proxies
from apikit.throttles import ScopedRateThrottle

PROXIES = parse_trusted_proxies("127.0.0.1, 10.0.0.0/8, ::1")


@pytest.mark.parametrize(
    ("peer", "forwarded_for", "client"),
    [
        ("192.0.2.1", None, "192.0.2.1"),
        ("192.0.2.1", "203.0.113.9", "192.0.2.1"),
        ("127.0.0.1", None, "127.0.0.1"),
        ("127.0.0.1", "203.0.113.9", "203.0.113.9"),
        ("127.0.0.1", "198.51.100.1, 203.0.113.9", "203.0.113.9"),
        ("127.0.0.1", "203.0.113.9, 10.1.2.3", "203.0.113.9"),
        ("::1", "203.0.113.9", "203.0.113.9"),
        ("127.0.0.1", "10.1.2.3, 10.4.5.6", "10.1.2.3"),
        # A forwarded value that is not an address counts as the proxy that passed it on.
        ("127.0.0.1", "not an address", "127.0.0.1"),
        ("127.0.0.1", "1.2.3.4:5678", "127.0.0.1"),
        ("127.0.0.1", "unknown", "127.0.0.1"),
        ("127.0.0.1", "unknown, 10.1.2.3", "10.1.2.3"),
        ("127.0.0.1", " , ", "127.0.0.1"),
    ],
)
def test_the_client_is_the_nearest_address_that_is_not_a_trusted_proxy(
    peer: str, forwarded_for: str | None, client: str
) -> None:
    assert client_address(peer, forwarded_for, PROXIES) == client


def test_no_proxy_is_trusted_by_default() -> None:
    assert client_address("127.0.0.1", "203.0.113.9", parse_trusted_proxies("")) == "127.0.0.1"


@pytest.mark.parametrize("value", ["localhost", "127.0.0.1/33", "10.0.0.0/8,nope"])
def test_a_trusted_proxy_that_is_not_an_address_stops_the_process(value: str) -> None:
    with pytest.raises(ValueError, match="TRUSTED_PROXIES"):
        parse_trusted_proxies(value)


@pytest.mark.django_db
def test_under_a_wsgi_server_the_trusted_proxy_s_header_is_read_too(
    api: APIClient, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One fixed moment: the requests cannot straddle the end of a window.
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: 1_800_000_015.0))
    settings.TRUSTED_PROXIES = PROXIES
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"players": "2/minute"},
    }

    def sign_up(address: str) -> int:
        response = api.post(
            "/api/v1/players",
            {"display_name": "Ada"},
            format="json",
            REMOTE_ADDR="10.0.0.2",
            HTTP_X_FORWARDED_FOR=address,
        )
        return int(response.status_code)

    assert [sign_up(f"203.0.113.{n}") for n in range(4)] == [201] * 4
    assert [sign_up("198.51.100.1") for _ in range(3)] == [201, 201, 429]
