"""The Daily Gin's scored hand 1 played by clicks to its end in /play/: its result is shown as
a result, sealed while the date is open (the AI's hand said to come after midnight UTC) and
whole once the date is over; never an error toast.

The server's clock stands on DAY while the hand is played (the live server runs in this
process, so time-machine moves its clock too) and on the next day for the reveal; the deal is
DAY's with a pinned secret, a hand the player wins by a 42-point knock with the expert AI's
choices (tests/daily/test_daily_end_to_end.py).

Set GINAPI_SCREENSHOTS=1 to save the sealed result at desktop and phone size to docs/screenshots/.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import time_machine
from playwright.sync_api import ConsoleMessage, Page, Route, ViewportSize

from games.engine.ai import choose_action
from games.models import Game
from testkit.browser import act, api_get, game_id, open_play
from tests.daily.conftest import utc
from tests.factories import PlayerFactory

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("e2e_daily_secret"),
]

DAY = "2025-03-09"
DURING = utc(2025, 3, 9, 18, 0)
NEXT_DAY = utc(2025, 3, 10, 9, 0)
SIZES: list[ViewportSize] = [{"width": 1280, "height": 800}, {"width": 390, "height": 844}]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def clock_at(moment: dt.datetime) -> time_machine.travel:
    """The server's clock from ``moment`` on, running (the browser's waits need time to pass)."""
    return time_machine.travel(moment.timestamp(), tick=True)


@pytest.fixture
def on_the_day() -> Iterator[None]:
    with clock_at(DURING):
        yield


def daily_page(new_context: Any, viewport: ViewportSize, base_url: str, **player: Any) -> Page:
    """A player's page on the start screen, the player made with ``player`` options."""
    _player, token = PlayerFactory.create_with_token(display_name="Ada", **player)
    context = new_context(viewport=viewport)
    context.add_init_script(f"localStorage.setItem('ginapi.token', {token!r})")
    page = context.new_page()
    open_play(page, base_url)
    return page


def play_hand_one_by_clicks(page: Page) -> None:
    """Start the Daily, then click the expert AI's choice for the player until hand 1's result
    is up.  The choice is read from the server's game; every move is a tap on the page."""
    page.click('[data-start="daily"]')
    page.wait_for_selector("[data-hand] [data-card]")
    for _move in range(120):
        if page.locator("[data-hand-result]").is_visible():
            return
        match = Game.objects.get(pk=game_id(page)).match()
        action = choose_action(match.view(0), "expert").to_dict()
        assert act(page, action["action"], action.get("card")), page.inner_text("[data-error]")
    raise AssertionError("hand 1 did not end")


def result_sheet(page: Page) -> dict[str, Any]:
    """What the result sheet shows: its title, its lines, and each laid-out hand's cards."""
    return page.locator("[data-hand-result-body]").evaluate(
        """body => ({
            title: body.querySelector("h3").textContent,
            text: body.innerText,
            hands: [...body.querySelectorAll(".laid-hand")].map((hand) => ({
                sealed: "sealed" in hand.dataset,
                cards: [...hand.querySelectorAll(".card")].map((c) => c.getAttribute("aria-label")),
                melds: [...hand.querySelectorAll(".meld:not(.unmatched):not(.laid-off-group)")]
                    .map((m) => m.querySelectorAll(".card").length),
            })),
        })"""
    )


