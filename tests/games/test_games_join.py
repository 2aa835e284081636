"""POST /api/v1/games/join"""

import pytest

from games.models import Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def waiting_game(make_player):
    creator, client = make_player("Ada")
    body = client.post("/api/v1/games", {"opponent": "human"}).json()
    return creator, client, body


def test_a_friend_joins_with_the_invite_code_and_the_game_starts(make_player, waiting_game):
    creator, creator_client, created = waiting_game
    friend, friend_client = make_player("Bob")

    response = friend_client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})

    assert response.status_code == 200
    body = response.json()
    assert body["id"] == created["id"]
    assert body["status"] == "active"
    assert body["opponent"] == {"kind": "human", "ai_level": None, "display_name": "Ada"}
    assert body["invite_code"] is None
    game = Game.objects.get(id=created["id"])
    assert (game.player0, game.player1) == (creator, friend)
    seen_by_creator = creator_client.get(f"/api/v1/games/{created['id']}").json()
    assert seen_by_creator["opponent"]["display_name"] == "Bob"
    assert seen_by_creator["status"] == "active"
    # One of the two has something to do now.
    assert bool(body["legal_actions"]) != bool(seen_by_creator["legal_actions"])


def test_the_code_is_not_case_sensitive(make_player, waiting_game):
    _, _, created = waiting_game
    _, friend_client = make_player("Bob")

    response = friend_client.post(
        "/api/v1/games/join", {"invite_code": f" {created['invite_code'].lower()} "}
    )

    assert response.status_code == 200


def test_the_creator_cannot_join_its_own_game(waiting_game):
    _, client, created = waiting_game

    response = client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "cannot_join_own_game"
    assert Game.objects.get(id=created["id"]).status == "waiting"


def test_the_friend_cannot_join_twice(make_player, waiting_game):
    _, _, created = waiting_game
    _, friend_client = make_player("Bob")
    friend_client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})

    response = friend_client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})

    assert response.status_code == 409
    assert response.json()["error"]["code"] == "already_joined"


def test_a_third_player_cannot_join_a_full_game_nor_tell_it_from_an_unknown_code(
    make_player, waiting_game
):
    _, _, created = waiting_game
    _, friend_client = make_player("Bob")
    _, third_client = make_player("Cy")
    friend_client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})

    response = third_client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})
    unknown = third_client.post("/api/v1/games/join", {"invite_code": "ZZZZZZZZ"})

    assert response.status_code == 404
    assert response.json() == unknown.json()
    assert response.json()["error"]["code"] == "invite_not_found"
    assert Game.objects.filter(id=created["id"], player1__display_name="Bob").exists()


def test_an_unknown_code_is_a_404(player_client):
    _, client = player_client

    response = client.post("/api/v1/games/join", {"invite_code": "NOPE2345"})

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "invite_not_found"


def test_a_missing_code_is_a_400(player_client):
    _, client = player_client

    response = client.post("/api/v1/games/join", {})

    assert response.status_code == 400
    assert "invite_code" in response.json()["error"]["fields"]


def test_it_needs_a_token(api, waiting_game):
    _, _, created = waiting_game

    assert (
        api.post("/api/v1/games/join", {"invite_code": created["invite_code"]}).status_code == 401
    )


def test_the_hand_is_dealt_at_the_join_from_a_seed_chosen_then(make_player, waiting_game):
    _, creator_client, created = waiting_game
    placeholder = Game.objects.get(id=created["id"])
    _, friend_client = make_player("Bob")

    joined = friend_client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})

    game = Game.objects.get(id=created["id"])
    assert game.seed != placeholder.seed
    assert game.snapshot != placeholder.snapshot
    assert game.version == 0
    creator_view = creator_client.get(f"/api/v1/games/{created['id']}").json()
    dealt = {*joined.json()["your_cards"], *creator_view["your_cards"]}
    assert len(dealt) in (20, 21)
    assert {card.code for card in game.match().view(1).your_cards} == set(
        joined.json()["your_cards"]
    )


def test_joins_are_throttled_per_player(make_player, settings):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "games_join": "3/hour",
        },
    }
    _, client = make_player("Cy")

    statuses = [
        client.post("/api/v1/games/join", {"invite_code": f"GUESS{n:03d}"}).status_code
        for n in range(5)
    ]

    assert statuses == [404, 404, 404, 429, 429]


def test_joins_are_throttled_per_address_whoever_asks(make_player, settings):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "games_join_address": "3/hour",
        },
    }
    clients = [make_player(f"P{n}")[1] for n in range(5)]

    statuses = [
        client.post("/api/v1/games/join", {"invite_code": "GUESS000"}).status_code
        for client in clients
    ]

    assert statuses == [404, 404, 404, 429, 429]
