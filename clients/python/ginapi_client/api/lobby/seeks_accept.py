from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.seek_taken_error import SeekTakenError
from ...models.seeks_accept_400_error import SeeksAccept400Error
from ...models.seeks_accept_422_error import SeeksAccept422Error
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    seek_id: UUID,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/seeks/{seek_id}/accept".format(
            seek_id=quote(str(seek_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Game
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | SeekTakenError
    | SeeksAccept400Error
    | SeeksAccept422Error
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 201:
        response_201 = Game.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = SeeksAccept400Error.from_dict(response.json())

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
        response_409 = SeekTakenError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = SeeksAccept422Error.from_dict(response.json())

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
    Game
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | SeekTakenError
    | SeeksAccept400Error
    | SeeksAccept422Error
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
    seek_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[
    Game
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | SeekTakenError
    | SeeksAccept400Error
    | SeeksAccept422Error
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Accept a waiting seek

     Takes the seek: `201` the new game as you see it (the seek's player in seat 0); both players get
    `game_started`. Of any number of concurrent accepts exactly one gets the game; the others, and
    anyone accepting a seek withdrawn or lapsed, get 409 `seek_taken`. Your own seek: 422 `own_seek`; a
    seek whose range leaves out your rating: 422 `rating_out_of_range`.

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        seek_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | SeekTakenError | SeeksAccept400Error | SeeksAccept422Error | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    seek_id: UUID,
    *,
    client: AuthenticatedClient,
) -> (
    Game
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | SeekTakenError
    | SeeksAccept400Error
    | SeeksAccept422Error
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Accept a waiting seek

     Takes the seek: `201` the new game as you see it (the seek's player in seat 0); both players get
    `game_started`. Of any number of concurrent accepts exactly one gets the game; the others, and
    anyone accepting a seek withdrawn or lapsed, get 409 `seek_taken`. Your own seek: 422 `own_seek`; a
    seek whose range leaves out your rating: 422 `rating_out_of_range`.

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        seek_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | SeekTakenError | SeeksAccept400Error | SeeksAccept422Error | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        seek_id=seek_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    seek_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[
    Game
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | SeekTakenError
    | SeeksAccept400Error
    | SeeksAccept422Error
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Accept a waiting seek

     Takes the seek: `201` the new game as you see it (the seek's player in seat 0); both players get
    `game_started`. Of any number of concurrent accepts exactly one gets the game; the others, and
    anyone accepting a seek withdrawn or lapsed, get 409 `seek_taken`. Your own seek: 422 `own_seek`; a
    seek whose range leaves out your rating: 422 `rating_out_of_range`.

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        seek_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | SeekTakenError | SeeksAccept400Error | SeeksAccept422Error | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    seek_id: UUID,
    *,
    client: AuthenticatedClient,
) -> (
    Game
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | SeekTakenError
    | SeeksAccept400Error
    | SeeksAccept422Error
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Accept a waiting seek

     Takes the seek: `201` the new game as you see it (the seek's player in seat 0); both players get
    `game_started`. Of any number of concurrent accepts exactly one gets the game; the others, and
    anyone accepting a seek withdrawn or lapsed, get 409 `seek_taken`. Your own seek: 422 `own_seek`; a
    seek whose range leaves out your rating: 422 `rating_out_of_range`.

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        seek_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | SeekTakenError | SeeksAccept400Error | SeeksAccept422Error | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            seek_id=seek_id,
            client=client,
        )
    ).parsed
