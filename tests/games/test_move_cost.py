"""What a move and a read cost besides their query count: the game state is rebuilt from its
snapshot once per move, and the hot lookups are plain indexed equalities."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from accounts.models import Token, hash_token
from games.engine.match import Match
from tests.games.play import choose_move

pytestmark = pytest.mark.django_db


@pytest.fixture
def rebuilds(monkeypatch):
    """How many times a Match is rebuilt from a snapshot."""
    calls = []
    real = Match.from_snapshot.__func__  # type: ignore[attr-defined]

    def counting(cls, snapshot):
        calls.append(1)
        return real(cls, snapshot)

    monkeypatch.setattr(Match, "from_snapshot", classmethod(counting))
    return calls


def test_a_move_rebuilds_the_game_from_its_snapshot_once(player_client, rebuilds):
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai"}).json()
    rebuilds.clear()

    response = client.post(f"/api/v1/games/{game['id']}/moves", choose_move(game))

    assert response.status_code == 200
    assert len(rebuilds) == 1


def test_a_keyed_move_also_rebuilds_the_game_once(player_client, rebuilds):
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai"}).json()
    rebuilds.clear()

    response = client.post(
        f"/api/v1/games/{game['id']}/moves", choose_move(game), HTTP_IDEMPOTENCY_KEY="k1"
    )

    assert response.status_code == 200
    assert len(rebuilds) == 1


def test_the_token_lookup_is_one_equality_on_the_digest_without_sorting(player_client):
    _, client = player_client

    with CaptureQueriesContext(connection) as queries:
        assert client.get("/api/v1/players/me").status_code == 200

    lookup = next(q["sql"] for q in queries if '"digest"' in q["sql"])
    assert '"games_token"."digest" = ' in lookup
    assert "ORDER BY" not in lookup
    assert "LIMIT 1" in lookup


def test_the_token_digest_is_sha256_and_its_column_is_indexed():
    field = Token._meta.get_field("digest")

    assert hash_token("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert field.unique  # a unique index: the lookup is one index probe


def test_a_game_is_fetched_by_its_key_alone(player_client):
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai"}).json()

    with CaptureQueriesContext(connection) as read:
        client.get(f"/api/v1/games/{game['id']}")
    with CaptureQueriesContext(connection) as move:
        client.post(f"/api/v1/games/{game['id']}/moves", choose_move(game))

    for queries in (read, move):
        fetch = next(q["sql"] for q in queries if q["sql"].startswith('SELECT "games_game"'))
        assert " OR " not in fetch
        assert "ORDER BY" not in fetch


def test_another_players_game_is_still_a_404_for_reads_and_moves(player_client, make_player):
    _, owner = player_client
    _, stranger = make_player("Eve")
    game = owner.post("/api/v1/games", {"opponent": "ai"}).json()

    read = stranger.get(f"/api/v1/games/{game['id']}")
    move = stranger.post(f"/api/v1/games/{game['id']}/moves", choose_move(game))

    assert (read.status_code, move.status_code) == (404, 404)
    assert read.json()["error"]["code"] == move.json()["error"]["code"] == "not_found"
