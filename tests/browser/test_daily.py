"""Daily Gin from the start screen: today's deal as a game, then the day's panel."""

import pytest

from testkit.browser import api_get, game_id, open_play, take_turn

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_visitor_plays_todays_deal_and_the_start_screen_shows_the_day(page, live_server):
    open_play(page, live_server.url)
    page.fill('[data-field="display_name"]', "Ada")
    page.click('[data-start="daily"]')
    page.wait_for_selector("[data-hand] [data-card]")

    daily = api_get(page, "/daily")
    game = api_get(page, f"/games/{game_id(page)}")
    assert game["ruleset"]["name"] == daily["ruleset"]
    for _move in range(3):
        take_turn(page)
    assert api_get(page, f"/games/{game_id(page)}")["version"] > game["version"]

    page.click('[data-nav="start"]')
    info = page.locator("[data-daily-info]")
    info.wait_for()
    page.wait_for_function("() => document.querySelector('[data-daily-info]').textContent")
    assert daily["date"] in info.inner_text()
    assert daily["ruleset"] in info.inner_text()
    # The unfinished daily game is in the player's history, to be resumed.
    page.locator(f'[data-history] [data-game-id="{game["id"]}"]').click()
    page.wait_for_selector("[data-hand] [data-card]")
    assert game_id(page) == game["id"]
