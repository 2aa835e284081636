"""Live streams (Server-Sent Events): a seat's game and a player's notices.

The views are plain synchronous DRF views, so authentication, the 404 of another player's
game, the 400 of a bad ``Last-Event-ID`` and the 429 of too many streams answer in the API's
one error shape like every other operation.  What they return streams from an asynchronous
iterator (live.streams): under the ASGI server one event loop per process holds every
stream, while the REST operations keep their one thread.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Mapping
from typing import Any

from django.conf import settings
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.auth import request_app_id, request_player, request_stream_token
from accounts.models import Player
from apikit.schema import error_example, errors
from games import selectors
from live.errors import INVALID_LAST_EVENT_ID, TOO_MANY_STREAMS
from live.fanout import HeldSlot, slots
from live.streams import EventStreamResponse, GameFeed, game_events, player_events

LAST_EVENT_ID = "Last-Event-ID"
MAX_LAST_EVENT_ID_LENGTH = 10
VERSION_DIGITS = re.compile(rf"[0-9]{{1,{MAX_LAST_EVENT_ID_LENGTH}}}")


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


SSE_GAME_EXAMPLE = (
    'id: 7\nevent: game\ndata: {"game": {"id": "6f1c2a9e-…", "version": 7, "status": "active", '
    '"turn": "you", "turn_deadline": "2026-11-05T10:15:09Z", …}, "events": [{"event": '
    '"discard", "player": "opponent", "card": "5S"}]}\n\n: keep-alive\n\n'
)
SSE_PLAYER_EXAMPLE = (
    ': keep-alive\n\nevent: game_started\ndata: {"game": "6f1c2a9e-…", "version": 0}\n\n'
    'event: your_turn\ndata: {"game": "6f1c2a9e-…", "version": 0}\n\n'
    'event: game_finished\ndata: {"game": "6f1c2a9e-…", "version": 212, "winner": "you"}\n\n'
    'event: review_ready\ndata: {"game": "6f1c2a9e-…", "hand": 3}\n\n'
)
NO_FORMAT = OpenApiParameter("format", exclude=True)
"""DRF's ?format= override is not offered: a stream is always text/event-stream."""
TOO_MANY_STREAMS_EXAMPLE = error_example(
    "too_many_streams", "You have too many streams open; close one first."
)


class GameStreamApi(StreamApi):
    oauth_scope = "games:read"
    error_codes = ("too_many_streams", "invalid_last_event_id")

    @extend_schema(
        operation_id="games_stream",
        tags=["live"],
        summary="The game live, as Server-Sent Events",
        description=(
            "`text/event-stream` for a seat of the game. First an event `game` whose data is "
            '`{"game": <the game as you see it>, "events": []}` and whose `id:` is its '
            "`version`; then, after every applied action (the opponent's, the AI's, yours), an "
            "event `game` whose `id:` is the new version and whose data is "
            '`{"game": ..., "events": [...]}` exactly as the moves endpoint shows them to you. '
            "A friend joining or a game cancelled (no new version) sends an event `game` "
            "without an `id:`. Reconnect with `Last-Event-ID: N` to get, first, one event for "
            "every version after N (and no snapshot event): each version arrives exactly once. "
            "A comment line (`: keep-alive`) comes at least every 20 s of silence. The stream "
            "closes after the event that finishes (or cancels) the game, and within a few "
            "seconds of the revocation of the token it was opened with (nothing is sent on it "
            "once the revocation is answered). Each player may hold "
            "`STREAM_MAX_PER_PLAYER` streams (8 by default) open at once; a reader too slow to "
            "take an event within `STREAM_SEND_TIMEOUT_SECONDS` (10) is cut off: reconnect "
            "with Last-Event-ID."
        ),
        parameters=[
            OpenApiParameter(
                LAST_EVENT_ID,
                OpenApiTypes.INT,
                OpenApiParameter.HEADER,
                description="The last version received: the stream resumes after it.",
            ),
            NO_FORMAT,
        ],
        responses={
            (200, "text/event-stream"): OpenApiResponse(
                OpenApiTypes.STR,
                description="An endless text/event-stream, closed when the game ends.",
                examples=[OpenApiExample("Two events", value=SSE_GAME_EXAMPLE, response_only=True)],
            ),
            **errors(
                400,
                401,
                404,
                429,
                e400=[
                    error_example(
                        "invalid_last_event_id",
                        "Last-Event-ID must be a version of this game, 0 to 12.",
                        {LAST_EVENT_ID: ["Not a version of this game."]},
                    )
                ],
                e429=[TOO_MANY_STREAMS_EXAMPLE],
            ),
        },
    )
    def get(self, request: Request, game_id: uuid.UUID) -> EventStreamResponse:
        player = request_player(request)
        game = selectors.game_get_for(game_id=game_id, player=player)
        feed = GameFeed(game, player, last_event_id(request, game.version))
        token = request_stream_token(request)
        held = self.hold_slot(self.slot_holder(request, player))
        return EventStreamResponse(game_events(feed, held, token), held)


class PlayerStreamApi(StreamApi):
    oauth_scope = "games:read"

    @extend_schema(
        operation_id="players_me_stream",
        tags=["live"],
        summary="Your notices, as Server-Sent Events",
        description=(
            "`text/event-stream` of notices about your friend games: `game_started` (a friend "
            "joined your invite), `your_turn` (the game and the version to play on) and "
            "`game_finished` (with `winner`: you, opponent or null), each "
            '`{"game": <id>, "version": N, ...}`; and `review_ready` `{"game": <id>, "hand": N}` '
            "when a hand review you asked for (POST /api/v1/games/{id}/hands/{n}/review) is "
            "done. A comment line comes first and then at least every 20 s of silence. It "
            "closes when the token it was opened with is revoked. "
            "Notices are hints, not a log: they are not replayed on "
            "reconnection (the games list is the truth). Counts towards the open streams a "
            "player may hold."
        ),
        responses={
            (200, "text/event-stream"): OpenApiResponse(
                OpenApiTypes.STR,
                description="An endless text/event-stream of notices.",
                examples=[OpenApiExample("Notices", value=SSE_PLAYER_EXAMPLE, response_only=True)],
            ),
            **errors(401, 429, e429=[TOO_MANY_STREAMS_EXAMPLE]),
        },
        parameters=[NO_FORMAT],
    )
    def get(self, request: Request) -> EventStreamResponse:
        player = request_player(request)
        token = request_stream_token(request)
        held = self.hold_slot(self.slot_holder(request, player))
        return EventStreamResponse(player_events(player, held, token), held)
