"""POST /api/v1/games/{id}/moves"""

import uuid

import pytest

from games.engine.cards import Card

pytestmark = pytest.mark.django_db


def _not_held(view):
    held = set(view["your_cards"])
    return next(
        Card(i).code
        for i in range(52)
        if Card(i).code not in held and Card(i).code not in view["discard_pile"]
    )


def _to_draw_phase(table):
    """Both pass the upcard: the non-dealer must draw from the stock."""
    table.play({"action": "pass"})
    table.play({"action": "pass"})


def _to_discard_phase(table):
    _to_draw_phase(table)
    table.play({"action": "draw_stock"})


# -- applying -----------------------------------------------------------------------------


def test_a_legal_move_is_applied_and_answered_with_the_game_and_events(table):
    seat = table.on_turn()
    before = table.view(seat)

    response = table.move(seat, {"action": "pass", "expected_version": before["version"]})

    assert response.status_code == 200
    body = response.json()
    assert body["game"]["version"] == before["version"] + 1
    assert body["game"]["turn"] == "opponent"
    assert body["events"] == [{"event": "pass", "player": "you", "card": before["discard_top"]}]
    move = table.game.moves.get()
    assert (move.version, move.seat, move.action, move.payload) == (
        1,
        seat,
        "pass",
        {"action": "pass"},
    )


def test_a_moves_answer_names_the_friend_to_each_seat(table):
    names = {0: "Bob", 1: "Ada"}  # what seat 0 (Ada, the creator) and seat 1 (Bob) are shown
    movers = set()
    for _ in range(6):
        seat = table.on_turn()
        movers.add(seat)
        legal = table.view(seat)["legal_actions"][0]
        move = {"action": legal["action"]}
        if legal.get("cards"):
            move["card"] = legal["cards"][0]
        body = table.play(move)
        assert body["game"]["opponent"] == {
            "kind": "human",
            "ai_level": None,
            "display_name": names[seat],
        }
    assert movers == {0, 1}


def test_expected_version_may_be_omitted(table):
    assert table.move(table.on_turn(), {"action": "pass"}).status_code == 200


def test_card_codes_are_case_insensitive(table):
    _to_discard_phase(table)
    seat = table.on_turn()
    card = table.view(seat)["your_cards"][0]

    response = table.move(seat, {"action": "discard", "card": card.lower()})

    assert response.status_code == 200
    assert response.json()["events"][0]["card"] == card


def test_a_stock_draw_shows_the_card_to_the_drawer_only(table):
    _to_draw_phase(table)
    seat = table.on_turn()

    events = table.move(seat, {"action": "draw_stock"}).json()["events"]
    log_for_other = table.clients[1 - seat].get(f"{table.url}/moves").json()["moves"]

    assert set(events[0]) == {"event", "player", "card"}
    assert log_for_other[-1]["events"] == [{"event": "draw_stock", "player": "opponent"}]


def test_resign_ends_the_game_at_once_even_off_turn(table):
    off_turn = 1 - table.on_turn()

    body = table.move(off_turn, {"action": "resign"}).json()

    assert body["game"]["status"] == "finished"
    assert body["game"]["winner"] == "opponent"
    assert body["game"]["phase"] == "game_over"
    assert body["game"]["final_scores"]["opponent"]["total"] == 0
    table.game.refresh_from_db()
    assert table.game.winner_seat == 1 - off_turn
    assert table.game.finished_at is not None


# -- refusing: every illegal kind gives its code and changes nothing ----------------------


def _refused(table, seat, body, status, code):
    before = table.state()
    response = table.move(seat, body)
    assert response.status_code == status, response.json()
    error = response.json()["error"]
    assert error["code"] == code
    assert error["message"]
    assert table.state() == before
    return error


def test_it_is_not_your_turn(table):
    _refused(table, 1 - table.on_turn(), {"action": "pass"}, 422, "not_your_turn")


def test_a_discard_before_drawing(table):
    _to_draw_phase(table)
    seat = table.on_turn()
    card = table.view(seat)["your_cards"][0]
    _refused(table, seat, {"action": "discard", "card": card}, 422, "must_draw_first")


def test_a_discard_of_a_card_not_held(table):
    _to_discard_phase(table)
    seat = table.on_turn()
    card = _not_held(table.view(seat))
    error = _refused(table, seat, {"action": "discard", "card": card}, 422, "card_not_in_hand")
    assert card in error["message"]


def test_a_knock_over_the_limit(table):
    _to_discard_phase(table)
    seat = table.on_turn()
    view = table.view(seat)
    knockable: list[str] = next(
        (a["cards"] for a in view["legal_actions"] if a["action"] == "knock"), []
    )
    card = next(c for c in view["your_cards"] if c not in knockable)
    _refused(table, seat, {"action": "knock", "card": card}, 422, "deadwood_too_high")


def test_an_upcard_action_in_the_draw_phase(table):
    _to_draw_phase(table)
    _refused(table, table.on_turn(), {"action": "take_upcard"}, 422, "wrong_phase")


def test_a_draw_after_drawing(table):
    _to_discard_phase(table)
    _refused(table, table.on_turn(), {"action": "draw_stock"}, 422, "must_discard")


