from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.daily_board_page import DailyBoardPage
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.leaderboard_daily_400_error import LeaderboardDaily400Error
from ...models.leaderboard_daily_around import LeaderboardDailyAround
from ...models.leaderboard_daily_include import LeaderboardDailyInclude
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_daily_deal_not_found_error import NotFoundDailyDealNotFoundError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    date: str,
    *,
    around: LeaderboardDailyAround | Unset = UNSET,
    include: LeaderboardDailyInclude | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 50,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_around: str | Unset = UNSET
    if not isinstance(around, Unset):
        json_around = around.value

    params["around"] = json_around

    json_include: str | Unset = UNSET
    if not isinstance(include, Unset):
        json_include = include.value

    params["include"] = json_include

    params["page"] = page

    params["page_size"] = page_size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leaderboards/daily/{date}".format(
            date=quote(str(date), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DailyBoardPage
    | InsufficientScopeError
    | LeaderboardDaily400Error
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    if response.status_code == 200:
        response_200 = DailyBoardPage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = LeaderboardDaily400Error.from_dict(response.json())

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
    DailyBoardPage
    | InsufficientScopeError
    | LeaderboardDaily400Error
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
    around: LeaderboardDailyAround | Unset = UNSET,
    include: LeaderboardDailyInclude | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 50,
) -> Response[
    DailyBoardPage
    | InsufficientScopeError
    | LeaderboardDaily400Error
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | ServiceUnavailableError
    | ThrottledError
]:
    """A date's Daily Gin board

     The first hand of each player's scored daily game on the date's deal (the shared puzzle); practice
    games never count. Registered players only: a guest's scored attempt is kept (GET /api/v1/daily
    shows it to that guest) and ranks only with ?include=guests, where its row has `guest` true
    (registered players' rows have `guest` false everywhere). Ranks, `count` and ?around=me are those of
    the board asked for: a guest asking ?around=me without include=guests is not on it, so it gets the
    first page and `me` null. One row per player, with their best; ranked by score with ties sharing a
    rank (1, 2, 2, 4), tied rows listed by who reached the score first. Public: no token needed, except
    for ?around=me, which answers 401 without one. Hidden scores never appear. `today` is the current
    UTC date; a future date, or a past one without a deal, is a 404. Each row carries the date's `par`
    once the date is over (null before).

    Args:
        date (str):
        around (LeaderboardDailyAround | Unset):
        include (LeaderboardDailyInclude | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyBoardPage | InsufficientScopeError | LeaderboardDaily400Error | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | ServiceUnavailableError | ThrottledError]
    """

    kwargs = _get_kwargs(
        date=date,
        around=around,
        include=include,
        page=page,
        page_size=page_size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    date: str,
    *,
    client: AuthenticatedClient,
    around: LeaderboardDailyAround | Unset = UNSET,
    include: LeaderboardDailyInclude | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 50,
) -> (
    DailyBoardPage
    | InsufficientScopeError
    | LeaderboardDaily400Error
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """A date's Daily Gin board

     The first hand of each player's scored daily game on the date's deal (the shared puzzle); practice
    games never count. Registered players only: a guest's scored attempt is kept (GET /api/v1/daily
    shows it to that guest) and ranks only with ?include=guests, where its row has `guest` true
    (registered players' rows have `guest` false everywhere). Ranks, `count` and ?around=me are those of
    the board asked for: a guest asking ?around=me without include=guests is not on it, so it gets the
    first page and `me` null. One row per player, with their best; ranked by score with ties sharing a
    rank (1, 2, 2, 4), tied rows listed by who reached the score first. Public: no token needed, except
    for ?around=me, which answers 401 without one. Hidden scores never appear. `today` is the current
    UTC date; a future date, or a past one without a deal, is a 404. Each row carries the date's `par`
    once the date is over (null before).

    Args:
        date (str):
        around (LeaderboardDailyAround | Unset):
        include (LeaderboardDailyInclude | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyBoardPage | InsufficientScopeError | LeaderboardDaily400Error | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | ServiceUnavailableError | ThrottledError
    """

    return sync_detailed(
        date=date,
        client=client,
        around=around,
        include=include,
        page=page,
        page_size=page_size,
    ).parsed


async def asyncio_detailed(
    date: str,
    *,
    client: AuthenticatedClient,
    around: LeaderboardDailyAround | Unset = UNSET,
    include: LeaderboardDailyInclude | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 50,
) -> Response[
    DailyBoardPage
    | InsufficientScopeError
    | LeaderboardDaily400Error
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | ServiceUnavailableError
    | ThrottledError
]:
    """A date's Daily Gin board

     The first hand of each player's scored daily game on the date's deal (the shared puzzle); practice
    games never count. Registered players only: a guest's scored attempt is kept (GET /api/v1/daily
    shows it to that guest) and ranks only with ?include=guests, where its row has `guest` true
    (registered players' rows have `guest` false everywhere). Ranks, `count` and ?around=me are those of
    the board asked for: a guest asking ?around=me without include=guests is not on it, so it gets the
    first page and `me` null. One row per player, with their best; ranked by score with ties sharing a
    rank (1, 2, 2, 4), tied rows listed by who reached the score first. Public: no token needed, except
    for ?around=me, which answers 401 without one. Hidden scores never appear. `today` is the current
    UTC date; a future date, or a past one without a deal, is a 404. Each row carries the date's `par`
    once the date is over (null before).

    Args:
        date (str):
        around (LeaderboardDailyAround | Unset):
        include (LeaderboardDailyInclude | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyBoardPage | InsufficientScopeError | LeaderboardDaily400Error | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | ServiceUnavailableError | ThrottledError]
    """

    kwargs = _get_kwargs(
        date=date,
        around=around,
        include=include,
        page=page,
        page_size=page_size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    date: str,
    *,
    client: AuthenticatedClient,
    around: LeaderboardDailyAround | Unset = UNSET,
    include: LeaderboardDailyInclude | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 50,
) -> (
    DailyBoardPage
    | InsufficientScopeError
    | LeaderboardDaily400Error
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundDailyDealNotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """A date's Daily Gin board

     The first hand of each player's scored daily game on the date's deal (the shared puzzle); practice
    games never count. Registered players only: a guest's scored attempt is kept (GET /api/v1/daily
    shows it to that guest) and ranks only with ?include=guests, where its row has `guest` true
    (registered players' rows have `guest` false everywhere). Ranks, `count` and ?around=me are those of
    the board asked for: a guest asking ?around=me without include=guests is not on it, so it gets the
    first page and `me` null. One row per player, with their best; ranked by score with ties sharing a
    rank (1, 2, 2, 4), tied rows listed by who reached the score first. Public: no token needed, except
    for ?around=me, which answers 401 without one. Hidden scores never appear. `today` is the current
    UTC date; a future date, or a past one without a deal, is a 404. Each row carries the date's `par`
    once the date is over (null before).

    Args:
        date (str):
        around (LeaderboardDailyAround | Unset):
        include (LeaderboardDailyInclude | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyBoardPage | InsufficientScopeError | LeaderboardDaily400Error | NotAuthenticatedAuthenticationFailedError | NotFoundDailyDealNotFoundError | ServiceUnavailableError | ThrottledError
    """

    return (
        await asyncio_detailed(
            date=date,
            client=client,
            around=around,
            include=include,
            page=page,
            page_size=page_size,
        )
    ).parsed
