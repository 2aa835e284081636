"""English and Spanish from the browser's language; API errors shown, then the game re-read."""

import pytest

from testkit.browser import api_get, drawn_version, game_id, open_play, start_ai_game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def join_with_a_bad_code(page):
    page.fill('[data-field="display_name"]', "Ada")
    page.fill('[data-field="invite_code"]', "NOSUCHCODE")
    page.click('[data-start="join"]')
    error = page.locator("[data-error]")
    error.wait_for()
    return error.inner_text()


def test_a_spanish_browser_gets_the_client_and_the_api_errors_in_spanish(new_context, live_server):
    english, spanish = new_context().new_page(), new_context(locale="es-ES").new_page()
    open_play(english, live_server.url)
    open_play(spanish, live_server.url)

    assert spanish.locator('[data-start="ai"]').inner_text() == "Jugar contra la IA"
    assert english.locator('[data-start="ai"]').inner_text() == "Play the AI"
    english_error, spanish_error = join_with_a_bad_code(english), join_with_a_bad_code(spanish)
    assert english_error and spanish_error and english_error != spanish_error
    assert spanish.evaluate("document.documentElement.lang") == "es"


def test_the_language_can_be_switched_and_is_remembered(page, live_server):
    open_play(page, live_server.url)

    page.select_option('[data-field="language"]', "es")
    assert page.locator('[data-start="friend"]').inner_text() == "Invitar a un amigo"
    page.reload()
    assert page.locator('[data-start="friend"]').inner_text() == "Invitar a un amigo"


def test_after_an_api_error_the_table_is_read_again_from_the_server(page, live_server):
    start_ai_game(page, live_server.url, target=100)
    game = api_get(page, f"/games/{game_id(page)}")
    first = game["legal_actions"][0]["action"]
    # Another device of the same player moves first: the table on screen is now stale.
    page.evaluate(
        """async ([id, action, version]) => {
            await fetch(`/api/v1/games/${id}/moves`, {method: "POST", headers: {
                "Content-Type": "application/json",
                Authorization: `Bearer ${localStorage.getItem("ginapi.token")}`},
                body: JSON.stringify({action, expected_version: version})});
        }""",
        [game["id"], first, game["version"]],
    )
    server = api_get(page, f"/games/{game['id']}")

    page.click(f'[data-action="{first}"]')

    page.locator("[data-error]").wait_for()
    page.wait_for_function(
        "v => Number(document.querySelector('[data-screen=\"table\"]').dataset.gameVersion) === v",
        arg=server["version"],
    )
    assert drawn_version(page) == server["version"]
    hand = page.locator("[data-hand] [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    assert sorted(hand) == sorted(server["your_cards"])  # the order is the player's
