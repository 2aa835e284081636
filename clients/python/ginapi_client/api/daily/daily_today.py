from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.daily_deal import DailyDeal
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.invalid_input_bad_request_error import InvalidInputBadRequestError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...types import Response


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/daily",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DailyDeal
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    if response.status_code == 200:
        response_200 = DailyDeal.from_dict(response.json())

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
    DailyDeal
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
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
    DailyDeal
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
]:
    """Today's daily deal

     Today's Daily Gin deal (UTC date): its ruleset, how many players have played it and, with a bearer
    token, the caller's result. Never the cards: those are shown by GET /api/v1/daily/{date} once the
    date is over. The token is optional; a token that is not valid is still a 401.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyDeal | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError]
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
    DailyDeal
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """Today's daily deal

     Today's Daily Gin deal (UTC date): its ruleset, how many players have played it and, with a bearer
    token, the caller's result. Never the cards: those are shown by GET /api/v1/daily/{date} once the
    date is over. The token is optional; a token that is not valid is still a 401.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyDeal | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    DailyDeal
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
]:
    """Today's daily deal

     Today's Daily Gin deal (UTC date): its ruleset, how many players have played it and, with a bearer
    token, the caller's result. Never the cards: those are shown by GET /api/v1/daily/{date} once the
    date is over. The token is optional; a token that is not valid is still a 401.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyDeal | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    DailyDeal
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """Today's daily deal

     Today's Daily Gin deal (UTC date): its ruleset, how many players have played it and, with a bearer
    token, the caller's result. Never the cards: those are shown by GET /api/v1/daily/{date} once the
    date is over. The token is optional; a token that is not valid is still a 401.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyDeal | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
