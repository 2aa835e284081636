"""Hand-picked hostile input: NUL bytes, huge strings, wrong types, unknown fields, bad
headers.  Whatever arrives, the answer is a 4xx in the one error shape, never a 5xx, and a
refused move changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from games.models import Game
from tests.contract.shape import assert_error_shape
from tests.factories import game_create

PlayerClient = tuple[Player, APIClient]

HUGE = "A" * 1_000_000
NUL = "AC\x00"


def refused(response: Any, *statuses: int) -> None:
    assert response.status_code in (statuses or (400,)), (response.status_code, response.content)
    assert_error_shape(response.status_code, response.json())


@pytest.fixture
def ai_game(player_client: PlayerClient) -> tuple[Game, APIClient]:
    player, client = player_client
    return game_create(player), client


def moves_url(game: Game) -> str:
    return f"/api/v1/games/{game.id}/moves"


@pytest.mark.parametrize(
    "body",
    [
        {"display_name": "Ada\x00"},
        {"display_name": HUGE},
        {"display_name": ""},
        {"display_name": None},
        {"display_name": ["Ada"]},
        {"display_name": {"first": "Ada"}},
        {"display_name": True},
        {},
        {"display_name": 0},
    ],
    ids=["nul", "huge", "empty", "null", "list", "object", "bool", "missing", "number"],
)
def test_a_bad_display_name_is_refused(api: APIClient, body: dict[str, Any]) -> None:
    refused(api.post("/api/v1/players", body, format="json"))


@pytest.mark.parametrize(
    "body",
    [
        {"action": "discard", "card": NUL},
        {"action": "discard", "card": HUGE},
        {"action": "discard", "card": 12},
        {"action": "discard", "card": ["AC"]},
        {"action": "draw\x00stock"},
        {"action": HUGE},
        {"action": 1},
        {"action": None},
        {"action": ["draw_stock"]},
        {"action": "draw_stock", "expected_version": "one"},
        {"action": "draw_stock", "expected_version": -1},
        {"action": "draw_stock", "expected_version": 1.5},
        {"action": "draw_stock", "expected_version": 10**40},
        {"action": "knock", "melds": "AC 2C 3C"},
        {"action": "knock", "melds": [["AC", "2C", NUL]]},
        {"action": "knock", "melds": [[HUGE]]},
        {"action": "knock", "melds": [["AC"]] * 1000},
        {"action": "knock", "melds": [[["AC"]]]},
        {"action": "knock", "melds": [["AC", "AC", "AC"]]},
        {"action": "knock", "melds": [["ZZ", "2C", "3C"]]},
    ],
    ids=lambda body: repr(body)[:40],
)
def test_a_malformed_move_is_refused_and_changes_nothing(
    ai_game: tuple[Game, APIClient], body: dict[str, Any]
) -> None:
    game, client = ai_game
    before = (game.version, game.snapshot, game.moves.count())
    response = client.post(moves_url(game), body, format="json")
    # 409: a huge expected_version is a valid integer that is not the game's version; 422:
    # a well-formed meld the position does not allow.
    refused(response, 400, 409, 422)
    game.refresh_from_db()
    assert (game.version, game.snapshot, game.moves.count()) == before


@pytest.mark.parametrize(
    "raw",
    [
        b"{",
        b"\x00\x01\x02",
        b"[]",
        b'"draw_stock"',
        b"null",
        b"12",
        b'{"action": "draw_stock"' + b" " * 10,
        b'{"action": "\xff\xfe"}',
        b'{"action": {"nested": ' + b"[" * 5000 + b"]" * 5000 + b"}}",
    ],
    ids=["truncated", "binary", "array", "string", "null", "number", "unclosed", "latin1", "deep"],
)
def test_a_body_that_is_not_a_json_object_is_a_400(
    ai_game: tuple[Game, APIClient], raw: bytes
) -> None:
    game, client = ai_game
    response = client.generic(
        "POST",
        moves_url(game),
        raw,  # type: ignore[arg-type]
        content_type="application/json",
    )
    refused(response)


def test_a_body_over_the_upload_limit_is_refused(ai_game: tuple[Game, APIClient]) -> None:
    game, client = ai_game
    raw = b'{"action": "draw_stock", "pad": "' + b"x" * 3_000_000 + b'"}'
    response = client.generic(
        "POST",
        moves_url(game),
        raw,  # type: ignore[arg-type]
        content_type="application/json",
    )
    refused(response, 400, 413)


def test_a_form_body_is_refused_as_unsupported(ai_game: tuple[Game, APIClient]) -> None:
    game, client = ai_game
    response = client.post(moves_url(game), {"action": "draw_stock"}, format="multipart")
    refused(response, 415)


def test_unknown_fields_in_a_move_are_refused_and_change_nothing(
    ai_game: tuple[Game, APIClient],
) -> None:
    # Strict input (docs/API.md): a field the move does not define is a 400, never ignored.
    game, client = ai_game
    legal = client.get(f"/api/v1/games/{game.id}").json()["legal_actions"]
    body = {
        "action": legal[0]["action"],
        "expected_version": game.version,
        "seat": 1,
        "version": 999,
        "player": "opponent",
        "\x00": "nul key",
    }
    response = client.post(moves_url(game), body, format="json")
    refused(response, 400)
    error = response.json()["error"]
    assert error["code"] == "unknown_field"
    assert set(error["fields"]) == {"seat", "version", "player", "?"}
    assert "\x00" not in response.content.decode()
    assert client.get(f"/api/v1/games/{game.id}").json()["version"] == game.version


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/daily/%00",
        "/api/v1/daily/" + "9" * 5000,
        "/api/v1/daily/2025-02-30",
        "/api/v1/daily/-0001-01-01",
        "/api/v1/leaderboards/daily/%00",
        "/api/v1/leaderboards/daily/99999-01-01",
        "/api/v1/games/%00",
        "/api/v1/games/not-a-uuid/moves",
    ],
)
def test_a_bad_path_is_a_4xx(player_client: PlayerClient, path: str) -> None:
    _, client = player_client
    refused(client.get(path), 400, 404)


@pytest.mark.parametrize(
    "query",
    ["status=%00", "status=" + "x" * 5000, "page=0", "page=-1", "page=%00", "page=99999999999999"],
)
def test_a_bad_game_list_query_is_not_a_5xx(player_client: PlayerClient, query: str) -> None:
    _, client = player_client
    response = client.get(f"/api/v1/games?{query}")
    assert response.status_code < 500
    if response.status_code >= 400:
        assert_error_shape(response.status_code, response.json())


@pytest.mark.parametrize(
    "query", ["around=me", "around=%00", "page=-3", "page_size=0", "page_size=100000"]
)
def test_a_bad_leaderboard_query_is_not_a_5xx(api: APIClient, query: str) -> None:
    response = api.get(f"/api/v1/leaderboards/best-hand?{query}")
    assert response.status_code < 500
    if response.status_code >= 400:
        assert_error_shape(response.status_code, response.json())


@pytest.mark.parametrize(
    "header",
    [
        "Bearer",
        "Bearer a b",
        "Bearer \x00",
        "Bearer " + "t" * 100_000,
        "Bearer ñandú",
        "Basic YWRhOmFkYQ==",
    ],
    ids=["empty", "two", "nul", "huge", "non-ascii", "basic"],
)
def test_a_bad_authorization_header_is_a_401(db: None, api: APIClient, header: str) -> None:
    response = api.get("/api/v1/players/me", HTTP_AUTHORIZATION=header)
    refused(response, 401)


@pytest.mark.parametrize(
    "key", ["", "k" * 256, "key\x00", "clé"], ids=["empty", "long", "nul", "non-ascii"]
)
def test_a_bad_idempotency_key_is_refused(ai_game: tuple[Game, APIClient], key: str) -> None:
    game, client = ai_game
    response = client.post(
        moves_url(game), {"action": "draw_stock"}, format="json", HTTP_IDEMPOTENCY_KEY=key
    )
    refused(response, 400, 422)


@pytest.mark.parametrize("language", ["\x00", "x" * 10_000, "es-ES;q=abc", "*;q=-1"])
def test_a_strange_accept_language_still_answers(api: APIClient, language: str) -> None:
    response = api.post(
        "/api/v1/analyze", {"cards": ["AC"]}, format="json", HTTP_ACCEPT_LANGUAGE=language
    )
    refused(response)


@pytest.mark.parametrize(
    "body",
    [
        {"cards": ["AC"] * 10},
        {"cards": [NUL] * 10},
        {"cards": [HUGE] * 10},
        {"cards": [None] * 10},
        {"cards": "AC 2C 3C"},
        {"cards": ["AC"] * 100_000},
        {"cards": ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC"], "ruleset": NUL},
        {"cards": ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC"], "ruleset": 3},
    ],
    ids=["duplicates", "nul", "huge", "nulls", "string", "many", "ruleset-nul", "ruleset-int"],
)
def test_bad_cards_to_analyze_are_refused(api: APIClient, body: dict[str, Any]) -> None:
    # 413: ten 1 MB strings are over the upload limit before they are read as cards.
    refused(api.post("/api/v1/analyze", body, format="json"), 400, 413)


@pytest.mark.parametrize(
    "body",
    [
        {"opponent": "ai", "rules": {"gin_bonus": "lots"}},
        {"opponent": "ai", "rules": {"gin_bonus": 10**30}},
        {"opponent": "ai", "rules": {"gin_bonus": True}},
        {"opponent": "ai", "rules": {"\x00": 1}},
        {"opponent": "ai", "rules": ["gin_bonus"]},
        {"opponent": "ai", "target": 10**30},
        {"opponent": "ai", "target": -5},
        {"opponent": "ai", "ruleset": NUL},
        {"opponent": "ai", "ai_level": HUGE},
        {"opponent": "robot"},
    ],
    ids=lambda body: repr(body)[:40],
)
def test_a_bad_new_game_is_refused(player_client: PlayerClient, body: dict[str, Any]) -> None:
    player, client = player_client
    response = client.post("/api/v1/games", body, format="json")
    refused(response, 400, 422)
    assert not Game.objects.filter(player0=player).exists()


def test_a_bad_invite_code_is_refused(make_player: Callable[..., PlayerClient]) -> None:
    _, client = make_player()
    for code in (NUL, HUGE, 7, None):
        refused(client.post("/api/v1/games/join", {"invite_code": code}, format="json"), 400, 404)
