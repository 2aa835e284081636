from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.invalid_input_bad_request_error import InvalidInputBadRequestError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_too_many_streams_error import ThrottledTooManyStreamsError
from ...types import Response


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/players/me/stream",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    InsufficientScopeError
    | InvalidInputBadRequestError
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
        response_400 = InvalidInputBadRequestError.from_dict(response.json())

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
    InsufficientScopeError
    | InvalidInputBadRequestError
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
    *,
    client: AuthenticatedClient,
) -> Response[
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledTooManyStreamsError
    | str
]:
    """Your notices, as Server-Sent Events

     `text/event-stream` of notices about your friend games: `game_started` (a friend joined your
    invite), `your_turn` (the game and the version to play on) and `game_finished` (with `winner`: you,
    opponent or null), each `{"game": <id>, "version": N, ...}`; and `review_ready` `{"game": <id>,
    "hand": N}` when a hand review you asked for (POST /api/v1/games/{id}/hands/{n}/review) is done. A
    comment line comes first and then at least every 20 s of silence. It closes when the token it was
    opened with is revoked. Notices are hints, not a log: they are not replayed on reconnection (the
    games list is the truth). Counts towards the open streams a player may hold.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledTooManyStreamsError | str]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledTooManyStreamsError
    | str
    | None
):
    """Your notices, as Server-Sent Events

     `text/event-stream` of notices about your friend games: `game_started` (a friend joined your
    invite), `your_turn` (the game and the version to play on) and `game_finished` (with `winner`: you,
    opponent or null), each `{"game": <id>, "version": N, ...}`; and `review_ready` `{"game": <id>,
    "hand": N}` when a hand review you asked for (POST /api/v1/games/{id}/hands/{n}/review) is done. A
    comment line comes first and then at least every 20 s of silence. It closes when the token it was
    opened with is revoked. Notices are hints, not a log: they are not replayed on reconnection (the
    games list is the truth). Counts towards the open streams a player may hold.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledTooManyStreamsError | str
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledTooManyStreamsError
    | str
]:
    """Your notices, as Server-Sent Events

     `text/event-stream` of notices about your friend games: `game_started` (a friend joined your
    invite), `your_turn` (the game and the version to play on) and `game_finished` (with `winner`: you,
    opponent or null), each `{"game": <id>, "version": N, ...}`; and `review_ready` `{"game": <id>,
    "hand": N}` when a hand review you asked for (POST /api/v1/games/{id}/hands/{n}/review) is done. A
    comment line comes first and then at least every 20 s of silence. It closes when the token it was
    opened with is revoked. Notices are hints, not a log: they are not replayed on reconnection (the
    games list is the truth). Counts towards the open streams a player may hold.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledTooManyStreamsError | str]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledTooManyStreamsError
    | str
    | None
):
    """Your notices, as Server-Sent Events

     `text/event-stream` of notices about your friend games: `game_started` (a friend joined your
    invite), `your_turn` (the game and the version to play on) and `game_finished` (with `winner`: you,
    opponent or null), each `{"game": <id>, "version": N, ...}`; and `review_ready` `{"game": <id>,
    "hand": N}` when a hand review you asked for (POST /api/v1/games/{id}/hands/{n}/review) is done. A
    comment line comes first and then at least every 20 s of silence. It closes when the token it was
    opened with is revoked. Notices are hints, not a log: they are not replayed on reconnection (the
    games list is the truth). Counts towards the open streams a player may hold.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledTooManyStreamsError | str
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
