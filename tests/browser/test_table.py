"""The table a player enjoys (issue 32): melds grouped from a fixed deal, a whole game with the
keyboard alone, the hand result readable on a phone, Enter in every form, a rename that is not
dropped, and axe-core on every screen at the phone and desktop sizes."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
import time_machine
from playwright.sync_api import Page

from accounts import services
from testkit.browser import (
    DESKTOP,
    PHONE,
    RANK_ORDER,
    api_get,
    dismiss_hand_result,
    drawn_version,
    open_play,
    start_ai_game,
    take_turn,
    visible,
)
from tests.browser.a11y import axe_violations
from tests.browser.stacked import open_as, player_with_token
from tests.factories import stacked_game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# The player holds four kings and 5-6-7 of hearts; the stock's top card, 8H, extends the run.
KINGS_AND_A_RUN = "KC KD KH KS 5H 6H 7H 2C 9D JS"
AI_CARDS = "AC 3C 4D 8S 9S TC QD 2D 4S 6C"


def hand_groups(page: Page) -> list[tuple[str, str | None]]:
    """The hand in the order shown: (card, its data-meld or None)."""
    return [
        (code, meld)
        for code, meld in page.locator("[data-hand] [data-card]").evaluate_all(
            "els => els.map(e => [e.dataset.card, e.dataset.meld ?? null])"
        )
    ]


def melds_shown(page: Page) -> list[set[str]]:
    """The cards of each data-meld group, checking that each group's cards are adjacent."""
    groups: list[list[str]] = []
    previous: str | None = None
    for code, meld in hand_groups(page):
        if meld is not None and meld == previous:
            groups[-1].append(code)
        elif meld is not None:
            assert int(meld) == len(groups), "meld indexes run from 0 in the hand's order"
            groups.append([code])
        previous = meld
    return [set(group) for group in groups]


def wait_for_new_version(page: Page, before: int) -> None:
    page.wait_for_function(
        """(before) => !document.querySelector('[data-error]').hidden
            || Number(document.querySelector('[data-screen="table"]').dataset.gameVersion)
               !== before""",
        arg=before,
    )


def test_a_fixed_deal_shows_its_melds_grouped_and_they_regroup_after_a_draw(
    new_context, live_server
):
    player, token = player_with_token()
    game = stacked_game(player, KINGS_AND_A_RUN, AI_CARDS, upcard="3S", stock="8H")
    page = open_as(new_context(), token, live_server.url, game)

    assert melds_shown(page) == [{"KC", "KD", "KH", "KS"}, {"5H", "6H", "7H"}]
    unmatched = [code for code, meld in hand_groups(page) if meld is None]
    assert sorted(unmatched) == ["2C", "9D", "JS"]
    assert hand_groups(page)[-3:] == [(code, None) for code in unmatched], "unmatched last"
    assert page.locator(".meld-group .group-mark").first.inner_text().lower() == "meld"
    assert "2♣" in page.inner_text("[data-deadwood-detail]")

    # Pass the upcard; once the AI has answered (taken it or passed too), draw the stock's top
    # card, 8H: the run takes it.
    before = drawn_version(page)
    page.click('[data-action="pass"]')
    wait_for_new_version(page, before)
    before = drawn_version(page)
    page.click('[data-action="draw_stock"]')
    wait_for_new_version(page, before)

    assert melds_shown(page) == [{"KC", "KD", "KH", "KS"}, {"5H", "6H", "7H", "8H"}]
    assert page.locator('[data-hand] [data-card="8H"]').get_attribute("data-meld") == "1"
    # With 11 cards the counter says the deadwood after the best discard (J♠ out: 2 + 9)
    # and which discard reaches it.
    after = page.locator("[data-deadwood-after-discard]")
    after.wait_for()
    assert after.get_attribute("data-deadwood-after-discard") == "11"
    assert "J♠" in after.inner_text()
    assert page.get_attribute("[data-deadwood]", "data-deadwood") == "21"


