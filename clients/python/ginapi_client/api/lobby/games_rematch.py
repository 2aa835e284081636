from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.games_rematch_400_error import GamesRematch400Error
from ...models.games_rematch_422_error import GamesRematch422Error
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.rematch_already_offered_rematch_started_error import RematchAlreadyOfferedRematchStartedError
from ...models.rematch_offer import RematchOffer
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    game_id: UUID,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/rematch".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Game
    | RematchOffer
    | GamesRematch400Error
    | GamesRematch422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RematchAlreadyOfferedRematchStartedError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 201:

        def _parse_response_201(data: object) -> Game | RematchOffer:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_rematch_answer_type_0 = RematchOffer.from_dict(data)

                return componentsschemas_rematch_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_rematch_answer_type_1 = Game.from_dict(data)

            return componentsschemas_rematch_answer_type_1

        response_201 = _parse_response_201(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = GamesRematch400Error.from_dict(response.json())

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
        response_409 = RematchAlreadyOfferedRematchStartedError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = GamesRematch422Error.from_dict(response.json())

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
    Game
    | RematchOffer
    | GamesRematch400Error
    | GamesRematch422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RematchAlreadyOfferedRematchStartedError
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
    game_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[
    Game
    | RematchOffer
    | GamesRematch400Error
    | GamesRematch422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RematchAlreadyOfferedRematchStartedError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Offer a rematch, or accept the one offered

     By a seat of a finished game between two players. The first call offers: `201` the offer, and the
    other seat hears `rematch_offered` (`game`, `expires_at`) on its player stream. The same call by the
    other seat accepts: `201` the new game as you see it, with the same ruleset, rules, target and
    `rated`, the same seats, and the dealer swapped; both seats hear `game_started`. An offer lapses
    after `REMATCH_TTL_SECONDS` (300). A game against the AI: 422 `not_a_human_game`; a game not over:
    422 `game_not_finished`; offering twice: 409 `rematch_already_offered`; a game already played again:
    409 `rematch_started`; not your game: 404.

    Rate limit: 60 requests per 60 s per player (`rematch`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | RematchOffer | GamesRematch400Error | GamesRematch422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RematchAlreadyOfferedRematchStartedError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
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
    Game
    | RematchOffer
    | GamesRematch400Error
    | GamesRematch422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RematchAlreadyOfferedRematchStartedError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Offer a rematch, or accept the one offered

     By a seat of a finished game between two players. The first call offers: `201` the offer, and the
    other seat hears `rematch_offered` (`game`, `expires_at`) on its player stream. The same call by the
    other seat accepts: `201` the new game as you see it, with the same ruleset, rules, target and
    `rated`, the same seats, and the dealer swapped; both seats hear `game_started`. An offer lapses
    after `REMATCH_TTL_SECONDS` (300). A game against the AI: 422 `not_a_human_game`; a game not over:
    422 `game_not_finished`; offering twice: 409 `rematch_already_offered`; a game already played again:
    409 `rematch_started`; not your game: 404.

    Rate limit: 60 requests per 60 s per player (`rematch`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | RematchOffer | GamesRematch400Error | GamesRematch422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RematchAlreadyOfferedRematchStartedError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
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
    Game
    | RematchOffer
    | GamesRematch400Error
    | GamesRematch422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RematchAlreadyOfferedRematchStartedError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Offer a rematch, or accept the one offered

     By a seat of a finished game between two players. The first call offers: `201` the offer, and the
    other seat hears `rematch_offered` (`game`, `expires_at`) on its player stream. The same call by the
    other seat accepts: `201` the new game as you see it, with the same ruleset, rules, target and
    `rated`, the same seats, and the dealer swapped; both seats hear `game_started`. An offer lapses
    after `REMATCH_TTL_SECONDS` (300). A game against the AI: 422 `not_a_human_game`; a game not over:
    422 `game_not_finished`; offering twice: 409 `rematch_already_offered`; a game already played again:
    409 `rematch_started`; not your game: 404.

    Rate limit: 60 requests per 60 s per player (`rematch`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | RematchOffer | GamesRematch400Error | GamesRematch422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RematchAlreadyOfferedRematchStartedError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
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
    Game
    | RematchOffer
    | GamesRematch400Error
    | GamesRematch422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RematchAlreadyOfferedRematchStartedError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Offer a rematch, or accept the one offered

     By a seat of a finished game between two players. The first call offers: `201` the offer, and the
    other seat hears `rematch_offered` (`game`, `expires_at`) on its player stream. The same call by the
    other seat accepts: `201` the new game as you see it, with the same ruleset, rules, target and
    `rated`, the same seats, and the dealer swapped; both seats hear `game_started`. An offer lapses
    after `REMATCH_TTL_SECONDS` (300). A game against the AI: 422 `not_a_human_game`; a game not over:
    422 `game_not_finished`; offering twice: 409 `rematch_already_offered`; a game already played again:
    409 `rematch_started`; not your game: 404.

    Rate limit: 60 requests per 60 s per player (`rematch`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | RematchOffer | GamesRematch400Error | GamesRematch422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RematchAlreadyOfferedRematchStartedError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
