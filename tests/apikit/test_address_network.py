"""Per-address limits count networks (docs/API.md "The Daily Gin holds"): one function,
apikit.throttles.request_client_address, gives every limit its key."""

from __future__ import annotations

import ipaddress
from typing import Any

import pytest
from django.test import RequestFactory

from apikit.proxies import address_network
from apikit.throttles import ScopedRateThrottle, request_client_address

WINDOW_START = 1_800_000_000.0


@pytest.mark.parametrize(
    ("address", "prefix", "key"),
    [
        ("192.0.2.7", 64, "192.0.2.7"),
        ("2001:db8:1:2:aaaa:bbbb:cccc:dddd", 64, "2001:db8:1:2::"),
        ("2001:db8:1:2::1", 64, "2001:db8:1:2::"),
        ("2001:db8:1:3::1", 64, "2001:db8:1:3::"),
        ("2001:db8:1:2:ff::1", 56, "2001:db8:1::"),
        ("2001:db8::1", 128, "2001:db8::1"),
        ("::ffff:192.0.2.7", 64, "192.0.2.7"),
        ("::ffff:c000:207", 64, "192.0.2.7"),
        ("unknown", 64, "unknown"),
    ],
)
def test_an_address_counts_under_its_network(address: str, prefix: int, key: str) -> None:
    assert address_network(address, ipv6_prefix=prefix) == key


def request(peer: str, forwarded_for: str | None = None) -> Any:
    made = RequestFactory().get("/", REMOTE_ADDR=peer)
    if forwarded_for is not None:
        made.META["HTTP_X_FORWARDED_FOR"] = forwarded_for
    return made


def test_the_request_key_groups_ipv6_by_the_configured_prefix(settings: Any) -> None:
    assert request_client_address(request("2001:db8:1:2::1")) == "2001:db8:1:2::"
    settings.THROTTLE_IPV6_PREFIX = 48
    assert request_client_address(request("2001:db8:1:2::1")) == "2001:db8:1::"


def test_a_forwarded_value_that_is_not_an_address_counts_as_the_proxy(settings: Any) -> None:
    settings.TRUSTED_PROXIES = (ipaddress.ip_network("10.0.0.0/8"),)
    keys = {
        request_client_address(request("10.0.0.5", value))
        for value in ("1.2.3.4:5678", "unknown", "::ffff:zz", "")
    }
    assert keys == {"10.0.0.5"}
    mapped = request_client_address(request("10.0.0.5", "::ffff:203.0.113.9"))
    assert mapped == "203.0.113.9"


@pytest.fixture
def low_guest_rate(settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: WINDOW_START + 15))
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "players_hour": "2/hour",
        },
    }


@pytest.mark.django_db
def test_two_addresses_of_one_ipv6_64_share_a_guest_budget(api: Any, low_guest_rate: None) -> None:
    """Issue 35, reproduction 5: one home /64 is no longer unlimited "addresses"."""

    def guest(address: str) -> int:
        response = api.post("/api/v1/players", {"display_name": "Gus"}, REMOTE_ADDR=address)
        return int(response.status_code)

    same_home = [guest("2001:db8:1:2::1"), guest("2001:db8:1:2::2"), guest("2001:db8:1:2:9::3")]
    assert same_home == [201, 201, 429]
    assert guest("2001:db8:1:3::1") == 201, "the next /64 is another network"
    assert guest("::ffff:192.0.2.7") == 201
    assert guest("192.0.2.7") == 201
    assert guest("::ffff:192.0.2.7") == 429, "the mapped address is the IPv4 one's budget"
