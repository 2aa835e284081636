from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.analyze_hand_400_error import AnalyzeHand400Error
from ...models.analyze_request_request import AnalyzeRequestRequest
from ...models.hand_analysis import HandAnalysis
from ...models.not_found_error import NotFoundError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.service_unavailable_error import ServiceUnavailableError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...types import Response


def _get_kwargs(
    *,
    body: AnalyzeRequestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/analyze",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AnalyzeHand400Error
    | HandAnalysis
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | UnsupportedMediaTypeError
    | None
):
    if response.status_code == 200:
        response_200 = HandAnalysis.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = AnalyzeHand400Error.from_dict(response.json())

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
    AnalyzeHand400Error
    | HandAnalysis
    | NotFoundError
    | RequestTooLargeError
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
    body: AnalyzeRequestRequest,
) -> Response[
    AnalyzeHand400Error
    | HandAnalysis
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | UnsupportedMediaTypeError
]:
    """Deadwood, melds and knock prospects of a hand

     Stateless; no token needed. `rules` overrides the ruleset's numbers as in POST /api/v1/games
    (validated the same way), so a knock limit of 5 changes `can_knock`. A body field this operation
    does not define is a 400 `unknown_field`.

    Args:
        body (AnalyzeRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnalyzeHand400Error | HandAnalysis | NotFoundError | RequestTooLargeError | ServiceUnavailableError | UnsupportedMediaTypeError]
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
    body: AnalyzeRequestRequest,
) -> (
    AnalyzeHand400Error
    | HandAnalysis
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | UnsupportedMediaTypeError
    | None
):
    """Deadwood, melds and knock prospects of a hand

     Stateless; no token needed. `rules` overrides the ruleset's numbers as in POST /api/v1/games
    (validated the same way), so a knock limit of 5 changes `can_knock`. A body field this operation
    does not define is a 400 `unknown_field`.

    Args:
        body (AnalyzeRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnalyzeHand400Error | HandAnalysis | NotFoundError | RequestTooLargeError | ServiceUnavailableError | UnsupportedMediaTypeError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AnalyzeRequestRequest,
) -> Response[
    AnalyzeHand400Error
    | HandAnalysis
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | UnsupportedMediaTypeError
]:
    """Deadwood, melds and knock prospects of a hand

     Stateless; no token needed. `rules` overrides the ruleset's numbers as in POST /api/v1/games
    (validated the same way), so a knock limit of 5 changes `can_knock`. A body field this operation
    does not define is a 400 `unknown_field`.

    Args:
        body (AnalyzeRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnalyzeHand400Error | HandAnalysis | NotFoundError | RequestTooLargeError | ServiceUnavailableError | UnsupportedMediaTypeError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: AnalyzeRequestRequest,
) -> (
    AnalyzeHand400Error
    | HandAnalysis
    | NotFoundError
    | RequestTooLargeError
    | ServiceUnavailableError
    | UnsupportedMediaTypeError
    | None
):
    """Deadwood, melds and knock prospects of a hand

     Stateless; no token needed. `rules` overrides the ruleset's numbers as in POST /api/v1/games
    (validated the same way), so a knock limit of 5 changes `can_knock`. A body field this operation
    does not define is a 400 `unknown_field`.

    Args:
        body (AnalyzeRequestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnalyzeHand400Error | HandAnalysis | NotFoundError | RequestTooLargeError | ServiceUnavailableError | UnsupportedMediaTypeError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
