from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.seek import Seek
from ...models.seek_create_request_request import SeekCreateRequestRequest
from ...models.seeks_create_400_error import SeeksCreate400Error
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.too_many_seeks_registration_required_error import TooManySeeksRegistrationRequiredError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SeekCreateRequestRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/seeks",
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
    | RequestTooLargeError
    | Seek
    | SeeksCreate400Error
    | ServiceUnavailableError
    | ThrottledError
    | TooManySeeksRegistrationRequiredError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 201:
        response_201 = Seek.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = SeeksCreate400Error.from_dict(response.json())

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

    if response.status_code == 422:
        response_422 = TooManySeeksRegistrationRequiredError.from_dict(response.json())

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
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | Seek
    | SeeksCreate400Error
    | ServiceUnavailableError
    | ThrottledError
    | TooManySeeksRegistrationRequiredError
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
    body: SeekCreateRequestRequest | Unset = UNSET,
) -> Response[
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | Seek
    | SeeksCreate400Error
    | ServiceUnavailableError
    | ThrottledError
    | TooManySeeksRegistrationRequiredError
    | UnsupportedMediaTypeError
]:
    """Look for an opponent

     Posts a seek. If a compatible seek of another player is waiting (same ruleset, target and `rated`,
    each player's rating within the other's `rating_range`), the two are paired at once, the closest
    rating first: `game` is the new game and both players get `game_started` on their player stream.
    Otherwise the seek waits (`game` null) until someone accepts it or another compatible seek arrives;
    it lapses after `SEEK_TTL_SECONDS` (600), and its player then hears `seek_lapsed` (`{"seek": id}`).
    A player holds at most 3 open seeks (422 `too_many_seeks`) and is never paired with itself, from any
    device. Throttled: `THROTTLE_SEEKS` (60/minute per player).

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        body (SeekCreateRequestRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | Seek | SeeksCreate400Error | ServiceUnavailableError | ThrottledError | TooManySeeksRegistrationRequiredError | UnsupportedMediaTypeError]
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
    body: SeekCreateRequestRequest | Unset = UNSET,
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | Seek
    | SeeksCreate400Error
    | ServiceUnavailableError
    | ThrottledError
    | TooManySeeksRegistrationRequiredError
    | UnsupportedMediaTypeError
    | None
):
    """Look for an opponent

     Posts a seek. If a compatible seek of another player is waiting (same ruleset, target and `rated`,
    each player's rating within the other's `rating_range`), the two are paired at once, the closest
    rating first: `game` is the new game and both players get `game_started` on their player stream.
    Otherwise the seek waits (`game` null) until someone accepts it or another compatible seek arrives;
    it lapses after `SEEK_TTL_SECONDS` (600), and its player then hears `seek_lapsed` (`{"seek": id}`).
    A player holds at most 3 open seeks (422 `too_many_seeks`) and is never paired with itself, from any
    device. Throttled: `THROTTLE_SEEKS` (60/minute per player).

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        body (SeekCreateRequestRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | Seek | SeeksCreate400Error | ServiceUnavailableError | ThrottledError | TooManySeeksRegistrationRequiredError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SeekCreateRequestRequest | Unset = UNSET,
) -> Response[
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | Seek
    | SeeksCreate400Error
    | ServiceUnavailableError
    | ThrottledError
    | TooManySeeksRegistrationRequiredError
    | UnsupportedMediaTypeError
]:
    """Look for an opponent

     Posts a seek. If a compatible seek of another player is waiting (same ruleset, target and `rated`,
    each player's rating within the other's `rating_range`), the two are paired at once, the closest
    rating first: `game` is the new game and both players get `game_started` on their player stream.
    Otherwise the seek waits (`game` null) until someone accepts it or another compatible seek arrives;
    it lapses after `SEEK_TTL_SECONDS` (600), and its player then hears `seek_lapsed` (`{"seek": id}`).
    A player holds at most 3 open seeks (422 `too_many_seeks`) and is never paired with itself, from any
    device. Throttled: `THROTTLE_SEEKS` (60/minute per player).

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        body (SeekCreateRequestRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | Seek | SeeksCreate400Error | ServiceUnavailableError | ThrottledError | TooManySeeksRegistrationRequiredError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SeekCreateRequestRequest | Unset = UNSET,
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | Seek
    | SeeksCreate400Error
    | ServiceUnavailableError
    | ThrottledError
    | TooManySeeksRegistrationRequiredError
    | UnsupportedMediaTypeError
    | None
):
    """Look for an opponent

     Posts a seek. If a compatible seek of another player is waiting (same ruleset, target and `rated`,
    each player's rating within the other's `rating_range`), the two are paired at once, the closest
    rating first: `game` is the new game and both players get `game_started` on their player stream.
    Otherwise the seek waits (`game` null) until someone accepts it or another compatible seek arrives;
    it lapses after `SEEK_TTL_SECONDS` (600), and its player then hears `seek_lapsed` (`{"seek": id}`).
    A player holds at most 3 open seeks (422 `too_many_seeks`) and is never paired with itself, from any
    device. Throttled: `THROTTLE_SEEKS` (60/minute per player).

    Rate limit: 60 requests per 60 s per player (`seeks`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        body (SeekCreateRequestRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | Seek | SeeksCreate400Error | ServiceUnavailableError | ThrottledError | TooManySeeksRegistrationRequiredError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
