"""A friend game between two browser contexts: invite code, join, moves seen without reloading."""

import pytest

from tests.browser.client import drawn_version, enabled, open_play, take_turn

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


def test_two_friends_play_and_each_sees_the_others_moves_without_reloading(
    new_context, live_server
):
    host, guest = new_context().new_page(), new_context().new_page()
    open_play(host, live_server.url)
    host.fill('[data-field="display_name"]', "Ana")
    host.click('[data-start="friend"]')
    code = host.locator("[data-invite-code]")
    code.wait_for()
    invite = code.inner_text()
    assert invite

    open_play(guest, live_server.url)
    guest.fill('[data-field="display_name"]', "Bo")
    guest.fill('[data-field="invite_code"]', invite)
    guest.click('[data-start="join"]')
    guest.wait_for_selector("[data-hand] [data-card]")
    # The host's page notices the join by itself: the invite code goes away.
    host.wait_for_selector("[data-waiting]", state="hidden", timeout=10_000)
    assert "Waiting" not in host.locator("[data-status]").inner_text()

    moves = {id(host): 0, id(guest): 0}
    for _move in range(12):
        mover = host if on_turn(host) else guest
        watcher = guest if mover is host else host
        assert on_turn(mover) and not on_turn(watcher)
        action = take_turn(mover)
        moves[id(mover)] += 1
        wait_for_version(watcher, drawn_version(mover))
        status = watcher.locator("[data-status]").inner_text()
        if action == "draw_stock":
            assert "Opponent drew from the stock" in status
        elif action == "pass":
            assert "Opponent passed" in status
        if min(moves.values()) >= 3:
            break

    assert min(moves.values()) >= 3
    host_hand = host.locator("[data-hand] [data-card]").count()
    guest_hand = guest.locator("[data-hand] [data-card]").count()
    assert host.locator("[data-opponent-hand] .card").count() == guest_hand
    assert guest.locator("[data-opponent-hand] .card").count() == host_hand
