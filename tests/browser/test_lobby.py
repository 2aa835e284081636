"""Two strangers meet in the lobby, play a rated game to a resignation, see their ratings
change, and start a rematch: two browser contexts, through the lobby's hooks only."""

import pytest

from testkit.browser import api_get, drawn_version, enabled, open_play, take_turn
from tests.factories import PlayerFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PLAY_ACTIONS = ("take_upcard", "pass", "draw_stock", "draw_discard", "discard", "knock")


def on_turn(page):
    return any(enabled(page, action) for action in PLAY_ACTIONS)


def wait_for_version(page, version):
    page.wait_for_function(
        "v => Number(document.querySelector('[data-screen=\"table\"]').dataset.gameVersion) >= v",
        arg=version,
        timeout=10_000,
    )


def registered(context, name):
    _player, token = PlayerFactory.create_with_token(display_name=name, registered=True)
    context.add_init_script(f"localStorage.setItem('ginapi.token', {token!r})")
    return context.new_page()


def test_two_strangers_meet_play_rated_see_their_ratings_move_and_rematch(new_context, live_server):
    # Rated games are for registered players (docs/API.md, fourth wave): both have accounts.
    ana, bo = (registered(new_context(), name) for name in ("Ana", "Bo"))
    open_play(ana, live_server.url)
    ana.fill('[data-field="display_name"]', "Ana")
    ana.check('[data-field="seek_rated"]')
    ana.click('[data-lobby="quick"]')
    ana.wait_for_selector("[data-seek-waiting]", state="visible")

    open_play(bo, live_server.url)
    bo.fill('[data-field="display_name"]', "Bo")
    accept = bo.locator("[data-seeks] [data-accept]")
    accept.first.wait_for(timeout=10_000)
    assert "Ana" in bo.locator("[data-seeks]").inner_text()
    accept.first.click()
    bo.wait_for_selector("[data-hand] [data-card]")
    # Ana's page notices the pairing by itself and opens the table.
    ana.wait_for_selector("[data-hand] [data-card]", timeout=10_000)

    # Each moves twice (so the resignation rates the game rather than aborting it).
    moves = {id(ana): 0, id(bo): 0}
    while min(moves.values()) < 2:
        mover = ana if on_turn(ana) else bo
        watcher = bo if mover is ana else ana
        take_turn(mover)
        moves[id(mover)] += 1
        wait_for_version(watcher, drawn_version(mover))
    loser = ana if on_turn(ana) else bo
    winner = bo if loser is ana else ana
    loser.click('[data-action="resign"]')
    loser.click('[data-confirm="resign"]')
    for page in (ana, bo):
        page.wait_for_selector("[data-game-over]", state="visible", timeout=10_000)
        change = page.locator("[data-rating-change]")
        change.wait_for(state="visible", timeout=10_000)
        assert change.get_attribute("data-before") == "1500"
    assert int(winner.locator("[data-rating-change]").get_attribute("data-after")) > 1500
    assert int(loser.locator("[data-rating-change]").get_attribute("data-after")) < 1500

    # The start screen shows the new rating and a chart of it.
    winner.click('[data-game-over] [data-nav="start"]')
    # The start screen held the players' ratings from before the game: wait for the new one.
    winner.wait_for_function(
        """() => Number(document.querySelector('[data-ratings] [data-ruleset="standard"]')
            ?.dataset.rating) > 1500""",
        timeout=10_000,
    )
    assert winner.locator("[data-rating-chart] polyline").count() == 1

    # Rematch: the loser offers, the winner sees it and accepts (from the game's end).
    old_game = api_get(loser, "/games?status=finished")["results"][0]["id"]
    loser.click("[data-rematch]")
    loser.wait_for_selector('[data-rematch][data-rematch-state="offered"]')
    winner.click(f'[data-history] [data-game-id="{old_game}"]')
    winner.wait_for_selector('[data-rematch][data-rematch-state="asked"]', timeout=10_000)
    winner.click("[data-rematch]")
    for page in (winner, loser):
        page.wait_for_function(
            "old => location.hash.startsWith('#game=') && location.hash !== '#game=' + old",
            arg=old_game,
            timeout=10_000,
        )
        page.wait_for_selector("[data-hand] [data-card]")
    new_id = api_get(winner, "/games?status=active")["results"][0]["id"]
    new_game = api_get(winner, f"/games/{new_id}")
    assert new_game["rated"] is True and new_id != old_game
