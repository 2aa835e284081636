"""The friend game's turn clock and POST /api/v1/games/{id}/claim-victory."""

from __future__ import annotations

import datetime as dt

import pytest
import time_machine
from django.utils import timezone

from games.models import Game
from testkit.common import choose_move

pytestmark = pytest.mark.django_db

TURN = dt.timedelta(days=3)
"""FRIEND_TURN_SECONDS's default."""


def parse(moment: str) -> dt.datetime:
    return dt.datetime.fromisoformat(moment.replace("Z", "+00:00"))


@pytest.fixture
def friends(make_player):
    """A started friend game: (game id, the client on turn, the client waiting)."""
    _, ada = make_player("Ada")
    _, grace = make_player("Grace")
    created = ada.post("/api/v1/games", {"opponent": "human", "ruleset": "standard"}).json()
    grace.post("/api/v1/games/join", {"invite_code": created["invite_code"]})
    game_id = created["id"]
    on_turn = ada if ada.get(f"/api/v1/games/{game_id}").json()["turn"] == "you" else grace
    waiting = grace if on_turn is ada else ada
    return game_id, on_turn, waiting


def test_an_active_friend_game_shows_the_turn_deadline_and_others_do_not(make_player, friends):
    game_id, on_turn, waiting = friends
    deadline = parse(on_turn.get(f"/api/v1/games/{game_id}").json()["turn_deadline"])
    assert abs(deadline - (timezone.now() + TURN)) < dt.timedelta(seconds=30)
    assert waiting.get(f"/api/v1/games/{game_id}").json()[
        "turn_deadline"
    ] == deadline.isoformat().replace("+00:00", "Z")
    _, client = make_player("Eve")
    assert client.post("/api/v1/games", {"opponent": "ai"}).json()["turn_deadline"] is None
    assert client.post("/api/v1/games", {"opponent": "human"}).json()["turn_deadline"] is None


def test_every_action_restarts_the_clock(friends):
    game_id, on_turn, _ = friends
    before = on_turn.get(f"/api/v1/games/{game_id}").json()
    later = timezone.now() + dt.timedelta(hours=5)
    with time_machine.travel(later, tick=False):
        moved = on_turn.post(f"/api/v1/games/{game_id}/moves", choose_move(before)).json()
    assert parse(moved["game"]["turn_deadline"]) == later + TURN


def test_claiming_before_the_deadline_is_422_turn_not_expired_and_changes_nothing(friends):
    game_id, _, waiting = friends
    response = waiting.post(f"/api/v1/games/{game_id}/claim-victory")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "turn_not_expired"
    game = Game.objects.get(pk=game_id)
    assert (game.status, game.version) == ("active", 0)


def test_after_the_deadline_the_waiting_player_wins_and_final_scores_say_timeout(friends):
    game_id, on_turn, waiting = friends
    with time_machine.travel(timezone.now() + TURN + dt.timedelta(seconds=1), tick=False):
        response = waiting.post(f"/api/v1/games/{game_id}/claim-victory")
    assert response.status_code == 200
    won = response.json()
    assert (won["status"], won["winner"], won["version"]) == ("finished", "you", 1)
    assert won["final_scores"]["reason"] == "timeout"
    assert won["turn_deadline"] is None
    lost = on_turn.get(f"/api/v1/games/{game_id}").json()
    assert (lost["winner"], lost["final_scores"]["reason"]) == ("opponent", "timeout")
    log = waiting.get(f"/api/v1/games/{game_id}/moves").json()["moves"]
    assert [(m["player"], m["action"]) for m in log] == [("opponent", "resign")]
    game = Game.objects.get(pk=game_id)
    assert game.termination == "timeout"
    assert game.replay_matches_snapshot()


def test_the_player_on_turn_cannot_claim(friends):
    game_id, on_turn, _ = friends
    with time_machine.travel(timezone.now() + TURN * 2, tick=False):
        response = on_turn.post(f"/api/v1/games/{game_id}/claim-victory")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "claim_on_your_turn"


def test_a_finished_game_cannot_be_claimed_again(friends):
    game_id, _, waiting = friends
    with time_machine.travel(timezone.now() + TURN * 2, tick=False):
        waiting.post(f"/api/v1/games/{game_id}/claim-victory")
        again = waiting.post(f"/api/v1/games/{game_id}/claim-victory")
    assert again.status_code == 422
    assert again.json()["error"]["code"] == "game_over"
    assert Game.objects.get(pk=game_id).version == 1


def test_an_ai_game_has_no_clock_and_another_players_game_is_404(make_player, friends):
    game_id, _, _ = friends
    _, eve = make_player("Eve")
    assert eve.post(f"/api/v1/games/{game_id}/claim-victory").status_code == 404
    ai_game = eve.post("/api/v1/games", {"opponent": "ai"}).json()
    response = eve.post(f"/api/v1/games/{ai_game['id']}/claim-victory")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "no_turn_clock"


def test_the_refusal_is_in_spanish_when_asked(friends):
    game_id, _, waiting = friends
    response = waiting.post(f"/api/v1/games/{game_id}/claim-victory", HTTP_ACCEPT_LANGUAGE="es")
    assert response.json()["error"]["message"].startswith("Tu rival tiene hasta")


def test_a_finished_ai_game_says_how_it_ended(make_player):
    _, client = make_player("Ada")
    game = client.post("/api/v1/games", {"opponent": "ai"}).json()
    resigned = client.post(f"/api/v1/games/{game['id']}/moves", {"action": "resign"}).json()
    assert resigned["game"]["final_scores"]["resigned"] == "you"
    assert "reason" not in resigned["game"]["final_scores"]
