from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.app_create_request_request import AppCreateRequestRequest
from ...models.app_created import AppCreated
from ...models.apps_create_400_error import AppsCreate400Error
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.registration_required_error import RegistrationRequiredError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.too_many_apps_error import TooManyAppsError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    *,
    body: AppCreateRequestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/apps",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AppCreated
    | AppsCreate400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 201:
        response_201 = AppCreated.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = AppsCreate400Error.from_dict(response.json())

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
        response_409 = TooManyAppsError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = RegistrationRequiredError.from_dict(response.json())

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
    AppCreated
    | AppsCreate400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
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
    client: AuthenticatedClient,
    body: AppCreateRequestRequest,
) -> Response[
    AppCreated
    | AppsCreate400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | UnsupportedMediaTypeError
]:
    """Register a third-party app

     A registered player registers an app that will ask players for access through `GET /oauth/authorize`
    (authorization code with PKCE S256). A guest: 422 `registration_required`. Never open to an OAuth
    access token.

    Rate limit: 10 requests per 3600 s per player (`apps`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        body (AppCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppCreated | AppsCreate400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RegistrationRequiredError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | TooManyAppsError | UnsupportedMediaTypeError]
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
    client: AuthenticatedClient,
    body: AppCreateRequestRequest,
) -> (
    AppCreated
    | AppsCreate400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | UnsupportedMediaTypeError
    | None
):
    """Register a third-party app

     A registered player registers an app that will ask players for access through `GET /oauth/authorize`
    (authorization code with PKCE S256). A guest: 422 `registration_required`. Never open to an OAuth
    access token.

    Rate limit: 10 requests per 3600 s per player (`apps`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        body (AppCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppCreated | AppsCreate400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RegistrationRequiredError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | TooManyAppsError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AppCreateRequestRequest,
) -> Response[
    AppCreated
    | AppsCreate400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | UnsupportedMediaTypeError
]:
    """Register a third-party app

     A registered player registers an app that will ask players for access through `GET /oauth/authorize`
    (authorization code with PKCE S256). A guest: 422 `registration_required`. Never open to an OAuth
    access token.

    Rate limit: 10 requests per 3600 s per player (`apps`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        body (AppCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppCreated | AppsCreate400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RegistrationRequiredError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | TooManyAppsError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AppCreateRequestRequest,
) -> (
    AppCreated
    | AppsCreate400Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | UnsupportedMediaTypeError
    | None
):
    """Register a third-party app

     A registered player registers an app that will ask players for access through `GET /oauth/authorize`
    (authorization code with PKCE S256). A guest: 422 `registration_required`. Never open to an OAuth
    access token.

    Rate limit: 10 requests per 3600 s per player (`apps`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        body (AppCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppCreated | AppsCreate400Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RegistrationRequiredError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | TooManyAppsError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
