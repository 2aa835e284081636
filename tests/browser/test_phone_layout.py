"""The phone layout at 360 x 640: big enough cards, a hand that scrolls, every button reachable."""

import pytest

from testkit.browser import PHONE, start_ai_game, take_turn

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_on_a_phone_every_card_and_button_can_be_reached(new_context, live_server):
    page = new_context(viewport=PHONE).new_page()
    start_ai_game(page, live_server.url, target=100)
    while not page.locator('[data-action="discard"]').is_enabled():
        take_turn(page)  # eleven cards in hand: the widest the row gets
    # The hand is drawn once more when the analysis of its 11 cards arrives: wait for it, so
    # the cards below are the ones that stay.
    page.locator("[data-deadwood-after-discard]").wait_for()

    cards = page.locator("[data-hand] [data-card]")
    for box in cards.evaluate_all("els => els.map(e => e.getBoundingClientRect().toJSON())"):
        assert box["width"] >= 44 and box["height"] >= 66
    row = page.locator("[data-hand]")
    widths = row.evaluate("el => [el.scrollWidth, el.clientWidth]")
    assert widths[0] > widths[1], "the hand row scrolls sideways"
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    last = cards.last
    last.scroll_into_view_if_needed()
    box = last.bounding_box()
    assert 0 <= box["x"] <= PHONE["width"] - box["width"] + 1
    last.click()
    assert last.get_attribute("aria-pressed") == "true"

    for button in page.locator("[data-action]").all():
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        assert button.is_visible()
        assert 0 <= box["x"] <= PHONE["width"] - box["width"] + 1
        assert 0 <= box["y"] <= PHONE["height"] - box["height"] + 1  # sub-pixel layout
