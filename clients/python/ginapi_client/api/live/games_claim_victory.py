from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.games_claim_victory_400_error import GamesClaimVictory400Error
from ...models.games_claim_victory_422_error import GamesClaimVictory422Error
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_error import NotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...models.version_conflict_error import VersionConflictError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: UUID,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/claim-victory".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Game
    | GamesClaimVictory400Error
    | GamesClaimVictory422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | VersionConflictError
    | None
):
    if response.status_code == 200:
        response_200 = Game.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GamesClaimVictory400Error.from_dict(response.json())

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
        response_409 = VersionConflictError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = GamesClaimVictory422Error.from_dict(response.json())

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
    | GamesClaimVictory400Error
    | GamesClaimVictory422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | VersionConflictError
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
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Game
    | GamesClaimVictory400Error
    | GamesClaimVictory422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | VersionConflictError
]:
    """Win a friend game whose opponent ran out of time

     A friend game gives the player on turn `FRIEND_TURN_SECONDS` (3 days by default) from the last
    action, shown as `turn_deadline`. Once it has passed, the other player (the one waiting) may claim
    victory: the game is finished, the claimant wins, and `final_scores.reason` is `timeout` (the move
    log records the opponent's resignation, so the game still replays from its seed and moves). Before
    the deadline: 422 `turn_not_expired`; on your own turn: 422 `claim_on_your_turn`.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesClaimVictory400Error | GamesClaimVictory422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | VersionConflictError]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    Game
    | GamesClaimVictory400Error
    | GamesClaimVictory422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | VersionConflictError
    | None
):
    """Win a friend game whose opponent ran out of time

     A friend game gives the player on turn `FRIEND_TURN_SECONDS` (3 days by default) from the last
    action, shown as `turn_deadline`. Once it has passed, the other player (the one waiting) may claim
    victory: the game is finished, the claimant wins, and `final_scores.reason` is `timeout` (the move
    log records the opponent's resignation, so the game still replays from its seed and moves). Before
    the deadline: 422 `turn_not_expired`; on your own turn: 422 `claim_on_your_turn`.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesClaimVictory400Error | GamesClaimVictory422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | VersionConflictError
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Game
    | GamesClaimVictory400Error
    | GamesClaimVictory422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | VersionConflictError
]:
    """Win a friend game whose opponent ran out of time

     A friend game gives the player on turn `FRIEND_TURN_SECONDS` (3 days by default) from the last
    action, shown as `turn_deadline`. Once it has passed, the other player (the one waiting) may claim
    victory: the game is finished, the claimant wins, and `final_scores.reason` is `timeout` (the move
    log records the opponent's resignation, so the game still replays from its seed and moves). Before
    the deadline: 422 `turn_not_expired`; on your own turn: 422 `claim_on_your_turn`.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | GamesClaimVictory400Error | GamesClaimVictory422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | VersionConflictError]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    Game
    | GamesClaimVictory400Error
    | GamesClaimVictory422Error
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | VersionConflictError
    | None
):
    """Win a friend game whose opponent ran out of time

     A friend game gives the player on turn `FRIEND_TURN_SECONDS` (3 days by default) from the last
    action, shown as `turn_deadline`. Once it has passed, the other player (the one waiting) may claim
    victory: the game is finished, the claimant wins, and `final_scores.reason` is `timeout` (the move
    log records the opponent's resignation, so the game still replays from its seed and moves). Before
    the deadline: 422 `turn_not_expired`; on your own turn: 422 `claim_on_your_turn`.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | GamesClaimVictory400Error | GamesClaimVictory422Error | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | VersionConflictError
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
