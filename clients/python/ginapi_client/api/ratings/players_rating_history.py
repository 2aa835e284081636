from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.players_rating_history_400_error import PlayersRatingHistory400Error
from ...models.players_rating_history_ruleset import PlayersRatingHistoryRuleset
from ...models.rating_history_step import RatingHistoryStep
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: UUID,
    *,
    ruleset: PlayersRatingHistoryRuleset | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_ruleset: str | Unset = UNSET
    if not isinstance(ruleset, Unset):
        json_ruleset = ruleset.value

    params["ruleset"] = json_ruleset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/players/{player_id}/rating-history".format(
            player_id=quote(str(player_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayersRatingHistory400Error
    | ServiceUnavailableError
    | ThrottledError
    | list[RatingHistoryStep]
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = RatingHistoryStep.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = PlayersRatingHistory400Error.from_dict(response.json())

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
    | PlayersRatingHistory400Error
    | ServiceUnavailableError
    | ThrottledError
    | list[RatingHistoryStep]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    ruleset: PlayersRatingHistoryRuleset | Unset = UNSET,
) -> Response[
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayersRatingHistory400Error
    | ServiceUnavailableError
    | ThrottledError
    | list[RatingHistoryStep]
]:
    """A player's rating after each rated game, oldest first

     Public: no token needed. An unknown player: 404.

    Rate limit: 600 requests per 60 s per player (`lobby_reads`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        player_id (UUID):
        ruleset (PlayersRatingHistoryRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayersRatingHistory400Error | ServiceUnavailableError | ThrottledError | list[RatingHistoryStep]]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        ruleset=ruleset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    ruleset: PlayersRatingHistoryRuleset | Unset = UNSET,
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayersRatingHistory400Error
    | ServiceUnavailableError
    | ThrottledError
    | list[RatingHistoryStep]
    | None
):
    """A player's rating after each rated game, oldest first

     Public: no token needed. An unknown player: 404.

    Rate limit: 600 requests per 60 s per player (`lobby_reads`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        player_id (UUID):
        ruleset (PlayersRatingHistoryRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayersRatingHistory400Error | ServiceUnavailableError | ThrottledError | list[RatingHistoryStep]
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        ruleset=ruleset,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    ruleset: PlayersRatingHistoryRuleset | Unset = UNSET,
) -> Response[
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayersRatingHistory400Error
    | ServiceUnavailableError
    | ThrottledError
    | list[RatingHistoryStep]
]:
    """A player's rating after each rated game, oldest first

     Public: no token needed. An unknown player: 404.

    Rate limit: 600 requests per 60 s per player (`lobby_reads`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        player_id (UUID):
        ruleset (PlayersRatingHistoryRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayersRatingHistory400Error | ServiceUnavailableError | ThrottledError | list[RatingHistoryStep]]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        ruleset=ruleset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    ruleset: PlayersRatingHistoryRuleset | Unset = UNSET,
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | PlayersRatingHistory400Error
    | ServiceUnavailableError
    | ThrottledError
    | list[RatingHistoryStep]
    | None
):
    """A player's rating after each rated game, oldest first

     Public: no token needed. An unknown player: 404.

    Rate limit: 600 requests per 60 s per player (`lobby_reads`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        player_id (UUID):
        ruleset (PlayersRatingHistoryRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | PlayersRatingHistory400Error | ServiceUnavailableError | ThrottledError | list[RatingHistoryStep]
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            ruleset=ruleset,
        )
    ).parsed
