"""The /play/ client in Chromium: its first load and the requests each move costs.

``python -m loadtest.client_load`` starts gunicorn with production settings (2 workers, the
database ``ginapi_cli``, Redis database 3, port 8350; or ``--url`` of a running server), then
in headless Chromium, with a fresh browser context (cold cache) for each of ``--runs`` runs:

1. first load: ``/play/`` until the start screen has its lobby (bytes transferred, requests),
   then a name typed and "Play the AI" pressed until the first hand card is clickable
   (milliseconds from the navigation's start, and from the press);
2. the same page loaded again in that context (warm cache: what a returning player pays);
3. moves: ``--moves`` actions by clicks in that game, counting every request the page makes;
4. polling: a friend game waiting for its friend for ``--idle`` seconds, counting requests
   (If-None-Match polling; each unchanged answer is a bodiless 304).

It prints the median and range of each figure.  Nothing but 127.0.0.1 is contacted.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from playwright.sync_api import Browser, Page, Request, sync_playwright

from testkit.browser import CHROMIUM_ARGS, DESKTOP, dismiss_hand_result, take_turn
from testkit.common import Stack


@dataclass
class Traffic:
    """Every request a page makes, and the bytes on the wire of those that finished.

    Chromium reports a fetch() answered 304 as a failed request (no body arrives), so
    requests are counted as they start and bytes only over the finished ones.
    """

    requests: list[Request] = field(default_factory=list)
    finished: list[Request] = field(default_factory=list)

    def watch(self, page: Page) -> None:
        page.on("request", lambda request: self.requests.append(request))
        page.on("requestfinished", lambda request: self.finished.append(request))

    def reset(self) -> None:
        self.requests.clear()
        self.finished.clear()

    def api_calls(self) -> int:
        return sum("/api/v1/" in request.url for request in self.requests)

    def bytes(self) -> int:
        total = 0
        for request in self.finished:
            sizes = request.sizes()
            total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        return total


def first_load(page: Page, traffic: Traffic, url: str) -> dict[str, float]:
    started = time.perf_counter()
    page.goto(f"{url}/play/")
    page.wait_for_function("document.querySelector('[data-daily-info]').textContent !== ''")
    lobby_ms = (time.perf_counter() - started) * 1000
    lobby_bytes, lobby_requests = traffic.bytes(), len(traffic.requests)
    page.fill('[data-field="display_name"]', "Load")
    page.select_option('[data-field="ai_level"]', "novice")
    pressed = time.perf_counter()
    page.click('[data-start="ai"]')
    page.locator("[data-hand] [data-card]").first.wait_for()
    page.wait_for_function("!document.querySelector('[data-hand] [data-card]').disabled")
    done = time.perf_counter()
    return {
        "lobby ms": lobby_ms,
        "lobby kB": lobby_bytes / 1000,
        "lobby requests": lobby_requests,
        "first card ms (from navigation)": (done - started) * 1000,
        "first card ms (from the press)": (done - pressed) * 1000,
        "first load kB (to the first card)": traffic.bytes() / 1000,
        "first load requests": len(traffic.requests),
    }


def warm_reload(page: Page, traffic: Traffic, url: str) -> dict[str, float]:
    traffic.reset()
    page.goto(f"{url}/play/")
    page.wait_for_function("document.querySelector('[data-daily-info]').textContent !== ''")
    return {"warm reload kB": traffic.bytes() / 1000, "warm reload requests": len(traffic.requests)}


def moves(page: Page, traffic: Traffic, count: int) -> dict[str, float]:
    page.locator("[data-hand] [data-card]").first.wait_for()
    traffic.reset()
    played = 0
    while played < count and not page.locator("[data-game-over]").is_visible():
        if page.locator("[data-hand-result]").is_visible():
            dismiss_hand_result(page)
            continue
        take_turn(page)
        played += 1
    return {"API requests per move": traffic.api_calls() / max(played, 1)}


def polling(page: Page, traffic: Traffic, url: str, seconds: float) -> dict[str, float]:
    page.goto(f"{url}/play/")
    page.click('[data-start="friend"]')
    page.locator("[data-invite-code]").wait_for()
    traffic.reset()
    page.wait_for_timeout(seconds * 1000)
    return {"waiting: API requests per second": traffic.api_calls() / seconds}


def one_run(browser: Browser, url: str, options: argparse.Namespace) -> dict[str, float]:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    traffic = Traffic()
    traffic.watch(page)
    figures = first_load(page, traffic, url)
    figures |= moves(page, traffic, options.moves)
    figures |= warm_reload(page, traffic, url)
    figures |= polling(page, traffic, url, options.idle)
    context.close()
    return figures


@contextmanager
def server(url: str | None) -> Iterator[str]:
    if url:
        yield url.rstrip("/")
        return
    with Stack(workers=2, port=8350, database="ginapi_cli", redis_db=3) as running:
        yield f"http://127.0.0.1:{running.port}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a running server (default: start gunicorn on :8350)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--idle", type=float, default=10.0, help="seconds of friend polling")
    options = parser.parse_args()
    runs: list[dict[str, float]] = []
    with server(options.url) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS
        )
        for _run in range(options.runs):
            runs.append(one_run(browser, url, options))
        browser.close()
    print(f"/play/ at {url}, {options.runs} runs (median, min-max):")
    for name in runs[0]:
        values = [run[name] for run in runs]
        print(
            f"  {name:38} {statistics.median(values):9.1f}   ({min(values):.1f}-{max(values):.1f})"
        )


if __name__ == "__main__":
    main()
