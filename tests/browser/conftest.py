"""Real-browser tests of the /play/ client: Playwright's sync API driving Debian's Chromium.

One browser per test process (session scope); a fresh context (its own localStorage, so its
own player) per test.  The live server listens on a free port the system picks.  Select
these tests with ``-m browser`` (or leave them out with ``-m "not browser"``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from django.db import connection
from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize, sync_playwright
from pytest_django.live_server_helper import LiveServer

from testkit.browser import CHROMIUM_ARGS, DESKTOP
from tests.liveserver import Server, start_server, test_database_url

# Playwright's sync API keeps an event loop in the main thread; Django then refuses ORM calls
# there (the test database's flush between tests) unless told the loop is not ours to block.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture(scope="session")
def live_server(django_db_setup: None, django_db_blocker: Any) -> Iterator[LiveServer]:
    # Port 0: the system picks a free one, so parallel workers and runs never collide.
    server = LiveServer("127.0.0.1:0")
    yield server
    server.stop()
    # This server is WSGI: a game stream the client asked for (and gave up on, polling instead)
    # is buffered by a thread that never ends, holding its database connection.  Cut those
    # connections to this worker's test database so it can be dropped.
    with django_db_blocker.unblock(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )


@pytest.fixture(scope="session")
def asgi_server(django_db_setup: None, django_db_blocker: Any) -> Iterator[Server]:
    """uvicorn on the test database, as tests/liveserver.py starts it: the server that streams."""
    with django_db_blocker.unblock():
        url = test_database_url()
    server = start_server(url)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS, headless=True
        )
        yield browser
        browser.close()


@pytest.fixture
def new_context(browser: Browser) -> Iterator:
    """Make browser contexts (one per simulated person); all are closed after the test."""
    contexts: list[BrowserContext] = []

    def make(
        viewport: ViewportSize | None = None, locale: str = "en-US", **options: Any
    ) -> BrowserContext:
        context = browser.new_context(viewport=viewport or DESKTOP, locale=locale, **options)
        context.set_default_timeout(15_000)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def page(new_context, live_server) -> Page:
    """A desktop page on a fresh context: a visitor the service has never seen."""
    return new_context().new_page()


def pytest_configure(config: pytest.Config) -> None:
    # WhiteNoise notes that STATIC_ROOT does not exist; it serves from the apps' folders then.
    config.addinivalue_line("filterwarnings", "ignore:No directory at:UserWarning")
    # The WSGI live server buffers the game stream the client tries first (it then polls).
    config.addinivalue_line(
        "filterwarnings", "ignore:StreamingHttpResponse must consume asynchronous iterators"
    )
