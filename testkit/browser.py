"""How the tests and the load scripts drive /play/ in Chromium: through the hooks the API
guide promises (docs/API.md), as an outside checker would."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, ViewportSize

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""Debian's Chromium (/usr/bin/chromium) headless in a container, without its background
traffic."""
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 360, "height": 640}

# Ranks in deadwood order, for choosing what to throw away.
RANK_ORDER = "A23456789TJQK"


def open_play(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/play/")
    page.wait_for_selector('[data-field="display_name"]')


def start_ai_game(
    page: Page, base_url: str, *, name: str = "Ada", ruleset: str = "standard", target: int = 1
) -> None:
    open_play(page, base_url)
    page.fill('[data-field="display_name"]', name)
    page.select_option('[data-field="ai_level"]', "novice")
    page.select_option('[data-field="ruleset"]', ruleset)
    page.fill('[data-field="target"]', str(target))
    page.click('[data-start="ai"]')
    page.wait_for_selector("[data-hand] [data-card]")


def api_get(page: Page, path: str) -> Any:
    """Read the API from inside the page with the token the client keeps: the server's truth."""
    return page.evaluate(
        """async (path) => {
            const token = localStorage.getItem("ginapi.token");
            const r = await fetch(path, {headers: {Authorization: `Bearer ${token}`}});
            return r.json();
        }""",
        f"/api/v1{path}",
    )


def game_id(page: Page) -> str:
    return str(page.evaluate("location.hash")).removeprefix("#game=")


def drawn_version(page: Page) -> int:
    return int(page.locator('[data-screen="table"]').get_attribute("data-game-version") or -1)


def enabled(page: Page, action: str) -> bool:
    return page.locator(f'[data-action="{action}"]').is_enabled()


def worst_card(page: Page) -> str:
    """The highest card not in a meld (the client marks melded cards), else the highest."""
    codes = page.locator("[data-hand] [data-card]").evaluate_all(
        "els => els.map(e => [e.dataset.card, e.classList.contains('melded')])"
    )
    loose = [code for code, melded in codes if not melded] or [code for code, _ in codes]
    return max(loose, key=lambda code: RANK_ORDER.index(code[0]))


def act(page: Page, action: str, card: str | None = None) -> bool:
    """Press an action button (after tapping ``card``); True once the table shows the answer,
    False if the client showed an error instead."""
    before = drawn_version(page)
    if card:
        page.click(f'[data-hand] [data-card="{card}"]')
    page.click(f'[data-action="{action}"]')
    page.wait_for_function(
        """(before) => !document.querySelector('[data-error]').hidden
            || Number(document.querySelector('[data-screen="table"]').dataset.gameVersion)
               !== before""",
        arg=before,
    )
    return page.locator("[data-error]").is_hidden()


def take_turn(page: Page) -> str:
    """One sensible move chosen from the enabled buttons; returns the action that applied."""
    if enabled(page, "big_gin") and act(page, "big_gin"):
        return "big_gin"
    if enabled(page, "knock"):
        card = worst_card(page) if enabled(page, "discard") else None
        if act(page, "knock", card):
            return "knock"
    for action in ("pass", "draw_stock"):
        if enabled(page, action):
            assert act(page, action)
            return action
    if enabled(page, "discard"):
        assert act(page, "discard", worst_card(page))
        return "discard"
    raise AssertionError("no action is enabled on the player's turn")


def dismiss_hand_result(page: Page) -> None:
    """Continue past the hand result with its Continue button, pressed from the keyboard.  A
    click is aimed at where the button is, and the review offer may load above it and push it
    down meanwhile; on a loaded machine a click once left the sheet up (the likely cause)."""
    page.locator("[data-dismiss]").press("Enter")
    page.wait_for_selector("[data-hand-result]", state="hidden")


def visible(page: Page, selector: str) -> bool:
    return page.locator(selector).is_visible()
