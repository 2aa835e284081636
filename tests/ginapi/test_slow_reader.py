"""ginapi.asgi cuts off a stream whose reader stops reading, instead of waiting for ever."""

from __future__ import annotations

import asyncio
from typing import Any

from django.test import override_settings

from ginapi.asgi import cut_off_slow_readers
from testkit.common import run_apart


async def endless_stream(scope: Any, receive: Any, send: Any) -> None:
    await send({"type": "http.response.start", "status": 200, "headers": []})
    while True:
        await send({"type": "http.response.body", "body": b": keep-alive\n\n", "more_body": True})


def run(path: str, stall_after: int) -> list[Any]:
    """The wrapped app served to a client that takes ``stall_after`` writes, then none."""
    sent: list[Any] = []

    async def send(message: Any) -> None:
        if len(sent) >= stall_after:
            await asyncio.sleep(3600)
        sent.append(message)

    async def receive() -> Any:
        await asyncio.sleep(3600)

    app = cut_off_slow_readers(endless_stream)
    scope = {"type": "http", "path": path}
    run_apart(asyncio.wait_for(app(scope, receive, send), timeout=5))
    return sent


@override_settings(STREAM_SEND_TIMEOUT_SECONDS=0.2)
def test_a_stream_whose_reader_stalls_is_cut_off_after_the_send_timeout():
    sent = run("/api/v1/games/0b5d/stream", stall_after=3)
    assert len(sent) == 3


@override_settings(STREAM_SEND_TIMEOUT_SECONDS=0.2)
def test_other_responses_are_left_alone():
    try:
        run("/api/v1/games", stall_after=3)
    except TimeoutError:
        return
    raise AssertionError("a non-stream response was cut off")
