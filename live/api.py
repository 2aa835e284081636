"""Live streams (Server-Sent Events): a seat's game and a player's notices.

The views are plain synchronous DRF views, so authentication, the 404 of another player's
game, the 400 of a bad ``Last-Event-ID`` and the 429 of too many streams answer in the API's
one error shape like every other operation.  What they return streams from an asynchronous
iterator (live.streams): under the ASGI server one event loop per process holds every
stream, while the REST operations keep their one thread.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from typing import Any

from django.conf import settings
from rest_framework import status
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.auth import request_app_id, request_player, request_stream_token
from accounts.models import Player
from games import selectors
from live import schema
from live.errors import INVALID_LAST_EVENT_ID, TOO_MANY_STREAMS
from live.fanout import HeldSlot, slots
from live.schema import (
    LAST_EVENT_ID,
    VERSION_DIGITS,
)
from live.streams import EventStreamResponse, GameFeed, game_events, player_events


class EventStreamRenderer(BaseRenderer):
    """Lets a client ask for text/event-stream; errors are still JSON (see finalize)."""

    media_type = "text/event-stream"
    format = "sse"
    charset = "utf-8"

    def render(
        self,
        data: Any,
        accepted_media_type: str | None = None,
        renderer_context: Mapping[str, Any] | None = None,
    ) -> bytes:
        return json.dumps(data).encode()


class StreamApi(APIView):
    error_codes: tuple[str, ...] = ("too_many_streams",)
    renderer_classes = [JSONRenderer, EventStreamRenderer]

    def finalize_response(self, request: Request, response: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(response, Response):
            # An error: JSON in the one error shape, whatever the client's Accept.
            request.accepted_renderer = JSONRenderer()
            request.accepted_media_type = JSONRenderer.media_type
            if response.status_code == status.HTTP_429_TOO_MANY_REQUESTS:
                response["Retry-After"] = "5"
        return super().finalize_response(request, response, *args, **kwargs)

    @staticmethod
    def slot_holder(request: Request, player: Player) -> str:
        """Whose allowance a stream counts against: the player's (STREAM_MAX_PER_PLAYER) for
        a device token; for an app's access token, that app's own for this player
        (STREAM_MAX_PER_APP), apart from the player's, so an app cannot take the slots of
        the player's own devices (issue 38)."""
        app_id = request_app_id(request)
        return str(player.pk) if app_id is None else f"{player.pk}:app:{app_id}"

    @classmethod
    def hold_slot(cls, holder: str) -> HeldSlot:
        """A slot of the holder's allowance (or the 429), held until the stream is done
        with it (live.fanout.HeldSlot)."""
        return HeldSlot(holder, cls.take_slot(holder))

    @staticmethod
    def take_slot(holder: str) -> str:
        limit = settings.STREAM_MAX_PER_APP if ":app:" in holder else settings.STREAM_MAX_PER_PLAYER
        slot = slots.acquire(holder, limit)
        if slot is None:
            raise TOO_MANY_STREAMS.error(limit=limit)
        return slot


def last_event_id(request: Request, version: int) -> int | None:
    """The version a reconnecting client last received, if it says; 400 unless it is a
    version of this game."""
    raw = request.headers.get(LAST_EVENT_ID)
    if raw is None or raw.strip() == "":
        return None
    text = raw.strip()
    # ASCII digits only: str.isdigit() also holds for "²" and "٣", which int() refuses or
    # reads as another number.
    if not VERSION_DIGITS.fullmatch(text) or int(text) > version:
        raise INVALID_LAST_EVENT_ID.error(
            fields={LAST_EVENT_ID: ["Not a version of this game."]}, version=version
        )
    return int(text)


class GameStreamApi(StreamApi):
    oauth_scope = "games:read"
    error_codes = ("too_many_streams", "invalid_last_event_id")

    @schema.GAMES_STREAM
    def get(self, request: Request, game_id: uuid.UUID) -> EventStreamResponse:
        player = request_player(request)
        game = selectors.game_get_for(game_id=game_id, player=player)
        feed = GameFeed(game, player, last_event_id(request, game.version))
        token = request_stream_token(request)
        held = self.hold_slot(self.slot_holder(request, player))
        return EventStreamResponse(game_events(feed, held, token), held)


class PlayerStreamApi(StreamApi):
    oauth_scope = "games:read"

    @schema.PLAYERS_ME_STREAM
    def get(self, request: Request) -> EventStreamResponse:
        player = request_player(request)
        token = request_stream_token(request)
        held = self.hold_slot(self.slot_holder(request, player))
        return EventStreamResponse(player_events(player, held, token), held)
