"""Reading a game and posting a move cost a small, fixed number of queries, however long the
game has run (the snapshot is read, never the move history)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.games.play import choose_move

pytestmark = pytest.mark.django_db

READ_QUERIES = 2  # the player by token digest; the game with both seats' players
# The player; the game; the game advanced and its new moves inserted, in one statement that
# needs no transaction (the move is a compare-and-swap on the game's version).
MOVE_QUERIES = 3


def _ends_a_hand(body: dict) -> bool:
    return any(event["event"] == "hand_over" for event in body["events"])


def test_reading_a_game_costs_the_same_early_and_late(player_client, django_assert_num_queries):
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai", "target": 500}).json()
    url = f"/api/v1/games/{game['id']}"

    with django_assert_num_queries(READ_QUERIES):
        client.get(url)
    for _ in range(60):
        if game["status"] != "active":
            break
        game = client.post(f"{url}/moves", choose_move(game)).json()["game"]
    assert game["version"] > 40
    with django_assert_num_queries(READ_QUERIES):
        client.get(url)


def test_a_304_costs_no_more_than_a_read(player_client, django_assert_max_num_queries):
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai"}).json()
    url = f"/api/v1/games/{game['id']}"
    etag = client.get(url)["ETag"]

    with django_assert_max_num_queries(READ_QUERIES):
        assert client.get(url, HTTP_IF_NONE_MATCH=etag).status_code == 304


def test_a_move_with_the_ais_reply_costs_the_same_whatever_the_games_length(player_client):
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai", "target": 500}).json()
    counts = []
    for _ in range(120):
        if game["status"] != "active":
            break
        with CaptureQueriesContext(connection) as queries:
            response = client.post(f"/api/v1/games/{game['id']}/moves", choose_move(game))
        body = response.json()
        if not _ends_a_hand(body):
            counts.append(len(queries))
        game = body["game"]

    assert len(counts) > 50
    assert set(counts) == {MOVE_QUERIES}


def test_an_idempotency_key_adds_a_lookup_and_a_record(player_client, django_assert_num_queries):
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai"}).json()
    body = choose_move(game)

    # Plus the record lookup, the record insert, and one more savepoint pair.
    with CaptureQueriesContext(connection) as queries:
        response = client.post(f"/api/v1/games/{game['id']}/moves", body, HTTP_IDEMPOTENCY_KEY="q")
    if not _ends_a_hand(response.json()):
        assert len(queries) <= MOVE_QUERIES + 4
    with django_assert_num_queries(2):
        client.post(f"/api/v1/games/{game['id']}/moves", body, HTTP_IDEMPOTENCY_KEY="q")
