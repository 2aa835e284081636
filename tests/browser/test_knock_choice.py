"""Knock pressed with no card chosen, or with a chosen card: the client knocks only with a card
the server lists under the game's legal `knock` action (docs/API.md: `{"action": "knock",
"cards": [...]}`), never with one it refuses (the standard ruleset forbids discarding the card
just taken from the pile, even when it is the best discard)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, Request

from testkit.browser import act, api_get, enabled, game_id
from tests.factories import stacked_game

from .movelog import answer_move_log
from .stacked import open_as, player_with_token

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Two melds (K set, 3-4-5 of clubs) and AD AH 2D 4S loose: 8 of deadwood.  Taking the 5S upcard
# makes 5S the one best discard (8 left), but the card just taken may not be discarded; 4S is the
# only card the server lets the player knock with (9 left).
HAND = "KS KH KD 3C 4C 5C AD AH 2D 4S"
AI_LOOSE = "AS 3D 6S 7C 9S JC QD 2H 4H 8C"


def taken_upcard(new_context, live_server) -> Page:
    player, token = player_with_token()
    game = stacked_game(player, HAND, AI_LOOSE, upcard="5S")
    page = open_as(new_context(), token, live_server.url, game)
    answer_move_log(page)
    assert act(page, "take_upcard")
    page.locator("[data-deadwood-after-discard]").wait_for()
    legal = api_get(page, f"/games/{game_id(page)}")["legal_actions"]
    assert {"action": "knock", "cards": ["4S"]} in legal
    assert "5S" in page.inner_text("[data-deadwood-after-discard]").replace("5♠", "5S")
    return page


def moves_sent(page: Page) -> list[dict[str, Any]]:
    """The bodies of the moves the page sends from now on."""
    sent: list[dict[str, Any]] = []

    def heard(request: Request) -> None:
        if request.method == "POST" and request.url.endswith("/moves"):
            sent.append(request.post_data_json or {})

    page.on("request", heard)
    return sent


def test_knock_with_no_card_chosen_uses_a_card_the_server_allows(new_context, live_server):
    page = taken_upcard(new_context, live_server)
    assert enabled(page, "knock")
    knocks = moves_sent(page)

    assert act(page, "knock"), page.inner_text("[data-error]")
    last = api_get(page, f"/games/{game_id(page)}")["last_hand"]
    assert last["knocker"] == "you"
    assert last["discard"] == "4S"
    assert [body["card"] for body in knocks] == ["4S"]  # no refused knock was sent first


def test_a_chosen_card_that_cannot_knock_is_said_so_and_not_sent(new_context, live_server):
    page = taken_upcard(new_context, live_server)
    sent = moves_sent(page)

    assert not act(page, "knock", "2D")
    error = page.inner_text("[data-error]")
    assert "4♠" in error and "2♦" in error
    assert sent == []
    assert api_get(page, f"/games/{game_id(page)}")["phase"] == "discard"