def test_the_player_reorders_by_dragging_and_by_keyboard_and_the_order_holds(
    new_context, live_server
):
    player, token = player_with_token()
    game = stacked_game(player, KINGS_AND_A_RUN, AI_CARDS, upcard="3S")
    page = open_as(new_context(), token, live_server.url, game)
    loose = [code for code, meld in hand_groups(page) if meld is None]

    # Drag the last unmatched card before the first one, with the mouse.
    # Both boxes read in one go, once both cards are laid out (the hand may be drawn again
    # while the page settles, and a card being replaced has no box).
    last, first = page.wait_for_function(
        """([a, b]) => {
            const box = (code) => document
                .querySelector(`[data-hand] [data-card="${code}"]`)?.getBoundingClientRect();
            const boxes = [box(a), box(b)];
            return boxes.every((r) => r && r.width > 0) ? boxes.map((r) => r.toJSON()) : null;
        }""",
        arg=[loose[-1], loose[0]],
    ).json_value()
    page.mouse.move(last["x"] + last["width"] / 2, last["y"] + last["height"] / 2)
    page.mouse.down()
    page.mouse.move(first["x"] + 5, first["y"] + 20, steps=8)
    page.mouse.up()
    dragged = [loose[-1], *loose[:-1]]
    assert [code for code, meld in hand_groups(page) if meld is None] == dragged
    assert page.locator('[data-hand] [aria-pressed="true"]').count() == 0, "a drag selects nothing"

    # Alt+Right moves the focused card one place along.
    page.locator(f'[data-hand] [data-card="{dragged[0]}"]').focus()
    page.keyboard.press("Alt+ArrowRight")
    keyed = [dragged[1], dragged[0], dragged[2]]
    assert [code for code, meld in hand_groups(page) if meld is None] == keyed

    # The order holds for the hand: a reload shows it again.
    page.reload()
    page.wait_for_selector("[data-hand] [data-card]")
    assert [code for code, meld in hand_groups(page) if meld is None] == keyed


def focused_card(page: Page) -> str | None:
    return page.evaluate("() => document.activeElement?.dataset?.card ?? null")


def enabled_actions(page: Page) -> set[str]:
    return set(
        page.locator("[data-action]:not([disabled])").evaluate_all(
            "els => els.map(e => e.dataset.action)"
        )
    )


def keyboard_select(page: Page, code: str) -> None:
    """Move the focus along the hand with the arrows to ``code`` and select it with Enter."""
    cards = [card for card, _ in hand_groups(page)]
    for _ in range(40):
        if focused_card(page) is not None:
            break
        page.keyboard.press("Tab")
    focused = focused_card(page)
    assert focused is not None, "Tab reaches the hand"
    step = "ArrowRight" if cards.index(code) > cards.index(focused) else "ArrowLeft"
    while focused_card(page) != code:
        page.keyboard.press(step)
    page.keyboard.press("Enter")
    assert page.locator(f'[data-hand] [data-card="{code}"]').get_attribute("aria-pressed") == "true"


def worst_loose(page: Page, legal: list[str]) -> str:
    loose = [code for code, meld in hand_groups(page) if meld is None and code in legal]
    pool = loose or legal
    return max(pool, key=lambda code: RANK_ORDER.index(code[0]))


def keyboard_turn(page: Page, game_url: str) -> None:
    """One move, pressing keys only (the page is read to decide, never clicked)."""
    game = api_get(page, game_url)
    legal = {entry["action"]: entry.get("cards", []) for entry in game["legal_actions"]}
    before = drawn_version(page)
    if legal.get("knock"):
        keyboard_select(page, worst_loose(page, legal["knock"]))
        page.keyboard.press("k")
    elif "pass" in legal:
        page.keyboard.press("p")
    elif "draw_stock" in legal:
        page.keyboard.press("s")
    elif "discard" in legal:
        keyboard_select(page, worst_loose(page, legal["discard"]))
        page.keyboard.press("d")
    else:
        raise AssertionError(f"nothing to do with {sorted(legal)}")
    wait_for_new_version(page, before)
    assert page.locator("[data-error]").is_hidden(), page.inner_text("[data-error]")


def test_a_whole_game_is_played_with_the_keyboard_alone(new_context, live_server):
    page = new_context().new_page()
    open_play(page, live_server.url)
    page.focus('[data-field="display_name"]')
    page.keyboard.type("Ada")
    page.keyboard.press("Enter")  # Enter in the name starts a game against the AI
    page.wait_for_selector("[data-hand] [data-card]")
    game_url = "/games/" + str(page.evaluate("location.hash")).removeprefix("#game=")
    # Target 100 is long; the test plays until the first hand's result, then resigns by keys.
    for _turn in range(150):
        if visible(page, "[data-hand-result]"):
            break
        keyboard_turn(page, game_url)
    assert visible(page, "[data-hand-result]")
    # The result is announced, and the focus is on Continue: Enter closes it.
    assert page.inner_text("[data-live]").strip()
    assert page.evaluate("() => document.activeElement.hasAttribute('data-dismiss')")
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-hand-result]", state="hidden")
    # Resign has no shortcut: Tab reaches it.
    for _ in range(60):
        if page.evaluate("() => document.activeElement?.dataset?.action") == "resign":
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    # It asks first, the focus on "Keep playing"; the confirmation is one Shift+Tab before it.
    assert page.evaluate("() => document.activeElement.hasAttribute('data-confirm-cancel')")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-game-over]:not([hidden])")
    assert api_get(page, game_url)["status"] == "finished"


