"""The Daily Gin reveal on /play/: a past date's par line beside the player's own scored line,
practice on that deal, and nothing revealed before the date is over.

Set GINAPI_SCREENSHOTS=1 to save the reveal at desktop and phone width to docs/screenshots/.
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page

from daily.services import daily_deal_ensure
from testkit.browser import PHONE, api_get, game_id, open_play
from tests.conftest import client_for
from tests.daily.conftest import at, utc
from tests.daily.test_daily_end_to_end import play_first_hand
from tests.factories import PlayerFactory

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("e2e_daily_secret"),
]

DAY = "2025-03-09"
DURING = utc(2025, 3, 9, 18, 0)
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def played_the_day(name: str = "Ada") -> str:
    """A player who played DAY's scored daily game through its first hand; their token.

    The clock stands on DAY only while the game is played through the API in this process;
    the browser then sees the date as long over.
    """
    _player, token = PlayerFactory.create_with_token(display_name=name)
    client = client_for(token)
    with at(DURING):
        play_first_hand(client, client.post("/api/v1/daily/play").json()["id"])
    return token


def as_player(context: BrowserContext, token: str) -> Page:
    """A page whose client already holds the player's token (as after a log-in)."""
    context.add_init_script(f"localStorage.setItem('ginapi.token', {token!r})")
    return context.new_page()


def open_reveal(page: Page, base_url: str, date: str) -> None:
    open_play(page, base_url)
    page.fill('[data-field="reveal_date"]', date)
    page.click("[data-reveal-open]")


def steps(page: Page, hook: str) -> list[dict[str, Any]]:
    return page.locator(f"[{hook}] li").evaluate_all(
        "els => els.map(e => ({action: e.dataset.stepAction, card: e.dataset.stepCard ?? null}))"
    )


def as_steps(line: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"action": step["action"], "card": step.get("card")} for step in line]


def test_the_reveal_shows_the_par_line_beside_the_players_own(new_context, live_server):
    token = played_the_day()
    page = as_player(new_context(), token)

    open_reveal(page, live_server.url, DAY)
    page.wait_for_selector("[data-reveal] [data-par-line]")

    daily = api_get(page, f"/daily/{DAY}")
    assert daily["revealed"] is True and daily["your_line"]["finished"] is True
    assert page.locator("[data-reveal]").get_attribute("data-date") == DAY
    par, yours = daily["par"], daily["your_line"]
    assert steps(page, "data-par-line") == as_steps(par["line"])
    assert steps(page, "data-your-line") == as_steps(yours["line"])
    assert page.get_attribute("[data-par]", "data-par") == str(par["score"])
    assert page.inner_text("[data-par]") == str(par["score"])
    assert page.get_attribute("[data-par-proven]", "data-par-proven") == str(par["proven"]).lower()
    assert page.get_attribute("[data-your-score]", "data-your-score") == str(yours["score"])
    assert page.inner_text("[data-your-score]") == str(yours["score"])
    # Steps read as sentences: a discard names its card.
    discard = next(step for step in yours["line"] if step["action"] == "discard")
    item = page.locator(f'[data-your-line] li[data-step-card="{discard["card"]}"]').first
    assert item.inner_text().startswith("Discard ")

    if os.environ.get("GINAPI_SCREENSHOTS"):
        page.screenshot(path=SCREENSHOTS / "reveal-desktop.png", full_page=True)
        phone = as_player(new_context(viewport=PHONE), token)
        open_reveal(phone, live_server.url, DAY)
        phone.wait_for_selector("[data-reveal] [data-par-line]")
        phone.screenshot(path=SCREENSHOTS / "reveal-phone.png", full_page=True)

    page.click("[data-practice]")
    page.wait_for_selector("[data-hand] [data-card]")
    game = api_get(page, f"/games/{game_id(page)}")
    assert game["daily"] == {"date": DAY, "scored": False, "expired": False, "shared_stock": True}
    assert "practice" in page.inner_text("[data-daily-label]")


def test_on_a_phone_the_two_lines_stack(new_context, live_server):
    token = played_the_day()
    page = as_player(new_context(viewport=PHONE), token)

    open_reveal(page, live_server.url, DAY)
    page.wait_for_selector("[data-reveal] [data-par-line]")

    par = page.locator("[data-par-line]").bounding_box()
    yours = page.locator("[data-your-line]").bounding_box()
    assert par and yours and yours["y"] > par["y"] + par["height"]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_a_visitor_who_did_not_play_the_date_is_told_so(page, live_server):
    daily_deal_ensure(date=dt.date.fromisoformat(DAY))
    open_reveal(page, live_server.url, DAY)
    page.wait_for_selector("[data-reveal] [data-par-line]")

    assert page.locator("[data-your-line-missing]").is_visible()
    assert page.locator("[data-your-line]").count() == 0
    assert page.inner_text("[data-your-line-missing]") == "You did not play this date."


def test_a_date_not_over_yet_shows_no_reveal(page, live_server):
    today = dt.datetime.now(dt.UTC).date()
    open_reveal(page, live_server.url, today.isoformat())
    page.wait_for_selector("[data-error]:not([hidden])")

    assert "revealed once that date is over" in page.inner_text("[data-error]")
    assert page.locator("[data-reveal]").is_hidden()
    daily = page.request.get(f"{live_server.url}/api/v1/daily/{today.isoformat()}").json()
    assert daily["revealed"] is False and "par" not in daily

    tomorrow = (today + dt.timedelta(days=1)).isoformat()
    page.fill('[data-field="reveal_day"]', tomorrow)
    page.click('[data-reveal-open="here"]')
    page.wait_for_function(
        "(date) => document.querySelector('[data-error]').textContent.includes(date)",
        arg=tomorrow,
    )
    assert page.locator("[data-error]").inner_text() == f"There is no daily deal for {tomorrow}."
    assert page.locator("[data-reveal]").is_hidden()
    assert page.locator("[data-practice]").is_hidden()


def test_practice_of_today_is_not_offered_and_the_api_refuses_it(page, live_server):
    # Practice of a date opens once the date is over, for everyone (docs/API.md "Trust").
    today = dt.datetime.now(dt.UTC).date().isoformat()
    open_reveal(page, live_server.url, today)
    page.wait_for_function(
        "() => document.querySelector('[data-reveal-summary]').textContent !== ''"
    )

    assert page.locator("[data-practice]").is_hidden()
    assert page.locator('[data-screen="reveal"]').is_visible()
    token = page.request.post(
        f"{live_server.url}/api/v1/players", data={"display_name": "Pat"}
    ).json()["token"]
    refused = page.request.post(
        f"{live_server.url}/api/v1/daily/{today}/practice",
        headers={"Authorization": f"Bearer {token}"},
    )
    assert refused.status == 422
    assert refused.json()["error"]["code"] == "daily_attempt_first"
