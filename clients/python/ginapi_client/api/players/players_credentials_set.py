from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.already_registered_error import AlreadyRegisteredError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.player_credentials_request_request import PlayerCredentialsRequestRequest
from ...models.player_profile import PlayerProfile
from ...models.players_credentials_set_400_error import PlayersCredentialsSet400Error
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...models.username_taken_error import UsernameTakenError
from ...types import Response


def _get_kwargs(
    *,
    body: PlayerCredentialsRequestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/players/me/credentials",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AlreadyRegisteredError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersCredentialsSet400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | UsernameTakenError
    | None
):
    if response.status_code == 200:
        response_200 = PlayerProfile.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PlayersCredentialsSet400Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = NotAuthenticatedAuthenticationFailedError.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UsernameTakenError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = AlreadyRegisteredError.from_dict(response.json())

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
    AlreadyRegisteredError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersCredentialsSet400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | UsernameTakenError
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
    body: PlayerCredentialsRequestRequest,
) -> Response[
    AlreadyRegisteredError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersCredentialsSet400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | UsernameTakenError
]:
    """Register the caller: a username and password for other devices

     The guest calling becomes a registered player: from now on POST /api/v1/sessions with this username
    and password gives a new token for the same player (its games and stats) on another device. The
    caller's token keeps working. The username is unique ignoring case and kept as typed; the password
    must pass the password validators and only its hash is stored. Credentials are set once: a
    registered player gets 422 `already_registered`. A username in use (in any case) is 409
    `username_taken`. Attempts count against the same per-address limit as logins (429).

    Rate limit: 60 requests per 60 s per client address (`login_address`). See the RateLimit and
    RateLimit-Policy headers.

    Args:
        body (PlayerCredentialsRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AlreadyRegisteredError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayerProfile | PlayersCredentialsSet400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | UsernameTakenError]
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
    body: PlayerCredentialsRequestRequest,
) -> (
    AlreadyRegisteredError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersCredentialsSet400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | UsernameTakenError
    | None
):
    """Register the caller: a username and password for other devices

     The guest calling becomes a registered player: from now on POST /api/v1/sessions with this username
    and password gives a new token for the same player (its games and stats) on another device. The
    caller's token keeps working. The username is unique ignoring case and kept as typed; the password
    must pass the password validators and only its hash is stored. Credentials are set once: a
    registered player gets 422 `already_registered`. A username in use (in any case) is 409
    `username_taken`. Attempts count against the same per-address limit as logins (429).

    Rate limit: 60 requests per 60 s per client address (`login_address`). See the RateLimit and
    RateLimit-Policy headers.

    Args:
        body (PlayerCredentialsRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AlreadyRegisteredError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayerProfile | PlayersCredentialsSet400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | UsernameTakenError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PlayerCredentialsRequestRequest,
) -> Response[
    AlreadyRegisteredError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersCredentialsSet400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | UsernameTakenError
]:
    """Register the caller: a username and password for other devices

     The guest calling becomes a registered player: from now on POST /api/v1/sessions with this username
    and password gives a new token for the same player (its games and stats) on another device. The
    caller's token keeps working. The username is unique ignoring case and kept as typed; the password
    must pass the password validators and only its hash is stored. Credentials are set once: a
    registered player gets 422 `already_registered`. A username in use (in any case) is 409
    `username_taken`. Attempts count against the same per-address limit as logins (429).

    Rate limit: 60 requests per 60 s per client address (`login_address`). See the RateLimit and
    RateLimit-Policy headers.

    Args:
        body (PlayerCredentialsRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AlreadyRegisteredError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayerProfile | PlayersCredentialsSet400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | UsernameTakenError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PlayerCredentialsRequestRequest,
) -> (
    AlreadyRegisteredError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersCredentialsSet400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | UsernameTakenError
    | None
):
    """Register the caller: a username and password for other devices

     The guest calling becomes a registered player: from now on POST /api/v1/sessions with this username
    and password gives a new token for the same player (its games and stats) on another device. The
    caller's token keeps working. The username is unique ignoring case and kept as typed; the password
    must pass the password validators and only its hash is stored. Credentials are set once: a
    registered player gets 422 `already_registered`. A username in use (in any case) is 409
    `username_taken`. Attempts count against the same per-address limit as logins (429).

    Rate limit: 60 requests per 60 s per client address (`login_address`). See the RateLimit and
    RateLimit-Policy headers.

    Args:
        body (PlayerCredentialsRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AlreadyRegisteredError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayerProfile | PlayersCredentialsSet400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | UsernameTakenError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
