"""Ratings that mean something (issue 38, finding 2; docs/API.md "Ratings and scopes, second
pass"): rated play for registered players, aborts limited, gains capped, abandoned rated
games ended by the beat, and seeks nobody can accept refused."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import pytest
import time_machine
from rest_framework.test import APIClient

from accounts.models import Player
from games.models import Game
from ginapi.celery import app as celery_app
from ratings.models import GameRating, PlayerRating
from ratings.services import GAIN_PER_OPPONENT_PER_DAY
from ratings.tasks import ratings_forfeit_abandoned
from tests.factories import game_between

from .conftest import Pair, play_twice_each, post_seek, resign

pytestmark = pytest.mark.django_db

NOON = dt.datetime(2026, 12, 7, 12, 0, tzinfo=dt.UTC)
MakePlayer = Callable[..., tuple[Player, APIClient]]


def _rated(players: tuple[Player, Player]) -> Game:
    return game_between(players, rated=True)


def test_a_guest_asking_for_a_rated_seek_is_told_to_register(make_player: MakePlayer) -> None:
    _guest, client = make_player("Guest", registered=False)
    response = post_seek(client)
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "registration_required"
    assert post_seek(client, rated=False).status_code == 201


def test_a_guest_cannot_accept_a_rated_seek(make_player: MakePlayer) -> None:
    _ada, ada_client = make_player("Ada")
    seek = post_seek(ada_client).json()
    _guest, guest_client = make_player("Guest", registered=False)
    response = guest_client.post(f"/api/v1/seeks/{seek['id']}/accept")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "registration_required"


def test_a_guest_cannot_create_or_join_a_rated_friend_game(make_player: MakePlayer) -> None:
    _guest, guest_client = make_player("Guest", registered=False)
    body = {"opponent": "human", "ruleset": "standard", "rated": True}
    response = guest_client.post("/api/v1/games", body, format="json")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "registration_required"
    _ada, ada_client = make_player("Ada")
    created = ada_client.post("/api/v1/games", body, format="json").json()
    joined = guest_client.post(
        "/api/v1/games/join", {"invite_code": created["invite_code"]}, format="json"
    )
    assert joined.status_code == 422
    assert joined.json()["error"]["code"] == "registration_required"


def test_three_aborts_a_day_are_free_and_the_fourth_is_a_rated_loss(pair: Pair) -> None:
    (ada, _), (bob, bob_client) = pair
    with time_machine.travel(NOON, tick=False):
        docs = [resign(bob_client, str(_rated((ada, bob)).pk)) for _ in range(4)]
    assert [doc["aborted"] for doc in docs] == [True, True, True, False]
    assert docs[3]["rated"] is True and docs[3]["rating_change"]["you"]["after"] < 1500
    assert PlayerRating.objects.get(player=bob).games == 1


def test_aborts_are_free_again_the_next_utc_day(pair: Pair) -> None:
    (ada, _), (bob, bob_client) = pair
    with time_machine.travel(NOON, tick=False):
        for _ in range(3):
            resign(bob_client, str(_rated((ada, bob)).pk))
    with time_machine.travel(NOON + dt.timedelta(hours=12, minutes=1), tick=False):
        assert resign(bob_client, str(_rated((ada, bob)).pk))["aborted"] is True


def test_the_farm_of_four_fresh_accounts_lifts_a_rating_little(make_player: MakePlayer) -> None:
    farmer, farmer_client = make_player("Farmer")
    with time_machine.travel(NOON, tick=False):
        for n in range(4):
            fresh, fresh_client = make_player(f"Fresh {n}")
            clients = {farmer.pk: farmer_client, fresh.pk: fresh_client}
            for _ in range(4):
                game = _rated((farmer, fresh))
                play_twice_each(game, clients)
                resign(fresh_client, str(game.pk))
    rating = PlayerRating.objects.get(player=farmer, ruleset="standard").rating
    print(f"\nthe farm's rating after 16 games: {rating:.0f}")
    assert rating <= 1500 + 4 * GAIN_PER_OPPONENT_PER_DAY + 1e-6


def test_an_abandoned_rated_game_ends_as_a_loss_for_the_absent_player_by_the_beat(
    pair: Pair,
) -> None:
    (ada, _), (bob, _) = pair
    schedule = {entry["task"] for entry in celery_app.conf.beat_schedule.values()}
    assert "ratings.tasks.ratings_forfeit_abandoned" in schedule
    with time_machine.travel(NOON, tick=False):
        rated = _rated((ada, bob))
        unrated = game_between((ada, bob))
    absent = rated.match().turn
    assert absent is not None
    with time_machine.travel(NOON + dt.timedelta(days=2), tick=False):
        assert ratings_forfeit_abandoned() == 0
    with time_machine.travel(NOON + dt.timedelta(days=3, minutes=1), tick=False):
        assert ratings_forfeit_abandoned() == 1
    rated.refresh_from_db()
    unrated.refresh_from_db()
    assert rated.status == Game.Status.FINISHED and rated.winner_seat == 1 - absent
    assert rated.termination == Game.Termination.TIMEOUT
    row = GameRating.objects.get(game=rated)
    assert row.rating_change is not None and row.unrated_reason is None
    assert not GameRating.objects.filter(game=unrated).exists()
    assert unrated.status == Game.Status.ACTIVE


@pytest.mark.parametrize(
    "rating_range", [[0, 1], [1600, 2000], [0, 1400], [1500, 1500], [1450, 1520]]
)
def test_a_seek_nobody_can_accept_is_refused(
    make_player: MakePlayer, rating_range: list[int]
) -> None:
    _ada, client = make_player("Ada")
    response = post_seek(client, rating_range=rating_range)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_rating_range"
    assert post_seek(client, rating_range=[1400, 1600]).status_code == 201


def test_the_seek_list_holds_no_seek_from_the_reproduction(
    make_player: MakePlayer, api: APIClient
) -> None:
    _ada, client = make_player("Ada")
    post_seek(client, rating_range=[0, 1])
    assert api.get("/api/v1/seeks").json()["results"] == []
