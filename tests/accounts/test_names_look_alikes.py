"""Names that look like something they are not (issue 38, finding 5): letters that show
nothing, stacked combining marks, scripts with look-alike letters mixed in one name, and an
app's name shown raw on the consent page."""

# ruff: noqa: RUF001  (look-alike letters are what these tests are about)

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from tests.accounts.logins import register
from tests.conftest import client_for
from tests.factories import PlayerFactory
from tests.oauth.flow import REDIRECT_URI, Flow, make_flow

pytestmark = pytest.mark.django_db


@pytest.fixture
def flow(make_player: Any) -> Flow:
    return make_flow(make_player)


LOOKS_LIKE_SOMETHING_ELSE = {
    "hangul filler": "\u3164",
    "hangul filler inside": "Ada\u3164",
    "halfwidth hangul filler": "\uffa0",
    "hangul choseong filler": "\u115f\u115f",
    "hangul jungseong filler": "Bob\u1160",
    "braille blank": "\u2800",
    "braille blank inside": "A\u2800da",
    "variation selector alone": "\ufe0f",
    "marks stacked": "Ada\u0301\u0302\u0303\u0304",
    "zalgo": "Z\u0336\u0335\u0334a\u0337l\u0338go",
    "cyrillic o in bob": "bоb",
    "greek omicron": "Ada Lοvelace",
    "cyrillic a": "Аda",
}


@pytest.mark.parametrize("name", LOOKS_LIKE_SOMETHING_ELSE.values(), ids=LOOKS_LIKE_SOMETHING_ELSE)
def test_a_display_name_that_looks_like_something_else_is_refused(
    api: APIClient, name: str
) -> None:
    answer = api.post("/api/v1/players", {"display_name": name}, format="json")
    assert answer.status_code == 400, answer.json()
    assert "display_name" in answer.json()["error"]["fields"]
    assert not Player.objects.exists()


@pytest.mark.parametrize(
    "name",
    ["bоb", "bob\u3164", "b\u2800b", "a\u0301\u0302\u0303b"],
    ids=["cyrillic", "filler", "braille", "marks"],
)
def test_a_username_that_looks_like_another_is_refused(name: str) -> None:
    _first, token = PlayerFactory.create_with_token()
    assert register(client_for(token), "bob").status_code == 200
    _second, other = PlayerFactory.create_with_token()
    answer = register(client_for(other), name)
    assert answer.status_code == 400, answer.json()
    assert Player.objects.exclude(username=None).count() == 1


@pytest.mark.parametrize(
    "name", ["山田たろう", "Пётр", "Ελένη", "Nguyễn Văn Tiến", "José 2", "Zoë 🂡", "..."]
)
def test_names_of_one_script_or_of_scripts_that_do_not_look_alike_are_kept(
    api: APIClient, name: str
) -> None:
    answer = api.post("/api/v1/players", {"display_name": name}, format="json")
    assert answer.status_code == 201, answer.json()


def test_a_rename_is_held_to_the_same_rules(make_player: Any) -> None:
    _player, client = make_player("Bob")
    answer = client.patch("/api/v1/players/me", {"display_name": "Bоb"}, format="json")
    assert answer.status_code == 400


@pytest.mark.parametrize(
    "name", ["Gin\u202e!og eht no", "Gin\u200bGo", "Gin\nGo", "\u3164", "Gin Gо"]
)
def test_an_app_name_is_held_to_the_display_names_rules(flow: Flow, name: str) -> None:
    answer = flow.api.post(
        "/api/v1/apps",
        {"name": name, "redirect_uris": [REDIRECT_URI], "public": True},
        format="json",
    )
    assert answer.status_code == 400, answer.json()
    assert "name" in answer.json()["error"]["fields"]


def test_the_consent_page_isolates_the_app_name_and_the_players_names(flow: Flow) -> None:
    page = flow.browser.get(flow.authorize_url()).content.decode()
    assert "<bdi>Gin on the go</bdi>" in page
    url = flow.authorize_url()
    flow.sign_in(url)
    page = flow.browser.get(url).content.decode()
    assert "<bdi>Gin on the go</bdi>" in page
    assert f"<bdi>{flow.username}</bdi>" in page
