from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.daily_attempt_first_error import DailyAttemptFirstError
from ...models.daily_game import DailyGame
from ...models.daily_practice_400_error import DailyPractice400Error
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_daily_deal_not_found_error import NotFoundDailyDealNotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    date: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/daily/{date}/practice".format(
            date=quote(str(date), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DailyAttemptFirstError
    | DailyGame
    | DailyPractice400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 201:
        response_201 = DailyGame.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = DailyPractice400Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = NotAuthenticatedAuthenticationFailedError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = InsufficientScopeError.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = NotFoundDailyDealNotFoundError.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = DailyAttemptFirstError.from_dict(response.json())

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
    DailyAttemptFirstError
    | DailyGame
    | DailyPractice400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
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
    date: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    DailyAttemptFirstError
    | DailyGame
    | DailyPractice400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Practise a date's daily deal

     Starts an unscored game against the daily AI whose first hand is the deal of the date (`YYYY-MM-DD`
    or `today`), once that date is over (UTC), for everyone: today's deal is a 422 `daily_attempt_first`
    until midnight UTC, whether or not the caller has played it (practising the live puzzle would let
    one account find the best line for another to replay). Practice games never count on a board and
    never change the par. Every request starts a new game, counted with the games the caller creates
    (POST /api/v1/games). The response is the game as the caller sees it, with `daily.scored` false.

    Rate limit: 30 requests per 60 s per player (`games_create`); 120 requests per 60 s per client
    address (`games_create_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        date (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyAttemptFirstError | DailyGame | DailyPractice400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        date=date,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    date: str,
    *,
    client: AuthenticatedClient,
) -> (
    DailyAttemptFirstError
    | DailyGame
    | DailyPractice400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Practise a date's daily deal

     Starts an unscored game against the daily AI whose first hand is the deal of the date (`YYYY-MM-DD`
    or `today`), once that date is over (UTC), for everyone: today's deal is a 422 `daily_attempt_first`
    until midnight UTC, whether or not the caller has played it (practising the live puzzle would let
    one account find the best line for another to replay). Practice games never count on a board and
    never change the par. Every request starts a new game, counted with the games the caller creates
    (POST /api/v1/games). The response is the game as the caller sees it, with `daily.scored` false.

    Rate limit: 30 requests per 60 s per player (`games_create`); 120 requests per 60 s per client
    address (`games_create_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        date (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyAttemptFirstError | DailyGame | DailyPractice400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        date=date,
        client=client,
    ).parsed


async def asyncio_detailed(
    date: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    DailyAttemptFirstError
    | DailyGame
    | DailyPractice400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Practise a date's daily deal

     Starts an unscored game against the daily AI whose first hand is the deal of the date (`YYYY-MM-DD`
    or `today`), once that date is over (UTC), for everyone: today's deal is a 422 `daily_attempt_first`
    until midnight UTC, whether or not the caller has played it (practising the live puzzle would let
    one account find the best line for another to replay). Practice games never count on a board and
    never change the par. Every request starts a new game, counted with the games the caller creates
    (POST /api/v1/games). The response is the game as the caller sees it, with `daily.scored` false.

    Rate limit: 30 requests per 60 s per player (`games_create`); 120 requests per 60 s per client
    address (`games_create_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        date (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyAttemptFirstError | DailyGame | DailyPractice400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        date=date,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    date: str,
    *,
    client: AuthenticatedClient,
) -> (
    DailyAttemptFirstError
    | DailyGame
    | DailyPractice400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Practise a date's daily deal

     Starts an unscored game against the daily AI whose first hand is the deal of the date (`YYYY-MM-DD`
    or `today`), once that date is over (UTC), for everyone: today's deal is a 422 `daily_attempt_first`
    until midnight UTC, whether or not the caller has played it (practising the live puzzle would let
    one account find the best line for another to replay). Practice games never count on a board and
    never change the par. Every request starts a new game, counted with the games the caller creates
    (POST /api/v1/games). The response is the game as the caller sees it, with `daily.scored` false.

    Rate limit: 30 requests per 60 s per player (`games_create`); 120 requests per 60 s per client
    address (`games_create_address`). See the RateLimit and RateLimit-Policy headers.

    Args:
        date (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyAttemptFirstError | DailyGame | DailyPractice400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            date=date,
            client=client,
        )
    ).parsed