@pytest.mark.parametrize("viewport", SIZES, ids=["desktop", "phone"])
def test_the_scored_hand_ends_on_a_sealed_result_then_shows_the_ais_hand_after_the_date(
    new_context, live_server, viewport
):
    with clock_at(DURING):
        page = daily_page(new_context, viewport, live_server.url, registered=True)
        play_hand_one_by_clicks(page)

        game = api_get(page, f"/games/{game_id(page)}")
        result = game["last_hand"]
        assert result["hand_number"] == 1 and result["opponent_cards"] is None
        sheet = result_sheet(page)
        assert sheet["title"] == "Hand 1: Knock"
        assert f"You win {result['points']} points." in sheet["text"]
        assert "this result counts on the board" in sheet["text"]
        yours, theirs = sheet["hands"]
        assert not yours["sealed"] and len(yours["cards"]) == len(result["your_cards"])
        assert yours["melds"] == [len(meld) for meld in result["your_melds"]]
        assert theirs["sealed"] and theirs["cards"] == []
        assert f"Shown after midnight UTC, once {DAY} is over" in sheet["text"]
        assert page.locator("[data-error]").is_hidden()
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
        if os.environ.get("GINAPI_SCREENSHOTS"):
            name = "daily-sealed-desktop" if viewport["width"] > 800 else "daily-sealed-phone"
            page.screenshot(path=SCREENSHOTS / f"{name}.png")

    with clock_at(NEXT_DAY):
        page.reload()
        page.wait_for_selector("[data-hand-result]:not([hidden]) .laid-hand")
        revealed = api_get(page, f"/games/{game_id(page)}")["last_hand"]
        assert revealed["opponent_cards"]
        theirs = result_sheet(page)["hands"][1]
        assert not theirs["sealed"] and len(theirs["cards"]) == len(revealed["opponent_cards"])
        assert theirs["melds"] == [len(meld) for meld in revealed["opponent_melds"]]
        assert page.locator("[data-error]").is_hidden()
        page.click("[data-dismiss]")
        assert "hand 1 scored" in page.inner_text("[data-daily-label]")
        assert page.locator("[data-error]").is_hidden()


def test_a_guest_playing_its_own_stock_is_told_it_is_unranked_and_invited_to_register(
    new_context, live_server, on_the_day
):
    page = daily_page(new_context, SIZES[1], live_server.url)
    play_hand_one_by_clicks(page)

    # A guest plays the date's opening with a stock of its own (docs/API.md, fourth wave).
    assert api_get(page, f"/games/{game_id(page)}")["daily"]["shared_stock"] is False
    sheet = result_sheet(page)
    assert "this hand is not ranked" in sheet["text"]
    assert "counts on the board" not in sheet["text"]
    assert page.locator("[data-error]").is_hidden()
    page.click("[data-hand-result] [data-register]")
    page.wait_for_selector('[data-screen="start"]:not([hidden])')
    assert page.locator('[data-field="username"]').is_visible()


def test_an_attempt_left_open_past_midnight_says_it_no_longer_counts(new_context, live_server):
    with clock_at(DURING):
        page = daily_page(new_context, SIZES[0], live_server.url, registered=True)
        page.click('[data-start="daily"]')
        page.wait_for_selector("[data-hand] [data-card]")
        assert "no longer counts" not in page.inner_text("[data-daily-label]")

    with clock_at(NEXT_DAY):
        page.reload()
        page.wait_for_selector("[data-hand] [data-card]")
        assert api_get(page, f"/games/{game_id(page)}")["daily"]["expired"] is True
        assert "it no longer counts" in page.inner_text("[data-daily-label]")
        assert page.locator("[data-error]").is_hidden()


def without_the_hand(route: Route) -> None:
    """The move's answer with the hand missing from its game: a document this client cannot draw."""
    response = route.fetch()
    answer = response.json()
    answer["game"]["your_cards"] = None
    route.fulfill(response=response, body=json.dumps(answer))


def test_a_fault_in_drawing_the_table_is_said_as_the_pages_not_the_networks(
    new_context, live_server, on_the_day
):
    page = daily_page(new_context, SIZES[0], live_server.url, registered=True)
    errors: list[str] = []

    def console(message: ConsoleMessage) -> None:
        if message.type == "error":
            errors.append(message.text)

    page.on("console", console)
    page.click('[data-start="daily"]')
    page.wait_for_selector("[data-hand] [data-card]")
    page.route("**/api/v1/games/*/moves", without_the_hand)
    match = Game.objects.get(pk=game_id(page)).match()
    action = choose_action(match.view(0), "expert").to_dict()
    page.click(f'[data-action="{action["action"]}"]')
    page.wait_for_selector("[data-error]:not([hidden])")

    toast = page.inner_text("[data-error]")
    assert "could not show the game" in toast
    assert "cannot be reached" not in toast
    assert errors
