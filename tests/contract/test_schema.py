"""GET /api/schema and /api/docs: the OpenAPI document is the full contract."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest

pytestmark = pytest.mark.django_db

METHODS = {"get", "post", "put", "patch", "delete"}


@pytest.fixture(scope="module")
def schema(django_db_blocker: Any) -> dict[str, Any]:
    from rest_framework.test import APIClient

    with django_db_blocker.unblock():
        response = APIClient().get("/api/schema", {"format": "json"})
    assert response.status_code == 200
    return response.json()


def _operations(schema: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (path, method, operation)
        for path, item in schema["paths"].items()
        for method, operation in item.items()
        if method in METHODS
    ]


def test_it_is_openapi_3_with_the_contracts_paths(schema):
    assert schema["openapi"].startswith("3.")
    for path in [
        "/api/v1/players",
        "/api/v1/players/me",
        "/api/v1/games",
        "/api/v1/games/join",
        "/api/v1/games/{game_id}",
        "/api/v1/games/{game_id}/moves",
        "/api/v1/analyze",
        "/api/v1/score",
        "/api/v1/rulesets",
    ]:
        assert path in schema["paths"], path


def test_every_game_operation_has_an_id_a_tag_a_description_and_examples(schema):
    for path, method, operation in _operations(schema):
        if not path.startswith(
            (
                "/api/v1/players",
                "/api/v1/games",
                "/api/v1/analyze",
                "/api/v1/score",
                "/api/v1/rulesets",
            )
        ):
            continue
        where = f"{method.upper()} {path}"
        assert operation.get("operationId"), where
        assert operation.get("tags"), where
        assert operation.get("description"), where
        code, success = next(
            (code, r) for code, r in operation["responses"].items() if code.startswith("2")
        )
        if code == "204":  # no body, so nothing to give an example of
            continue
        # JSON, or for a live stream the text/event-stream it sends.
        media = success.get("content", {})
        content = media.get("application/json") or media.get("text/event-stream", {})
        assert content.get("examples"), where
        if "requestBody" in operation:
            assert operation["requestBody"]["content"]["application/json"].get("examples"), where


def test_operation_ids_are_unique(schema):
    ids = [operation["operationId"] for _, _, operation in _operations(schema)]

    assert len(ids) == len(set(ids))


def test_error_answers_use_the_one_error_shape_with_the_operations_codes(schema):
    error = schema["components"]["schemas"]["Error"]
    assert error["properties"]["error"] == {"$ref": "#/components/schemas/ErrorDetail"}
    for path, method, operation in _operations(schema):
        for code, response in operation["responses"].items():
            if code.startswith(("4", "5")) and "content" in response:
                ref = response["content"]["application/json"]["schema"]["$ref"]
                component = schema["components"]["schemas"][ref.rsplit("/", 1)[-1]]
                detail = component["properties"]["error"]
                assert set(detail["properties"]) == {"code", "message", "fields"}, ref
                assert detail["properties"]["code"]["enum"], f"{method} {path} {code}"


def test_moves_document_409_422_and_429(schema):
    responses = schema["paths"]["/api/v1/games/{game_id}/moves"]["post"]["responses"]

    assert {"200", "400", "401", "404", "409", "422", "429"} <= set(responses)


def test_the_bearer_scheme_is_documented(schema):
    assert schema["components"]["securitySchemes"]["bearerAuth"] == {
        "type": "http",
        "scheme": "bearer",
        "description": "The token returned once by POST /api/v1/players.",
    }


def test_the_docs_page_is_served(api):
    response = api.get("/api/docs")

    assert response.status_code == 200
    assert b"swagger" in response.content.lower()


def _json_schema(node: Any) -> Any:
    """OpenAPI 3.0 -> JSON Schema: ``nullable: true`` becomes an explicit null."""
    if isinstance(node, list):
        return [_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _json_schema(value) for key, value in node.items() if key != "nullable"}
    if node.get("nullable"):
        return {"anyOf": [out, {"type": "null"}]}
    return out


def validate(schema: dict[str, Any], component: str, instance: Any) -> None:
    document = {
        "$ref": f"#/components/schemas/{component}",
        "components": _json_schema(schema["components"]),
    }
    jsonschema.Draft202012Validator(document).validate(instance)


def test_real_responses_match_their_components(schema, player_client):
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai", "ruleset": "hollywood"}).json()
    validate(schema, "Game", game)
    move = game["legal_actions"][0]
    body = {"action": move["action"]}
    if "cards" in move:
        body["card"] = move["cards"][0]
    result = client.post(f"/api/v1/games/{game['id']}/moves", body).json()
    validate(schema, "MoveResult", result)
    validate(schema, "MoveLog", client.get(f"/api/v1/games/{game['id']}/moves").json())
    validate(schema, "GamePage", client.get("/api/v1/games").json())
    validate(schema, "PlayerProfile", client.get("/api/v1/players/me").json())
    resigned = client.post(f"/api/v1/games/{game['id']}/moves", {"action": "resign"}).json()
    validate(schema, "MoveResult", resigned)
    validate(schema, "Error", client.get("/api/v1/nowhere").json())
