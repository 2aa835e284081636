from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.app import App
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.invalid_input_bad_request_error import InvalidInputBadRequestError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.registration_required_error import RegistrationRequiredError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.too_many_apps_error import TooManyAppsError
from ...types import Response


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/apps",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | list[App]
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = App.from_dict(response_200_item_data)

            response_200.append(response_200_item)

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

    if response.status_code == 409:
        response_409 = TooManyAppsError.from_dict(response.json())

        return response_409

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
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | list[App]
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
) -> Response[
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | list[App]
]:
    """The apps the caller registered

     Newest first; never a secret. Never open to an OAuth access token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RegistrationRequiredError | ServiceUnavailableError | ThrottledError | TooManyAppsError | list[App]]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | list[App]
    | None
):
    """The apps the caller registered

     Newest first; never a secret. Never open to an OAuth access token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RegistrationRequiredError | ServiceUnavailableError | ThrottledError | TooManyAppsError | list[App]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | list[App]
]:
    """The apps the caller registered

     Newest first; never a secret. Never open to an OAuth access token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RegistrationRequiredError | ServiceUnavailableError | ThrottledError | TooManyAppsError | list[App]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RegistrationRequiredError
    | ServiceUnavailableError
    | ThrottledError
    | TooManyAppsError
    | list[App]
    | None
):
    """The apps the caller registered

     Newest first; never a secret. Never open to an OAuth access token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | InvalidInputBadRequestError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RegistrationRequiredError | ServiceUnavailableError | ThrottledError | TooManyAppsError | list[App]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
