from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.games_moves_create_400_error import GamesMovesCreate400Error
from ...models.games_moves_create_422_error import GamesMovesCreate422Error
from ...models.move_create_request_request import MoveCreateRequestRequest
from ...models.move_result import MoveResult
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
    body: MoveCreateRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GamesMovesCreate400Error
    | GamesMovesCreate422Error
    | MoveResult
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
        response_200 = MoveResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GamesMovesCreate400Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = NotAuthenticatedAuthenticationFailedError.from_dict(response.json())

        return response_401

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
        response_422 = GamesMovesCreate422Error.from_dict(response.json())

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
    GamesMovesCreate400Error
    | GamesMovesCreate422Error
    | MoveResult
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
    body: MoveCreateRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    GamesMovesCreate400Error
    | GamesMovesCreate422Error
    | MoveResult
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | VersionConflictError
]:
    """Play an action

     Applies the action, then (against the AI) the AI's replies, in one transaction. Each applied action
    adds one to `version`. An action that is not legal now is a 422 whose `code` says why
    (not_your_turn, must_draw_first, card_not_in_hand, deadwood_too_high, ...); a stale
    `expected_version` is a 409. Either way nothing changes. Moves sent at once on one game apply one
    after the other, each on the state the one before left (a 409 `version_conflict` without
    `expected_version` means the game kept changing under the move: read it and retry). Gin is a knock
    with 0 deadwood: the hand result says `gin`.

    Rate limit: 1200 requests per 60 s per player (`moves`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):
        body (MoveCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamesMovesCreate400Error | GamesMovesCreate422Error | MoveResult | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | VersionConflictError]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
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
    body: MoveCreateRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> (
    GamesMovesCreate400Error
    | GamesMovesCreate422Error
    | MoveResult
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | VersionConflictError
    | None
):
    """Play an action

     Applies the action, then (against the AI) the AI's replies, in one transaction. Each applied action
    adds one to `version`. An action that is not legal now is a 422 whose `code` says why
    (not_your_turn, must_draw_first, card_not_in_hand, deadwood_too_high, ...); a stale
    `expected_version` is a 409. Either way nothing changes. Moves sent at once on one game apply one
    after the other, each on the state the one before left (a 409 `version_conflict` without
    `expected_version` means the game kept changing under the move: read it and retry). Gin is a knock
    with 0 deadwood: the hand result says `gin`.

    Rate limit: 1200 requests per 60 s per player (`moves`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):
        body (MoveCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamesMovesCreate400Error | GamesMovesCreate422Error | MoveResult | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | VersionConflictError
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    body: MoveCreateRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    GamesMovesCreate400Error
    | GamesMovesCreate422Error
    | MoveResult
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | VersionConflictError
]:
    """Play an action

     Applies the action, then (against the AI) the AI's replies, in one transaction. Each applied action
    adds one to `version`. An action that is not legal now is a 422 whose `code` says why
    (not_your_turn, must_draw_first, card_not_in_hand, deadwood_too_high, ...); a stale
    `expected_version` is a 409. Either way nothing changes. Moves sent at once on one game apply one
    after the other, each on the state the one before left (a 409 `version_conflict` without
    `expected_version` means the game kept changing under the move: read it and retry). Gin is a knock
    with 0 deadwood: the hand result says `gin`.

    Rate limit: 1200 requests per 60 s per player (`moves`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):
        body (MoveCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamesMovesCreate400Error | GamesMovesCreate422Error | MoveResult | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | VersionConflictError]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    body: MoveCreateRequestRequest,
    idempotency_key: str | Unset = UNSET,
) -> (
    GamesMovesCreate400Error
    | GamesMovesCreate422Error
    | MoveResult
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | VersionConflictError
    | None
):
    """Play an action

     Applies the action, then (against the AI) the AI's replies, in one transaction. Each applied action
    adds one to `version`. An action that is not legal now is a 422 whose `code` says why
    (not_your_turn, must_draw_first, card_not_in_hand, deadwood_too_high, ...); a stale
    `expected_version` is a 409. Either way nothing changes. Moves sent at once on one game apply one
    after the other, each on the state the one before left (a 409 `version_conflict` without
    `expected_version` means the game kept changing under the move: read it and retry). Gin is a knock
    with 0 deadwood: the hand result says `gin`.

    Rate limit: 1200 requests per 60 s per player (`moves`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):
        body (MoveCreateRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamesMovesCreate400Error | GamesMovesCreate422Error | MoveResult | NotAuthenticatedAuthenticationFailedError | NotFoundError | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError | VersionConflictError
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
