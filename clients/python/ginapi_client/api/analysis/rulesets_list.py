from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.invalid_input_bad_request_error import InvalidInputBadRequestError
from ...models.not_found_error import NotFoundError
from ...models.ruleset_list import RulesetList
from ...models.service_unavailable_error import ServiceUnavailableError
from ...types import Response


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/rulesets",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> InvalidInputBadRequestError | NotFoundError | RulesetList | ServiceUnavailableError | None:
    if response.status_code == 200:
        response_200 = RulesetList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = InvalidInputBadRequestError.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = ServiceUnavailableError.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[InvalidInputBadRequestError | NotFoundError | RulesetList | ServiceUnavailableError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[InvalidInputBadRequestError | NotFoundError | RulesetList | ServiceUnavailableError]:
    """Every named ruleset with its parameters

     The rulesets a game may be created with, and the numbers a game may override (`rules` in POST
    /api/v1/games) with their inclusive ranges, and the AI levels (`ai_level`), weakest first.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidInputBadRequestError | NotFoundError | RulesetList | ServiceUnavailableError]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> InvalidInputBadRequestError | NotFoundError | RulesetList | ServiceUnavailableError | None:
    """Every named ruleset with its parameters

     The rulesets a game may be created with, and the numbers a game may override (`rules` in POST
    /api/v1/games) with their inclusive ranges, and the AI levels (`ai_level`), weakest first.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidInputBadRequestError | NotFoundError | RulesetList | ServiceUnavailableError
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[InvalidInputBadRequestError | NotFoundError | RulesetList | ServiceUnavailableError]:
    """Every named ruleset with its parameters

     The rulesets a game may be created with, and the numbers a game may override (`rules` in POST
    /api/v1/games) with their inclusive ranges, and the AI levels (`ai_level`), weakest first.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidInputBadRequestError | NotFoundError | RulesetList | ServiceUnavailableError]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> InvalidInputBadRequestError | NotFoundError | RulesetList | ServiceUnavailableError | None:
    """Every named ruleset with its parameters

     The rulesets a game may be created with, and the numbers a game may override (`rules` in POST
    /api/v1/games) with their inclusive ranges, and the AI levels (`ai_level`), weakest first.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidInputBadRequestError | NotFoundError | RulesetList | ServiceUnavailableError
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
