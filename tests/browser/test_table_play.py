"""The table a player stays at (issue 40): Resign asks first and works on either turn, and the
end says how the game ended; the score sheet keeps the game's totals; the hand sorts by suit or
by rank; Knock with no card chosen knocks with the best discard; the status names only what is
lit; words in the singular where the count is one; moves animated unless motion is reduced."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from games import services
from testkit.browser import (
    PHONE,
    act,
    api_get,
    drawn_version,
    enabled,
    game_id,
    start_ai_game,
    take_turn,
)
from tests.factories import PlayerFactory, game_create, stacked_game

from .stacked import open_as, player_with_token

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# The player holds two melds and three loose cards (10 cards); the AI's hand is all loose.
MELDS_AND_LOOSE = "KS KH KD 3C 4C 5C 9H 7D 2S 6H"
AI_LOOSE = "AS 3D 5S 7C 9S JC QD 2H 4H 8C"


def resign(page: Page) -> None:
    page.click('[data-action="resign"]')
    page.locator("[data-resign-confirm]").wait_for()
    page.click('[data-confirm="resign"]')
    page.wait_for_selector("[data-game-over]:not([hidden])")


def test_resign_asks_first_and_keep_playing_changes_nothing(page, live_server):
    start_ai_game(page, live_server.url, target=100)
    version = drawn_version(page)

    page.click('[data-action="resign"]')
    confirm = page.locator("[data-resign-confirm]")
    assert confirm.is_visible()
    assert "Resign this game?" in confirm.inner_text()
    page.click("[data-confirm-cancel]")
    assert confirm.is_hidden()
    assert api_get(page, f"/games/{game_id(page)}")["status"] == "active"
    assert drawn_version(page) == version

    resign(page)
    over = page.inner_text("[data-game-over-body]")
    assert "You resigned" in over
    assert "Aborted" not in over  # a game against the AI rates nothing: no word of aborts
    assert "Game bonus" not in over
    assert api_get(page, f"/games/{game_id(page)}")["final_scores"]["resigned"] == "you"


def test_a_friend_game_is_resigned_on_the_opponents_turn_and_said_aborted_unrated(
    new_context, live_server
):
    host, host_token = PlayerFactory.create_with_token(display_name="Ana", registered=True)
    guest = PlayerFactory.create(display_name="Bo", registered=True)
    game = game_create(host, opponent="human", rated=True)
    assert game.invite_code
    game = services.game_join(player=guest, invite_code=game.invite_code)
    seat = game.seat_of(host)
    assert seat is not None
    if game.match().view(seat).turn == seat:
        # Ana's turn: she plays a move so that it is Bo's.
        action = game.match().view(seat).legal_actions[0]
        game = services.game_move_play(
            game_id=game.pk, player=host, action=action.to_dict(), expected_version=game.version
        ).game
    page = open_as(new_context(), host_token, live_server.url, game)
    assert not enabled(page, "draw_stock") and not enabled(page, "pass")

    assert enabled(page, "resign")
    resign(page)
    over = page.inner_text("[data-game-over-body]")
    assert "You resigned" in over
    assert "Aborted: unrated" in over
    assert not over.startswith("The opponent wins the game")


def test_the_score_sheet_keeps_each_hand_and_the_games_totals(new_context, live_server):
    page = new_context().new_page()
    start_ai_game(page, live_server.url, target=100)
    sheet = page.locator("[data-score-sheet]")
    assert sheet.is_visible() and sheet.get_attribute("open") is not None
    assert "No hand finished yet" in sheet.inner_text()
    for _turn in range(200):
        if page.locator("[data-hand-result]").is_visible():
            break
        take_turn(page)
    page.click("[data-dismiss]")
    game = api_get(page, f"/games/{game_id(page)}")
    page.wait_for_selector("[data-score-sheet] [data-sheet-hand='1']")
    totals = page.locator("[data-sheet-total]").evaluate_all(
        "els => els.map(e => [e.dataset.sheetTotal, Number(e.textContent)])"
    )
    assert dict(totals) == {"you": game["scores"]["you"], "opponent": game["scores"]["opponent"]}
    row = page.locator("[data-sheet-hand='1']").inner_text()
    last = game["last_hand"]
    if last["winner"]:
        assert f"+{last['points']}" in row


def test_on_a_phone_the_score_sheet_is_behind_its_button(new_context, live_server):
    page = new_context(viewport=PHONE).new_page()
    start_ai_game(page, live_server.url, target=100)
    sheet = page.locator("[data-score-sheet]")
    assert sheet.get_attribute("open") is None
    assert page.locator("[data-score-sheet-body]").is_hidden()
    page.click("[data-score-sheet] summary")
    assert page.locator("[data-score-sheet-body]").is_visible()


def shown_order(page: Page) -> list[str]:
    return page.locator("[data-hand] [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )


def test_the_hand_sorts_by_suit_and_by_rank_melds_kept_together(new_context, live_server):
    player, token = player_with_token()
    game = stacked_game(player, MELDS_AND_LOOSE, AI_LOOSE, upcard="QC")
    page = open_as(new_context(), token, live_server.url, game)

    page.click('[data-sort="rank"]')
    loose = page.locator("[data-hand] [data-card]:not([data-meld])").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    assert loose == ["2S", "6H", "7D", "9H"]
    melded = page.locator("[data-hand] [data-card][data-meld]").evaluate_all(
        "els => els.map(e => [e.dataset.meld, e.dataset.card])"
    )
    # By rank, the meld with the threes comes before the kings.
    assert melded[0][1][0] == "3"

    page.click('[data-sort="suit"]')
    loose = page.locator("[data-hand] [data-card]:not([data-meld])").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    assert [code[1] for code in loose] == sorted(
        (code[1] for code in loose), key=lambda suit: "SHCD".index(suit)
    )
    page.reload()
    page.wait_for_selector("[data-hand] [data-card]")
    assert (
        page.locator("[data-hand] [data-card]:not([data-meld])").evaluate_all(
            "els => els.map(e => e.dataset.card)"
        )
        == loose
    )


def test_alt_right_on_a_melds_last_card_after_a_drag_does_not_move_it_left(
    new_context, live_server
):
    player, token = player_with_token()
    game = stacked_game(player, MELDS_AND_LOOSE, AI_LOOSE, upcard="QC")
    page = open_as(new_context(), token, live_server.url, game)
    # Drag the meld of threes' first card to the end of the hand (it stays in its meld).
    first = page.locator('[data-hand] [data-card="3C"]').bounding_box()
    end = page.locator("[data-hand] [data-card]").last.bounding_box()
    assert first and end
    page.mouse.move(first["x"] + first["width"] / 2, first["y"] + first["height"] / 2)
    page.mouse.down()
    page.mouse.move(end["x"] + end["width"] + 20, end["y"] + 20, steps=8)
    page.mouse.up()
    before = shown_order(page)
    meld = page.locator('[data-hand] [data-card="3C"]').get_attribute("data-meld")
    meld_cards = page.locator(f'[data-hand] [data-meld="{meld}"]').evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    last = meld_cards[-1]

    page.locator(f'[data-hand] [data-card="{last}"]').focus()
    page.keyboard.press("Alt+ArrowRight")
    after = shown_order(page)
    assert after.index(last) >= before.index(last)


def label(code: str) -> str:
    return ("10" if code[0] == "T" else code[0]) + {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[code[1]]


def test_knock_with_no_card_chosen_knocks_with_the_best_discard(new_context, live_server):
    player, token = player_with_token()
    # Two melds and AD AH 2D 6H loose: whatever is drawn, the best discard leaves 10 or less.
    game = stacked_game(player, "KS KH KD 3C 4C 5C AD AH 2D 6H", AI_LOOSE, upcard="QC")
    page = open_as(new_context(), token, live_server.url, game)
    # A stacked game's log cannot be replayed (its moves were replaced by a snapshot): the score
    # sheet is given an empty one.
    page.route(
        "**/api/v1/games/*/moves",
        lambda route: route.fulfill(json={"moves": []})
        if route.request.method == "GET"
        else route.fallback(),
    )
    assert act(page, "pass")
    assert act(page, "draw_stock")
    page.locator("[data-deadwood-after-discard]").wait_for()
    assert enabled(page, "knock")
    assert page.inner_text("[data-status]").endswith("Select a card to discard, or knock.")
    named = page.inner_text("[data-deadwood-after-discard]")

    assert act(page, "knock"), page.inner_text("[data-error]")
    last = api_get(page, f"/games/{game_id(page)}")["last_hand"]
    assert last["knocker"] == "you"
    assert label(last["discard"]) in named


def test_a_status_line_without_a_lit_knock_does_not_offer_one(new_context, live_server):
    player, token = player_with_token()
    game = stacked_game(player, "KS QH JD 9C 8S 7H 5D 4C 2S TH", AI_LOOSE, upcard="QC")
    page = open_as(new_context(), token, live_server.url, game)
    assert act(page, "pass")
    if enabled(page, "draw_stock"):
        assert act(page, "draw_stock")
    assert enabled(page, "discard") and not enabled(page, "knock")
    assert page.inner_text("[data-status]").endswith("Select a card to discard.")


def words(page: Page, language: str) -> dict[str, Any]:
    return page.evaluate(
        """async (language) => {
            const { setLanguage, t } = await import("/static/play/i18n.js");
            await import("/static/play/table.js");
            setLanguage(language);
            const said = {one: t("result_winner_you", {count: 1}),
                          many: t("result_winner_you", {count: 25})};
            return said;
        }""",
        language,
    )


def test_one_point_is_said_in_the_singular_in_both_languages(page, live_server):
    page.goto(f"{live_server.url}/play/")
    page.wait_for_selector('[data-field="display_name"]')
    assert words(page, "en") == {"one": "You win 1 point.", "many": "You win 25 points."}
    assert words(page, "es") == {"one": "Ganas 1 punto.", "many": "Ganas 25 puntos."}


def test_a_drawn_card_moves_in_unless_motion_is_reduced(new_context, live_server):
    for reduced, drawn, landed in (
        ("no-preference", "card-drawn", "card-discarded"),
        ("reduce", "none", "none"),
    ):
        page = new_context(reduced_motion=reduced).new_page()
        start_ai_game(page, live_server.url, target=100)
        names = page.evaluate(
            """() => {
                const card = document.querySelector("[data-hand] [data-card]");
                card.classList.add("drawn-in");
                const top = document.querySelector("[data-discard-top] .card");
                top.classList.add("arrived");
                return [getComputedStyle(card).animationName, getComputedStyle(top).animationName];
            }"""
        )
        assert names == [drawn, landed]
