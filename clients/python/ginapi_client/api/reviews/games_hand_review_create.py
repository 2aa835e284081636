from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.games_hand_review_create_400_error import GamesHandReviewCreate400Error
from ...models.games_hand_review_create_404_error import GamesHandReviewCreate404Error
from ...models.games_hand_review_create_seat import GamesHandReviewCreateSeat
from ...models.hand_not_ended_daily_not_over_error import HandNotEndedDailyNotOverError
from ...models.hand_review import HandReview
from ...models.insufficient_scope_review_other_seat_error import InsufficientScopeReviewOtherSeatError
from ...models.not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_busy_error import ServiceUnavailableBusyError
from ...models.throttled_error import ThrottledError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: UUID,
    hand: int,
    *,
    seat: GamesHandReviewCreateSeat | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_seat: str | Unset = UNSET
    if not isinstance(seat, Unset):
        json_seat = seat.value

    params["seat"] = json_seat

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/hands/{hand}/review".format(
            game_id=quote(str(game_id), safe=""),
            hand=quote(str(hand), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GamesHandReviewCreate400Error
    | GamesHandReviewCreate404Error
    | HandNotEndedDailyNotOverError
    | HandReview
    | InsufficientScopeReviewOtherSeatError
    | NotAuthenticatedAuthenticationFailedError
    | RequestTooLargeError
    | ServiceUnavailableBusyError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 200:
        response_200 = HandReview.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = HandReview.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = GamesHandReviewCreate400Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = NotAuthenticatedAuthenticationFailedError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = InsufficientScopeReviewOtherSeatError.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GamesHandReviewCreate404Error.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = HandNotEndedDailyNotOverError.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ThrottledError.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ServiceUnavailableBusyError.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GamesHandReviewCreate400Error
    | GamesHandReviewCreate404Error
    | HandNotEndedDailyNotOverError
    | HandReview
    | InsufficientScopeReviewOtherSeatError
    | NotAuthenticatedAuthenticationFailedError
    | RequestTooLargeError
    | ServiceUnavailableBusyError
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
    hand: int,
    *,
    client: AuthenticatedClient,
    seat: GamesHandReviewCreateSeat | Unset = UNSET,
) -> Response[
    GamesHandReviewCreate400Error
    | GamesHandReviewCreate404Error
    | HandNotEndedDailyNotOverError
    | HandReview
    | InsufficientScopeReviewOtherSeatError
    | NotAuthenticatedAuthenticationFailedError
    | RequestTooLargeError
    | ServiceUnavailableBusyError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Ask for a hand's review

     The master's review of the caller's decisions in hand `n` of the game: every decision (the upcard
    offer, each draw, each discard, each knock, and so each chance to knock let pass), with the action
    played, the best one, their `expected` points of the hand for the caller (negative: the opponent
    scores them), `loss` (best - played, 0 when the played action is the best) and `class` (`best` up to
    0.5 points lost, `good` up to 2, `inaccuracy` up to 5, `mistake` up to 10, `blunder` beyond:
    REVIEW_THRESHOLDS), and the hand's `accuracy` (0-100: the mean of 100·exp(-loss/5) over the
    decisions) and `total_loss`. The played action counts as the best unless the best beats it by more
    than two standard errors over the same worlds (REVIEW_NOISE_Z). Each decision is judged only on what
    the caller could see when it made it (its cards, the discard pile, the opponent's public draws and
    discards): worlds are sampled from that as the master samples them, never from the opponent's actual
    cards or the stock's order. A review is computed once, in a worker, with a fixed seed per game, hand
    and decision, so it never changes. The shared first hand of a Daily Gin game can be reviewed once
    its date is over (the reveal, GET /api/v1/daily/{date}, then shows each decision's loss under
    `your_line.review`). Scope `games:read`: a review reads the caller's own game and changes nothing in
    it. POST asks for it: `202` with `status` `pending` while it is computed (a second request meanwhile
    joins the same job), `200` with the review once it exists. `review_ready` (`game`, `hand`) then
    arrives on GET /api/v1/players/me/stream. It takes no body. Throttled per player (THROTTLE_REVIEWS).
    Pending reviews are capped: past the caller's own or its address's cap (REVIEW_PENDING_PER_PLAYER,
    REVIEW_PENDING_PER_ADDRESS) a new review is a `429` `throttled`, past everybody's
    (REVIEW_PENDING_MAX) a `503` `busy`, both with Retry-After; a review already asked for is never
    refused or dropped.

    Rate limit: 30 requests per 60 s per player (`reviews`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):
        hand (int):
        seat (GamesHandReviewCreateSeat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamesHandReviewCreate400Error | GamesHandReviewCreate404Error | HandNotEndedDailyNotOverError | HandReview | InsufficientScopeReviewOtherSeatError | NotAuthenticatedAuthenticationFailedError | RequestTooLargeError | ServiceUnavailableBusyError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        hand=hand,
        seat=seat,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: UUID,
    hand: int,
    *,
    client: AuthenticatedClient,
    seat: GamesHandReviewCreateSeat | Unset = UNSET,
) -> (
    GamesHandReviewCreate400Error
    | GamesHandReviewCreate404Error
    | HandNotEndedDailyNotOverError
    | HandReview
    | InsufficientScopeReviewOtherSeatError
    | NotAuthenticatedAuthenticationFailedError
    | RequestTooLargeError
    | ServiceUnavailableBusyError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Ask for a hand's review

     The master's review of the caller's decisions in hand `n` of the game: every decision (the upcard
    offer, each draw, each discard, each knock, and so each chance to knock let pass), with the action
    played, the best one, their `expected` points of the hand for the caller (negative: the opponent
    scores them), `loss` (best - played, 0 when the played action is the best) and `class` (`best` up to
    0.5 points lost, `good` up to 2, `inaccuracy` up to 5, `mistake` up to 10, `blunder` beyond:
    REVIEW_THRESHOLDS), and the hand's `accuracy` (0-100: the mean of 100·exp(-loss/5) over the
    decisions) and `total_loss`. The played action counts as the best unless the best beats it by more
    than two standard errors over the same worlds (REVIEW_NOISE_Z). Each decision is judged only on what
    the caller could see when it made it (its cards, the discard pile, the opponent's public draws and
    discards): worlds are sampled from that as the master samples them, never from the opponent's actual
    cards or the stock's order. A review is computed once, in a worker, with a fixed seed per game, hand
    and decision, so it never changes. The shared first hand of a Daily Gin game can be reviewed once
    its date is over (the reveal, GET /api/v1/daily/{date}, then shows each decision's loss under
    `your_line.review`). Scope `games:read`: a review reads the caller's own game and changes nothing in
    it. POST asks for it: `202` with `status` `pending` while it is computed (a second request meanwhile
    joins the same job), `200` with the review once it exists. `review_ready` (`game`, `hand`) then
    arrives on GET /api/v1/players/me/stream. It takes no body. Throttled per player (THROTTLE_REVIEWS).
    Pending reviews are capped: past the caller's own or its address's cap (REVIEW_PENDING_PER_PLAYER,
    REVIEW_PENDING_PER_ADDRESS) a new review is a `429` `throttled`, past everybody's
    (REVIEW_PENDING_MAX) a `503` `busy`, both with Retry-After; a review already asked for is never
    refused or dropped.

    Rate limit: 30 requests per 60 s per player (`reviews`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):
        hand (int):
        seat (GamesHandReviewCreateSeat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamesHandReviewCreate400Error | GamesHandReviewCreate404Error | HandNotEndedDailyNotOverError | HandReview | InsufficientScopeReviewOtherSeatError | NotAuthenticatedAuthenticationFailedError | RequestTooLargeError | ServiceUnavailableBusyError | ThrottledError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        game_id=game_id,
        hand=hand,
        client=client,
        seat=seat,
    ).parsed


