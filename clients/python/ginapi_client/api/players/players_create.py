from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.not_found_error import NotFoundError
from ...models.player_create_request_request import PlayerCreateRequestRequest
from ...models.player_created import PlayerCreated
from ...models.players_create_400_error import PlayersCreate400Error
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    *,
    body: PlayerCreateRequestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/players",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    NotFoundError
    | PlayerCreated
    | PlayersCreate400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 201:
        response_201 = PlayerCreated.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = PlayersCreate400Error.from_dict(response.json())

        return response_400

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
    NotFoundError
    | PlayerCreated
    | PlayersCreate400Error
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
    client: AuthenticatedClient | Client,
    body: PlayerCreateRequestRequest,
) -> Response[
    NotFoundError
    | PlayerCreated
    | PlayersCreate400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Create a guest player

     A guest player: no password. The token in the answer is the player's session; send it as
    `Authorization: Bearer <token>`. Only its digest is stored, so it cannot be shown again.

    Rate limit: 120 requests per 60 s per client address (`players`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        body (PlayerCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NotFoundError | PlayerCreated | PlayersCreate400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
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
    client: AuthenticatedClient | Client,
    body: PlayerCreateRequestRequest,
) -> (
    NotFoundError
    | PlayerCreated
    | PlayersCreate400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Create a guest player

     A guest player: no password. The token in the answer is the player's session; send it as
    `Authorization: Bearer <token>`. Only its digest is stored, so it cannot be shown again.

    Rate limit: 120 requests per 60 s per client address (`players`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        body (PlayerCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NotFoundError | PlayerCreated | PlayersCreate400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PlayerCreateRequestRequest,
) -> Response[
    NotFoundError
    | PlayerCreated
    | PlayersCreate400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Create a guest player

     A guest player: no password. The token in the answer is the player's session; send it as
    `Authorization: Bearer <token>`. Only its digest is stored, so it cannot be shown again.

    Rate limit: 120 requests per 60 s per client address (`players`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        body (PlayerCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NotFoundError | PlayerCreated | PlayersCreate400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PlayerCreateRequestRequest,
) -> (
    NotFoundError
    | PlayerCreated
    | PlayersCreate400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Create a guest player

     A guest player: no password. The token in the answer is the player's session; send it as
    `Authorization: Bearer <token>`. Only its digest is stored, so it cannot be shown again.

    Rate limit: 120 requests per 60 s per client address (`players`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        body (PlayerCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NotFoundError | PlayerCreated | PlayersCreate400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
