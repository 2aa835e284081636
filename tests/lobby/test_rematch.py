"""POST/DELETE /api/v1/games/{id}/rematch."""

from __future__ import annotations

from collections.abc import Callable

from rest_framework.test import APIClient

from accounts.models import Player
from games import services
from games.models import Game
from lobby.models import RematchOffer
from tests.factories import game_create

from .conftest import Pair, resign


def finished_game(pair: Pair) -> Game:
    (ada, _), (bob, bob_client) = pair
    game = services.game_start_between(players=(ada, bob), ruleset="standard", target=150)
    resign(bob_client, str(game.pk))
    return game


def test_an_offer_then_the_other_seats_call_starts_the_new_game(pair: Pair) -> None:
    (ada, ada_client), (_, bob_client) = pair
    game = finished_game(pair)
    url = f"/api/v1/games/{game.pk}/rematch"
    offer = ada_client.post(url)
    assert offer.status_code == 201
    assert offer.json()["offered_by"] == "you" and offer.json()["status"] == "open"
    accepted = bob_client.post(url)
    assert accepted.status_code == 201
    new = accepted.json()
    assert new["status"] == "active" and new["ruleset"]["target"] == 150
    assert new["rated"] is False
    old_dealer = game.match().dealer
    fresh = Game.objects.get(pk=new["id"])
    assert fresh.player0_id == ada.pk and fresh.match().dealer == 1 - old_dealer
    assert RematchOffer.objects.get(game=game).rematch_id == fresh.pk
    again = ada_client.post(url)
    assert again.status_code == 409 and again.json()["error"]["code"] == "rematch_started"


def test_offering_twice_is_409_and_changes_nothing(pair: Pair) -> None:
    (_, ada_client), _ = pair
    game = finished_game(pair)
    url = f"/api/v1/games/{game.pk}/rematch"
    assert ada_client.post(url).status_code == 201
    twice = ada_client.post(url)
    assert twice.status_code == 409
    assert twice.json()["error"]["code"] == "rematch_already_offered"
    assert Game.objects.count() == 1


def test_a_declined_offer_cannot_be_accepted(pair: Pair) -> None:
    (_, ada_client), (_, bob_client) = pair
    game = finished_game(pair)
    url = f"/api/v1/games/{game.pk}/rematch"
    ada_client.post(url)
    assert bob_client.delete(url).status_code == 204
    assert RematchOffer.objects.get(game=game).status == "declined"
    assert bob_client.delete(url).status_code == 404
    assert bob_client.post(url).json()["offered_by"] == "you"  # a new offer, not a game
    assert Game.objects.count() == 1


def test_a_game_against_the_ai_is_422_not_a_human_game(pair: Pair) -> None:
    (ada, ada_client), _ = pair
    game = game_create(ada)
    resign(ada_client, str(game.pk))
    response = ada_client.post(f"/api/v1/games/{game.pk}/rematch")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "not_a_human_game"


def test_an_unfinished_game_or_a_stranger_cannot_rematch(
    pair: Pair, make_player: Callable[..., tuple[Player, APIClient]]
) -> None:
    (ada, ada_client), (bob, _) = pair
    _, stranger = make_player("Cid")
    game = services.game_start_between(players=(ada, bob), ruleset="standard", target=None)
    url = f"/api/v1/games/{game.pk}/rematch"
    response = ada_client.post(url)
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "game_not_finished"
    resign(ada_client, str(game.pk))
    assert stranger.post(url).status_code == 404
    assert RematchOffer.objects.count() == 0


def test_both_seats_can_read_the_offer_and_see_the_new_game_once_accepted(pair: Pair) -> None:
    (_, ada_client), (_, bob_client) = pair
    game = finished_game(pair)
    url = f"/api/v1/games/{game.pk}/rematch"
    assert ada_client.get(url).status_code == 404
    ada_client.post(url)
    seen = bob_client.get(url).json()
    assert (seen["offered_by"], seen["status"], seen["rematch"]) == ("opponent", "open", None)
    new = bob_client.post(url).json()
    assert ada_client.get(url).json()["rematch"] == new["id"]
