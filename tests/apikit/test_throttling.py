"""Rate limits: player creation per address, moves per player; 429 with Retry-After."""

import pytest

from apikit.throttles import ScopedRateThrottle

pytestmark = pytest.mark.django_db

WINDOW_START = 1_800_000_000.0  # a whole minute (and hour) since the epoch


@pytest.fixture
def clock(monkeypatch):
    """The throttle's clock, set by the test: requests do not straddle a window's end."""
    now = [WINDOW_START + 15]
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: now[0]))
    return now


@pytest.fixture
def low_rates(settings, clock):
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


def test_the_default_rates_let_a_household_make_ten_guests_an_hour(api):
    # A guest is a new Daily Gin attempt: an address gets what a household needs.
    statuses = [api.post("/api/v1/players", {"display_name": "Ada"}).status_code for _ in range(11)]
    elsewhere = api.post("/api/v1/players", {"display_name": "Ada"}, REMOTE_ADDR="10.0.0.9")

    assert statuses == [201] * 10 + [429]
    assert elsewhere.status_code == 201


def test_guests_per_address_are_also_counted_per_day(api, settings, clock):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "players_hour": "2/hour",
            "players_day": "3/day",
        },
    }
    first_hour = [
        api.post("/api/v1/players", {"display_name": "Ada"}).status_code for _ in range(3)
    ]
    clock[0] += 3600
    next_hour = [api.post("/api/v1/players", {"display_name": "Ada"}).status_code for _ in range(2)]

    assert first_hour == [201, 201, 429]
    assert next_hour == [429, 429], "the day's three were used (a refused one counts too)"


def test_retry_after_is_the_time_left_in_the_window_and_then_requests_pass(api, low_rates, clock):
    clock[0] = WINDOW_START + 45
    statuses = [api.post("/api/v1/players", {"display_name": "Ada"}).status_code for _ in range(3)]
    refused = api.post("/api/v1/players", {"display_name": "Ada"})

    assert statuses == [201, 201, 429]
    assert refused["Retry-After"] == "15"
    clock[0] = WINDOW_START + 59.5
    assert api.post("/api/v1/players", {"display_name": "Ada"})["Retry-After"] == "1"
    clock[0] = WINDOW_START + 60
    assert api.post("/api/v1/players", {"display_name": "Ada"}).status_code == 201


def test_a_client_supplied_forwarded_for_does_not_reset_the_count(api, low_rates):
    statuses = [
        api.post(
            "/api/v1/players", {"display_name": "Ada"}, HTTP_X_FORWARDED_FOR=f"10.9.9.{n}"
        ).status_code
        for n in range(4)
    ]

    assert statuses == [201, 201, 429, 429]
