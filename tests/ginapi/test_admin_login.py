"""The admin's login is throttled like the API's (issue 27 item 4: 60 wrong passwords in 22 s,
then the right one worked)."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client

from apikit.throttles import ScopedRateThrottle

pytestmark = pytest.mark.django_db

PASSWORD = "a staff password of some length"


@pytest.fixture
def staff() -> User:
    return User.objects.create_superuser("boss", "boss@example.com", PASSWORD)


@pytest.fixture
def rates(settings: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: 1_800_000_030.0))

    def set_rates(username: str, address: str) -> None:
        settings.REST_FRAMEWORK = {
            **settings.REST_FRAMEWORK,
            "DEFAULT_THROTTLE_RATES": {
                **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
                "login_username": username,
                "login_address": address,
            },
        }

    return set_rates


def log_in(client: Client, username: str, password: str, address: str = "10.0.0.1") -> Any:
    return client.post(
        "/admin/login/?next=/admin/",
        {"username": username, "password": password},
        REMOTE_ADDR=address,
    )


def test_after_ten_wrong_passwords_the_right_one_is_refused_too(staff: User, rates: Any) -> None:
    rates(username="10/minute", address="1000/minute")
    client = Client()
    wrong = [log_in(client, "boss", "guess", f"10.0.0.{n}").status_code for n in range(10)]
    assert wrong == [200] * 10  # the form again, with its error
    refused = log_in(client, "boss", PASSWORD, "10.0.1.1")
    assert refused.status_code == 429
    assert int(refused["Retry-After"]) > 0
    assert "_auth_user_id" not in client.session


def test_one_address_gets_the_api_s_address_rate_whatever_the_usernames(
    staff: User, rates: Any
) -> None:
    rates(username="100/minute", address="3/minute")
    client = Client()
    assert [log_in(client, f"user{n}", "guess").status_code for n in range(3)] == [200] * 3
    assert log_in(client, "boss", PASSWORD).status_code == 429
    assert log_in(client, "boss", PASSWORD, "10.0.0.9").status_code == 302


def test_a_staff_login_within_the_limits_works_as_before(staff: User, rates: Any) -> None:
    rates(username="10/minute", address="60/minute")
    client = Client()
    answer = log_in(client, "boss", PASSWORD)
    assert answer.status_code == 302
    assert client.get("/admin/").status_code == 200
    assert client.get("/admin/login/").status_code == 302  # signed in: on to the index


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Try again in 1 second."),
        ("es", "Vuelve a intentarlo en 1 segundo."),
    ],
)
def test_the_refusal_counts_its_seconds_in_the_languages_plural(
    staff: User, settings: Any, monkeypatch: pytest.MonkeyPatch, language: str, expected: str
) -> None:
    # One second before the minute's window ends.
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: 1_800_000_059.0))
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "login_username": "1/minute",
            "login_address": "1000/minute",
        },
    }
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    log_in(client, "boss", "guess")
    refused = log_in(client, "boss", PASSWORD, "10.0.1.1")

    assert refused.status_code == 429
    assert refused["Retry-After"] == "1"
    assert refused.content.decode().endswith(expected)
