"""A stream's slot (live.fanout.HeldSlot) is given back however the stream ends: the client
gone before its response was sent (nobody closes the response nor starts its generator), an
exception inside the stream, the client gone while it streams; and never twice.

Before, a slot so dropped stayed counted until it expired (close to a minute), and the
player's next stream was refused with a 429 meanwhile."""

from __future__ import annotations

import gc
from types import SimpleNamespace
from typing import Any

import pytest
from django.test import Client

from accounts import services
from live import streams
from live.api import StreamApi
from live.fanout import HeldSlot, hub, slots
from testkit.common import run_apart

PLAYER_STREAM = "/api/v1/players/me/stream"


@pytest.fixture
def one_stream_each(settings: Any) -> None:
    settings.STREAM_MAX_PER_PLAYER = 1
    settings.STREAM_MAX_PER_APP = 1
    settings.REDIS_URL = None


def free(holder: str) -> bool:
    """Whether ``holder`` may open a stream now (the slot taken to know is given back)."""
    slot = slots.acquire(holder)
    if slot is None:
        return False
    slots.release(holder, slot)
    return True


@pytest.mark.django_db
def test_a_stream_dropped_before_it_was_sent_gives_its_slot_back(
    one_stream_each: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The test's transaction keeps its connection (see tests/contract/test_header_fuzz.py).
    monkeypatch.setattr(streams, "close_old_connections", lambda: None)
    _, token = services.player_create(display_name="Ada")
    client = Client(headers={"Authorization": f"Bearer {token}"})
    first = client.get(PLAYER_STREAM)
    assert first.status_code == 200
    # The client goes while the view answers: the response is never sent nor closed, its
    # generator never started.
    del first
    gc.collect()
    second = client.get(PLAYER_STREAM)
    assert second.status_code == 200, second.content
    second.close()


def test_a_slot_is_given_back_once_and_only_once(one_stream_each: None) -> None:
    held = slots.hold("p-once")
    assert held is not None and not free("p-once")
    held.release()
    assert held.released and free("p-once")
    again = slots.hold("p-once")
    assert again is not None
    held.release()  # a second release must not give back the slot taken since
    assert not free("p-once")
    with again:
        pass
    assert free("p-once")


def test_a_response_that_cannot_be_made_gives_its_slot_back(
    one_stream_each: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken() -> None:
        raise RuntimeError("the database went away")

    monkeypatch.setattr(streams, "close_old_connections", broken)
    held = StreamApi.hold_slot("p-broken")

    async def nothing() -> Any:
        yield b""

    with pytest.raises(RuntimeError):
        streams.EventStreamResponse(nothing(), held)
    assert held.released and free("p-broken")


def player_stream(holder: str, alive: Any) -> tuple[HeldSlot, Any]:
    held = StreamApi.hold_slot(holder)
    player = SimpleNamespace(pk=holder)
    token = SimpleNamespace(id=f"token-{holder}", alive=alive)
    return held, streams.player_events(player, held, token)  # type: ignore[arg-type]


def test_a_stream_ended_by_an_exception_gives_its_slot_back(one_stream_each: None) -> None:
    def alive() -> bool:
        raise RuntimeError("not a database outage: the stream ends with it")

    async def run() -> None:
        _held, events = player_stream("p-boom", alive)
        assert await anext(events) == streams.HEARTBEAT
        assert not free("p-boom")
        hub.dispatch('{"game": "g", "version": 1, "notices": [["p-boom", "your_turn", {}]]}')
        with pytest.raises(RuntimeError):
            await anext(events)

    run_apart(run())  # waits for the release handed to the default executor
    assert free("p-boom")


def test_a_stream_whose_client_goes_gives_its_slot_back(one_stream_each: None) -> None:
    async def run() -> None:
        _held, events = player_stream("p-gone", lambda: True)
        assert await anext(events) == streams.HEARTBEAT
        assert not free("p-gone")
        await events.aclose()  # what the server does when the client disconnects

    run_apart(run())
    assert free("p-gone")
