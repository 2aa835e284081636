from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.knock_score import KnockScore
from ...models.not_found_error import NotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.score_knock_400_error import ScoreKnock400Error
from ...models.score_knock_422_error import ScoreKnock422Error
from ...models.score_request_request import ScoreRequestRequest
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    *,
    body: ScoreRequestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/score",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    KnockScore
    | NotFoundError
    | RequestTooLargeError
    | ScoreKnock400Error
    | ScoreKnock422Error
    | ServiceUnavailableError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 200:
        response_200 = KnockScore.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ScoreKnock400Error.from_dict(response.json())

        return response_400

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
        response_422 = ScoreKnock422Error.from_dict(response.json())

        return response_422

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
    KnockScore
    | NotFoundError
    | RequestTooLargeError
    | ScoreKnock400Error
    | ScoreKnock422Error
    | ServiceUnavailableError
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
    client: AuthenticatedClient | Client,
    body: ScoreRequestRequest,
) -> Response[
    KnockScore
    | NotFoundError
    | RequestTooLargeError
    | ScoreKnock400Error
    | ScoreKnock422Error
    | ServiceUnavailableError
    | UnsupportedMediaTypeError
]:
    """Score a knock

     Stateless; no token needed. The defender lays off where the ruleset allows. `rules` overrides the
    ruleset's numbers as in POST /api/v1/games (validated the same way): the knock limit, the gin, big
    gin and undercut bonuses. In oklahoma `upcard` (the hand's first upcard) sets the knock limit as in
    a game and is required (400 `upcard_required`); the other rulesets refuse it (400
    `upcard_not_allowed`). A knock over the limit is a 422 `deadwood_too_high`; a card in both hands is
    a 400 `duplicate_card`; a body field this operation does not define is a 400 `unknown_field`.

    Args:
        body (ScoreRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnockScore | NotFoundError | RequestTooLargeError | ScoreKnock400Error | ScoreKnock422Error | ServiceUnavailableError | UnsupportedMediaTypeError]
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
    client: AuthenticatedClient | Client,
    body: ScoreRequestRequest,
) -> (
    KnockScore
    | NotFoundError
    | RequestTooLargeError
    | ScoreKnock400Error
    | ScoreKnock422Error
    | ServiceUnavailableError
    | UnsupportedMediaTypeError
    | None
):
    """Score a knock

     Stateless; no token needed. The defender lays off where the ruleset allows. `rules` overrides the
    ruleset's numbers as in POST /api/v1/games (validated the same way): the knock limit, the gin, big
    gin and undercut bonuses. In oklahoma `upcard` (the hand's first upcard) sets the knock limit as in
    a game and is required (400 `upcard_required`); the other rulesets refuse it (400
    `upcard_not_allowed`). A knock over the limit is a 422 `deadwood_too_high`; a card in both hands is
    a 400 `duplicate_card`; a body field this operation does not define is a 400 `unknown_field`.

    Args:
        body (ScoreRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnockScore | NotFoundError | RequestTooLargeError | ScoreKnock400Error | ScoreKnock422Error | ServiceUnavailableError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ScoreRequestRequest,
) -> Response[
    KnockScore
    | NotFoundError
    | RequestTooLargeError
    | ScoreKnock400Error
    | ScoreKnock422Error
    | ServiceUnavailableError
    | UnsupportedMediaTypeError
]:
    """Score a knock

     Stateless; no token needed. The defender lays off where the ruleset allows. `rules` overrides the
    ruleset's numbers as in POST /api/v1/games (validated the same way): the knock limit, the gin, big
    gin and undercut bonuses. In oklahoma `upcard` (the hand's first upcard) sets the knock limit as in
    a game and is required (400 `upcard_required`); the other rulesets refuse it (400
    `upcard_not_allowed`). A knock over the limit is a 422 `deadwood_too_high`; a card in both hands is
    a 400 `duplicate_card`; a body field this operation does not define is a 400 `unknown_field`.

    Args:
        body (ScoreRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnockScore | NotFoundError | RequestTooLargeError | ScoreKnock400Error | ScoreKnock422Error | ServiceUnavailableError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ScoreRequestRequest,
) -> (
    KnockScore
    | NotFoundError
    | RequestTooLargeError
    | ScoreKnock400Error
    | ScoreKnock422Error
    | ServiceUnavailableError
    | UnsupportedMediaTypeError
    | None
):
    """Score a knock

     Stateless; no token needed. The defender lays off where the ruleset allows. `rules` overrides the
    ruleset's numbers as in POST /api/v1/games (validated the same way): the knock limit, the gin, big
    gin and undercut bonuses. In oklahoma `upcard` (the hand's first upcard) sets the knock limit as in
    a game and is required (400 `upcard_required`); the other rulesets refuse it (400
    `upcard_not_allowed`). A knock over the limit is a 422 `deadwood_too_high`; a card in both hands is
    a 400 `duplicate_card`; a body field this operation does not define is a 400 `unknown_field`.

    Args:
        body (ScoreRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnockScore | NotFoundError | RequestTooLargeError | ScoreKnock400Error | ScoreKnock422Error | ServiceUnavailableError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
