"""GET /api/v1/players/me/sessions: the player's devices, never their tokens."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from accounts.auth import TOKEN_TOUCH_INTERVAL
from accounts.models import Token, hash_token
from tests.accounts.logins import device, register
from tests.factories import token_for

pytestmark = pytest.mark.django_db


def test_it_lists_every_device_newest_first_and_marks_this_one(player_client):
    player, first = player_client
    register(first, "ada")
    second = device("ada", HTTP_USER_AGENT="GinPhone/2.1")

    body = second.get("/api/v1/players/me/sessions").json()

    assert len(body) == 2
    newest, oldest = body
    assert set(newest) == {"id", "label", "created_at", "last_used_at", "current"}
    assert (newest["label"], newest["current"], oldest["current"]) == ("GinPhone/2.1", True, False)
    assert newest["created_at"] >= oldest["created_at"]
    assert {entry["id"] for entry in body} == {
        str(pk) for pk in Token.objects.filter(player=player).values_list("id", flat=True)
    }
    first_view = first.get("/api/v1/players/me/sessions").json()
    assert [entry["current"] for entry in first_view] == [False, True]


def test_it_never_shows_a_token_or_its_digest(player_client):
    player, client = player_client
    token = token_for(player)

    text = client.get("/api/v1/players/me/sessions").content.decode()

    assert token not in text
    for digest in Token.objects.values_list("digest", flat=True):
        assert digest not in text
    assert "digest" not in text and '"token"' not in text


def test_it_lists_only_the_callers_own_devices(make_player):
    _, ada = make_player("Ada")
    bob, _ = make_player("Bob")
    token_for(bob)

    body = ada.get("/api/v1/players/me/sessions").json()

    assert len(body) == 1


def test_it_needs_a_token(api):
    assert api.get("/api/v1/players/me/sessions").status_code == 401


def test_last_used_is_written_once_it_is_stale_and_not_on_every_request(player_client):
    player, client = player_client
    long_ago = timezone.now() - TOKEN_TOUCH_INTERVAL - dt.timedelta(minutes=1)
    Token.objects.filter(player=player).update(last_used_at=long_ago)

    with CaptureQueriesContext(connection) as stale:
        client.get("/api/v1/players/me")
    touched = Token.objects.get(player=player).last_used_at
    with CaptureQueriesContext(connection) as fresh:
        client.get("/api/v1/players/me")

    assert touched > long_ago + dt.timedelta(minutes=1)
    assert [q for q in stale if q["sql"].startswith('UPDATE "games_token"')]
    assert not [q for q in fresh if q["sql"].startswith("UPDATE")]
    assert Token.objects.get(player=player).last_used_at == touched


def test_it_lists_at_most_the_newest_hundred(player_client, monkeypatch):
    player, client = player_client
    monkeypatch.setattr("accounts.api.sessions.SESSION_LIST_LIMIT", 2)
    newest = [token_for(player) for _ in range(4)][-1]

    body = client.get("/api/v1/players/me/sessions").json()

    assert len(body) == 2
    assert Token.objects.filter(player=player).count() == 5
    assert body[0]["id"] == str(Token.objects.get(digest=hash_token(newest)).pk)
