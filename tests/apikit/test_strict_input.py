"""Strict input (docs/API.md "Browsers on other origins"): a body field the operation does not
define is a 400 ``unknown_field`` naming it in ``fields``, and nothing changes.

The operations come from the served OpenAPI schema, so an operation added later is covered
without touching this file: one that takes a body is sent its own example plus a made-up
field; one that takes none is sent an object with a made-up field.
"""

from __future__ import annotations

import datetime as dt
import re
import uuid
from typing import Any

import pytest
from django.apps import apps
from drf_spectacular.generators import SchemaGenerator
from rest_framework import serializers
from rest_framework.exceptions import ValidationError
from rest_framework.test import APIClient

from accounts.models import Player
from apikit.errors import MAX_UNKNOWN_FIELDS, api_exception_handler
from apikit.fields import StrictSerializer
from games.models import Game
from tests.factories import game_create

pytestmark = pytest.mark.django_db

BOGUS = "not_a_field_of_this_operation"
WRITES = {"post", "put", "patch"}
OUR_APPS = ("games", "daily", "leaderboard")

SCHEMA = SchemaGenerator().get_schema(request=None, public=True)
OPERATIONS = [
    (method, path, operation)
    for path, item in SCHEMA["paths"].items()
    for method, operation in item.items()
    if method in WRITES
]
WITH_BODY = [op for op in OPERATIONS if "requestBody" in op[2]]
WITHOUT_BODY = [op for op in OPERATIONS if "requestBody" not in op[2]]


def _id(op: tuple[str, str, dict[str, Any]]) -> str:
    return f"{op[0].upper()} {op[1]}"


def example_body(operation: dict[str, Any]) -> dict[str, Any]:
    """The operation's first documented request example: a body it would accept."""
    content = operation["requestBody"]["content"]["application/json"]
    for example in content.get("examples", {}).values():
        if isinstance(example.get("value"), dict):
            return dict(example["value"])
    return {}


def fill_path(path: str, operation: dict[str, Any], game: Game) -> str:
    """``path`` with real values: the caller's game for a UUID, yesterday for a date."""
    parameters = {p["name"]: p for p in operation.get("parameters", []) if p["in"] == "path"}

    def value(match: re.Match[str]) -> str:
        schema = parameters.get(match[1], {}).get("schema", {})
        if schema.get("format") == "uuid":
            return str(game.id) if "game" in match[1] else str(uuid.uuid4())
        if "date" in match[1]:
            return (dt.date.today() - dt.timedelta(days=1)).isoformat()
        return "1"

    return re.sub(r"\{(\w+)\}", value, path)


def state() -> dict[str, Any]:
    """Every row count of the service's apps, and every game's version: what must not move."""
    counts = {
        model._meta.label: model._default_manager.count()
        for app in OUR_APPS
        for model in apps.get_app_config(app).get_models()
    }
    games = sorted(Game.objects.values_list("id", "version", "status"))
    return {"counts": counts, "games": games}


@pytest.fixture
def caller(player_client: tuple[Player, APIClient]) -> tuple[APIClient, Game]:
    player, client = player_client
    return client, game_create(player)


def test_the_schema_has_operations_with_bodies_to_check() -> None:
    assert {_id(op) for op in WITH_BODY} >= {
        "POST /api/v1/players",
        "POST /api/v1/games",
        "POST /api/v1/games/join",
        "POST /api/v1/games/{game_id}/moves",
        "POST /api/v1/analyze",
        "POST /api/v1/score",
    }
    assert "POST /api/v1/daily/play" in {_id(op) for op in WITHOUT_BODY}


@pytest.mark.parametrize(("method", "path", "operation"), WITH_BODY, ids=map(_id, WITH_BODY))
def test_a_field_the_operation_does_not_define_is_refused_and_changes_nothing(
    caller: tuple[APIClient, Game], method: str, path: str, operation: dict[str, Any]
) -> None:
    client, game = caller
    body = {**example_body(operation), BOGUS: 1}
    before = state()

    response = getattr(client, method)(fill_path(path, operation, game), body, format="json")

    assert response.status_code == 400, response.content
    error = response.json()["error"]
    assert error["code"] == "unknown_field"
    assert list(error["fields"]) == [BOGUS]
    assert BOGUS in error["message"]
    assert state() == before


@pytest.mark.parametrize(("method", "path", "operation"), WITHOUT_BODY, ids=map(_id, WITHOUT_BODY))
def test_a_field_sent_to_an_operation_without_a_body_is_refused_and_changes_nothing(
    caller: tuple[APIClient, Game], method: str, path: str, operation: dict[str, Any]
) -> None:
    client, game = caller
    before = state()

    response = getattr(client, method)(fill_path(path, operation, game), {BOGUS: 1}, format="json")

    assert response.status_code == 400, response.content
    error = response.json()["error"]
    assert (error["code"], list(error["fields"])) == ("unknown_field", [BOGUS])
    assert state() == before


