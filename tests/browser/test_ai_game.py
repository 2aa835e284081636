"""A whole game against the AI, played by clicks on /play/ to its end."""

import pytest

from testkit.browser import (
    act,
    api_get,
    dismiss_hand_result,
    enabled,
    game_id,
    start_ai_game,
    take_turn,
    visible,
    worst_card,
)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ACTIONS = ("take_upcard", "pass", "draw_stock", "draw_discard", "discard", "knock", "big_gin")


def test_a_new_visitor_plays_a_whole_game_against_the_ai_by_clicks(page, live_server):
    start_ai_game(page, live_server.url, target=1)
    statuses, results_seen = set(), 0

    for _turn in range(200):
        if visible(page, "[data-game-over]"):
            break
        if visible(page, "[data-hand-result]"):
            results_seen += 1
            dismiss_hand_result(page)
            continue
        take_turn(page)
        statuses.add(page.locator("[data-status]").inner_text())
    else:
        pytest.fail("the game did not end in 200 turns")

    game = api_get(page, f"/games/{game_id(page)}")
    assert game["status"] == "finished"
    over = page.locator("[data-game-over]").inner_text()
    for side in ("you", "opponent"):
        assert str(game["final_scores"][side]["total"]) in over
    assert results_seen or visible(page, "[data-hand-result]")
    assert any("Opponent drew from the stock" in s or "Opponent took" in s for s in statuses)
    # Finished: nothing is legal any more, so every action button is off.
    assert not any(enabled(page, action) for action in ACTIONS)


def test_the_table_shows_what_the_server_holds(page, live_server):
    start_ai_game(page, live_server.url, target=100)

    for _turn in range(6):
        game = api_get(page, f"/games/{game_id(page)}")
        legal = {entry["action"] for entry in game["legal_actions"]}
        hand = page.locator("[data-hand] [data-card]").evaluate_all(
            "els => els.map(e => e.dataset.card)"
        )
        # The same cards; their order is the player's (melds grouped, see test_hand_arranged).
        assert sorted(hand) == sorted(game["your_cards"])
        assert page.locator("[data-deadwood]").get_attribute("data-deadwood") == str(
            game["deadwood"]
        )
        for action in ACTIONS:
            assert enabled(page, action) == (action in legal), action
        # Resign is accepted at any moment of a game in play.
        assert enabled(page, "resign") == (game["status"] == "active")
        if visible(page, "[data-hand-result]"):
            dismiss_hand_result(page)
        take_turn(page)


def test_a_tapped_card_lifts_ten_pixels_and_is_pressed(page, live_server):
    start_ai_game(page, live_server.url, target=100)
    card = page.locator("[data-hand] [data-card]").first
    resting = card.bounding_box()

    card.click()
    page.wait_for_timeout(200)  # the lift is a 0.12 s transition

    assert card.get_attribute("aria-pressed") == "true"
    assert resting["y"] - card.bounding_box()["y"] == pytest.approx(10, abs=0.5)
    assert page.locator('[data-hand] [aria-pressed="true"]').count() == 1


def test_a_discard_without_a_selected_card_asks_for_one_and_sends_nothing(page, live_server):
    start_ai_game(page, live_server.url, target=100)
    while not enabled(page, "discard"):
        take_turn(page)
    version = api_get(page, f"/games/{game_id(page)}")["version"]

    page.click('[data-action="discard"]')

    assert "Select a card" in page.locator("[data-error]").inner_text()
    assert api_get(page, f"/games/{game_id(page)}")["version"] == version
    assert act(page, "discard", worst_card(page))
