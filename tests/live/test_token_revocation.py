"""A revoked token closes its streams (issue 27 item 2: a device's game stream still received
the next move's event, and its player stream kept sending notices, after the device was
revoked).  Over real HTTP: one server fed in-process, and two servers sharing Redis."""

from __future__ import annotations

import datetime as dt
import secrets
from collections.abc import Iterator

import pytest
from django.utils import timezone

from accounts.models import Token
from oauth.models import ACCESS_TOKEN_PREFIX, AccessToken, App, Authorization
from testkit.sse import EventStream
from tests.factories import token_for
from tests.liveserver import Seat, Server, friend_game, on_turn, start_server, test_database_url

REDIS_URL = "redis://127.0.0.1:6379/7"
"""This module's Redis database number (its own pub/sub channel)."""


def second_device(seat: Seat) -> Seat:
    """The same player on another device: a token of its own."""
    device = seat.on(seat.server)
    device.token = token_for(Token.objects.get(player_id=seat.id).player, label="phone")
    device.client = seat.server.client(device.token)
    return device


def session_id(seat: Seat, device: Seat) -> str:
    sessions = seat.client.get("/api/v1/players/me/sessions").body
    (phone,) = [session for session in sessions if session["label"] == "phone"]
    return str(phone["id"])


def assert_ends_without_an_event(stream: EventStream) -> None:
    """The stream closes, sending nothing but comments before it does."""
    while True:
        event = stream.next(timeout=10)
        if event is None:
            return
        assert event.event == ":", f"an event after the revocation: {event}"


def streams_of(device: Seat, game_id: str) -> tuple[EventStream, EventStream]:
    game_stream = device.game_stream(game_id)
    assert game_stream.event().id is not None
    notices = device.stream("/api/v1/players/me/stream")
    assert notices.next(comments=True) is not None
    return game_stream, notices


def test_a_revoked_device_s_streams_close_and_hear_no_later_move(
    pair: tuple[Seat, Seat],
) -> None:
    ada, grace = pair
    game_id = friend_game(ada, grace)
    phone = second_device(grace)
    game_stream, notices = streams_of(phone, game_id)
    laptop_stream = grace.game_stream(game_id)
    first = laptop_stream.event()

    revoked = grace.client.request(
        "DELETE", f"/api/v1/players/me/sessions/{session_id(grace, phone)}"
    )
    assert revoked.status == 204
    # Closed by the revocation itself: nothing else happens in the game meanwhile.
    assert_ends_without_an_event(notices)
    on_turn(game_id, ada, grace).play(game_id)
    assert_ends_without_an_event(game_stream)
    # The player's other device is not touched: it hears the move.
    assert laptop_stream.event().id == str(int(first.id or 0) + 1)
    laptop_stream.close()


def test_logging_out_closes_the_streams_of_that_token(pair: tuple[Seat, Seat]) -> None:
    ada, grace = pair
    game_id = friend_game(ada, grace)
    phone = second_device(grace)
    game_stream, notices = streams_of(phone, game_id)

    assert phone.client.request("DELETE", "/api/v1/sessions/current").status == 204
    on_turn(game_id, ada, grace).play(game_id)

    assert_ends_without_an_event(game_stream)
    assert_ends_without_an_event(notices)


def test_a_stream_whose_revocation_message_is_lost_sends_nothing_more(
    pair: tuple[Seat, Seat],
) -> None:
    ada, grace = pair
    game_id = friend_game(ada, grace)
    phone = second_device(grace)
    game_stream, notices = streams_of(phone, game_id)
    # Deleted by this test's process: its message goes to this process's hub, not the
    # server's, as a message lost on the way would.
    Token.objects.filter(player_id=grace.id, label="phone").delete()
    # Until Ada hands the turn to Grace: new versions for the game stream, and a your_turn
    # notice for Grace's player stream.
    while True:
        mover = on_turn(game_id, ada, grace)
        mover.play(game_id)
        if mover is ada and on_turn(game_id, ada, grace) is grace:
            break
    assert_ends_without_an_event(game_stream)
    assert_ends_without_an_event(notices)


@pytest.fixture(scope="module")
def two_servers(django_db_setup: None, django_db_blocker) -> Iterator[tuple[Server, Server]]:  # type: ignore[no-untyped-def]
    with django_db_blocker.unblock():
        url = test_database_url()
    first = start_server(url, {"REDIS_URL": REDIS_URL})
    second = start_server(url, {"REDIS_URL": REDIS_URL})
    yield first, second
    first.stop()
    second.stop()


def test_a_revocation_on_one_server_closes_the_streams_held_by_another(
    two_servers: tuple[Server, Server], transactional_db: None
) -> None:
    here, there = two_servers
    ada, grace = Seat(here, "Ada"), Seat(here, "Grace")
    game_id = friend_game(ada, grace)
    phone = second_device(grace).on(there)
    game_stream, notices = streams_of(phone, game_id)

    revoked = grace.client.request(
        "DELETE", f"/api/v1/players/me/sessions/{session_id(grace, phone)}"
    )
    assert revoked.status == 204
    on_turn(game_id, ada, grace).play(game_id)

    assert_ends_without_an_event(game_stream)
    assert_ends_without_an_event(notices)


def oauth_device(seat: Seat) -> tuple[Seat, str]:
    """The same player through a third-party app: an OAuth access token (games:read) of an
    authorization it gave, made directly as the consent would make it."""
    player = Token.objects.get(player_id=seat.id).player
    app = App.objects.create(
        name="Table app",
        user=player,
        client_type=App.CLIENT_PUBLIC,
        authorization_grant_type=App.GRANT_AUTHORIZATION_CODE,
        redirect_uris="http://127.0.0.1:8765/callback",
    )
    authorization = Authorization.objects.create(player=player, app=app, scope="games:read")
    raw = ACCESS_TOKEN_PREFIX + secrets.token_urlsafe(32)
    AccessToken.objects.create(
        user=player,
        application=app,
        authorization=authorization,
        token=raw,
        scope="games:read",
        expires=timezone.now() + dt.timedelta(hours=1),
    )
    device = seat.on(seat.server)
    device.token = raw
    device.client = seat.server.client(raw)
    return device, str(authorization.pk)


def test_withdrawing_an_app_closes_the_streams_opened_with_its_token(
    pair: tuple[Seat, Seat],
) -> None:
    ada, grace = pair
    game_id = friend_game(ada, grace)
    app, authorization_id = oauth_device(grace)
    game_stream, notices = streams_of(app, game_id)

    withdrawn = grace.client.request(
        "DELETE", f"/api/v1/players/me/authorizations/{authorization_id}"
    )
    assert withdrawn.status == 204
    assert_ends_without_an_event(notices)
    on_turn(game_id, ada, grace).play(game_id)
    assert_ends_without_an_event(game_stream)
    assert app.client.get(f"/api/v1/games/{game_id}").status == 401
