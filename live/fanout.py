"""Live fan-out: a game's new version reaches the streams held by every process.

A writer (a move, a join, a claimed victory; the games app through its ``game_changed`` signal,
heard in live/receivers.py, so that games never imports this app) calls :func:`publish`; once
its write is committed that is one Redis ``PUBLISH`` of a small message (the game's id and
version, and the notices for the players' own streams).  Every process that holds streams runs
one listener, subscribed to one channel, that hands each message to the streams of that game or
player in the process (:class:`Hub`).  The message says only *that* a game changed: a stream
reads what changed from the stored moves, so a message lost (Redis restarting, a dropped
connection, a failed ``PUBLISH``) is healed by the next one for that game, and every stream
re-reads its game whenever the listener (re)connects.  No stream polls the database on a timer.

Why Redis pub/sub and not PostgreSQL ``LISTEN/NOTIFY``: Redis is already every process's cache
and Celery broker, a ``PUBLISH`` costs the move one round trip to a server that is not the
database, and the listener holds a Redis connection, not one of PostgreSQL's scarce ones (a
``LISTEN`` also cannot go through PgBouncer in transaction pooling).  The channel is named after
the Redis database number, because pub/sub channels are shared by every database of a server.

A revoked token (a device revoked, a logout, an app withdrawn) goes through the same channel:
:func:`token_streams_close` publishes the token's id once its deletion is committed, and every
process closes the streams opened with it (docs/API.md "Trust").  A stream also asks the database
whether its token still exists before it sends anything (and whenever the listener
reconnects), so nothing is sent on it once the revocation is acknowledged even if the message
comes late or is lost.

Without ``REDIS_URL`` (``make run``) messages go straight to this process's hub: streams work
in one process; with several processes and no Redis, a stream hears only the moves written by
its own process (it catches up with the others' at the next move it hears, or on reconnect).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
import time
import uuid
import weakref
from collections import defaultdict, deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

import redis
import redis.asyncio
from django.conf import settings
from django.db import transaction

from apikit.metrics import OPEN_STREAMS
from games.signals import Notice

logger = logging.getLogger(__name__)

NOTICES_KEPT = 64
"""Notices a player stream keeps for a reader that is behind; older ones are dropped (the
game list is the truth: notices are hints)."""

PUBLISH_TIMEOUT = 0.5
"""Seconds a PUBLISH may take: a Redis outage must not hold a move's answer (the move is
stored; streams heal from the stored moves)."""

RECONNECT_DELAYS = (0.1, 0.2, 0.5, 1.0, 2.0)
"""Seconds the listener waits before each reconnection attempt, the last repeated."""


def channel() -> str:
    """The pub/sub channel of this deployment (one per Redis database number)."""
    database = (urlparse(settings.REDIS_URL or "").path or "/0").strip("/") or "0"
    return f"ginapi.live.{database}"


_publisher: redis.Redis | None = None


def _redis() -> redis.Redis:
    global _publisher
    if _publisher is None:
        assert settings.REDIS_URL
        _publisher = redis.Redis.from_url(
            settings.REDIS_URL,
            socket_connect_timeout=PUBLISH_TIMEOUT,
            socket_timeout=PUBLISH_TIMEOUT,
        )
    return _publisher


def publish(*, game_id: uuid.UUID | str, version: int, notices: Iterable[Notice] = ()) -> None:
    """Tell every stream of the game (and the players named in ``notices``) that it changed,
    once the current transaction (if any) commits.  Never raises: a lost message is healed."""
    message = json.dumps(
        {
            "game": str(game_id),
            "version": version,
            "notices": [[n.player_id, n.kind, n.data] for n in notices],
        },
        separators=(",", ":"),
    )
    transaction.on_commit(lambda: _send(message))


def token_streams_close(*, token_ids: Iterable[uuid.UUID | str]) -> None:
    """Close every stream, in every process, opened with one of these tokens, once the
    current transaction (if any) commits: call it wherever a token stops working (a session
    revoked, a logout, an OAuth grant withdrawn).  Never raises."""
    revoked = [str(token_id) for token_id in token_ids]
    if revoked:
        message = json.dumps({"revoked": revoked}, separators=(",", ":"))
        transaction.on_commit(lambda: _send(message))


def _send(message: str) -> None:
    if not settings.REDIS_URL:
        hub.dispatch(message)
        return
    try:
        _redis().publish(channel(), message)
    except redis.RedisError as error:
        logger.warning("live: publish failed (streams heal from the stored moves): %s", error)


@dataclass(eq=False)
class Subscription:
    """One open stream's doorbell: ``wake`` is set whenever its game may have changed;
    ``notices`` holds a player stream's notices until it sends them."""

    loop: asyncio.AbstractEventLoop
    game_id: str | None = None
    player_id: str | None = None
    token_id: str | None = None
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    revoked: bool = False
    notices: deque[tuple[str, dict[str, Any]]] = field(
        default_factory=lambda: deque(maxlen=NOTICES_KEPT)
    )

    def ring(self, notice: tuple[str, dict[str, Any]] | None = None) -> None:
        """In the stream's event loop only."""
        if notice is not None:
            self.notices.append(notice)
        self.wake.set()

    def revoke(self) -> None:
        """In the stream's event loop only: its token no longer works; it closes."""
        self.revoked = True
        self.wake.set()