def test_discarding_the_card_just_taken(table):
    seat = table.on_turn()
    upcard = table.view(seat)["discard_top"]
    table.play({"action": "take_upcard"})
    _refused(table, seat, {"action": "discard", "card": upcard}, 422, "cannot_discard_taken_card")


def test_the_pile_after_both_passed(table):
    _to_draw_phase(table)
    _refused(table, table.on_turn(), {"action": "draw_discard"}, 422, "must_draw_stock")


def test_a_discard_without_a_card(table):
    _to_discard_phase(table)
    _refused(table, table.on_turn(), {"action": "discard"}, 422, "card_required")


def test_a_draw_with_a_card(table):
    _to_draw_phase(table)
    seat = table.on_turn()
    card = table.view(seat)["your_cards"][0]
    _refused(table, seat, {"action": "draw_stock", "card": card}, 422, "card_not_allowed")


def test_melds_on_a_discard(table):
    _to_discard_phase(table)
    seat = table.on_turn()
    cards = table.view(seat)["your_cards"]
    body = {"action": "discard", "card": cards[0], "melds": [cards[1:4]]}
    _refused(table, seat, body, 422, "melds_not_allowed")


def test_big_gin_without_eleven_melded_cards(table):
    _to_discard_phase(table)
    seat = table.on_turn()
    assert table.view(seat)["deadwood"] > 0
    _refused(table, seat, {"action": "big_gin"}, 422, "not_big_gin")


def test_big_gin_where_the_ruleset_has_none(make_table):
    table = make_table(ruleset="arcade", seed=b"arcade")
    seat = table.on_turn()
    table.play({"action": "draw_stock"})
    _refused(table, seat, {"action": "big_gin"}, 422, "no_big_gin_in_ruleset")


def test_a_move_once_the_game_is_over(table):
    table.play({"action": "resign"})
    _refused(table, 0, {"action": "pass"}, 422, "game_over")


def test_a_move_before_the_friend_joins(player_client):
    _, client = player_client
    created = client.post("/api/v1/games", {"opponent": "human"}).json()

    response = client.post(f"/api/v1/games/{created['id']}/moves", {"action": "resign"})

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "game_not_started"


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({}, "invalid_input", "action"),
        ({"action": "fold"}, "invalid_input", "action"),
        ({"action": "discard", "card": "ZZ"}, "invalid_card", None),
        ({"action": "discard", "card": 7}, "invalid_input", "card"),
        ({"action": "discard", "card": ["TD"]}, "invalid_input", "card"),
        ({"action": "knock", "card": "TD", "melds": "TD JD QD"}, "invalid_input", "melds"),
        ({"action": "knock", "card": "TD", "melds": [["TD", "TD", "TD"]]}, "duplicate_card", None),
        ({"action": "pass", "expected_version": "latest"}, "invalid_input", "expected_version"),
        ({"action": "pass", "expected_version": -1}, "invalid_input", "expected_version"),
    ],
)
def test_malformed_moves_are_400s(table, body, code, field):
    error = _refused(table, table.on_turn(), body, 400, code)
    if field:
        assert field in error["fields"]


def test_a_named_arrangement_that_is_not_a_meld_is_a_400(table):
    _to_discard_phase(table)
    seat = table.on_turn()
    cards = table.view(seat)["your_cards"]
    body = {"action": "knock", "card": cards[0], "melds": [cards[1:3]]}
    _refused(table, seat, body, 400, "invalid_meld")


# -- versions -----------------------------------------------------------------------------


def test_a_stale_expected_version_is_a_409_and_changes_nothing(table):
    table.play({"action": "pass"})
    error = _refused(
        table, table.on_turn(), {"action": "pass", "expected_version": 0}, 409, "version_conflict"
    )
    assert "1" in error["message"]


def test_a_future_expected_version_is_a_409_too(table):
    _refused(
        table, table.on_turn(), {"action": "pass", "expected_version": 5}, 409, "version_conflict"
    )


def test_the_version_grows_by_one_per_action_the_ais_included(player_client):
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai"}).json()
    while game["turn"] == "you" and game["status"] == "active":
        action = game["legal_actions"][0]
        body = {"action": action["action"], "expected_version": game["version"]}
        if action["action"] == "discard":
            body["card"] = action["cards"][-1]
        response = client.post(f"/api/v1/games/{game['id']}/moves", body).json()
        game_before, game = game, response["game"]
        ai_actions = {
            "take_upcard",
            "pass",
            "draw_stock",
            "draw_discard",
            "discard",
            "knock",
            "big_gin",
            "resign",
        }
        acted = [e for e in response["events"] if e["event"] in ai_actions]
        assert game["version"] == game_before["version"] + len(acted)
        if game["version"] > 12:
            break
    assert game["version"] > 2


# -- access -------------------------------------------------------------------------------


def test_another_players_game_is_a_404(table, make_player):
    _, stranger = make_player("Eve")

    response = stranger.post(f"{table.url}/moves", {"action": "resign"})

    assert response.status_code == 404
    assert table.state()[0] == 0


def test_an_unknown_game_is_a_404(player_client):
    _, client = player_client

    response = client.post(f"/api/v1/games/{uuid.uuid4()}/moves", {"action": "pass"})

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_it_needs_a_token(api, table):
    assert api.post(f"{table.url}/moves", {"action": "resign"}).status_code == 401
