"""The start screen of /play/ as a player uses it (issue 40): invitations waiting for a friend
(cancelled from the page, shared as a link that joins), honest sign-up and log-in with the
devices listed, throttled answers said in words, and every panel in Spanish with its plurals.

GINAPI_SCREENSHOTS=/some/dir saves what the tests see there."""

import os
import re
from pathlib import Path

import pytest

from testkit.browser import PHONE, api_get, open_play
from tests.browser.a11y import axe_violations

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = os.environ.get("GINAPI_SCREENSHOTS")


def shoot(page, name):
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def invite(page, base_url, name="Ana"):
    """A friend game from the start screen; back to the start; its code."""
    page.fill('[data-field="display_name"]', name)
    page.click('[data-start="friend"]')
    code = page.locator("[data-invite-code]")
    code.wait_for()
    text = code.inner_text()
    page.click('[data-nav="start"]')
    page.locator(f'[data-invites] [data-invite="{text}"]').wait_for()
    return text


def test_an_invitation_is_listed_shared_as_a_link_that_joins_and_another_cancelled(
    new_context, live_server
):
    ana = new_context(permissions=["clipboard-read", "clipboard-write"]).new_page()
    open_play(ana, live_server.url)
    first = invite(ana, live_server.url)
    second = invite(ana, live_server.url)
    assert ana.locator("[data-invites] li").count() == 2
    shoot(ana, "invites-desktop")

    ana.click(f'[data-invites] [data-invite="{first}"] [data-copy-invite]')
    ana.locator("[data-error].notice").wait_for()
    link = ana.evaluate("navigator.clipboard.readText()")
    assert link == f"{live_server.url}/play/#join={first}"
    assert link in ana.locator("[data-error]").inner_text()

    # Bo opens the link and is at the table at once; Ana's list loses that invitation.
    bo = new_context().new_page()
    bo.goto(link)
    bo.wait_for_selector("[data-hand] [data-card]")
    assert api_get(bo, bo.evaluate("location.hash").replace("#game=", "/games/"))["status"] == (
        "active"
    )

    cancel = ana.locator(f'[data-invites] [data-invite="{second}"] [data-cancel-invite]')
    game = cancel.get_attribute("data-cancel-invite")
    cancel.click()
    ana.locator(f'[data-invites] [data-invite="{second}"]').wait_for(state="detached")
    assert api_get(ana, f"/games/{game}")["status"] == "cancelled"
    ana.reload()
    ana.wait_for_selector("[data-history] [data-game-id]")
    assert ana.locator("[data-invites-panel]").is_hidden()


