"""A friend game's turn clock and "Claim victory" on its table, and a rematch heard on the
player stream (who offers, Decline) rather than asked for every second (issue 40)."""

import datetime as dt
import os
from pathlib import Path

import pytest
from django.utils import timezone

from games.models import Game
from testkit.browser import PHONE, api_get, game_id, open_play
from tests.browser.a11y import axe_violations

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = os.environ.get("GINAPI_SCREENSHOTS")


def sit_down(host, guest, base_url):
    """Ana invites, Bo joins with the code; both at the table; the game's id."""
    open_play(host, base_url)
    host.fill('[data-field="display_name"]', "Ana")
    host.click('[data-start="friend"]')
    code = host.locator("[data-invite-code]")
    code.wait_for()
    open_play(guest, base_url)
    guest.fill('[data-field="display_name"]', "Bo")
    guest.fill('[data-field="invite_code"]', code.inner_text())
    guest.click('[data-start="join"]')
    guest.wait_for_selector("[data-hand] [data-card]")
    host.wait_for_selector("[data-waiting]", state="hidden", timeout=10_000)
    return game_id(guest)


def resign(page, game):
    """Resign through the API from the page (the table's own button asks first)."""
    version = api_get(page, f"/games/{game}")["version"]
    page.evaluate(
        """async ([game, version]) => {
            const token = localStorage.getItem("ginapi.token");
            await fetch(`/api/v1/games/${game}/moves`, {method: "POST",
                headers: {Authorization: `Bearer ${token}`, "Content-Type": "application/json"},
                body: JSON.stringify({action: "resign", expected_version: version})});
        }""",
        [game, version],
    )


def test_the_turn_clock_shows_and_the_waiting_friend_claims_victory_once_it_runs_out(
    new_context, live_server
):
    ana = new_context(viewport=PHONE, bypass_csp=True).new_page()
    bo = new_context().new_page()
    game = sit_down(ana, bo, live_server.url)
    on_turn = ana if api_get(ana, f"/games/{game}")["turn"] == "you" else bo
    waiting = bo if on_turn is ana else ana
    waiting_name = "Bo" if waiting is ana else "Ana"
    for page in (ana, bo):
        page.wait_for_selector("[data-turn-clock][data-deadline]")
    assert on_turn.inner_text("[data-turn-clock]").startswith("Your move: you have until")
    assert "in 3 days" in on_turn.inner_text("[data-turn-clock]")
    assert waiting.inner_text("[data-turn-clock]").startswith(
        f"{'Bo' if on_turn is bo else 'Ana'} has until"
    )
    assert waiting.locator("[data-claim-victory]").count() == 0

    Game.objects.filter(pk=game).update(turn_deadline=timezone.now() - dt.timedelta(minutes=1))
    for page in (ana, bo):
        page.reload()
        page.wait_for_selector("[data-turn-clock][data-expired]")
    assert on_turn.locator("[data-claim-victory]").count() == 0
    assert "run out" in on_turn.inner_text("[data-turn-clock]")
    claim = waiting.locator("[data-claim-victory]")
    assert claim.is_visible()
    if waiting is ana:  # the phone: the button is on screen, not beside it
        box = claim.bounding_box()
        assert box and box["x"] + box["width"] <= PHONE["width"]
    if SHOTS:
        waiting.screenshot(path=str(Path(SHOTS) / f"clock-{waiting_name}.png"))
    if waiting is ana:
        assert axe_violations(ana) == []
    claim.click()
    waiting.wait_for_selector("[data-game-over]", state="visible")
    finished = api_get(waiting, f"/games/{game}")
    assert finished["winner"] == "you"
    assert finished["final_scores"]["reason"] == "timeout"
    assert waiting.locator("[data-turn-clock]").is_hidden()


def test_a_rematch_is_heard_on_the_player_stream_says_who_offers_and_can_be_declined(
    new_context, asgi_server
):
    base = f"http://127.0.0.1:{asgi_server.port}"
    ana, bo = new_context().new_page(), new_context().new_page()
    asked = {id(ana): 0, id(bo): 0}
    for page in (ana, bo):
        page.on(
            "request",
            lambda request, page=page: asked.__setitem__(
                id(page),
                asked[id(page)] + (request.method == "GET" and request.url.endswith("/rematch")),
            ),
        )
    game = sit_down(ana, bo, base)
    resign(bo, game)
    for page in (ana, bo):
        page.wait_for_selector("[data-game-over]", state="visible", timeout=10_000)
        page.wait_for_selector('[data-rematch][data-rematch-state="none"]')

    ana.click("[data-rematch]")
    ana.wait_for_selector('[data-rematch][data-rematch-state="offered"]')
    bo.wait_for_selector('[data-rematch][data-rematch-state="asked"]', timeout=10_000)
    assert bo.inner_text("[data-rematch-offer]") == "Ana offers a rematch."
    if SHOTS:
        bo.locator("[data-game-over]").screenshot(path=str(Path(SHOTS) / "rematch-offer.png"))
    bo.click("[data-rematch-decline]")
    bo.wait_for_selector('[data-rematch][data-rematch-state="none"]')
    ana.wait_for_selector('[data-rematch][data-rematch-state="none"]', timeout=10_000)
    assert ana.inner_text("[data-rematch-offer]") == "The rematch was declined."

    # Bo offers this time; Ana accepts; both are at the new game.
    bo.click("[data-rematch]")
    ana.wait_for_selector('[data-rematch][data-rematch-state="asked"]', timeout=10_000)
    assert ana.inner_text("[data-rematch-offer]") == "Bo offers a rematch."
    ana.click("[data-rematch]")
    for page in (ana, bo):
        page.wait_for_function(
            "old => location.hash.startsWith('#game=') && location.hash !== '#game=' + old",
            arg=game,
            timeout=10_000,
        )
    assert game_id(ana) == game_id(bo)
    # Heard, not polled: at most the one read each page makes as its stream opens.
    assert asked[id(ana)] <= 1 and asked[id(bo)] <= 1, asked
