from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.invalid_credentials_error import InvalidCredentialsError
from ...models.not_found_error import NotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.session_create_request_request import SessionCreateRequestRequest
from ...models.session_created import SessionCreated
from ...models.sessions_create_400_error import SessionsCreate400Error
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    *,
    body: SessionCreateRequestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    InvalidCredentialsError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | SessionCreated
    | SessionsCreate400Error
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 201:
        response_201 = SessionCreated.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = SessionsCreate400Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = InvalidCredentialsError.from_dict(response.json())

        return response_401

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
    InvalidCredentialsError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | SessionCreated
    | SessionsCreate400Error
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
    body: SessionCreateRequestRequest,
) -> Response[
    InvalidCredentialsError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | SessionCreated
    | SessionsCreate400Error
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Log in: a new token for a registered player on this device

     With the username (any case) and password set by POST /api/v1/players/me/credentials: a new bearer
    token for that player, the one this device sends from now on. Every device has its own token; the
    others keep working. A wrong password and an unknown username are the same 401
    `invalid_credentials`. Attempts are limited per username and per client address (429 with Retry-
    After).

    Rate limit: 60 requests per 60 s per client address (`login_address`); 10 requests per 60 s per
    username (`login_username`); 600 requests per 60 s per service (`login_global`). See the RateLimit
    and RateLimit-Policy headers.

    Args:
        body (SessionCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidCredentialsError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | SessionCreated | SessionsCreate400Error | ThrottledError | UnsupportedMediaTypeError]
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
    body: SessionCreateRequestRequest,
) -> (
    InvalidCredentialsError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | SessionCreated
    | SessionsCreate400Error
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Log in: a new token for a registered player on this device

     With the username (any case) and password set by POST /api/v1/players/me/credentials: a new bearer
    token for that player, the one this device sends from now on. Every device has its own token; the
    others keep working. A wrong password and an unknown username are the same 401
    `invalid_credentials`. Attempts are limited per username and per client address (429 with Retry-
    After).

    Rate limit: 60 requests per 60 s per client address (`login_address`); 10 requests per 60 s per
    username (`login_username`); 600 requests per 60 s per service (`login_global`). See the RateLimit
    and RateLimit-Policy headers.

    Args:
        body (SessionCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidCredentialsError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | SessionCreated | SessionsCreate400Error | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreateRequestRequest,
) -> Response[
    InvalidCredentialsError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | SessionCreated
    | SessionsCreate400Error
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Log in: a new token for a registered player on this device

     With the username (any case) and password set by POST /api/v1/players/me/credentials: a new bearer
    token for that player, the one this device sends from now on. Every device has its own token; the
    others keep working. A wrong password and an unknown username are the same 401
    `invalid_credentials`. Attempts are limited per username and per client address (429 with Retry-
    After).

    Rate limit: 60 requests per 60 s per client address (`login_address`); 10 requests per 60 s per
    username (`login_username`); 600 requests per 60 s per service (`login_global`). See the RateLimit
    and RateLimit-Policy headers.

    Args:
        body (SessionCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidCredentialsError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | SessionCreated | SessionsCreate400Error | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SessionCreateRequestRequest,
) -> (
    InvalidCredentialsError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | SessionCreated
    | SessionsCreate400Error
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Log in: a new token for a registered player on this device

     With the username (any case) and password set by POST /api/v1/players/me/credentials: a new bearer
    token for that player, the one this device sends from now on. Every device has its own token; the
    others keep working. A wrong password and an unknown username are the same 401
    `invalid_credentials`. Attempts are limited per username and per client address (429 with Retry-
    After).

    Rate limit: 60 requests per 60 s per client address (`login_address`); 10 requests per 60 s per
    username (`login_username`); 600 requests per 60 s per service (`login_global`). See the RateLimit
    and RateLimit-Policy headers.

    Args:
        body (SessionCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidCredentialsError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | SessionCreated | SessionsCreate400Error | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
