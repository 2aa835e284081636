"""Issue 38, finding 4: the consent page's Allow is throttled, expired codes and tokens are
purged by the beat, and the consent sign-in ends with the decision."""

from __future__ import annotations

import datetime as dt

import time_machine
from django.utils import timezone

from ginapi.celery import app as celery_app
from oauth.models import AccessToken, Grant, RefreshToken
from oauth.tasks import oauth_tokens_clear
from tests.oauth.flow import Flow


def test_allow_is_throttled_per_player(flow: Flow, settings) -> None:  # type: ignore[no-untyped-def]
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "oauth_consent": "3/minute",
        },
    }
    with time_machine.travel(dt.datetime(2026, 12, 7, 3, 0, 5, tzinfo=dt.UTC), tick=False):
        statuses = []
        for _ in range(4):
            url = flow.authorize_url()
            assert flow.sign_in(url).status_code == 302
            statuses.append(flow.browser.post(url, {"action": "allow"}).status_code)
    assert statuses == [302, 302, 302, 429]
    assert Grant.objects.count() == 3


def test_the_consent_sign_in_ends_with_the_decision(flow: Flow) -> None:
    url = flow.authorize_url()
    assert flow.sign_in(url).status_code == 302
    assert flow.browser.post(url, {"action": "allow"}).status_code == 302
    again = flow.browser.post(url, {"action": "allow"})
    assert again.status_code == 401
    assert 'name="password"' in again.content.decode()
    assert Grant.objects.count() == 1


def test_deny_ends_the_consent_sign_in_too(flow: Flow) -> None:
    url = flow.authorize_url()
    assert flow.sign_in(url).status_code == 302
    assert flow.browser.post(url, {"action": "deny"}).status_code == 302
    assert 'name="password"' in flow.browser.get(url).content.decode()


def test_an_undecided_consent_sign_in_lapses_after_fifteen_minutes(flow: Flow) -> None:
    url = flow.authorize_url()
    assert flow.sign_in(url).status_code == 302
    assert flow.browser.session.get_expiry_age() == 15 * 60


def test_the_beat_purges_expired_codes_and_tokens(flow: Flow) -> None:
    schedule = {entry["task"] for entry in celery_app.conf.beat_schedule.values()}
    assert "oauth.tasks.oauth_tokens_clear" in schedule
    flow.tokens()
    flow.code()
    assert Grant.objects.count() == 2 and AccessToken.objects.count() == 1
    AccessToken.objects.update(expires=timezone.now() - dt.timedelta(seconds=1))
    RefreshToken.objects.update(revoked=timezone.now() - dt.timedelta(days=365))
    with time_machine.travel(timezone.now() + dt.timedelta(hours=1)):
        oauth_tokens_clear()
    assert Grant.objects.count() == 0
    assert AccessToken.objects.count() == 0