def test_the_shortcuts_are_shown_on_the_buttons(page, live_server):
    start_ai_game(page, live_server.url, target=100)
    for action, key in {"draw_stock": "S", "discard": "D", "knock": "K"}.items():
        button = page.locator(f'[data-action="{action}"]')
        assert button.get_attribute("aria-keyshortcuts") == key
        assert button.locator("kbd").inner_text() == key


def test_card_names_are_words_in_the_page_language(new_context, live_server):
    player, token = player_with_token()
    game = stacked_game(player, KINGS_AND_A_RUN, AI_CARDS, upcard="3S")
    page = open_as(new_context(), token, live_server.url, game)
    king = page.locator('[data-hand] [data-card="KD"]')
    assert page.get_by_role("button", name="king of diamonds", exact=True).count() == 1
    assert king.evaluate("e => e.textContent").endswith("king of diamonds")
    page.select_option('[data-field="language"]', "es")
    assert page.get_by_role("button", name="rey de diamantes", exact=True).count() == 1
    assert page.get_by_role("img", name="tres de picas", exact=True).count() == 1  # the upcard


def play_to_the_result(page: Page) -> None:
    for _turn in range(200):
        if visible(page, "[data-hand-result]"):
            return
        take_turn(page)
    raise AssertionError("the hand did not end")


def test_on_a_phone_the_result_sheet_shows_its_top_and_continue(new_context, live_server):
    page = new_context(viewport=PHONE).new_page()
    start_ai_game(page, live_server.url, target=100)
    play_to_the_result(page)

    # The sheet is shown before its body is drawn (seen once from a fresh clone): wait for it.
    page.locator("[data-hand-result] h3").wait_for(state="visible")
    title = page.locator("[data-hand-result] h3").bounding_box()
    assert title is not None
    assert title["y"] >= 0 and title["y"] + title["height"] <= PHONE["height"]
    button = page.locator("[data-dismiss]")
    box = button.bounding_box()
    assert box is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"] + 1
    # Scrolled to its end, the sheet still shows Continue; scrolled back, its top.
    page.locator("[data-hand-result]").evaluate("el => el.scrollTo(0, el.scrollHeight)")
    box = button.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"] + 1
    page.locator("[data-hand-result]").evaluate("el => el.scrollTo(0, 0)")
    assert page.locator("[data-hand-result] h3").bounding_box()["y"] >= 0  # type: ignore[index]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    # Esc closes it too; the action bar is inside the viewport, the names and score on show.
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-hand-result]", state="hidden")
    bar = page.locator(".actions").bounding_box()
    assert bar is not None and bar["y"] + bar["height"] <= PHONE["height"] + 1
    assert "Ada" in page.inner_text("[data-match-score]")


def test_the_status_line_belongs_to_its_hand(page, live_server):
    start_ai_game(page, live_server.url, target=500)
    play_to_the_result(page)
    dismiss_hand_result(page)
    status = page.inner_text("[data-status]")
    assert "knocked" not in status and "Gin" not in status


def test_enter_in_the_password_field_logs_in(page, live_server):
    grace, _ = player_with_token("Grace")
    services.player_credentials_set(player=grace, username="grace", password="a long passphrase")
    open_play(page, live_server.url)
    page.fill('[data-field="username"]', "grace")
    page.fill('[data-field="password"]', "a long passphrase")
    page.press('[data-field="password"]', "Enter")
    page.wait_for_function("() => document.querySelector('[data-player-name]').textContent")
    assert page.inner_text("[data-player-name]") == "Grace"


def test_a_name_typed_after_the_guest_was_made_is_kept(page, live_server):
    start_ai_game(page, live_server.url, name="Ada", target=100)
    page.click('[data-nav="start"]')
    page.wait_for_function("() => document.querySelector('[data-player-name]').textContent")
    page.fill('[data-field="display_name"]', "Ada Lovelace")
    page.click('[data-start="ai"]')
    page.wait_for_selector('[data-screen="table"]:not([hidden]) [data-hand] [data-card]')
    assert api_get(page, "/players/me")["display_name"] == "Ada Lovelace"
    page.wait_for_function(
        "() => document.querySelector('[data-match-score]').textContent.includes('Lovelace')"
    )

    page.click('[data-nav="start"]')
    page.fill('[data-field="display_name"]', "Countess")
    page.click("[data-rename]")
    page.wait_for_function(
        "() => document.querySelector('[data-player-name]').textContent === 'Countess'"
    )
    assert api_get(page, "/players/me")["display_name"] == "Countess"


