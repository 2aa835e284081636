from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.patched_player_rename_request_request import PatchedPlayerRenameRequestRequest
from ...models.player_profile import PlayerProfile
from ...models.players_me_rename_400_error import PlayersMeRename400Error
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PatchedPlayerRenameRequestRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/players/me",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersMeRename400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 200:
        response_200 = PlayerProfile.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PlayersMeRename400Error.from_dict(response.json())

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
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersMeRename400Error
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
    client: AuthenticatedClient,
    body: PatchedPlayerRenameRequestRequest | Unset = UNSET,
) -> Response[
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersMeRename400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Change the caller's display name

     A guest or registered player takes a new `display_name`, validated exactly as at POST
    /api/v1/players. Boards, games (the opponent's `display_name`, whose ETag changes with it) and
    streams show the new name from then on; past results are not rewritten, they are read with the
    player's current name. Throttled per player (`THROTTLE_PLAYER_RENAME`, 10 a minute by default);
    never open to an OAuth token. Bad input changes nothing.

    Rate limit: 10 requests per 60 s per player (`player_rename`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        body (PatchedPlayerRenameRequestRequest | Unset): The same ``display_name`` field, so the
            same validation, as at creation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayerProfile | PlayersMeRename400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
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
    body: PatchedPlayerRenameRequestRequest | Unset = UNSET,
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersMeRename400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Change the caller's display name

     A guest or registered player takes a new `display_name`, validated exactly as at POST
    /api/v1/players. Boards, games (the opponent's `display_name`, whose ETag changes with it) and
    streams show the new name from then on; past results are not rewritten, they are read with the
    player's current name. Throttled per player (`THROTTLE_PLAYER_RENAME`, 10 a minute by default);
    never open to an OAuth token. Bad input changes nothing.

    Rate limit: 10 requests per 60 s per player (`player_rename`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        body (PatchedPlayerRenameRequestRequest | Unset): The same ``display_name`` field, so the
            same validation, as at creation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayerProfile | PlayersMeRename400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchedPlayerRenameRequestRequest | Unset = UNSET,
) -> Response[
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersMeRename400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Change the caller's display name

     A guest or registered player takes a new `display_name`, validated exactly as at POST
    /api/v1/players. Boards, games (the opponent's `display_name`, whose ETag changes with it) and
    streams show the new name from then on; past results are not rewritten, they are read with the
    player's current name. Throttled per player (`THROTTLE_PLAYER_RENAME`, 10 a minute by default);
    never open to an OAuth token. Bad input changes nothing.

    Rate limit: 10 requests per 60 s per player (`player_rename`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        body (PatchedPlayerRenameRequestRequest | Unset): The same ``display_name`` field, so the
            same validation, as at creation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayerProfile | PlayersMeRename400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PatchedPlayerRenameRequestRequest | Unset = UNSET,
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayerProfile
    | PlayersMeRename400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Change the caller's display name

     A guest or registered player takes a new `display_name`, validated exactly as at POST
    /api/v1/players. Boards, games (the opponent's `display_name`, whose ETag changes with it) and
    streams show the new name from then on; past results are not rewritten, they are read with the
    player's current name. Throttled per player (`THROTTLE_PLAYER_RENAME`, 10 a minute by default);
    never open to an OAuth token. Bad input changes nothing.

    Rate limit: 10 requests per 60 s per player (`player_rename`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        body (PatchedPlayerRenameRequestRequest | Unset): The same ``display_name`` field, so the
            same validation, as at creation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayerProfile | PlayersMeRename400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
