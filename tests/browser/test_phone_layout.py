"""The phone layout at 360 x 640: big enough cards, the whole hand in view, every button reached."""

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
    assert cards.count() == 11
    row = page.locator("[data-hand]")
    # The hand's foot just above the pinned action bar (the page scrolls that far).
    row.evaluate(
        """el => window.scrollBy(0, el.getBoundingClientRect().bottom
            - document.querySelector(".actions").getBoundingClientRect().top)"""
    )
    bar = page.locator(".actions").bounding_box()
    # Every card in view at once, none scrolled sideways: the hand wraps onto a second row.
    for box in cards.evaluate_all("els => els.map(e => e.getBoundingClientRect().toJSON())"):
        assert box["width"] >= 44 and box["height"] >= 66
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
        assert box["y"] >= 0 and box["y"] + box["height"] <= bar["y"] + 1
    widths = row.evaluate("el => [el.scrollWidth, el.clientWidth]")
    assert widths[0] <= widths[1], "the hand row does not scroll sideways"
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    # Each card's index (its corner) is readable: not covered by the card after it.
    for card in cards.all():
        corner = card.locator(".corner.top").bounding_box()
        hit = page.evaluate(
            "([x, y]) => document.elementFromPoint(x, y)?.closest('[data-card]')?.dataset.card",
            [corner["x"] + corner["width"] / 2, corner["y"] + corner["height"] / 2],
        )
        assert hit == card.get_attribute("data-card")

    last = cards.last
    last.click()
    assert last.get_attribute("aria-pressed") == "true"

    for button in page.locator("[data-action]").all():
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        assert button.is_visible()
        assert 0 <= box["x"] <= PHONE["width"] - box["width"] + 1
        assert 0 <= box["y"] <= PHONE["height"] - box["height"] + 1  # sub-pixel layout
