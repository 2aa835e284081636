"""One normalization for names (issue 27 items 6 and 9): the login throttle, the lookup and
the uniqueness fold a username the same way, and names refuse control and format
characters."""

# ruff: noqa: RUF001  (look-alike letters are what these tests are about)

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts import selectors
from accounts.models import Player
from accounts.names import display_name_validate, username_key
from apikit.throttles import ScopedRateThrottle
from tests.accounts.logins import PASSWORD, log_in, register
from tests.conftest import client_for
from tests.factories import PlayerFactory

pytestmark = pytest.mark.django_db

MID_WINDOW = 1_800_000_030.0


@pytest.fixture
def login_rates(settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The API's default per-username rate (10 a minute), a clock inside one window, and a
    per-address rate that does not get in the way."""
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: MID_WINDOW))
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "login_username": "10/minute",
            "login_address": "1000/minute",
        },
    }


def registered(username: str) -> Player:
    player, token = PlayerFactory.create_with_token()
    assert register(client_for(token), username).status_code == 200
    player.refresh_from_db()
    return player


LOOK_ALIKES = ["mİnimi", "minİmi", "mİnİmİ"]


def test_a_dotted_capital_i_is_neither_another_key_to_minimi_nor_a_way_round_its_throttle(
    login_rates: None,
) -> None:
    minimi = registered("minimi")
    guesses = [log_in("minimi", f"guess {n}").status_code for n in range(10)]
    assert guesses == [401] * 10
    # The reproduction: each of these got ten more guesses, and the last logged in.
    for spelling in LOOK_ALIKES:
        answer = log_in(spelling, PASSWORD)
        assert answer.status_code != 201, spelling
        assert selectors.player_by_username(username=spelling) != minimi
    # minimi's own spellings share its counter.
    assert log_in("MINIMI", PASSWORD).status_code == 429


@pytest.mark.parametrize("spelling", ["minimi", "MINIMI", "Minimi", "ｍｉｎｉｍｉ", "ＭＩＮＩＭＩ"])
def test_the_lookup_and_the_throttle_agree_on_every_spelling(spelling: str) -> None:
    minimi = registered("minimi")
    assert username_key(spelling) == minimi.username_key
    assert selectors.player_by_username(username=spelling) == minimi


@pytest.mark.parametrize("spelling", LOOK_ALIKES)
def test_a_look_alike_that_folds_elsewhere_finds_nobody(spelling: str) -> None:
    registered("minimi")
    assert username_key(spelling) != username_key("minimi")
    assert selectors.player_by_username(username=spelling) is None


@pytest.mark.parametrize(("first", "second"), [("straße", "STRASSE"), ("Ada", "ＡＤＡ")])
def test_usernames_that_fold_to_one_are_one_username(first: str, second: str) -> None:
    registered(first)
    _player, token = PlayerFactory.create_with_token()
    answer = register(client_for(token), second)
    assert answer.status_code == 409
    assert answer.json()["error"]["code"] == "username_taken"
    assert log_in(second, PASSWORD).status_code == 201


HIDDEN = {
    "right-to-left override": "Ada\u202egpj.exe",
    "left-to-right embedding": "\u202aAda",
    "zero-width space": "A\u200bda",
    "zero-width joiner": "Ad\u200da",
    "word joiner": "Ada\u2060",
    "byte order mark": "\ufeffAda",
    "soft hyphen": "A\u00adda",
    "escape": "Ada\x1b[31m",
    "line separator": "Ada\u2028Bob",
    "private use": "Ada\ue000",
}


@pytest.mark.parametrize("name", HIDDEN.values(), ids=HIDDEN.keys())
def test_a_display_name_with_invisible_or_control_characters_is_refused(
    api: APIClient, name: str
) -> None:
    answer = api.post("/api/v1/players", {"display_name": name}, format="json")
    assert answer.status_code == 400, answer.json()
    assert "display_name" in answer.json()["error"]["fields"]
    assert not Player.objects.exists()


@pytest.mark.parametrize("name", HIDDEN.values(), ids=HIDDEN.keys())
def test_a_username_with_invisible_or_control_characters_is_refused(name: str) -> None:
    _player, token = PlayerFactory.create_with_token()
    answer = register(client_for(token), name[:20])
    assert answer.status_code == 400, answer.json()
    assert not Player.objects.exclude(username=None).exists()


@pytest.mark.parametrize(
    ("sent", "kept"),
    [("Ａｄａ", "Ada"), ("\u3000Ada\u00a0", "Ada"), ("ﬁona", "fiona"), ("Zoë 🂡", "Zoë 🂡")],
)
def test_a_display_name_is_kept_nfkc_normalized(api: APIClient, sent: str, kept: str) -> None:
    answer = api.post("/api/v1/players", {"display_name": sent}, format="json")
    assert answer.status_code == 201, answer.json()
    assert answer.json()["display_name"] == kept
    assert Player.objects.get().display_name == kept


def test_a_display_name_of_a_megabyte_is_refused_before_it_is_normalized(api: APIClient) -> None:
    answer = api.post("/api/v1/players", {"display_name": "\ufdfa" * 500_000}, format="json")
    assert answer.status_code == 400


def test_the_one_display_name_check_is_a_function_others_can_call() -> None:
    assert display_name_validate(" Ａｄａ ") == "Ada"
