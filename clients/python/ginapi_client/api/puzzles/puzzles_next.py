from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.insufficient_scope_error import InsufficientScopeError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.not_found_no_puzzle_error import NotFoundNoPuzzleError
from ...models.puzzle import Puzzle
from ...models.puzzles_next_400_error import PuzzlesNext400Error
from ...models.puzzles_next_mode import PuzzlesNextMode
from ...models.puzzles_next_ruleset import PuzzlesNextRuleset
from ...models.puzzles_next_theme import PuzzlesNextTheme
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.throttled_error import ThrottledError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    mode: PuzzlesNextMode | Unset = UNSET,
    ruleset: PuzzlesNextRuleset | Unset = UNSET,
    theme: PuzzlesNextTheme | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_mode: str | Unset = UNSET
    if not isinstance(mode, Unset):
        json_mode = mode.value

    params["mode"] = json_mode

    json_ruleset: str | Unset = UNSET
    if not isinstance(ruleset, Unset):
        json_ruleset = ruleset.value

    params["ruleset"] = json_ruleset

    json_theme: str | Unset = UNSET
    if not isinstance(theme, Unset):
        json_theme = theme.value

    params["theme"] = json_theme

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/puzzles/next",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoPuzzleError
    | Puzzle
    | PuzzlesNext400Error
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    if response.status_code == 200:
        response_200 = Puzzle.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PuzzlesNext400Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = NotAuthenticatedAuthenticationFailedError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = InsufficientScopeError.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = NotFoundNoPuzzleError.from_dict(response.json())

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
    | NotFoundNoPuzzleError
    | Puzzle
    | PuzzlesNext400Error
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
    *,
    client: AuthenticatedClient,
    mode: PuzzlesNextMode | Unset = UNSET,
    ruleset: PuzzlesNextRuleset | Unset = UNSET,
    theme: PuzzlesNextTheme | Unset = UNSET,
) -> Response[
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoPuzzleError
    | Puzzle
    | PuzzlesNext400Error
    | ServiceUnavailableError
    | ThrottledError
]:
    """The next puzzle for the caller

     A decision from a finished hand where one action is clearly best (by the master's search from that
    seat's view, stable across two seeds), nearest the caller's puzzle rating and never one it has
    attempted; without a token, nearest 1500. The position is what that seat saw then, and nothing else:
    no player, no game, and nothing that tells the answer (POST .../attempt tells it). `?mode=streak`
    (token needed): unrated, the easiest puzzle at or above the streak's step (PUZZLE_STREAK_START +
    PUZZLE_STREAK_STEP x the streak), whose attempt then counts for the streak. Scope `puzzles:play`.
    Throttled per player (THROTTLE_PUZZLES).

    Rate limit: 300 requests per 60 s per player (`puzzles`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        mode (PuzzlesNextMode | Unset):
        ruleset (PuzzlesNextRuleset | Unset):
        theme (PuzzlesNextTheme | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundNoPuzzleError | Puzzle | PuzzlesNext400Error | ServiceUnavailableError | ThrottledError]
    """

    kwargs = _get_kwargs(
        mode=mode,
        ruleset=ruleset,
        theme=theme,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    mode: PuzzlesNextMode | Unset = UNSET,
    ruleset: PuzzlesNextRuleset | Unset = UNSET,
    theme: PuzzlesNextTheme | Unset = UNSET,
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoPuzzleError
    | Puzzle
    | PuzzlesNext400Error
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """The next puzzle for the caller

     A decision from a finished hand where one action is clearly best (by the master's search from that
    seat's view, stable across two seeds), nearest the caller's puzzle rating and never one it has
    attempted; without a token, nearest 1500. The position is what that seat saw then, and nothing else:
    no player, no game, and nothing that tells the answer (POST .../attempt tells it). `?mode=streak`
    (token needed): unrated, the easiest puzzle at or above the streak's step (PUZZLE_STREAK_START +
    PUZZLE_STREAK_STEP x the streak), whose attempt then counts for the streak. Scope `puzzles:play`.
    Throttled per player (THROTTLE_PUZZLES).

    Rate limit: 300 requests per 60 s per player (`puzzles`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        mode (PuzzlesNextMode | Unset):
        ruleset (PuzzlesNextRuleset | Unset):
        theme (PuzzlesNextTheme | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundNoPuzzleError | Puzzle | PuzzlesNext400Error | ServiceUnavailableError | ThrottledError
    """

    return sync_detailed(
        client=client,
        mode=mode,
        ruleset=ruleset,
        theme=theme,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    mode: PuzzlesNextMode | Unset = UNSET,
    ruleset: PuzzlesNextRuleset | Unset = UNSET,
    theme: PuzzlesNextTheme | Unset = UNSET,
) -> Response[
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoPuzzleError
    | Puzzle
    | PuzzlesNext400Error
    | ServiceUnavailableError
    | ThrottledError
]:
    """The next puzzle for the caller

     A decision from a finished hand where one action is clearly best (by the master's search from that
    seat's view, stable across two seeds), nearest the caller's puzzle rating and never one it has
    attempted; without a token, nearest 1500. The position is what that seat saw then, and nothing else:
    no player, no game, and nothing that tells the answer (POST .../attempt tells it). `?mode=streak`
    (token needed): unrated, the easiest puzzle at or above the streak's step (PUZZLE_STREAK_START +
    PUZZLE_STREAK_STEP x the streak), whose attempt then counts for the streak. Scope `puzzles:play`.
    Throttled per player (THROTTLE_PUZZLES).

    Rate limit: 300 requests per 60 s per player (`puzzles`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        mode (PuzzlesNextMode | Unset):
        ruleset (PuzzlesNextRuleset | Unset):
        theme (PuzzlesNextTheme | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundNoPuzzleError | Puzzle | PuzzlesNext400Error | ServiceUnavailableError | ThrottledError]
    """

    kwargs = _get_kwargs(
        mode=mode,
        ruleset=ruleset,
        theme=theme,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    mode: PuzzlesNextMode | Unset = UNSET,
    ruleset: PuzzlesNextRuleset | Unset = UNSET,
    theme: PuzzlesNextTheme | Unset = UNSET,
) -> (
    InsufficientScopeError
    | NotAuthenticatedAuthenticationFailedError
    | NotFoundNoPuzzleError
    | Puzzle
    | PuzzlesNext400Error
    | ServiceUnavailableError
    | ThrottledError
    | None
):
    """The next puzzle for the caller

     A decision from a finished hand where one action is clearly best (by the master's search from that
    seat's view, stable across two seeds), nearest the caller's puzzle rating and never one it has
    attempted; without a token, nearest 1500. The position is what that seat saw then, and nothing else:
    no player, no game, and nothing that tells the answer (POST .../attempt tells it). `?mode=streak`
    (token needed): unrated, the easiest puzzle at or above the streak's step (PUZZLE_STREAK_START +
    PUZZLE_STREAK_STEP x the streak), whose attempt then counts for the streak. Scope `puzzles:play`.
    Throttled per player (THROTTLE_PUZZLES).

    Rate limit: 300 requests per 60 s per player (`puzzles`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        mode (PuzzlesNextMode | Unset):
        ruleset (PuzzlesNextRuleset | Unset):
        theme (PuzzlesNextTheme | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InsufficientScopeError | NotAuthenticatedAuthenticationFailedError | NotFoundNoPuzzleError | Puzzle | PuzzlesNext400Error | ServiceUnavailableError | ThrottledError
    """

    return (
        await asyncio_detailed(
            client=client,
            mode=mode,
            ruleset=ruleset,
            theme=theme,
        )
    ).parsed
