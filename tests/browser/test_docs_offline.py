"""/api/docs renders its operations with no network beyond the service itself."""

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_swagger_ui_shows_the_operations_with_every_other_host_blocked(page, live_server):
    elsewhere = []

    def only_the_service(route):
        if route.request.url.startswith(live_server.url):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    page.route("**/*", only_the_service)
    page.goto(f"{live_server.url}/api/docs")

    paths = page.locator(".opblock-summary-path")
    paths.first.wait_for()
    shown = set(paths.all_inner_texts())
    assert {"/api/v1/games", "/api/v1/games/{game_id}/moves", "/api/v1/players"} <= {
        path.replace("\u200b", "") for path in shown
    }
    assert elsewhere == []
