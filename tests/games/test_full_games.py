"""Whole games through the HTTP API: every AI level and ruleset, and a friend game."""

from __future__ import annotations

import pytest

from games.engine.rules import RULESETS
from games.models import Game
from tests.games.play import choose_move, play_to_end

pytestmark = [pytest.mark.django_db, pytest.mark.slow]


def _check_final(game: dict) -> None:
    assert game["status"] == "finished"
    assert game["phase"] == "game_over"
    assert game["winner"] in ("you", "opponent")
    assert game["turn"] is None
    assert game["legal_actions"] == []
    final = game["final_scores"]
    for side in ("you", "opponent"):
        totals = final[side]
        assert totals["total"] == totals["points"] + totals["game_bonus"] + totals["line_bonus"]


@pytest.mark.parametrize("ruleset", list(RULESETS))
@pytest.mark.parametrize("level", ["novice", "expert"])
def test_a_whole_game_against_the_ai(player_client, ruleset, level):
    _, client = player_client
    created = client.post(
        "/api/v1/games", {"opponent": "ai", "ai_level": level, "ruleset": ruleset}
    )
    assert created.status_code == 201
    hands_seen = set()

    def check(body):
        game = body["game"]
        if game["last_hand"] is not None:
            hands_seen.add(game["last_hand"]["hand_number"])

    final = play_to_end(client, created.json(), on_response=check)

    _check_final(final)
    row = Game.objects.get(id=final["id"])
    assert row.status == "finished" and row.finished_at is not None
    assert row.winner_seat == (0 if final["winner"] == "you" else 1)
    assert row.version == row.moves.count() == final["version"]
    assert row.replay_matches_snapshot()
    target = final["ruleset"]["target"]
    if ruleset != "hollywood":
        assert max(final["scores"].values()) >= target
    assert hands_seen


def test_a_friend_game_played_from_both_seats(make_table):
    table = make_table(seed=b"friends", target=60)
    games = [table.view(0), table.view(1)]
    for _ in range(3000):
        if games[0]["status"] == "finished":
            break
        seat = 0 if games[0]["turn"] == "you" else 1
        assert games[1 - seat]["legal_actions"] == []
        # Each seat is played from its own served document, with "you" meaning that seat.
        response = table.move(seat, choose_move(games[seat]))
        assert response.status_code == 200, response.json()
        games[seat] = response.json()["game"]
        games[1 - seat] = table.view(1 - seat)
        assert games[0]["version"] == games[1]["version"]
        assert games[0]["scores"]["you"] == games[1]["scores"]["opponent"]
    for game in games:
        _check_final(game)
    assert {games[0]["winner"], games[1]["winner"]} == {"you", "opponent"}
    assert games[0]["final_scores"]["you"] == games[1]["final_scores"]["opponent"]
    table.game.refresh_from_db()
    assert table.game.replay_matches_snapshot()