class Hub:
    """The streams open in this process, by game and by player, and the listener that feeds
    them from Redis.  ``dispatch`` may be called from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._games: defaultdict[str, set[Subscription]] = defaultdict(set)
        self._players: defaultdict[str, set[Subscription]] = defaultdict(set)
        self._tokens: defaultdict[str, set[Subscription]] = defaultdict(set)
        self._listeners: dict[asyncio.AbstractEventLoop, asyncio.Task[None]] = {}
        self.connected = False

    def subscribe(
        self,
        *,
        game_id: str | None = None,
        player_id: str | None = None,
        token_id: str | None = None,
    ) -> Subscription:
        """A subscription in the running event loop (the stream's), for a game's or a
        player's changes, revoked with ``token_id`` (the token the stream was opened with)."""
        loop = asyncio.get_running_loop()
        sub = Subscription(loop, game_id, player_id, token_id)
        with self._lock:
            if game_id is not None:
                self._games[game_id].add(sub)
            if player_id is not None:
                self._players[player_id].add(sub)
            if token_id is not None:
                self._tokens[token_id].add(sub)
        OPEN_STREAMS.inc()
        if settings.REDIS_URL and loop not in self._listeners:
            self._listeners[loop] = loop.create_task(self._listen())
        return sub

    def unsubscribe(self, sub: Subscription) -> None:
        """Forget ``sub``; a second call for the same subscription does nothing."""
        removed = False
        with self._lock:
            if sub.token_id is not None:
                _discard(self._tokens, sub.token_id, sub)
            for index, key in ((self._games, sub.game_id), (self._players, sub.player_id)):
                if key is not None and _discard(index, key, sub):
                    removed = True
        if removed:
            OPEN_STREAMS.dec()

    def count(self) -> int:
        """Open streams in this process."""
        with self._lock:
            return sum(map(len, self._games.values())) + sum(map(len, self._players.values()))

    def dispatch(self, message: str | bytes) -> None:
        """Ring the streams a published message concerns (or close those of revoked
        tokens)."""
        try:
            data = json.loads(message)
            if "revoked" in data:
                self._revoke([str(token_id) for token_id in data["revoked"]])
                return
            game_id = str(data["game"])
            notices = [(str(p), str(kind), dict(body)) for p, kind, body in data["notices"]]
        except (ValueError, KeyError, TypeError):
            logger.warning("live: unreadable message %r", message[:200])
            return
        with self._lock:
            rings: list[tuple[Subscription, tuple[str, dict[str, Any]] | None]] = [
                (sub, None) for sub in self._games.get(game_id, ())
            ]
            for player_id, kind, body in notices:
                rings += [(sub, (kind, body)) for sub in self._players.get(player_id, ())]
        for sub, notice in rings:
            sub.loop.call_soon_threadsafe(sub.ring, notice)

    def _revoke(self, token_ids: list[str]) -> None:
        with self._lock:
            subs = [sub for token_id in token_ids for sub in self._tokens.get(token_id, ())]
        for sub in subs:
            sub.loop.call_soon_threadsafe(sub.revoke)

    def heal_all(self) -> None:
        """Ring every stream: each re-reads its game and checks its token (after a gap in the
        messages, a revocation among them)."""
        with self._lock:
            subs = {
                sub for index in (self._games, self._players) for s in index.values() for sub in s
            }
        for sub in subs:
            sub.loop.call_soon_threadsafe(sub.ring, None)

    async def _listen(self) -> None:
        """Subscribe and dispatch until the process ends, reconnecting after any failure."""
        failures = 0
        while True:
            client = redis.asyncio.Redis.from_url(
                str(settings.REDIS_URL),
                socket_connect_timeout=2,
                socket_keepalive=True,
                health_check_interval=settings.STREAM_HEARTBEAT_SECONDS,
            )
            try:
                async with client.pubsub(ignore_subscribe_messages=True) as pubsub:
                    await pubsub.subscribe(channel())
                    self.connected = True
                    if failures:
                        logger.warning("live: Redis listener reconnected")
                    failures = 0
                    # Whatever was published while we were not subscribed is in the database.
                    self.heal_all()
                    async for message in pubsub.listen():
                        if message.get("type") == "message":
                            self.dispatch(message["data"])
            except asyncio.CancelledError:
                raise
            except Exception as error:
                self.connected = False
                delay = RECONNECT_DELAYS[min(failures, len(RECONNECT_DELAYS) - 1)]
                if not failures:
                    logger.warning("live: Redis listener lost (%s); reconnecting", error)
                failures += 1
                await asyncio.sleep(delay)
            finally:
                self.connected = False
                await client.aclose()


def _discard(index: defaultdict[str, set[Subscription]], key: str, sub: Subscription) -> bool:
    """Remove ``sub`` from ``index[key]`` (and the key once empty); whether it was there."""
    subs = index.get(key)
    if subs is None or sub not in subs:
        return False
    subs.discard(sub)
    if not subs:
        del index[key]
    return True


hub = Hub()
"""This process's hub."""


class StreamSlots:
    """How many streams each player holds open, across every process (Redis) or in this one
    (no Redis).  A slot expires unless refreshed, so a process that dies does not hold its
    streams' slots for ever."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._local: defaultdict[str, dict[str, float]] = defaultdict(dict)

    @staticmethod
    def ttl() -> float:
        return 3 * settings.STREAM_HEARTBEAT_SECONDS + settings.STREAM_SEND_TIMEOUT_SECONDS

    @staticmethod
    def _key(player_id: str) -> str:
        return f"ginapi:streams:{player_id}"

    def hold(self, holder: str, limit: int | None = None) -> HeldSlot | None:
        """:meth:`acquire`, the slot held by a :class:`HeldSlot` (which gives it back)."""
        slot = self.acquire(holder, limit)
        return None if slot is None else HeldSlot(holder, slot, self)

    def acquire(self, player_id: str, limit: int | None = None) -> str | None:
        """A new slot, or None when the holder (a player, or a player's app: see
        live.api.StreamApi.take_slot) already holds ``limit`` (by default
        STREAM_MAX_PER_PLAYER).  The slot names its holder, so the stream's heartbeats,
        which know only the player, refresh it where it is counted."""
        slot = f"{player_id}|{uuid.uuid4().hex}"
        now = time.time()
        limit = settings.STREAM_MAX_PER_PLAYER if limit is None else limit
        if settings.REDIS_URL:
            key = self._key(player_id)
            try:
                pipe = _redis().pipeline()
                pipe.zremrangebyscore(key, "-inf", now)
                pipe.zadd(key, {slot: now + self.ttl()})
                pipe.zcard(key)
                pipe.expire(key, int(self.ttl()) + 1)
                held = pipe.execute()[2]
                if held > limit:
                    _redis().zrem(key, slot)
                    return None
            except redis.RedisError as error:
                # Rather an extra stream than none at all while Redis is away.
                logger.warning("live: stream count unavailable: %s", error)
            return slot
        with self._lock:
            held_slots = self._local[player_id]
            for old, expires in list(held_slots.items()):
                if expires < now:
                    del held_slots[old]
            if len(held_slots) >= limit:
                return None
            held_slots[slot] = now + self.ttl()
        return slot

    def refresh(self, player_id: str, slot: str) -> None:
        player_id = _slot_holder(player_id, slot)
        expires = time.time() + self.ttl()
        if settings.REDIS_URL:
            with contextlib.suppress(redis.RedisError):
                _redis().zadd(self._key(player_id), {slot: expires}, xx=True)
            return
        with self._lock:
            if slot in self._local[player_id]:
                self._local[player_id][slot] = expires

    def release(self, player_id: str, slot: str) -> None:
        player_id = _slot_holder(player_id, slot)
        if settings.REDIS_URL:
            with contextlib.suppress(redis.RedisError):
                _redis().zrem(self._key(player_id), slot)
            return
        with self._lock:
            self._local[player_id].pop(slot, None)
            if not self._local[player_id]:
                del self._local[player_id]


class HeldSlot:
    """One stream's slot against its holder's allowance (:meth:`StreamSlots.acquire`),
    given back exactly once however the stream ends: by its generator's ``finally`` (the
    game over, the token revoked, an exception, the client gone while it streamed), by the
    response's ``close`` (a response never streamed), or, should every one of those be
    skipped (the client gone while the view was still answering: nobody then closes the
    response nor starts its generator), when the last reference to it goes.  ``with held:``
    gives it back on the way out too.

    Without this a slot so dropped stayed counted until it expired (StreamSlots.ttl, close
    to a minute), refusing the player's next streams with a 429 meanwhile."""

    __slots__ = ("__weakref__", "_give_back", "_owner", "holder", "slot")

    def __init__(self, holder: str, slot: str, owner: StreamSlots | None = None) -> None:
        self.holder = holder
        self.slot = slot
        self._owner = owner or slots
        self._give_back = weakref.finalize(self, self._owner.release, holder, slot)
        # A process that exits takes its slots with it when they expire: no Redis call then
        # (typeshed does not know the attribute).
        self._give_back.atexit = False  # type: ignore[misc]

    @property
    def released(self) -> bool:
        return not self._give_back.alive

    def refresh(self) -> None:
        """Keep the slot from expiring (a stream's heartbeat), unless already given back."""
        if not self.released:
            self._owner.refresh(self.holder, self.slot)

    def release(self) -> None:
        """Give the slot back; any later call (another thread's too) does nothing."""
        self._give_back()

    def __enter__(self) -> HeldSlot:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.release()


def _slot_holder(player_id: str, slot: str) -> str:
    """Whose allowance ``slot`` counts against: the holder it names (StreamSlots.acquire)."""
    return slot.rsplit("|", 1)[0] if "|" in slot else player_id


slots = StreamSlots()