async def asyncio_detailed(
    game_id: UUID,
    hand: int,
    *,
    client: AuthenticatedClient,
    seat: GamesHandReviewCreateSeat | Unset = UNSET,
) -> Response[
    GamesHandReviewCreate400Error
    | GamesHandReviewCreate404Error
    | HandNotEndedDailyNotOverError
    | HandReview
    | InsufficientScopeReviewOtherSeatError
    | NotAuthenticatedAuthenticationFailedError
    | RequestTooLargeError
    | ServiceUnavailableBusyError
    | ThrottledError
    | UnsupportedMediaTypeError
]:
    """Ask for a hand's review

     The master's review of the caller's decisions in hand `n` of the game: every decision (the upcard
    offer, each draw, each discard, each knock, and so each chance to knock let pass), with the action
    played, the best one, their `expected` points of the hand for the caller (negative: the opponent
    scores them), `loss` (best - played, 0 when the played action is the best) and `class` (`best` up to
    0.5 points lost, `good` up to 2, `inaccuracy` up to 5, `mistake` up to 10, `blunder` beyond:
    REVIEW_THRESHOLDS), and the hand's `accuracy` (0-100: the mean of 100·exp(-loss/5) over the
    decisions) and `total_loss`. The played action counts as the best unless the best beats it by more
    than two standard errors over the same worlds (REVIEW_NOISE_Z). Each decision is judged only on what
    the caller could see when it made it (its cards, the discard pile, the opponent's public draws and
    discards): worlds are sampled from that as the master samples them, never from the opponent's actual
    cards or the stock's order. A review is computed once, in a worker, with a fixed seed per game, hand
    and decision, so it never changes. The shared first hand of a Daily Gin game can be reviewed once
    its date is over (the reveal, GET /api/v1/daily/{date}, then shows each decision's loss under
    `your_line.review`). Scope `games:read`: a review reads the caller's own game and changes nothing in
    it. POST asks for it: `202` with `status` `pending` while it is computed (a second request meanwhile
    joins the same job), `200` with the review once it exists. `review_ready` (`game`, `hand`) then
    arrives on GET /api/v1/players/me/stream. It takes no body. Throttled per player (THROTTLE_REVIEWS).
    Pending reviews are capped: past the caller's own or its address's cap (REVIEW_PENDING_PER_PLAYER,
    REVIEW_PENDING_PER_ADDRESS) a new review is a `429` `throttled`, past everybody's
    (REVIEW_PENDING_MAX) a `503` `busy`, both with Retry-After; a review already asked for is never
    refused or dropped.

    Rate limit: 30 requests per 60 s per player (`reviews`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):
        hand (int):
        seat (GamesHandReviewCreateSeat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamesHandReviewCreate400Error | GamesHandReviewCreate404Error | HandNotEndedDailyNotOverError | HandReview | InsufficientScopeReviewOtherSeatError | NotAuthenticatedAuthenticationFailedError | RequestTooLargeError | ServiceUnavailableBusyError | ThrottledError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        hand=hand,
        seat=seat,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: UUID,
    hand: int,
    *,
    client: AuthenticatedClient,
    seat: GamesHandReviewCreateSeat | Unset = UNSET,
) -> (
    GamesHandReviewCreate400Error
    | GamesHandReviewCreate404Error
    | HandNotEndedDailyNotOverError
    | HandReview
    | InsufficientScopeReviewOtherSeatError
    | NotAuthenticatedAuthenticationFailedError
    | RequestTooLargeError
    | ServiceUnavailableBusyError
    | ThrottledError
    | UnsupportedMediaTypeError
    | None
):
    """Ask for a hand's review

     The master's review of the caller's decisions in hand `n` of the game: every decision (the upcard
    offer, each draw, each discard, each knock, and so each chance to knock let pass), with the action
    played, the best one, their `expected` points of the hand for the caller (negative: the opponent
    scores them), `loss` (best - played, 0 when the played action is the best) and `class` (`best` up to
    0.5 points lost, `good` up to 2, `inaccuracy` up to 5, `mistake` up to 10, `blunder` beyond:
    REVIEW_THRESHOLDS), and the hand's `accuracy` (0-100: the mean of 100·exp(-loss/5) over the
    decisions) and `total_loss`. The played action counts as the best unless the best beats it by more
    than two standard errors over the same worlds (REVIEW_NOISE_Z). Each decision is judged only on what
    the caller could see when it made it (its cards, the discard pile, the opponent's public draws and
    discards): worlds are sampled from that as the master samples them, never from the opponent's actual
    cards or the stock's order. A review is computed once, in a worker, with a fixed seed per game, hand
    and decision, so it never changes. The shared first hand of a Daily Gin game can be reviewed once
    its date is over (the reveal, GET /api/v1/daily/{date}, then shows each decision's loss under
    `your_line.review`). Scope `games:read`: a review reads the caller's own game and changes nothing in
    it. POST asks for it: `202` with `status` `pending` while it is computed (a second request meanwhile
    joins the same job), `200` with the review once it exists. `review_ready` (`game`, `hand`) then
    arrives on GET /api/v1/players/me/stream. It takes no body. Throttled per player (THROTTLE_REVIEWS).
    Pending reviews are capped: past the caller's own or its address's cap (REVIEW_PENDING_PER_PLAYER,
    REVIEW_PENDING_PER_ADDRESS) a new review is a `429` `throttled`, past everybody's
    (REVIEW_PENDING_MAX) a `503` `busy`, both with Retry-After; a review already asked for is never
    refused or dropped.

    Rate limit: 30 requests per 60 s per player (`reviews`). See the RateLimit and RateLimit-Policy
    headers.

    Args:
        game_id (UUID):
        hand (int):
        seat (GamesHandReviewCreateSeat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamesHandReviewCreate400Error | GamesHandReviewCreate404Error | HandNotEndedDailyNotOverError | HandReview | InsufficientScopeReviewOtherSeatError | NotAuthenticatedAuthenticationFailedError | RequestTooLargeError | ServiceUnavailableBusyError | ThrottledError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            hand=hand,
            client=client,
            seat=seat,
        )
    ).parsed
