"""Screenshots of the /play/ table for the README and docs/FRONTENDS.md (docs/screenshots/).

Needs a running server:  make run  (or any URL), then
    .venv/bin/python -m tests.browser.screenshots --url http://127.0.0.1:8000

The Daily Gin reveal needs a date that is over with a scored game on it, which only a test can
set up (the clock moved back while the game is played): its screenshots come from
    GINAPI_SCREENSHOTS=1 .venv/bin/pytest tests/browser/test_daily_reveal.py
"""

from __future__ import annotations

import argparse
from pathlib import Path

from playwright.sync_api import Page, ViewportSize, sync_playwright

from testkit.browser import (
    CHROMIUM_ARGS,
    DESKTOP,
    PHONE,
    act,
    dismiss_hand_result,
    start_ai_game,
    take_turn,
    worst_card,
)

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def table_mid_hand(page: Page, url: str) -> None:
    """A few turns in, a meld grouped if one comes within 30 turns, the opponent's last move in
    the status line, a card tapped."""
    start_ai_game(page, url, name="Ada", target=100)
    for turn in range(30):
        if page.locator("[data-hand-result]").is_visible():
            dismiss_hand_result(page)
        take_turn(page)
        if turn >= 4 and page.locator("[data-hand] [data-meld]").count():
            break
    while not page.locator('[data-action="discard"]').is_enabled():
        take_turn(page)
    page.locator("[data-deadwood-after-discard]").wait_for()
    page.click(f'[data-hand] [data-card="{worst_card(page)}"]')
    page.wait_for_timeout(300)


def hand_result(page: Page) -> None:
    """Play on until a hand ends and its result is shown."""
    for _turn in range(300):
        if page.locator("[data-hand-result]").is_visible():
            return
        if page.locator('[data-action="discard"]').is_enabled():
            act(page, "discard", worst_card(page))
        else:
            take_turn(page)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    shots: list[tuple[str, ViewportSize]] = [("table-desktop", DESKTOP), ("table-phone", PHONE)]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS
        )
        for name, viewport in shots:
            page = browser.new_context(viewport=viewport).new_page()
            table_mid_hand(page, args.url)
            page.screenshot(path=OUT / f"{name}.png")
            print(OUT / f"{name}.png")
            hand_result(page)
            result = name.replace("table", "hand-result")
            page.screenshot(path=OUT / f"{result}.png")
            print(OUT / f"{result}.png")
        browser.close()


if __name__ == "__main__":
    main()
