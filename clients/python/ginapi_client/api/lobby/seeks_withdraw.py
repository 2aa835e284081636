from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.invalid_input_bad_request_error import InvalidInputBadRequestError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.seek_taken_error import SeekTakenError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...types import Response


def _get_kwargs(
    seek_id: UUID,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/seeks/{seek_id}".format(
            seek_id=quote(str(seek_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | SeekTakenError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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

    if response.status_code == 409:
        response_409 = SeekTakenError.from_dict(response.json())

        return response_409

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
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | SeekTakenError
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
    seek_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | SeekTakenError
    | ServiceUnavailableError
    | ThrottledError
]:
    """Withdraw your seek

     `204`. Another player's seek (or none): 404. A seek already paired: 409 `seek_taken`. One already
    withdrawn or lapsed: 204 again.

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        seek_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | SeekTakenError | ServiceUnavailableError | ThrottledError]
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
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | SeekTakenError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """Withdraw your seek

     `204`. Another player's seek (or none): 404. A seek already paired: 409 `seek_taken`. One already
    withdrawn or lapsed: 204 again.

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        seek_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | SeekTakenError | ServiceUnavailableError | ThrottledError
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
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | SeekTakenError
    | ServiceUnavailableError
    | ThrottledError
]:
    """Withdraw your seek

     `204`. Another player's seek (or none): 404. A seek already paired: 409 `seek_taken`. One already
    withdrawn or lapsed: 204 again.

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        seek_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | SeekTakenError | ServiceUnavailableError | ThrottledError]
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
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | SeekTakenError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """Withdraw your seek

     `204`. Another player's seek (or none): 404. A seek already paired: 409 `seek_taken`. One already
    withdrawn or lapsed: 204 again.

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        seek_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | SeekTakenError | ServiceUnavailableError | ThrottledError
    """

    return (
        await asyncio_detailed(
            seek_id=seek_id,
            client=client,
        )
    ).parsed
