"""GET /api/v1/games/{id}"""

import uuid

import pytest

from games import services

pytestmark = pytest.mark.django_db


@pytest.fixture
def game(player_client):
    player, client = player_client
    body = client.post("/api/v1/games", {"opponent": "ai"}).json()
    return player, client, body


def test_it_shows_the_game_as_the_caller_sees_it(game):
    _, client, created = game

    response = client.get(f"/api/v1/games/{created['id']}")

    assert response.status_code == 200
    assert response.json() == created | {"updated_at": response.json()["updated_at"]}
    assert response["Cache-Control"] == "private, no-cache"


def test_it_carries_an_etag_and_answers_304_while_nothing_changed(game):
    _, client, created = game
    url = f"/api/v1/games/{created['id']}"
    etag = client.get(url)["ETag"]

    unchanged = client.get(url, HTTP_IF_NONE_MATCH=etag)

    assert unchanged.status_code == 304
    assert unchanged.content == b""
    assert unchanged["ETag"] == etag


def test_a_move_changes_the_etag(game):
    _, client, created = game
    url = f"/api/v1/games/{created['id']}"
    etag = client.get(url)["ETag"]
    move = created["legal_actions"][0]
    client.post(
        f"{url}/moves",
        {"action": move["action"], **({"card": move["cards"][0]} if "cards" in move else {})},
    )

    response = client.get(url, HTTP_IF_NONE_MATCH=etag)

    assert response.status_code == 200
    assert response["ETag"] != etag


def test_each_seat_gets_its_own_etag(make_player):
    _, ada_client = make_player("Ada")
    _, bob_client = make_player("Bob")
    created = ada_client.post("/api/v1/games", {"opponent": "human"}).json()
    bob_client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})
    url = f"/api/v1/games/{created['id']}"

    ada_etag = ada_client.get(url)["ETag"]

    assert bob_client.get(url)["ETag"] != ada_etag
    assert bob_client.get(url, HTTP_IF_NONE_MATCH=ada_etag).status_code == 200


def test_a_join_changes_the_etag(make_player):
    _, ada_client = make_player("Ada")
    _, bob_client = make_player("Bob")
    created = ada_client.post("/api/v1/games", {"opponent": "human"}).json()
    url = f"/api/v1/games/{created['id']}"
    etag = ada_client.get(url)["ETag"]

    bob_client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})

    assert ada_client.get(url, HTTP_IF_NONE_MATCH=etag).status_code == 200


def test_a_weak_or_listed_etag_matches_too(game):
    _, client, created = game
    url = f"/api/v1/games/{created['id']}"
    etag = client.get(url)["ETag"]

    assert client.get(url, HTTP_IF_NONE_MATCH=f'"other", W/{etag}').status_code == 304


def test_another_players_game_is_a_404(game, make_player):
    _, _, created = game
    _, stranger = make_player("Eve")

    response = stranger.get(f"/api/v1/games/{created['id']}")

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_an_unknown_game_is_the_same_404(player_client):
    _, client = player_client

    response = client.get(f"/api/v1/games/{uuid.uuid4()}")

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_a_malformed_id_is_a_404(player_client):
    _, client = player_client

    assert client.get("/api/v1/games/not-a-uuid").status_code == 404


def test_it_needs_a_token(api, game):
    _, _, created = game

    assert api.get(f"/api/v1/games/{created['id']}").status_code == 401


def test_the_view_never_holds_the_seed_or_the_opponents_cards(game):
    _, client, created = game
    game_row = services.Game.objects.get(id=created["id"])
    text = client.get(f"/api/v1/games/{created['id']}").content.decode()

    assert game_row.seed not in text
    opponent_cards = game_row.match().view(1).your_cards
    took = set(created["opponent_took"])
    for card in opponent_cards:
        if card.code not in took:
            assert f'"{card.code}"' not in text
