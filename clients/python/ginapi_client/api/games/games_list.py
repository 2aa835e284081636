from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_page import GamePage
from ...models.games_list_status import GamesListStatus
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.invalid_input_bad_request_error import InvalidInputBadRequestError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["page_size"] = page_size

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GamePage
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    if response.status_code == 200:
        response_200 = GamePage.from_dict(response.json())

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
    GamePage
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
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
) -> Response[
    GamePage
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
]:
    """The caller's games, newest first

     Games the caller created or joined, paginated (`page`, `page_size` up to 100).

    Args:
        page (int | Unset):
        page_size (int | Unset):
        status (GamesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamePage | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
) -> (
    GamePage
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """The caller's games, newest first

     Games the caller created or joined, paginated (`page`, `page_size` up to 100).

    Args:
        page (int | Unset):
        page_size (int | Unset):
        status (GamesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamePage | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
) -> Response[
    GamePage
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
]:
    """The caller's games, newest first

     Games the caller created or joined, paginated (`page`, `page_size` up to 100).

    Args:
        page (int | Unset):
        page_size (int | Unset):
        status (GamesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamePage | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
) -> (
    GamePage
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """The caller's games, newest first

     Games the caller created or joined, paginated (`page`, `page_size` up to 100).

    Args:
        page (int | Unset):
        page_size (int | Unset):
        status (GamesListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamePage | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            status=status,
        )
    ).parsed