def test_invitations_fit_a_phone(new_context, live_server):
    # The page's Content-Security-Policy refuses injected scripts: axe is let in past it.
    page = new_context(viewport=PHONE, bypass_csp=True).new_page()
    open_play(page, live_server.url)
    code = invite(page, live_server.url)
    row = page.locator(f'[data-invites] [data-invite="{code}"]')
    box = row.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    for button in ("[data-copy-invite]", "[data-cancel-invite]"):
        button_box = row.locator(button).bounding_box()
        assert button_box and button_box["x"] + button_box["width"] <= PHONE["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shoot(page, "invites-phone")
    assert axe_violations(page) == []


def test_a_failed_sign_up_leaves_no_guest_and_the_account_says_who_is_signed_in(
    new_context, live_server
):
    page = new_context().new_page()
    open_play(page, live_server.url)
    state = page.locator("[data-account-state]")
    assert state.get_attribute("data-state") == "none"
    page.fill('[data-field="username"]', "x")  # too short: the service refuses it
    page.fill('[data-field="password"]', "analytical-engine-1843")
    page.click('[data-account="signup"]')
    page.locator("[data-error]:not(.notice)").wait_for()
    assert page.input_value('[data-field="password"]') == ""
    assert page.evaluate("localStorage.getItem('ginapi.token')") is None
    assert page.locator("[data-player-name]").inner_text() == ""

    page.fill('[data-field="username"]', "ada-lovelace")
    page.fill('[data-field="password"]', "analytical-engine-1843")
    page.click('[data-account="signup"]')
    page.wait_for_selector('[data-account-state][data-state="registered"]')
    assert page.input_value('[data-field="password"]') == ""
    assert state.inner_text() == "Signed in as ada-lovelace (ada-lovelace)."
    me = api_get(page, "/players/me")
    assert me["display_name"] == "ada-lovelace" and me["registered"]
    assert page.locator('[data-account="logout"]').is_visible()
    assert page.locator('[data-account="signup"]').is_hidden()

    # A second device logs in with Enter; the first lists both and signs the second out.
    phone = new_context(viewport=PHONE, bypass_csp=True).new_page()
    open_play(phone, live_server.url)
    phone.fill('[data-field="username"]', "ada-lovelace")
    phone.fill('[data-field="password"]', "analytical-engine-1843")
    phone.press('[data-field="password"]', "Enter")
    phone.wait_for_selector('[data-account-state][data-state="registered"]')
    assert phone.input_value('[data-field="password"]') == ""
    shoot(phone, "account-phone")
    assert axe_violations(phone) == []

    page.reload()
    page.click("[data-devices] summary")
    sessions = page.locator("[data-sessions] [data-session]")
    sessions.nth(1).wait_for()
    assert sessions.count() == 2
    assert page.locator("[data-sessions] [data-current]").count() == 1
    shoot(page, "account-desktop")
    page.click("[data-sessions] [data-revoke-session]")
    page.locator("[data-sessions] [data-revoke-session]").wait_for(state="detached")
    assert api_get(phone, "/players/me")["error"]["code"] == "authentication_failed"


def test_a_guest_named_by_default_takes_the_accounts_name_when_it_signs_up(
    new_context, live_server
):
    page = new_context().new_page()
    open_play(page, live_server.url)
    page.click('[data-start="ai"]')  # no name typed: a guest called "Guest"
    page.wait_for_selector("[data-hand] [data-card]")
    page.click('[data-nav="start"]')
    page.wait_for_selector('[data-account-state][data-state="guest"]')
    page.fill('[data-field="username"]', "grace-hopper")
    page.fill('[data-field="password"]', "compiler-a0-1952")
    page.click('[data-account="signup"]')
    page.wait_for_selector('[data-account-state][data-state="registered"]')
    assert api_get(page, "/players/me")["display_name"] == "grace-hopper"


@pytest.mark.parametrize(
    ("locale", "retry_after", "expected"),
    [
        (
            "en-US",
            "2400",
            "New guest players from this address: the limit is reached. Try again in 40 minutes.",
        ),
        ("en-US", "1", "Try again in 1 second."),
        ("es-ES", "60", "Vuelve a intentarlo dentro de 60 segundos."),
        ("es-ES", "3600", "Vuelve a intentarlo dentro de 60 minutos."),
    ],
)
def test_a_throttled_answer_says_what_was_limited_and_when_to_try_again(
    new_context, live_server, locale, retry_after, expected
):
    page = new_context(locale=locale).new_page()
    page.route(
        "**/api/v1/players",
        lambda route: route.fulfill(
            status=429,
            headers={
                "Retry-After": retry_after,
                "RateLimit": f'"players";r=117;t=40, "players_hour";r=0;t={retry_after}',
                "Content-Type": "application/json",
            },
            body='{"error": {"code": "throttled", "message": "Request was throttled."}}',
        ),
    )
    open_play(page, live_server.url)
    page.click('[data-start="ai"]')
    toast = page.locator("[data-error]")
    toast.wait_for()
    assert expected in toast.inner_text()
    assert "Request was throttled" not in toast.inner_text()


def test_the_start_screen_is_spanish_through_and_counts_read_right(new_context, live_server):
    page = new_context(locale="es-ES", bypass_csp=True).new_page()
    open_play(page, live_server.url)
    page.fill('[data-field="display_name"]', "Ana")
    page.click('[data-start="ai"]')
    page.wait_for_selector("[data-hand] [data-card]")
    game = page.evaluate("location.hash").removeprefix("#game=")
    page.evaluate(
        """async ([game, version]) => {
            const token = localStorage.getItem("ginapi.token");
            await fetch(`/api/v1/games/${game}/moves`, {method: "POST",
                headers: {Authorization: `Bearer ${token}`, "Content-Type": "application/json"},
                body: JSON.stringify({action: "resign", expected_version: version})});
        }""",
        [game, api_get(page, f"/games/{game}")["version"]],
    )
    page.goto(f"{live_server.url}/play/")
    page.wait_for_selector(f'[data-history] [data-game-id="{game}"][data-result="lost"]')
    lobby = page.locator("[data-lobby-panel]").inner_text()
    for english in ("Play someone", "Quick game", "Open seeks", "Your ratings", "Rating board"):
        assert english not in lobby
    assert "Jugar con alguien" in lobby and "Partida rápida" in lobby
    stats = page.locator("[data-stats]").inner_text()
    assert stats.startswith("1 partida · 0 ganadas · 0 manos ganadas · 0 gin")
    row = page.locator(f'[data-history] [data-game-id="{game}"]').inner_text()
    assert "perdida" in row
    assert page.locator("[data-rules-link]").inner_text() == "Las reglas de standard"
    shoot(page, "start-es")

    page.select_option('[data-field="language"]', "en")
    page.wait_for_function(
        "() => document.querySelector('[data-stats]').textContent.startsWith('1 game ·')"
    )
    assert re.match(r"1 game · 0 won · 0 hands won · 0 gins", page.inner_text("[data-stats]"))
    page.wait_for_selector(f'[data-history] [data-game-id="{game}"]:has-text("lost")')

    page.select_option('[data-field="ruleset"]', "oklahoma")
    page.click("[data-rules-link]")
    page.wait_for_selector('[data-rules="oklahoma"]')
    assert page.url.endswith("/play/rules/oklahoma?lang=en")
    assert "value of its first upcard" in page.inner_text("main")
    shoot(page, "rules-en")
    page.click('[data-rules-language="es"]')
    page.wait_for_selector("html[lang=es]")
    assert "Reglas: oklahoma" in page.inner_text("h2")
    shoot(page, "rules-es")
    assert axe_violations(page) == []
