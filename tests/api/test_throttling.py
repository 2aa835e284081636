"""Rate limits: player creation per address, moves per player; 429 with Retry-After."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.fixture
def low_rates(settings):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"players": "2/minute", "moves": "3/minute"},
    }


def test_player_creation_is_throttled_per_address(api, low_rates):
    statuses = [api.post("/api/v1/players", {"display_name": "Ada"}).status_code for _ in range(3)]

    assert statuses == [201, 201, 429]
    response = api.post("/api/v1/players", {"display_name": "Ada"})
    assert response.json()["error"]["code"] == "throttled"
    assert int(response["Retry-After"]) > 0
    other = api.post("/api/v1/players", {"display_name": "Ada"}, REMOTE_ADDR="10.0.0.9")
    assert other.status_code == 201


def test_moves_are_throttled_per_player(table, low_rates):
    seat = 1 - table.on_turn()
    statuses = [table.move(seat, {"action": "pass"}).status_code for _ in range(4)]

    assert statuses == [422, 422, 422, 429]
    # The other player has its own allowance, and reading is not throttled.
    assert table.move(1 - seat, {"action": "pass"}).status_code == 200
    assert table.clients[seat].get(f"{table.url}/moves").status_code == 200


def test_the_default_rates_are_generous(api):
    statuses = {api.post("/api/v1/players", {"display_name": "Ada"}).status_code for _ in range(30)}

    assert statuses == {201}