@pytest.mark.parametrize(("method", "path", "operation"), WITH_BODY, ids=map(_id, WITH_BODY))
def test_the_schema_tells_clients_no_other_field_is_accepted(
    method: str, path: str, operation: dict[str, Any]
) -> None:
    ref = operation["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    component = SCHEMA["components"]["schemas"][ref.rsplit("/", 1)[1]]

    assert component["additionalProperties"] is False


def test_a_typo_in_a_new_games_rules_names_its_path_and_creates_nothing(
    caller: tuple[APIClient, Game],
) -> None:
    client, _ = caller
    before = state()

    response = client.post("/api/v1/games", {"opponent": "ai", "rules": {"gin_bonuss": 20}})

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "unknown_field"
    assert list(error["fields"]) == ["rules.gin_bonuss"]
    assert error["message"] == "rules.gin_bonuss is not a field of this operation."
    assert state() == before


def test_every_unknown_field_is_named_in_order(api: APIClient) -> None:
    response = api.post("/api/v1/players", {"display_name": "Ada", "nmae": 1, "avatar": 2})

    assert response.status_code == 400
    assert list(response.json()["error"]["fields"]) == ["avatar", "nmae"]
    assert not Player.objects.exists()


def test_a_flood_of_unknown_fields_names_only_the_first_few(api: APIClient) -> None:
    body: dict[str, Any] = {"display_name": "Ada"} | {f"f{n:05}": n for n in range(5000)}

    response = api.post("/api/v1/players", body)

    assert response.status_code == 400
    assert list(response.json()["error"]["fields"]) == [f"f{n:05}" for n in range(10)]
    assert MAX_UNKNOWN_FIELDS == 10
    assert len(response.content) < 2000


def test_an_unknown_fields_name_is_echoed_safely(api: APIClient) -> None:
    name = "evil\x00\x1b[31m" + "x" * 10_000

    response = api.post("/api/v1/players", {"display_name": "Ada", name: 1})

    assert response.status_code == 400
    error = response.json()["error"]
    (echoed,) = error["fields"]
    assert len(echoed) <= 40
    assert echoed.startswith("evil??[31m")
    assert not re.search(r"[\x00-\x1f]", response.content.decode())


def test_the_message_follows_accept_language(api: APIClient) -> None:
    response = api.post(
        "/api/v1/analyze", {"cards": [], "colour": "red"}, HTTP_ACCEPT_LANGUAGE="es"
    )

    assert response.json()["error"]["message"] == "colour no es un campo de esta operación."


@pytest.mark.parametrize("body", [[{"display_name": "Ada"}], "Ada", 7, True])
def test_a_body_that_is_not_an_object_is_still_invalid_input(api: APIClient, body: Any) -> None:
    response = api.post("/api/v1/players", body, format="json")

    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_input"


def test_fields_the_operation_defines_may_be_null_or_left_out(api: APIClient) -> None:
    knock = {
        "knocker": ["7C", "7D", "7H", "2S", "3S", "4S", "9C", "TC", "JC", "2H"],
        "defender": ["AC", "5D", "6D", "7S", "8H", "KH", "QS", "3D", "9D", "5S"],
    }

    assert api.post("/api/v1/score", knock).status_code == 200
    nulls = {"rules": None, "upcard": None, "knocker_melds": None, "declare": None}
    assert api.post("/api/v1/score", knock | nulls).status_code == 200


@pytest.mark.parametrize("body", [None, {}, "null"], ids=["no-body", "empty-object", "null"])
def test_an_operation_without_a_body_accepts_none_an_empty_object_or_null(
    player_client: tuple[Player, APIClient], body: Any
) -> None:
    _, client = player_client
    if body == "null":
        response = client.post("/api/v1/daily/play", "null", content_type="application/json")
    elif body is None:
        response = client.post("/api/v1/daily/play")
    else:
        response = client.post("/api/v1/daily/play", body, format="json")

    assert response.status_code == 201, response.content


class _Seat(StrictSerializer):
    name = serializers.CharField()


class _Table(StrictSerializer):
    host = _Seat()
    guests = _Seat(many=True)


def test_a_nested_unknown_field_is_named_by_its_dotted_path() -> None:
    table = _Table(
        data={
            "host": {"name": "Ada", "colour": "red"},
            "guests": [{"name": "Bo"}, {"name": "Cy", "age": 3}],
        }
    )
    with pytest.raises(ValidationError) as refused:
        table.is_valid(raise_exception=True)

    response = api_exception_handler(refused.value, {})

    assert response is not None
    assert response.status_code == 400
    error = response.data["error"]
    assert error["code"] == "unknown_field"
    assert set(error["fields"]) == {"host.colour", "guests.1.age"}
    assert error["fields"]["guests.1.age"] == ["guests.1.age is not a field of this operation."]
