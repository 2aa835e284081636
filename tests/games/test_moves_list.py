"""GET /api/v1/games/{id}/moves"""

import pytest

pytestmark = pytest.mark.django_db


def test_it_lists_every_action_oldest_first_from_the_callers_side(table):
    first = table.on_turn()
    table.play({"action": "pass"})
    table.play({"action": "pass"})
    table.play({"action": "draw_stock"})

    moves = table.clients[first].get(f"{table.url}/moves").json()["moves"]

    assert [m["version"] for m in moves] == [1, 2, 3]
    assert [m["player"] for m in moves] == ["you", "opponent", "you"]
    assert [m["action"] for m in moves] == ["pass", "pass", "draw_stock"]
    assert all(m["created_at"].endswith("Z") for m in moves)


def test_the_opponents_stock_draws_are_hidden_and_ones_own_shown(table):
    table.play({"action": "pass"})
    table.play({"action": "pass"})
    drawer = table.on_turn()
    drawn = table.play({"action": "draw_stock"})["events"][0]["card"]

    own = table.clients[drawer].get(f"{table.url}/moves").json()["moves"][-1]
    other = table.clients[1 - drawer].get(f"{table.url}/moves").json()["moves"][-1]

    assert own["events"] == [{"event": "draw_stock", "player": "you", "card": drawn}]
    assert other["events"] == [{"event": "draw_stock", "player": "opponent"}]
    assert drawn not in str(other)


def test_public_cards_are_shown_to_both(table):
    table.play({"action": "pass"})
    table.play({"action": "pass"})
    table.play({"action": "draw_stock"})
    discarder = table.on_turn()
    card = table.view(discarder)["your_cards"][0]
    table.play({"action": "discard", "card": card})

    other = table.clients[1 - discarder].get(f"{table.url}/moves").json()["moves"][-1]

    assert other["card"] == card
    assert other["events"] == [{"event": "discard", "player": "opponent", "card": card}]


def test_another_players_game_is_a_404(table, make_player):
    _, stranger = make_player("Eve")

    assert stranger.get(f"{table.url}/moves").status_code == 404


def test_it_needs_a_token(api, table):
    assert api.get(f"{table.url}/moves").status_code == 401
