from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.invalid_input_bad_request_error import InvalidInputBadRequestError
from ...models.move_log import MoveLog
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...types import Response


def _get_kwargs(
    game_id: UUID,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game_id}/moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    InsufficientScopeError
    | InvalidInputBadRequestError
    | MoveLog
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    if response.status_code == 200:
        response_200 = MoveLog.from_dict(response.json())

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
    | MoveLog
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
    game_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[
    InsufficientScopeError
    | InvalidInputBadRequestError
    | MoveLog
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
]:
    """The move log as the caller may see it

     Every applied action, oldest first, with the events it caused as the caller saw them: the card of
    the opponent's stock draw is not shown; everything public is.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | InvalidInputBadRequestError | MoveLog | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError]
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
    InsufficientScopeError
    | InvalidInputBadRequestError
    | MoveLog
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """The move log as the caller may see it

     Every applied action, oldest first, with the events it caused as the caller saw them: the card of
    the opponent's stock draw is not shown; everything public is.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | InvalidInputBadRequestError | MoveLog | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError
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
    InsufficientScopeError
    | InvalidInputBadRequestError
    | MoveLog
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
]:
    """The move log as the caller may see it

     Every applied action, oldest first, with the events it caused as the caller saw them: the card of
    the opponent's stock draw is not shown; everything public is.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | InvalidInputBadRequestError | MoveLog | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError]
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
    InsufficientScopeError
    | InvalidInputBadRequestError
    | MoveLog
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """The move log as the caller may see it

     Every applied action, oldest first, with the events it caused as the caller saw them: the card of
    the opponent's stock draw is not shown; everything public is.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | InvalidInputBadRequestError | MoveLog | NotAuthenticatedAuthenticationFailedError | NotFoundError | ServiceUnavailableError | ThrottledError
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
