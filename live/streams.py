"""Server-Sent Events: a seat's live game and a player's notices (docs/API.md "Live games").

A game stream keeps the engine state of the version it last sent.  When the fan-out rings it
(live.fanout), it reads the game's row and the moves after that version, applies each move
to its state and sends one ``game`` event per version, with ``id:`` the version and the
game and events as that seat sees them (the same selectors the REST views use).  So whatever
rang, or failed to ring, a stream sends every version exactly once and in order, and a client
that resumes with ``Last-Event-ID`` gets what it missed from the stored moves.

A stream closes when the token it was opened with is revoked: the fan-out's revocation message
closes it at once, and before it sends anything it has read from the database it checks, in
the same read, that its token still exists, so nothing goes out on it once a revocation has
been answered, even if the message is late or lost.

Database work runs in a small thread pool of its own (``STREAM_DB_THREADS`` per process, so
that many connections at most), never in the event loop and never on a timer.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import functools
import json
import logging
import time
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from django.conf import settings
from django.db import close_old_connections
from django.http import StreamingHttpResponse

from accounts.auth import StreamToken
from accounts.models import Player
from apikit.errors import UNAVAILABLE_ERRORS
from games import selectors
from games.models import Game, Move
from live.fanout import HeldSlot, hub

logger = logging.getLogger(__name__)

T = TypeVar("T")

HEARTBEAT = b": keep-alive\n\n"
"""An SSE comment: ignored by clients, it keeps proxies from closing an idle stream."""

CLOSED_STATUSES = frozenset({Game.Status.FINISHED, Game.Status.CANCELLED})

_executor: ThreadPoolExecutor | None = None


def _db_executor() -> ThreadPoolExecutor:
    global _executor
    if _executor is None:
        _executor = ThreadPoolExecutor(
            max_workers=settings.STREAM_DB_THREADS, thread_name_prefix="stream-db"
        )
    return _executor


def _with_fresh_connection(function: Callable[[], T]) -> T:
    # As around a request: drop a connection that broke (a database restart) or outlived
    # CONN_MAX_AGE, so the stream reconnects instead of failing for ever; afterwards, hand a
    # pooled connection back (DATABASE_POOL_SIZE: its age limit is 0).
    close_old_connections()
    try:
        return function()
    finally:
        close_old_connections()


async def in_db_thread(function: Callable[[], T]) -> T:
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(
        _db_executor(), functools.partial(_with_fresh_connection, function)
    )


def sse(event: str, data: Any, event_id: int | None = None) -> bytes:
    """One event in the text/event-stream format (JSON holds no raw newline)."""
    head = f"id: {event_id}\n" if event_id is not None else ""
    return f"{head}event: {event}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n".encode()


class GameFeed:
    """What one seat of one game has been sent, and the events that bring it up to date."""

    def __init__(self, game: Game, player: Player, last_event_id: int | None) -> None:
        self.game = game
        self.player = player
        seat = game.seat_of(player)
        assert seat is not None
        self.seat = seat
        self.pending: list[bytes] = []
        if last_event_id is None:
            self.match = game.match()
            self.version = game.version
            view = selectors.game_view_for(game, player, self.match)
            self.pending.append(sse("game", {"game": view, "events": []}, game.version))
        else:
            moves = list(game.moves.order_by("version"))
            self.match = game.new_match()
            for move in moves[:last_event_id]:
                self.match.apply(move.seat, move.to_action())
            self.version = last_event_id
            self.pending += self._apply(game, moves[last_event_id:])
        self.status = game.status
        # The engine state is ``match`` from here on: the row's copy would only cost memory
        # for as long as the stream stays open.
        game.snapshot = {}

    @property
    def game_id(self) -> str:
        return str(self.game.pk)

    @property
    def closed(self) -> bool:
        """Nothing more can happen: the stream ends once it has sent this."""
        return self.status in CLOSED_STATUSES

    def catch_up(self) -> list[bytes]:
        """The events since the last one sent (database reads: run in a stream thread)."""
        game = (
            Game.objects.select_related("player0", "player1")
            .defer("snapshot")
            .filter(pk=self.game.pk)
            .order_by()
        ).get()
        chunks: list[bytes] = []
        if game.version > self.version:
            moves = Move.objects.filter(
                game_id=game.pk, version__gt=self.version, version__lte=game.version
            ).order_by("version")
            chunks = self._apply(game, list(moves))
        elif game.status != self.status:
            # A friend joined, or the game was cancelled: no action, so no new version.
            if self.status == Game.Status.WAITING and game.status == Game.Status.ACTIVE:
                # Dealt at the join, from a new seed: the waiting state was a placeholder.
                self.match = game.match()
                game.snapshot = {}
            view = selectors.game_view_for(game, self.player, self.match)
            chunks = [sse("game", {"game": view, "events": []})]
        self.game = game
        self.status = game.status
        return chunks

    def _apply(self, game: Game, moves: list[Move]) -> list[bytes]:
        chunks = []
        sealed = game.sealed_hands()
        for move in moves:
            events = self.match.apply(move.seat, move.to_action())
            self.version = move.version
            chunks.append(
                sse(
                    "game",
                    {
                        "game": self._view_at(game, move),
                        "events": [event.to_dict(self.seat, sealed=sealed) for event in events],
                    },
                    move.version,
                )
            )
        return chunks

    def _view_at(self, game: Game, move: Move) -> dict[str, Any]:
        """The game as the seat saw it right after ``move``: the stored row for the latest
        version (so the last event equals the REST view), the row's header aged back to the
        move's version for the ones before it (AI replies, or a resume)."""
        if move.version == game.version:
            return selectors.game_view_for(game, self.player, self.match)
        then = copy.copy(game)
        then.version = move.version
        then.updated_at = move.created_at
        if not self.match.finished:
            then.status = Game.Status.ACTIVE
            then.finished_at = None
        return selectors.game_view_for(then, self.player, self.match)


