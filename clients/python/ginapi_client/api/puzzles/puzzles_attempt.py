from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.illegal_action_error import IllegalActionError
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_puzzle_not_found_error import NotFoundPuzzleNotFoundError
from ...models.puzzle_attempt_request_request import PuzzleAttemptRequestRequest
from ...models.puzzle_attempt_result import PuzzleAttemptResult
from ...models.puzzles_attempt_400_error import PuzzlesAttempt400Error
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    puzzle_id: str,
    *,
    body: PuzzleAttemptRequestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/puzzles/{puzzle_id}/attempt".format(
            puzzle_id=quote(str(puzzle_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    IllegalActionError
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundPuzzleNotFoundError
    | PuzzleAttemptResult
    | PuzzlesAttempt400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 200:
        response_200 = PuzzleAttemptResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PuzzlesAttempt400Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = NotAuthenticatedAuthenticationFailedError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = InsufficientScopeError.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = NotFoundPuzzleNotFoundError.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = IllegalActionError.from_dict(response.json())

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
    IllegalActionError
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundPuzzleNotFoundError
    | PuzzleAttemptResult
    | PuzzlesAttempt400Error
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
    puzzle_id: str,
    *,
    client: AuthenticatedClient,
    body: PuzzleAttemptRequestRequest,
) -> Response[
    IllegalActionError
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundPuzzleNotFoundError
    | PuzzleAttemptResult
    | PuzzlesAttempt400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Answer a puzzle with one action

     Whether the action is the best, the best action (`solution`), and every legal action's expected
    points of the hand to the seat (`values`, best first). The caller's first attempt of a puzzle is
    rated when the caller is registered: one Glicko-2 game between the player and the puzzle, won when
    the action is the best (`rating_change`); later attempts, guests' and a streak's are unrated
    (`rating_change` null). The streak's puzzle (GET /puzzles/next?mode=streak): a best action adds one
    to the streak, another ends it. An action not legal in the position: 422 `illegal_action`. Scope
    `puzzles:play`. Throttled per player (THROTTLE_PUZZLE_ATTEMPTS).

    Rate limit: 120 requests per 60 s per player (`puzzle_attempts`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        puzzle_id (str):
        body (PuzzleAttemptRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IllegalActionError | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundPuzzleNotFoundError | PuzzleAttemptResult | PuzzlesAttempt400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        puzzle_id=puzzle_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    puzzle_id: str,
    *,
    client: AuthenticatedClient,
    body: PuzzleAttemptRequestRequest,
) -> (
    IllegalActionError
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundPuzzleNotFoundError
    | PuzzleAttemptResult
    | PuzzlesAttempt400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Answer a puzzle with one action

     Whether the action is the best, the best action (`solution`), and every legal action's expected
    points of the hand to the seat (`values`, best first). The caller's first attempt of a puzzle is
    rated when the caller is registered: one Glicko-2 game between the player and the puzzle, won when
    the action is the best (`rating_change`); later attempts, guests' and a streak's are unrated
    (`rating_change` null). The streak's puzzle (GET /puzzles/next?mode=streak): a best action adds one
    to the streak, another ends it. An action not legal in the position: 422 `illegal_action`. Scope
    `puzzles:play`. Throttled per player (THROTTLE_PUZZLE_ATTEMPTS).

    Rate limit: 120 requests per 60 s per player (`puzzle_attempts`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        puzzle_id (str):
        body (PuzzleAttemptRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IllegalActionError | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundPuzzleNotFoundError | PuzzleAttemptResult | PuzzlesAttempt400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        puzzle_id=puzzle_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    puzzle_id: str,
    *,
    client: AuthenticatedClient,
    body: PuzzleAttemptRequestRequest,
) -> Response[
    IllegalActionError
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundPuzzleNotFoundError
    | PuzzleAttemptResult
    | PuzzlesAttempt400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Answer a puzzle with one action

     Whether the action is the best, the best action (`solution`), and every legal action's expected
    points of the hand to the seat (`values`, best first). The caller's first attempt of a puzzle is
    rated when the caller is registered: one Glicko-2 game between the player and the puzzle, won when
    the action is the best (`rating_change`); later attempts, guests' and a streak's are unrated
    (`rating_change` null). The streak's puzzle (GET /puzzles/next?mode=streak): a best action adds one
    to the streak, another ends it. An action not legal in the position: 422 `illegal_action`. Scope
    `puzzles:play`. Throttled per player (THROTTLE_PUZZLE_ATTEMPTS).

    Rate limit: 120 requests per 60 s per player (`puzzle_attempts`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        puzzle_id (str):
        body (PuzzleAttemptRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IllegalActionError | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundPuzzleNotFoundError | PuzzleAttemptResult | PuzzlesAttempt400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        puzzle_id=puzzle_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    puzzle_id: str,
    *,
    client: AuthenticatedClient,
    body: PuzzleAttemptRequestRequest,
) -> (
    IllegalActionError
    | InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundPuzzleNotFoundError
    | PuzzleAttemptResult
    | PuzzlesAttempt400Error
    | RequestTooLargeError
    | ServiceUnavailableError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Answer a puzzle with one action

     Whether the action is the best, the best action (`solution`), and every legal action's expected
    points of the hand to the seat (`values`, best first). The caller's first attempt of a puzzle is
    rated when the caller is registered: one Glicko-2 game between the player and the puzzle, won when
    the action is the best (`rating_change`); later attempts, guests' and a streak's are unrated
    (`rating_change` null). The streak's puzzle (GET /puzzles/next?mode=streak): a best action adds one
    to the streak, another ends it. An action not legal in the position: 422 `illegal_action`. Scope
    `puzzles:play`. Throttled per player (THROTTLE_PUZZLE_ATTEMPTS).

    Rate limit: 120 requests per 60 s per player (`puzzle_attempts`). See the RateLimit and RateLimit-
    Policy headers.

    Args:
        puzzle_id (str):
        body (PuzzleAttemptRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IllegalActionError | InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundPuzzleNotFoundError | PuzzleAttemptResult | PuzzlesAttempt400Error | RequestTooLargeError | ServiceUnavailableError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            puzzle_id=puzzle_id,
            client=client,
            body=body,
        )
    ).parsed
