"""POST /api/v1/games/{id}/cancel, and waiting games that expire."""

from __future__ import annotations

import datetime as dt

import pytest
import time_machine
from django.core.management import call_command
from django.utils import timezone

from games.models import Game
from games.services import games_expire_waiting
from games.tasks import games_expire_waiting as expire_task

pytestmark = pytest.mark.django_db

EXPIRY = dt.timedelta(days=7)
"""WAITING_GAME_EXPIRY_SECONDS's default."""


@pytest.fixture
def invite(make_player):
    _, ada = make_player("Ada")
    return ada, ada.post("/api/v1/games", {"opponent": "human", "ruleset": "standard"}).json()


def test_the_creator_cancels_a_waiting_game_and_its_code_stops_working(make_player, invite):
    ada, created = invite
    response = ada.post(f"/api/v1/games/{created['id']}/cancel")
    assert response.status_code == 200
    body = response.json()
    assert (body["status"], body["invite_code"], body["legal_actions"]) == ("cancelled", None, [])
    _, grace = make_player("Grace")
    joined = grace.post("/api/v1/games/join", {"invite_code": created["invite_code"]})
    assert joined.status_code == 404
    assert joined.json()["error"]["code"] == "invite_not_found"
    move = ada.post(f"/api/v1/games/{created['id']}/moves", {"action": "pass"})
    assert move.status_code == 422
    assert move.json()["error"]["code"] == "game_cancelled"


def test_the_games_list_filters_cancelled_games(invite):
    ada, created = invite
    ada.post(f"/api/v1/games/{created['id']}/cancel")
    listed = ada.get("/api/v1/games?status=cancelled").json()
    assert [game["id"] for game in listed["results"]] == [created["id"]]
    assert ada.get("/api/v1/games?status=waiting").json()["results"] == []


def test_cancelling_again_answers_the_cancelled_game(invite):
    ada, created = invite
    ada.post(f"/api/v1/games/{created['id']}/cancel")
    again = ada.post(f"/api/v1/games/{created['id']}/cancel")
    assert (again.status_code, again.json()["status"]) == (200, "cancelled")


def test_a_started_game_cannot_be_cancelled_by_either_player(make_player, invite):
    ada, created = invite
    _, grace = make_player("Grace")
    grace.post("/api/v1/games/join", {"invite_code": created["invite_code"]})
    for client in (ada, grace):
        response = client.post(f"/api/v1/games/{created['id']}/cancel")
        assert response.status_code == 409
        assert response.json()["error"]["code"] == "game_not_waiting"
    assert Game.objects.get(pk=created["id"]).status == "active"


def test_another_players_game_is_404(make_player, invite):
    _, created = invite
    _, eve = make_player("Eve")
    assert eve.post(f"/api/v1/games/{created['id']}/cancel").status_code == 404
    assert Game.objects.get(pk=created["id"]).status == "waiting"


def test_waiting_games_nobody_joined_expire_after_a_week(invite, make_player):
    ada, old = invite
    with time_machine.travel(timezone.now() + EXPIRY - dt.timedelta(hours=1), tick=False):
        recent = ada.post("/api/v1/games", {"opponent": "human"}).json()
    with time_machine.travel(timezone.now() + EXPIRY + dt.timedelta(minutes=1), tick=False):
        _, grace = make_player("Grace")
        # Refused at once, before the hourly task has run...
        joined = grace.post("/api/v1/games/join", {"invite_code": old["invite_code"]})
        assert joined.status_code == 404
        # ... which then cancels it, and only it.
        assert games_expire_waiting() == 1
        assert games_expire_waiting() == 0
    expired = Game.objects.get(pk=old["id"])
    assert (expired.status, expired.termination) == ("cancelled", "expired")
    assert Game.objects.get(pk=recent["id"]).status == "waiting"


def test_the_task_and_the_command_expire_waiting_games(invite, capsys):
    _, created = invite
    with time_machine.travel(timezone.now() + EXPIRY * 2, tick=False):
        call_command("games_expire_waiting")
        assert "1 waiting games expired" in capsys.readouterr().out
        assert expire_task.delay().get() == 0
    assert Game.objects.get(pk=created["id"]).status == "cancelled"
