from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.game_create_request_request import GameCreateRequestRequest
from ...models.games_create_400_error import GamesCreate400Error
from ...models.games_create_422_error import GamesCreate422Error
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: GameCreateRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Game
    | GamesCreate400Error
    | GamesCreate422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 201:
        response_201 = Game.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = GamesCreate400Error.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = GamesCreate422Error.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ThrottledError.from_dict(response.json())

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
    Game
    | GamesCreate400Error
    | GamesCreate422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
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
    body: GameCreateRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Game
    | GamesCreate400Error
    | GamesCreate422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Start a game against the AI or a friend

     Deals at once. Against the AI (seat 1) the game is active, and if the AI must act first it already
    has: `version` counts its actions. Against a friend the game waits with an `invite_code` the friend
    sends to POST /api/v1/games/join, and shows no cards to anyone: its hand is dealt, from a seed
    chosen then, when the friend joins. A player may have MAX_WAITING_GAMES (default 5) friend games
    waiting at once: one more is a 422 `too_many_waiting_games`. Throttled per player
    (THROTTLE_GAMES_CREATE, default 30/minute) and per client address (THROTTLE_GAMES_CREATE_ADDRESS,
    120/minute).

    Rate limit: 30 requests per 60 s per player (`games_create`); 120 requests per 60 s per client
    address (`games_create_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        idempotency_key (str | Unset):
        body (GameCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesCreate400Error | GamesCreate422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: GameCreateRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> (
    Game
    | GamesCreate400Error
    | GamesCreate422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Start a game against the AI or a friend

     Deals at once. Against the AI (seat 1) the game is active, and if the AI must act first it already
    has: `version` counts its actions. Against a friend the game waits with an `invite_code` the friend
    sends to POST /api/v1/games/join, and shows no cards to anyone: its hand is dealt, from a seed
    chosen then, when the friend joins. A player may have MAX_WAITING_GAMES (default 5) friend games
    waiting at once: one more is a 422 `too_many_waiting_games`. Throttled per player
    (THROTTLE_GAMES_CREATE, default 30/minute) and per client address (THROTTLE_GAMES_CREATE_ADDRESS,
    120/minute).

    Rate limit: 30 requests per 60 s per player (`games_create`); 120 requests per 60 s per client
    address (`games_create_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        idempotency_key (str | Unset):
        body (GameCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesCreate400Error | GamesCreate422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GameCreateRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Game
    | GamesCreate400Error
    | GamesCreate422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Start a game against the AI or a friend

     Deals at once. Against the AI (seat 1) the game is active, and if the AI must act first it already
    has: `version` counts its actions. Against a friend the game waits with an `invite_code` the friend
    sends to POST /api/v1/games/join, and shows no cards to anyone: its hand is dealt, from a seed
    chosen then, when the friend joins. A player may have MAX_WAITING_GAMES (default 5) friend games
    waiting at once: one more is a 422 `too_many_waiting_games`. Throttled per player
    (THROTTLE_GAMES_CREATE, default 30/minute) and per client address (THROTTLE_GAMES_CREATE_ADDRESS,
    120/minute).

    Rate limit: 30 requests per 60 s per player (`games_create`); 120 requests per 60 s per client
    address (`games_create_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        idempotency_key (str | Unset):
        body (GameCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesCreate400Error | GamesCreate422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: GameCreateRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> (
    Game
    | GamesCreate400Error
    | GamesCreate422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Start a game against the AI or a friend

     Deals at once. Against the AI (seat 1) the game is active, and if the AI must act first it already
    has: `version` counts its actions. Against a friend the game waits with an `invite_code` the friend
    sends to POST /api/v1/games/join, and shows no cards to anyone: its hand is dealt, from a seed
    chosen then, when the friend joins. A player may have MAX_WAITING_GAMES (default 5) friend games
    waiting at once: one more is a 422 `too_many_waiting_games`. Throttled per player
    (THROTTLE_GAMES_CREATE, default 30/minute) and per client address (THROTTLE_GAMES_CREATE_ADDRESS,
    120/minute).

    Rate limit: 30 requests per 60 s per player (`games_create`); 120 requests per 60 s per client
    address (`games_create_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        idempotency_key (str | Unset):
        body (GameCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesCreate400Error | GamesCreate422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
