"""Staff see and search the apps, codes, tokens and consents in the admin."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client

from tests.conftest import client_for
from tests.oauth.flow import Flow


@pytest.fixture
def staff() -> Client:
    user = User.objects.create_superuser("root", "root@example.com", "pw-for-tests-only")
    client = Client()
    client.force_login(user)
    return client


@pytest.mark.parametrize(
    "model", ["app", "accesstoken", "refreshtoken", "grant", "idtoken", "authorization", "gameapp"]
)
def test_each_oauth_page_lists_and_searches(flow: Flow, staff: Client, model: str) -> None:
    flow.tokens()
    assert staff.get(f"/admin/oauth/{model}/").status_code == 200
    assert staff.get(f"/admin/oauth/{model}/", {"q": "ada"}).status_code == 200


def test_an_app_page_opens_and_a_game_shows_its_app(flow: Flow, staff: Client) -> None:
    from oauth.models import App, GameApp

    app = App.objects.get()
    assert staff.get(f"/admin/oauth/app/{app.pk}/change/").status_code == 200
    client = client_for(flow.tokens("games:play")["access_token"])
    game_id = client.post("/api/v1/games", {"opponent": "ai", "ruleset": "standard"}).json()["id"]
    page = staff.get(f"/admin/games/game/{game_id}/change/")
    assert page.status_code == 200
    assert "Gin on the go" in page.content.decode()
    assert GameApp.objects.get(game_id=game_id).app == app
    listed = staff.get("/admin/oauth/gameapp/", {"q": game_id})
    assert listed.status_code == 200 and "Gin on the go" in listed.content.decode()
