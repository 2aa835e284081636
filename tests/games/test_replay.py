"""A game is its seed and moves: replaying every stored game rebuilds its snapshot."""

import pytest

from games import selectors
from games.models import Game
from tests.games.play import choose_move, play_to_end

pytestmark = [pytest.mark.django_db, pytest.mark.slow]


def test_every_stored_game_replays_to_its_snapshot(make_player, make_table):
    _, client = make_player("Ada")
    for ruleset in ("standard", "arcade", "hollywood"):
        game = client.post("/api/v1/games", {"opponent": "ai", "ruleset": ruleset}).json()
        play_to_end(client, game)
    unfinished = client.post("/api/v1/games", {"opponent": "ai", "ai_level": "expert"}).json()
    for _ in range(15):
        unfinished = client.post(
            f"/api/v1/games/{unfinished['id']}/moves", choose_move(unfinished)
        ).json()["game"]
    table = make_table(seed=b"replay")
    table.play({"action": "pass"})

    games = Game.objects.all()
    assert games.count() == 5
    for game in games:
        assert game.replay_matches_snapshot(), game.id
    assert selectors.games_failing_replay(games) == []


def test_a_tampered_snapshot_is_caught(player_client):
    _, client = player_client
    created = client.post("/api/v1/games", {"opponent": "ai"}).json()
    game = Game.objects.get(id=created["id"])
    game.snapshot = {**game.snapshot, "scores": [99, 0]}
    game.save()

    assert not game.replay_matches_snapshot()
    assert selectors.games_failing_replay(Game.objects.all()) == [game]


def test_a_tampered_move_is_caught(player_client):
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai"}).json()
    for _ in range(4):
        game = client.post(f"/api/v1/games/{game['id']}/moves", choose_move(game)).json()["game"]
    row = Game.objects.get(id=game["id"])
    move = row.moves.order_by("version")[row.version - 1]
    move.payload = {"action": "resign"}
    move.save()

    assert selectors.games_failing_replay(Game.objects.all()) == [row]