async def game_events(feed: GameFeed, held: HeldSlot, token: StreamToken) -> AsyncIterator[bytes]:
    """The bytes of one game stream, until the game ends, the client goes or the token is
    revoked."""
    sub = hub.subscribe(game_id=feed.game_id, token_id=token.id)
    try:
        for chunk in feed.pending:
            yield chunk
        feed.pending.clear()
        if feed.closed:
            return
        # A move may have landed between the view's read and the subscription: look once.
        sub.wake.set()
        async for woken in _doorbell(sub.wake, held):
            if sub.revoked:
                return
            if not woken:
                yield HEARTBEAT
                continue
            try:
                chunks = await in_db_thread(functools.partial(_if_alive, token, feed.catch_up))
            except UNAVAILABLE_ERRORS as error:
                # The client resumes with Last-Event-ID once the database is back.
                logger.warning("live: game stream closed, database unavailable: %s", error)
                return
            if chunks is None or sub.revoked:
                return
            for chunk in chunks:
                yield chunk
            if feed.closed:
                return
    finally:
        hub.unsubscribe(sub)
        _release(held)


async def player_events(player: Player, held: HeldSlot, token: StreamToken) -> AsyncIterator[bytes]:
    """The bytes of one player's notice stream, until the client goes or the token is
    revoked."""
    sub = hub.subscribe(player_id=str(player.pk), token_id=token.id)
    try:
        # Headers and a first line at once: the client knows it is listening.
        yield HEARTBEAT
        async for woken in _doorbell(sub.wake, held):
            if sub.revoked:
                return
            if not woken:
                yield HEARTBEAT
                continue
            # Notices are rare (a friend's move, a join): one read each time is cheap.
            try:
                alive = await in_db_thread(token.alive)
            except UNAVAILABLE_ERRORS as error:
                logger.warning("live: player stream closed, database unavailable: %s", error)
                return
            if not alive or sub.revoked:
                return
            while sub.notices:
                kind, data = sub.notices.popleft()
                yield sse(kind, data)
    finally:
        hub.unsubscribe(sub)
        _release(held)


def _if_alive(token: StreamToken, read: Callable[[], T]) -> T | None:
    """``read()``, or None when the token has been revoked (checked after the read, so what
    it read is sent only if the token outlived it)."""
    result = read()
    return result if token.alive() else None


async def _doorbell(wake: asyncio.Event, held: HeldSlot) -> AsyncIterator[bool]:
    """True each time ``wake`` is set (it is cleared first); False when a heartbeat is due,
    at least every STREAM_HEARTBEAT_SECONDS of silence.  Heartbeats refresh the slot."""
    period = settings.STREAM_HEARTBEAT_SECONDS
    loop = asyncio.get_running_loop()
    last = time.monotonic()
    while True:
        try:
            async with asyncio.timeout(max(0.0, last + period - time.monotonic())):
                await wake.wait()
        except TimeoutError:
            last = time.monotonic()
            loop.run_in_executor(None, held.refresh)
            yield False
            continue
        wake.clear()
        last = time.monotonic()
        yield True


def _release(held: HeldSlot) -> None:
    # Off the event loop: with Redis away the call may wait for its timeout.
    asyncio.get_running_loop().run_in_executor(None, held.release)


class EventStreamResponse(StreamingHttpResponse):
    """text/event-stream, never cached nor buffered by a proxy; releases its stream slot when
    closed even if it never started streaming, and when it cannot be made (the slot is then
    given back before the error goes on)."""

    def __init__(self, events: AsyncIterator[bytes], held: HeldSlot) -> None:
        self._held = held
        with _released_on_error(held):
            # Django closes a request's connections once its response is closed: for a
            # stream, when it ends.  Its database work is done, so hand the connection back
            # now (to the pool, under ASGI) rather than hold one per open stream.
            close_old_connections()
            super().__init__(events, content_type="text/event-stream; charset=utf-8")
            self["Cache-Control"] = "no-cache"
            self["X-Accel-Buffering"] = "no"

    def close(self) -> None:
        self._held.release()
        super().close()


@contextlib.contextmanager
def _released_on_error(held: HeldSlot) -> Iterator[None]:
    try:
        yield
    except BaseException:
        held.release()
        raise
