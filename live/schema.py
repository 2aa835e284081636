"""The operations of live/api.py as the OpenAPI schema documents them: the request and
answer shapes and each operation's declaration (``extend_schema``), applied beside the
view method it describes, one line each."""

from __future__ import annotations

import re

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema

from apikit.schema import error_example, errors

LAST_EVENT_ID = "Last-Event-ID"


MAX_LAST_EVENT_ID_LENGTH = 10


VERSION_DIGITS = re.compile(rf"[0-9]{{1,{MAX_LAST_EVENT_ID_LENGTH}}}")


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


TOO_MANY_STREAMS_EXAMPLE = error_example(
    "too_many_streams", "You have too many streams open; close one first."
)


GAMES_STREAM = extend_schema(
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


PLAYERS_ME_STREAM = extend_schema(
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
