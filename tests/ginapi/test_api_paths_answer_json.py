"""Every /api/ path answers the one error shape, DEBUG on or off (Django's debug pages are
HTML), and / leads to the web client (or to the API's documentation without it)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("debug", [True, False])
@pytest.mark.parametrize(
    "path",
    ["/api/v1/no-such-thing", "/api/v1/games/not-a-game-id", "/api/v1/games/123/moves", "/api/x"],
)
def test_an_unknown_api_path_is_a_json_404(api, settings, debug: bool, path: str) -> None:
    settings.DEBUG = debug
    response = api.get(path, HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert response.json()["error"]["code"] == "not_found"


def test_the_404_speaks_the_callers_language(api, settings) -> None:
    settings.DEBUG = True
    english = api.get("/api/v1/nothing", HTTP_ACCEPT_LANGUAGE="en").json()["error"]["message"]
    spanish = api.get("/api/v1/nothing", HTTP_ACCEPT_LANGUAGE="es").json()["error"]["message"]
    assert english != spanish


def test_the_front_door_leads_to_the_web_client(api) -> None:
    response = api.get("/")
    assert response.status_code == 302
    assert response["Location"] == "/play/"
