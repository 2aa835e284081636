from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.games_stream_400_error import GamesStream400Error
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_too_many_streams_error import ThrottledTooManyStreamsError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: UUID,
    *,
    last_event_id: int | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game_id}/stream".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GamesStream400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledTooManyStreamsError
    | str
    | None
):
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = GamesStream400Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = NotAuthenticatedAuthenticationFailedError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = InsufficientScopeError.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ThrottledTooManyStreamsError.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ServiceUnavailableError.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GamesStream400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledTooManyStreamsError
    | str
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    last_event_id: int | Unset = UNSET,
) -> Response[
    GamesStream400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledTooManyStreamsError
    | str
]:
    """The game live, as Server-Sent Events

     `text/event-stream` for a seat of the game. First an event `game` whose data is `{"game": <the game
    as you see it>, "events": []}` and whose `id:` is its `version`; then, after every applied action
    (the opponent's, the AI's, yours), an event `game` whose `id:` is the new version and whose data is
    `{"game": ..., "events": [...]}` exactly as the moves endpoint shows them to you. A friend joining
    or a game cancelled (no new version) sends an event `game` without an `id:`. Reconnect with `Last-
    Event-ID: N` to get, first, one event for every version after N (and no snapshot event): each
    version arrives exactly once. A comment line (`: keep-alive`) comes at least every 20 s of silence.
    The stream closes after the event that finishes (or cancels) the game, and within a few seconds of
    the revocation of the token it was opened with (nothing is sent on it once the revocation is
    answered). Each player may hold `STREAM_MAX_PER_PLAYER` streams (8 by default) open at once; a
    reader too slow to take an event within `STREAM_SEND_TIMEOUT_SECONDS` (10) is cut off: reconnect
    with Last-Event-ID.

    Args:
        game_id (UUID):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamesStream400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledTooManyStreamsError | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    last_event_id: int | Unset = UNSET,
) -> (
    GamesStream400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledTooManyStreamsError
    | str
    | None
):
    """The game live, as Server-Sent Events

     `text/event-stream` for a seat of the game. First an event `game` whose data is `{"game": <the game
    as you see it>, "events": []}` and whose `id:` is its `version`; then, after every applied action
    (the opponent's, the AI's, yours), an event `game` whose `id:` is the new version and whose data is
    `{"game": ..., "events": [...]}` exactly as the moves endpoint shows them to you. A friend joining
    or a game cancelled (no new version) sends an event `game` without an `id:`. Reconnect with `Last-
    Event-ID: N` to get, first, one event for every version after N (and no snapshot event): each
    version arrives exactly once. A comment line (`: keep-alive`) comes at least every 20 s of silence.
    The stream closes after the event that finishes (or cancels) the game, and within a few seconds of
    the revocation of the token it was opened with (nothing is sent on it once the revocation is
    answered). Each player may hold `STREAM_MAX_PER_PLAYER` streams (8 by default) open at once; a
    reader too slow to take an event within `STREAM_SEND_TIMEOUT_SECONDS` (10) is cut off: reconnect
    with Last-Event-ID.

    Args:
        game_id (UUID):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamesStream400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledTooManyStreamsError | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    last_event_id: int | Unset = UNSET,
) -> Response[
    GamesStream400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledTooManyStreamsError
    | str
]:
    """The game live, as Server-Sent Events

     `text/event-stream` for a seat of the game. First an event `game` whose data is `{"game": <the game
    as you see it>, "events": []}` and whose `id:` is its `version`; then, after every applied action
    (the opponent's, the AI's, yours), an event `game` whose `id:` is the new version and whose data is
    `{"game": ..., "events": [...]}` exactly as the moves endpoint shows them to you. A friend joining
    or a game cancelled (no new version) sends an event `game` without an `id:`. Reconnect with `Last-
    Event-ID: N` to get, first, one event for every version after N (and no snapshot event): each
    version arrives exactly once. A comment line (`: keep-alive`) comes at least every 20 s of silence.
    The stream closes after the event that finishes (or cancels) the game, and within a few seconds of
    the revocation of the token it was opened with (nothing is sent on it once the revocation is
    answered). Each player may hold `STREAM_MAX_PER_PLAYER` streams (8 by default) open at once; a
    reader too slow to take an event within `STREAM_SEND_TIMEOUT_SECONDS` (10) is cut off: reconnect
    with Last-Event-ID.

    Args:
        game_id (UUID):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamesStream400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledTooManyStreamsError | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    last_event_id: int | Unset = UNSET,
) -> (
    GamesStream400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledTooManyStreamsError
    | str
    | None
):
    """The game live, as Server-Sent Events

     `text/event-stream` for a seat of the game. First an event `game` whose data is `{"game": <the game
    as you see it>, "events": []}` and whose `id:` is its `version`; then, after every applied action
    (the opponent's, the AI's, yours), an event `game` whose `id:` is the new version and whose data is
    `{"game": ..., "events": [...]}` exactly as the moves endpoint shows them to you. A friend joining
    or a game cancelled (no new version) sends an event `game` without an `id:`. Reconnect with `Last-
    Event-ID: N` to get, first, one event for every version after N (and no snapshot event): each
    version arrives exactly once. A comment line (`: keep-alive`) comes at least every 20 s of silence.
    The stream closes after the event that finishes (or cancels) the game, and within a few seconds of
    the revocation of the token it was opened with (nothing is sent on it once the revocation is
    answered). Each player may hold `STREAM_MAX_PER_PLAYER` streams (8 by default) open at once; a
    reader too slow to take an event within `STREAM_SEND_TIMEOUT_SECONDS` (10) is cut off: reconnect
    with Last-Event-ID.

    Args:
        game_id (UUID):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamesStream400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledTooManyStreamsError | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            last_event_id=last_event_id,
        )
    ).parsed