def lose_the_first_hand(client: Any, game_id: str) -> dict[str, Any]:
    """Play the player's side without ever knocking, until the first hand is over."""
    from games.models import Game

    for _ in range(400):
        match = Game.objects.get(pk=game_id).match()
        if match.hand_results or match.finished:
            return client.get(f"/api/v1/games/{game_id}").json()
        legal = {action.kind.value: action for action in match.legal_actions(0)}
        if "pass" in legal:
            body: dict[str, Any] = {"action": "pass"}
        elif "draw_stock" in legal:
            body = {"action": "draw_stock"}
        else:
            cards = [card.code for card in legal["discard"].cards]
            body = {"action": "discard", "card": max(cards, key=lambda c: RANK_ORDER.index(c[0]))}
        assert client.post(f"/api/v1/games/{game_id}/moves", body, format="json").status_code == 200
    raise AssertionError("the first hand did not end")


LOST_DAILY_DATE = dt.datetime(2026, 6, 1, 9, 0, tzinfo=dt.UTC)
"""A date whose Daily deal (with the secret below) the player loses by never knocking: the
AI knocks and is not undercut.  The clock starts there and runs on (time_machine)."""


@pytest.mark.usefixtures("e2e_daily_secret")
def test_the_daily_says_what_a_lost_first_hand_means(new_context, live_server):
    with time_machine.travel(LOST_DAILY_DATE, tick=True):
        _the_daily_says_what_a_lost_first_hand_means(new_context, live_server)


def _the_daily_says_what_a_lost_first_hand_means(new_context: Any, live_server: Any) -> None:
    from tests.conftest import client_for

    # A registered player: a guest's attempt has a stock of its own and is labelled unranked.
    _player, token = player_with_token(registered=True)
    client = client_for(token)
    game_id = client.post("/api/v1/daily/play").json()["id"]
    game = lose_the_first_hand(client, game_id)
    assert game["last_hand"]["winner"] == "opponent", game["last_hand"]

    page = open_as(new_context(), token, live_server.url)
    info = page.locator("[data-daily-info]")
    page.wait_for_function("() => document.querySelector('[data-daily-info]').textContent")
    text = info.inner_text()
    assert "\N{EN DASH}" not in text and "Your result" not in text
    assert "did not win hand 1" in text and "The rest of the match is play" in text

    page.locator(f'[data-history] [data-game-id="{game_id}"]').click()
    page.wait_for_selector("[data-hand] [data-card]")
    label = page.inner_text("[data-daily-label]")
    assert "hand 1 scored 0" in label and "this hand is play" in label
    assert not label.endswith("scored")


def test_past_days_opens_on_the_latest_date_with_a_deal_or_says_there_is_none(page, live_server):
    open_play(page, live_server.url)
    page.click("[data-reveal-open]")
    page.wait_for_selector("[data-error].notice:not([hidden])")
    assert "No past date has a Daily Gin deal yet" in page.inner_text("[data-error]")
    assert page.locator("[data-error].notice").count() == 1


SCREENS = ("start", "table", "result", "game over", "reveal")


def reach(page: Page, screen: str, base_url: str) -> None:
    if screen == "start":
        open_play(page, base_url)
        page.wait_for_function("() => document.querySelector('[data-daily-info]').textContent")
    elif screen == "table":
        start_ai_game(page, base_url, target=100)
        while not page.locator('[data-action="discard"]').is_enabled():
            take_turn(page)
        page.locator("[data-deadwood-after-discard]").wait_for()
    elif screen == "result":
        start_ai_game(page, base_url, target=100)
        play_to_the_result(page)
    elif screen == "game over":
        start_ai_game(page, base_url, target=100)
        page.click('[data-action="resign"]')
        page.click('[data-confirm="resign"]')
        page.wait_for_selector("[data-game-over]:not([hidden])")
    else:
        open_play(page, base_url)
        page.click("[data-reveal-open]")
        page.wait_for_selector('[data-screen="reveal"]:not([hidden])')


@pytest.mark.parametrize("size", ["phone", "desktop"])
@pytest.mark.parametrize("screen", SCREENS)
def test_axe_finds_nothing_serious_on_any_screen(new_context, live_server, screen, size):
    viewport = PHONE if size == "phone" else DESKTOP
    # The page's Content-Security-Policy refuses injected scripts: axe is let in past it.
    page = new_context(viewport=viewport, bypass_csp=True).new_page()
    reach(page, screen, live_server.url)

    assert axe_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
