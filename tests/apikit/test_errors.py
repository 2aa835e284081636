"""The one error shape, its codes, and its Spanish."""

import pytest

pytestmark = pytest.mark.django_db


def assert_error_shape(response, status, code):
    assert response.status_code == status
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert set(body) == {"error"}
    assert set(body["error"]) == {"code", "message", "fields"}
    assert body["error"]["code"] == code
    assert isinstance(body["error"]["message"], str) and body["error"]["message"]
    assert isinstance(body["error"]["fields"], dict)
    return body["error"]


@pytest.mark.parametrize(
    "raw",
    [b"{bad", b"", b"[1, 2", b"\xff\xfe", b'{"display_name": "a\\ud800"}', b"null"],
    ids=["broken", "empty", "truncated", "not-utf8", "lone-surrogate", "null"],
)
def test_malformed_json_is_a_400_never_a_500(api, raw):
    response = api.generic("POST", "/api/v1/players", raw, content_type="application/json")

    assert response.status_code == 400
    assert response.json()["error"]["code"] in ("parse_error", "invalid_input")


def test_a_json_list_instead_of_an_object_is_a_400(api):
    response = api.post("/api/v1/analyze", ["7C"])

    assert_error_shape(response, 400, "invalid_input")


def test_nul_bytes_are_a_400(api):
    response = api.post("/api/v1/players", {"display_name": "Ada\x00"})

    error = assert_error_shape(response, 400, "invalid_input")
    assert "display_name" in error["fields"]


def test_a_huge_string_is_a_400(api):
    response = api.post("/api/v1/players", {"display_name": "A" * 1_000_000})

    error = assert_error_shape(response, 400, "invalid_input")
    assert len(error["message"]) < 1000


def test_a_body_over_the_upload_limit_is_a_413(api, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000

    response = api.post("/api/v1/analyze", {"cards": ["7C"] * 500})

    assert_error_shape(response, 413, "request_too_large")


def test_another_content_type_is_a_415(api):
    response = api.generic("POST", "/api/v1/players", "display_name=Ada", content_type="text/plain")

    assert_error_shape(response, 415, "unsupported_media_type")


def test_an_unknown_path_is_a_404_in_the_error_shape(api):
    assert_error_shape(api.get("/api/v1/nothing-here"), 404, "not_found")


def test_a_wrong_method_is_a_405_in_the_error_shape(api):
    assert_error_shape(api.delete("/api/v1/players"), 405, "method_not_allowed")


def test_401s_carry_the_shape_and_www_authenticate(api):
    response = api.get("/api/v1/games")

    assert_error_shape(response, 401, "not_authenticated")
    assert response["WWW-Authenticate"].startswith("Bearer")


def test_messages_follow_accept_language(table):
    off_turn = 1 - table.on_turn()
    english = table.move(off_turn, {"action": "pass"}, HTTP_ACCEPT_LANGUAGE="en")
    spanish = table.move(off_turn, {"action": "pass"}, HTTP_ACCEPT_LANGUAGE="es-ES,es;q=0.9")

    assert english.json()["error"]["message"] == "It is not your turn."
    assert spanish.json()["error"]["message"] == "No es tu turno."
    assert spanish.json()["error"]["code"] == "not_your_turn"


@pytest.mark.parametrize(
    ("path", "body", "spanish"),
    [
        ("/api/v1/analyze", {"cards": ["ZZ"] * 10}, "ZZ no es un código de carta"),
        ("/api/v1/analyze", {"cards": ["AC"] * 10}, "La carta AC aparece dos veces."),
        ("/api/v1/analyze", {"cards": ["AC"]}, "Se esperaban 10 or 11 cartas y hay 1."),
        ("/api/v1/analyze", {"cards": ["AC"] * 10, "ruleset": "x"}, "Reglamento desconocido x"),
        ("/api/v1/players", {}, "Este campo es requerido."),
    ],
)
def test_engine_and_validation_messages_are_translated(api, path, body, spanish):
    response = api.post(path, body, HTTP_ACCEPT_LANGUAGE="es")

    assert spanish in response.json()["error"]["message"]


def test_service_errors_are_translated(player_client):
    _, client = player_client

    response = client.post("/api/v1/games/join", {"invite_code": "NOPE"}, HTTP_ACCEPT_LANGUAGE="es")

    assert (
        response.json()["error"]["message"]
        == "Ninguna partida espera con ese código de invitación."
    )


def test_a_401_is_translated(api):
    response = api.get("/api/v1/games", HTTP_ACCEPT_LANGUAGE="es")

    assert (
        response.json()["error"]["message"] == "Las credenciales de autenticación no se proveyeron."
    )


def test_a_crash_is_a_500_in_the_error_shape(api, monkeypatch):
    from games.api import analysis

    def boom(**kwargs):
        raise RuntimeError("bug")

    monkeypatch.setattr(analysis.analysis, "hand_analyze", boom)
    api.raise_request_exception = False

    response = api.post("/api/v1/analyze", {"cards": ["AC"] * 10})

    assert_error_shape(response, 500, "server_error")


def test_deeply_nested_json_is_a_400(api):
    raw = b"[" * 100_000 + b"]" * 100_000

    response = api.generic("POST", "/api/v1/analyze", raw, content_type="application/json")

    assert_error_shape(response, 400, "parse_error")
