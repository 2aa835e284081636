from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.invalid_input_bad_request_error import InvalidInputBadRequestError
from ...models.not_a_human_game_game_not_finished_error import NotAHumanGameGameNotFinishedError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_no_rematch_offer_error import NotFoundNoRematchOfferError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...types import Response


def _get_kwargs(
    game_id: UUID,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/games/{game_id}/rematch".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAHumanGameGameNotFinishedError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoRematchOfferError
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
        response_404 = NotFoundNoRematchOfferError.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = NotAHumanGameGameNotFinishedError.from_dict(response.json())

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
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAHumanGameGameNotFinishedError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoRematchOfferError
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
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAHumanGameGameNotFinishedError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoRematchOfferError
    | ServiceUnavailableError
    | ThrottledError
]:
    """Withdraw your rematch offer, or decline the other's

     `204`; the other seat hears `rematch_withdrawn` (the offerer withdrew) or `rematch_declined`
    (`game`) on its player stream. No open offer on the game: 404 `no_rematch_offer`.

    Rate limit: 60 requests per 60 s per player (`rematch`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | InsufficientScopeError | InvalidInputBadRequestError | NotAHumanGameGameNotFinishedError | NotAuthenticatedAuthenticationFailedError | NotFoundNoRematchOfferError | ServiceUnavailableError | ThrottledError]
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
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAHumanGameGameNotFinishedError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoRematchOfferError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """Withdraw your rematch offer, or decline the other's

     `204`; the other seat hears `rematch_withdrawn` (the offerer withdrew) or `rematch_declined`
    (`game`) on its player stream. No open offer on the game: 404 `no_rematch_offer`.

    Rate limit: 60 requests per 60 s per player (`rematch`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | InsufficientScopeError | InvalidInputBadRequestError | NotAHumanGameGameNotFinishedError | NotAuthenticatedAuthenticationFailedError | NotFoundNoRematchOfferError | ServiceUnavailableError | ThrottledError
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
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAHumanGameGameNotFinishedError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoRematchOfferError
    | ServiceUnavailableError
    | ThrottledError
]:
    """Withdraw your rematch offer, or decline the other's

     `204`; the other seat hears `rematch_withdrawn` (the offerer withdrew) or `rematch_declined`
    (`game`) on its player stream. No open offer on the game: 404 `no_rematch_offer`.

    Rate limit: 60 requests per 60 s per player (`rematch`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | InsufficientScopeError | InvalidInputBadRequestError | NotAHumanGameGameNotFinishedError | NotAuthenticatedAuthenticationFailedError | NotFoundNoRematchOfferError | ServiceUnavailableError | ThrottledError]
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
    Any
    | InsufficientScopeError
    | InvalidInputBadRequestError
    | NotAHumanGameGameNotFinishedError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoRematchOfferError
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """Withdraw your rematch offer, or decline the other's

     `204`; the other seat hears `rematch_withdrawn` (the offerer withdrew) or `rematch_declined`
    (`game`) on its player stream. No open offer on the game: 404 `no_rematch_offer`.

    Rate limit: 60 requests per 60 s per player (`rematch`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | InsufficientScopeError | InvalidInputBadRequestError | NotAHumanGameGameNotFinishedError | NotAuthenticatedAuthenticationFailedError | NotFoundNoRematchOfferError | ServiceUnavailableError | ThrottledError
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
