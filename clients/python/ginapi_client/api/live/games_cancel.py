from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.game_not_waiting_error import GameNotWaitingError
from ...models.games_cancel_400_error import GamesCancel400Error
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    game_id: UUID,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/cancel".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Game
    | GameNotWaitingError
    | GamesCancel400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 200:
        response_200 = Game.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GamesCancel400Error.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = GameNotWaitingError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

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
    | GameNotWaitingError
    | GamesCancel400Error
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
    game_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[
    Game
    | GameNotWaitingError
    | GamesCancel400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Call off a friend game nobody has joined

     By the creator of a game still `waiting`: its `status` becomes `cancelled` and the invite code stops
    working (join answers 404 `invite_not_found`). Cancelling it again answers the cancelled game. A
    game that has started: 409 `game_not_waiting`. Waiting games nobody joins are cancelled the same way
    after `WAITING_GAME_EXPIRY_SECONDS` (7 days by default).

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GameNotWaitingError | GamesCancel400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
) -> (
    Game
    | GameNotWaitingError
    | GamesCancel400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Call off a friend game nobody has joined

     By the creator of a game still `waiting`: its `status` becomes `cancelled` and the invite code stops
    working (join answers 404 `invite_not_found`). Cancelling it again answers the cancelled game. A
    game that has started: 409 `game_not_waiting`. Waiting games nobody joins are cancelled the same way
    after `WAITING_GAME_EXPIRY_SECONDS` (7 days by default).

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GameNotWaitingError | GamesCancel400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[
    Game
    | GameNotWaitingError
    | GamesCancel400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Call off a friend game nobody has joined

     By the creator of a game still `waiting`: its `status` becomes `cancelled` and the invite code stops
    working (join answers 404 `invite_not_found`). Cancelling it again answers the cancelled game. A
    game that has started: 409 `game_not_waiting`. Waiting games nobody joins are cancelled the same way
    after `WAITING_GAME_EXPIRY_SECONDS` (7 days by default).

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GameNotWaitingError | GamesCancel400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
) -> (
    Game
    | GameNotWaitingError
    | GamesCancel400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Call off a friend game nobody has joined

     By the creator of a game still `waiting`: its `status` becomes `cancelled` and the invite code stops
    working (join answers 404 `invite_not_found`). Cancelling it again answers the cancelled game. A
    game that has started: 409 `game_not_waiting`. Waiting games nobody joins are cancelled the same way
    after `WAITING_GAME_EXPIRY_SECONDS` (7 days by default).

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GameNotWaitingError | GamesCancel400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
