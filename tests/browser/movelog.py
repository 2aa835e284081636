"""A stacked game's move log for the page: its moves were replaced by a snapshot, so the server
cannot replay them; the page is given ``answer`` instead, and each read is counted."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, Route


def answer_move_log(page: Page, answer: dict[str, Any] | None = None) -> list[str]:
    """Answer every GET of a game's move log with ``answer`` (no moves by default); the URLs
    read, in order (moves are still sent to the server)."""
    reads: list[str] = []

    def handle(route: Route) -> None:
        if route.request.method != "GET":
            route.fallback()
            return
        reads.append(route.request.url)
        route.fulfill(json=answer if answer is not None else {"moves": []})

    page.route("**/api/v1/games/*/moves", handle)
    return reads
