"""A friend game between two browser contexts: invite code, join, moves seen without reloading."""

import re

import pytest

from testkit.browser import drawn_version, enabled, open_play, take_turn

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


def sit_down_and_play(host, guest, base_url, on_watch=None):
    """Ana invites, Bo joins; they play until each has moved three times, each waiting for the
    other's move to show up on their table by itself.  ``on_watch(watcher)`` runs after each
    wait."""
    open_play(host, base_url)
    host.fill('[data-field="display_name"]', "Ana")
    host.click('[data-start="friend"]')
    code = host.locator("[data-invite-code]")
    code.wait_for()
    invite = code.inner_text()
    assert invite

    open_play(guest, base_url)
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
        if on_watch:
            on_watch(watcher)
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


def test_two_friends_play_and_each_sees_the_others_moves_without_reloading(
    new_context, live_server
):
    # pytest-django's live server is WSGI: it buffers streams, so the client polls instead.
    host, guest = new_context().new_page(), new_context().new_page()
    sit_down_and_play(host, guest, live_server.url)


def test_on_an_asgi_server_each_friend_sees_the_others_moves_through_the_stream(
    new_context, asgi_server
):
    host, guest = new_context().new_page(), new_context().new_page()
    streams, polls = [], []

    def record(request):
        path = request.url.split("/api/v1", 1)[-1]
        if re.fullmatch(r"/games/[\w-]+/stream", path):
            streams.append(path)
        elif re.fullmatch(r"/games/[\w-]+", path) and request.method == "GET":
            polls.append(path)

    host.on("request", record)
    guest.on("request", record)

    def no_polling(watcher):
        assert polls == [], "the watcher polled the game instead of reading the stream"

    sit_down_and_play(host, guest, f"http://127.0.0.1:{asgi_server.port}", on_watch=no_polling)
    assert len(set(streams)) == 1  # one game, streamed to both seats
    assert len(streams) >= 2
