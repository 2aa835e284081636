"""Sign up on one device, log in on another, and find the same history there."""

import pytest
from django.urls import Resolver404, resolve

from testkit.browser import game_id, open_play, start_ai_game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def accounts_are_served():
    try:
        resolve("/api/v1/sessions")
        resolve("/api/v1/players/me/credentials")
    except Resolver404:
        return False
    return True


@pytest.mark.skipif(
    not accounts_are_served(), reason="the accounts API (wt/accounts) is not merged"
)
def test_a_player_signs_up_on_one_device_and_logs_in_on_another(new_context, live_server):
    laptop, phone = new_context().new_page(), new_context().new_page()
    start_ai_game(laptop, live_server.url, name="Ada", target=100)
    game = game_id(laptop)
    laptop.click('[data-nav="start"]')
    laptop.fill('[data-field="username"]', "ada-lovelace")
    laptop.fill('[data-field="password"]', "analytical-engine-1843")
    laptop.click('[data-account="signup"]')
    laptop.locator("[data-error].notice").wait_for()

    open_play(phone, live_server.url)
    phone.fill('[data-field="username"]', "Ada-Lovelace")
    phone.fill('[data-field="password"]', "analytical-engine-1843")
    phone.click('[data-account="login"]')

    phone.locator(f'[data-history] [data-game-id="{game}"]').wait_for()
    assert phone.locator("[data-player-name]").inner_text() == "Ada"
    phone.click('[data-account="logout"]')
    phone.locator("[data-history] [data-game-id]").first.wait_for(state="detached")
    # The laptop's own token still works: logging out is per device.
    laptop.reload()
    laptop.locator(f'[data-history] [data-game-id="{game}"]').wait_for()
