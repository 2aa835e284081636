from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.invalid_input_bad_request_error import InvalidInputBadRequestError
from ...models.leaderboard_puzzles_around import LeaderboardPuzzlesAround
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.puzzle_board_page import PuzzleBoardPage
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    around: LeaderboardPuzzlesAround | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 50,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_around: str | Unset = UNSET
    if not isinstance(around, Unset):
        json_around = around.value

    params["around"] = json_around

    params["page"] = page

    params["page_size"] = page_size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leaderboards/puzzles",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PuzzleBoardPage
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    if response.status_code == 200:
        response_200 = PuzzleBoardPage.from_dict(response.json())

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
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PuzzleBoardPage
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
    around: LeaderboardPuzzlesAround | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 50,
) -> Response[
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PuzzleBoardPage
    | ServiceUnavailableError
    | ThrottledError
]:
    """The puzzle rating board

     Players by puzzle rating (Glicko-2), best first; provisional players (deviation above 110) are left
    out. Paginated; `?around=me` (with a token, 401 without) gives the page holding the caller, with its
    row as `me` (null when it is not on the board). Public.

    Rate limit: 600 requests per 60 s per player (`lobby_reads`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        around (LeaderboardPuzzlesAround | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PuzzleBoardPage | ServiceUnavailableError | ThrottledError]
    """

    kwargs = _get_kwargs(
        around=around,
        page=page,
        page_size=page_size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    around: LeaderboardPuzzlesAround | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 50,
) -> (
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PuzzleBoardPage
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """The puzzle rating board

     Players by puzzle rating (Glicko-2), best first; provisional players (deviation above 110) are left
    out. Paginated; `?around=me` (with a token, 401 without) gives the page holding the caller, with its
    row as `me` (null when it is not on the board). Public.

    Rate limit: 600 requests per 60 s per player (`lobby_reads`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        around (LeaderboardPuzzlesAround | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PuzzleBoardPage | ServiceUnavailableError | ThrottledError
    """

    return sync_detailed(
        client=client,
        around=around,
        page=page,
        page_size=page_size,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    around: LeaderboardPuzzlesAround | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 50,
) -> Response[
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PuzzleBoardPage
    | ServiceUnavailableError
    | ThrottledError
]:
    """The puzzle rating board

     Players by puzzle rating (Glicko-2), best first; provisional players (deviation above 110) are left
    out. Paginated; `?around=me` (with a token, 401 without) gives the page holding the caller, with its
    row as `me` (null when it is not on the board). Public.

    Rate limit: 600 requests per 60 s per player (`lobby_reads`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        around (LeaderboardPuzzlesAround | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PuzzleBoardPage | ServiceUnavailableError | ThrottledError]
    """

    kwargs = _get_kwargs(
        around=around,
        page=page,
        page_size=page_size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    around: LeaderboardPuzzlesAround | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 50,
) -> (
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PuzzleBoardPage
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """The puzzle rating board

     Players by puzzle rating (Glicko-2), best first; provisional players (deviation above 110) are left
    out. Paginated; `?around=me` (with a token, 401 without) gives the page holding the caller, with its
    row as `me` (null when it is not on the board). Public.

    Rate limit: 600 requests per 60 s per player (`lobby_reads`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        around (LeaderboardPuzzlesAround | Unset):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PuzzleBoardPage | ServiceUnavailableError | ThrottledError
    """

    return (
        await asyncio_detailed(
            client=client,
            around=around,
            page=page,
            page_size=page_size,
        )
    ).parsed
