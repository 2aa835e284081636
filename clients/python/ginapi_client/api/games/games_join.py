from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.already_joined_error import AlreadyJoinedError
from ...models.cannot_join_own_game_registration_required_error import CannotJoinOwnGameRegistrationRequiredError
from ...models.game import Game
from ...models.game_join_request_request import GameJoinRequestRequest
from ...models.games_join_400_error import GamesJoin400Error
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_invite_not_found_error import NotFoundInviteNotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    *,
    body: GameJoinRequestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/join",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AlreadyJoinedError
    | CannotJoinOwnGameRegistrationRequiredError
    | Game
    | GamesJoin400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundInviteNotFoundError
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
        response_400 = GamesJoin400Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = NotAuthenticatedAuthenticationFailedError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = InsufficientScopeError.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = NotFoundInviteNotFoundError.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = AlreadyJoinedError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = CannotJoinOwnGameRegistrationRequiredError.from_dict(response.json())

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
    AlreadyJoinedError
    | CannotJoinOwnGameRegistrationRequiredError
    | Game
    | GamesJoin400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundInviteNotFoundError
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
    body: GameJoinRequestRequest,
) -> Response[
    AlreadyJoinedError
    | CannotJoinOwnGameRegistrationRequiredError
    | Game
    | GamesJoin400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundInviteNotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Join a friend's game with its invite code

     Takes seat 1 of the waiting game; the game becomes active and its first hand is dealt now, from a
    seed chosen at this moment. An unknown code, an expired one and a game that already has two players
    (when the caller is not one of them) all answer the same 404 `invite_not_found`. Throttled per
    player (THROTTLE_GAMES_JOIN, default 10/minute) and per client address (THROTTLE_GAMES_JOIN_ADDRESS,
    30/minute).

    Rate limit: 10 requests per 60 s per player (`games_join`); 30 requests per 60 s per client address
    (`games_join_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        body (GameJoinRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AlreadyJoinedError | CannotJoinOwnGameRegistrationRequiredError | Game | GamesJoin400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundInviteNotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: GameJoinRequestRequest,
) -> (
    AlreadyJoinedError
    | CannotJoinOwnGameRegistrationRequiredError
    | Game
    | GamesJoin400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundInviteNotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Join a friend's game with its invite code

     Takes seat 1 of the waiting game; the game becomes active and its first hand is dealt now, from a
    seed chosen at this moment. An unknown code, an expired one and a game that already has two players
    (when the caller is not one of them) all answer the same 404 `invite_not_found`. Throttled per
    player (THROTTLE_GAMES_JOIN, default 10/minute) and per client address (THROTTLE_GAMES_JOIN_ADDRESS,
    30/minute).

    Rate limit: 10 requests per 60 s per player (`games_join`); 30 requests per 60 s per client address
    (`games_join_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        body (GameJoinRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AlreadyJoinedError | CannotJoinOwnGameRegistrationRequiredError | Game | GamesJoin400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundInviteNotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GameJoinRequestRequest,
) -> Response[
    AlreadyJoinedError
    | CannotJoinOwnGameRegistrationRequiredError
    | Game
    | GamesJoin400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundInviteNotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Join a friend's game with its invite code

     Takes seat 1 of the waiting game; the game becomes active and its first hand is dealt now, from a
    seed chosen at this moment. An unknown code, an expired one and a game that already has two players
    (when the caller is not one of them) all answer the same 404 `invite_not_found`. Throttled per
    player (THROTTLE_GAMES_JOIN, default 10/minute) and per client address (THROTTLE_GAMES_JOIN_ADDRESS,
    30/minute).

    Rate limit: 10 requests per 60 s per player (`games_join`); 30 requests per 60 s per client address
    (`games_join_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        body (GameJoinRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AlreadyJoinedError | CannotJoinOwnGameRegistrationRequiredError | Game | GamesJoin400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundInviteNotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: GameJoinRequestRequest,
) -> (
    AlreadyJoinedError
    | CannotJoinOwnGameRegistrationRequiredError
    | Game
    | GamesJoin400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundInviteNotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Join a friend's game with its invite code

     Takes seat 1 of the waiting game; the game becomes active and its first hand is dealt now, from a
    seed chosen at this moment. An unknown code, an expired one and a game that already has two players
    (when the caller is not one of them) all answer the same 404 `invite_not_found`. Throttled per
    player (THROTTLE_GAMES_JOIN, default 10/minute) and per client address (THROTTLE_GAMES_JOIN_ADDRESS,
    30/minute).

    Rate limit: 10 requests per 60 s per player (`games_join`); 30 requests per 60 s per client address
    (`games_join_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        body (GameJoinRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AlreadyJoinedError | CannotJoinOwnGameRegistrationRequiredError | Game | GamesJoin400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundInviteNotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
