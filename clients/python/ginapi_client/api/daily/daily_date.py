from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.daily_date_400_error import DailyDate400Error
from ...models.daily_deal import DailyDeal
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_daily_deal_not_found_error import NotFoundDailyDealNotFoundError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...types import Response


def _get_kwargs(
    date: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/daily/{date}".format(
            date=quote(str(date), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DailyDate400Error
    | DailyDeal
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    if response.status_code == 200:
        response_200 = DailyDeal.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = DailyDate400Error.from_dict(response.json())

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
    DailyDate400Error
    | DailyDeal
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
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
    date: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    DailyDate400Error
    | DailyDeal
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | ServiceUnavailableError
    | ThrottledError
]:
    """A date's daily deal

     The deal of a UTC date (`YYYY-MM-DD`, or `today`). Once the date is over (UTC) the full first hand
    is shown under `deal`: the deck in dealt order, both hands, the upcard, the dealer and the stock;
    `par`, the most points a line of the player's actions wins in hand 1 against the deal's AI, with
    that line (the actions as sent to POST /api/v1/games/{id}/moves; the AI's replies follow) and
    `proven` (false: the best line found within the solver's budget, or a player's scored hand that beat
    it); and, with a bearer token, `your_line`, the caller's own scored first hand. Until the solver has
    computed the par, `par` is `{"status": "pending"}` (the request enqueues the solve and never waits
    for it; ask again later). None of it is shown before the date is over: today's deal is shown without
    cards. `seed_commitment` (SHA-256 hex of the seed's 32 bytes) is shown from the moment the deal
    exists: deals are made a day ahead (and when the service starts), so tomorrow's answers with its
    commitment only; a later date, or a past date that had no deal, is a 404. `seed` (64 hex digits) is
    shown once the date is over, never before: `python scripts/verify_daily.py DATE --base URL` checks
    the digest and rebuilds the deal from it (docs/DAILY_VERIFY.md).

    Args:
        date (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyDate400Error | DailyDeal | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | ServiceUnavailableError | ThrottledError]
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
    DailyDate400Error
    | DailyDeal
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """A date's daily deal

     The deal of a UTC date (`YYYY-MM-DD`, or `today`). Once the date is over (UTC) the full first hand
    is shown under `deal`: the deck in dealt order, both hands, the upcard, the dealer and the stock;
    `par`, the most points a line of the player's actions wins in hand 1 against the deal's AI, with
    that line (the actions as sent to POST /api/v1/games/{id}/moves; the AI's replies follow) and
    `proven` (false: the best line found within the solver's budget, or a player's scored hand that beat
    it); and, with a bearer token, `your_line`, the caller's own scored first hand. Until the solver has
    computed the par, `par` is `{"status": "pending"}` (the request enqueues the solve and never waits
    for it; ask again later). None of it is shown before the date is over: today's deal is shown without
    cards. `seed_commitment` (SHA-256 hex of the seed's 32 bytes) is shown from the moment the deal
    exists: deals are made a day ahead (and when the service starts), so tomorrow's answers with its
    commitment only; a later date, or a past date that had no deal, is a 404. `seed` (64 hex digits) is
    shown once the date is over, never before: `python scripts/verify_daily.py DATE --base URL` checks
    the digest and rebuilds the deal from it (docs/DAILY_VERIFY.md).

    Args:
        date (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyDate400Error | DailyDeal | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | ServiceUnavailableError | ThrottledError
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
    DailyDate400Error
    | DailyDeal
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | ServiceUnavailableError
    | ThrottledError
]:
    """A date's daily deal

     The deal of a UTC date (`YYYY-MM-DD`, or `today`). Once the date is over (UTC) the full first hand
    is shown under `deal`: the deck in dealt order, both hands, the upcard, the dealer and the stock;
    `par`, the most points a line of the player's actions wins in hand 1 against the deal's AI, with
    that line (the actions as sent to POST /api/v1/games/{id}/moves; the AI's replies follow) and
    `proven` (false: the best line found within the solver's budget, or a player's scored hand that beat
    it); and, with a bearer token, `your_line`, the caller's own scored first hand. Until the solver has
    computed the par, `par` is `{"status": "pending"}` (the request enqueues the solve and never waits
    for it; ask again later). None of it is shown before the date is over: today's deal is shown without
    cards. `seed_commitment` (SHA-256 hex of the seed's 32 bytes) is shown from the moment the deal
    exists: deals are made a day ahead (and when the service starts), so tomorrow's answers with its
    commitment only; a later date, or a past date that had no deal, is a 404. `seed` (64 hex digits) is
    shown once the date is over, never before: `python scripts/verify_daily.py DATE --base URL` checks
    the digest and rebuilds the deal from it (docs/DAILY_VERIFY.md).

    Args:
        date (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyDate400Error | DailyDeal | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | ServiceUnavailableError | ThrottledError]
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
    DailyDate400Error
    | DailyDeal
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """A date's daily deal

     The deal of a UTC date (`YYYY-MM-DD`, or `today`). Once the date is over (UTC) the full first hand
    is shown under `deal`: the deck in dealt order, both hands, the upcard, the dealer and the stock;
    `par`, the most points a line of the player's actions wins in hand 1 against the deal's AI, with
    that line (the actions as sent to POST /api/v1/games/{id}/moves; the AI's replies follow) and
    `proven` (false: the best line found within the solver's budget, or a player's scored hand that beat
    it); and, with a bearer token, `your_line`, the caller's own scored first hand. Until the solver has
    computed the par, `par` is `{"status": "pending"}` (the request enqueues the solve and never waits
    for it; ask again later). None of it is shown before the date is over: today's deal is shown without
    cards. `seed_commitment` (SHA-256 hex of the seed's 32 bytes) is shown from the moment the deal
    exists: deals are made a day ahead (and when the service starts), so tomorrow's answers with its
    commitment only; a later date, or a past date that had no deal, is a 404. `seed` (64 hex digits) is
    shown once the date is over, never before: `python scripts/verify_daily.py DATE --base URL` checks
    the digest and rebuilds the deal from it (docs/DAILY_VERIFY.md).

    Args:
        date (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyDate400Error | DailyDeal | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | ServiceUnavailableError | ThrottledError
    """

    return (
        await asyncio_detailed(
            date=date,
            client=client,
        )
    ).parsed
