from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.daily_game import DailyGame
from ...models.daily_play_400_error import DailyPlay400Error
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/daily/play",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DailyGame
    | DailyPlay400Error
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
        response_200 = DailyGame.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = DailyGame.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = DailyPlay400Error.from_dict(response.json())

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
    DailyGame
    | DailyPlay400Error
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
) -> Response[
    DailyGame
    | DailyPlay400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Play today's daily deal

     Starts a game against the AI (level `novice`, seed 003's AI) whose first hand is today's shared
    deal: same cards, upcard, stock order and dealer for everyone. Later hands are shuffled afresh. It
    is the caller's scored game of the UTC date (its first hand counts on the daily board), and the only
    one this makes: asking again returns it (200), unfinished or finished, so repeating the request
    never starts a second one. Until the date is over its first hand's result keeps the AI's cards
    hidden (`last_hand.sealed`). More games on the deal are practice: POST
    /api/v1/daily/{date}/practice, once the date is over (UTC). The response is the game as the caller
    sees it (as GET /api/v1/games/{id}) plus `daily`. It takes no body: none, `{}` or `null`; an object
    with fields is a 400 `unknown_field`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyGame | DailyPlay400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
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
    DailyGame
    | DailyPlay400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Play today's daily deal

     Starts a game against the AI (level `novice`, seed 003's AI) whose first hand is today's shared
    deal: same cards, upcard, stock order and dealer for everyone. Later hands are shuffled afresh. It
    is the caller's scored game of the UTC date (its first hand counts on the daily board), and the only
    one this makes: asking again returns it (200), unfinished or finished, so repeating the request
    never starts a second one. Until the date is over its first hand's result keeps the AI's cards
    hidden (`last_hand.sealed`). More games on the deal are practice: POST
    /api/v1/daily/{date}/practice, once the date is over (UTC). The response is the game as the caller
    sees it (as GET /api/v1/games/{id}) plus `daily`. It takes no body: none, `{}` or `null`; an object
    with fields is a 400 `unknown_field`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyGame | DailyPlay400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    DailyGame
    | DailyPlay400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Play today's daily deal

     Starts a game against the AI (level `novice`, seed 003's AI) whose first hand is today's shared
    deal: same cards, upcard, stock order and dealer for everyone. Later hands are shuffled afresh. It
    is the caller's scored game of the UTC date (its first hand counts on the daily board), and the only
    one this makes: asking again returns it (200), unfinished or finished, so repeating the request
    never starts a second one. Until the date is over its first hand's result keeps the AI's cards
    hidden (`last_hand.sealed`). More games on the deal are practice: POST
    /api/v1/daily/{date}/practice, once the date is over (UTC). The response is the game as the caller
    sees it (as GET /api/v1/games/{id}) plus `daily`. It takes no body: none, `{}` or `null`; an object
    with fields is a 400 `unknown_field`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyGame | DailyPlay400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    DailyGame
    | DailyPlay400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Play today's daily deal

     Starts a game against the AI (level `novice`, seed 003's AI) whose first hand is today's shared
    deal: same cards, upcard, stock order and dealer for everyone. Later hands are shuffled afresh. It
    is the caller's scored game of the UTC date (its first hand counts on the daily board), and the only
    one this makes: asking again returns it (200), unfinished or finished, so repeating the request
    never starts a second one. Until the date is over its first hand's result keeps the AI's cards
    hidden (`last_hand.sealed`). More games on the deal are practice: POST
    /api/v1/daily/{date}/practice, once the date is over (UTC). The response is the game as the caller
    sees it (as GET /api/v1/games/{id}) plus `daily`. It takes no body: none, `{}` or `null`; an object
    with fields is a 400 `unknown_field`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyGame | DailyPlay400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
