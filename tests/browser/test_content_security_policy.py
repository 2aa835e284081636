"""/play/, /api/docs and /api/redoc send a Content-Security-Policy that refuses inline scripts
(issue 27 item 9: /play/ keeps its token in localStorage and sent no policy).  In Chromium:
each page still works, and a script injected into it does not run."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

INJECT = """() => new Promise((resolve) => {
  document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective));
  const script = document.createElement("script");
  script.textContent = "window.__injected = true";
  document.body.appendChild(script);
  setTimeout(() => resolve(null), 2000);
})"""


def refusals(page: Page) -> list[str]:
    """What the policy refuses the page as it loads and works, but for Redoc's "powered by"
    logo (an image on Redocly's site, which nothing on our pages may load)."""
    seen: list[str] = []

    def note(text: str) -> None:
        if "Content Security Policy" in text and "cdn.redoc.ly" not in text:
            seen.append(text)

    page.on("console", lambda message: note(message.text))
    return seen


def inject_a_script(page: Page) -> Any:
    """The directive that refused an inline script added to the page (None if none did)."""
    return page.evaluate(INJECT)


def test_the_play_client_works_and_an_injected_script_does_not_run(page: Page, live_server) -> None:  # type: ignore[no-untyped-def]
    violations = refusals(page)
    response = page.goto(f"{live_server.url}/play/")
    assert response is not None
    assert "script-src 'self'" in response.headers["content-security-policy"]
    page.fill("[data-field=display_name]", "Ada")
    page.click("[data-start=ai]")
    page.locator("[data-action=resign]").wait_for()
    assert violations == []

    assert inject_a_script(page).startswith("script-src")
    assert page.evaluate("window.__injected") is None


@pytest.mark.parametrize(
    ("path", "rendered"),
    [("/api/docs", ".opblock-summary-path"), ("/api/redoc", "[role=search], .api-content")],
)
def test_the_docs_pages_render_and_an_injected_script_does_not_run(
    page: Page,
    live_server,
    path: str,
    rendered: str,  # type: ignore[no-untyped-def]
) -> None:
    violations = refusals(page)
    response = page.goto(f"{live_server.url}{path}")
    assert response is not None
    assert "script-src 'self'" in response.headers["content-security-policy"]
    page.locator(rendered).first.wait_for()
    assert violations == []

    assert inject_a_script(page).startswith("script-src")
    assert page.evaluate("window.__injected") is None
