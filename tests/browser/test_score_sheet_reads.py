"""The score sheet reads the move log (GET /games/{id}/moves) only for hands it does not hold: a
hand that ends at the table is the game's own `last_hand`, added to the sheet without reading
the whole log again; a game opened afresh reads it once."""

from __future__ import annotations

import pytest

from testkit.browser import act, api_get, game_id
from tests.factories import stacked_game

from .movelog import answer_move_log
from .stacked import open_as, player_with_token

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

AI_LOOSE = "AS 3D 5S 7C 9S JC QD 2H 4H 8C"


def test_a_hand_ended_at_the_table_is_added_without_reading_the_log(new_context, live_server):
    player, token = player_with_token()
    # Two melds and AD AH 2D 6H loose: whatever is drawn, the best discard leaves 10 or less.
    game = stacked_game(player, "KS KH KD 3C 4C 5C AD AH 2D 6H", AI_LOOSE, upcard="QC")
    context = new_context()
    context.add_init_script(f"localStorage.setItem('ginapi.token', {token!r})")
    page = context.new_page()
    reads = answer_move_log(page)
    page.goto(f"{live_server.url}/play/#game={game.pk}")
    page.wait_for_selector("[data-hand] [data-card]")
    assert act(page, "pass")
    assert act(page, "draw_stock")
    page.locator("[data-deadwood-after-discard]").wait_for()
    assert act(page, "knock"), page.inner_text("[data-error]")
    last = api_get(page, f"/games/{game_id(page)}")["last_hand"]
    assert last["hand_number"] == 1 and last["winner"]

    row = page.locator("[data-score-sheet] [data-sheet-hand='1']")
    row.wait_for(state="attached")
    assert f"+{last['points']}" in row.inner_text()
    assert reads == []


def test_a_game_opened_afresh_reads_the_log_once(new_context, live_server):
    player, token = player_with_token()
    game = stacked_game(player, "KS KH KD 3C 4C 5C AD AH 2D 6H", AI_LOOSE, upcard="QC")
    page = open_as(new_context(), token, live_server.url, game)
    answer_move_log(page)
    assert act(page, "pass")
    assert act(page, "draw_stock")
    page.locator("[data-deadwood-after-discard]").wait_for()
    assert act(page, "knock"), page.inner_text("[data-error]")
    last = api_get(page, f"/games/{game_id(page)}")["last_hand"]
    # The log a server would give: the hand's end among the events.
    log = {"moves": [{"version": 1, "events": [{"event": "hand_over", "result": last}]}]}

    again = new_context()
    again.add_init_script(f"localStorage.setItem('ginapi.token', {token!r})")
    fresh = again.new_page()
    reads = answer_move_log(fresh, log)
    fresh.goto(f"{live_server.url}/play/#game={game.pk}")
    fresh.wait_for_selector("[data-hand] [data-card]")
    fresh.locator("[data-score-sheet] [data-sheet-hand='1']").wait_for(state="attached")
    fresh.click("[data-dismiss]")
    fresh.wait_for_selector("[data-hand-result]", state="hidden")
    fresh.wait_for_timeout(500)
    assert len(reads) == 1
