"""POST/GET /api/v1/seeks, accept and withdraw."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import pytest
import time_machine
from rest_framework.test import APIClient

from accounts.models import Player
from games.models import Game
from lobby.models import Seek
from lobby.services import seeks_lapse
from ratings.models import GameRating

from .conftest import Pair, post_seek


def test_a_seek_with_nobody_waiting_waits(pair: Pair) -> None:
    (ada, ada_client), _ = pair
    response = post_seek(ada_client)
    assert response.status_code == 201
    body = response.json()
    assert body["game"] is None
    assert body["player"] == {"id": str(ada.pk), "display_name": "Ada", "rating": 1500.0}
    assert (body["ruleset"], body["target"], body["rated"]) == ("standard", 100, True)


def test_a_compatible_seek_is_paired_at_once_into_one_active_game(pair: Pair) -> None:
    (ada, ada_client), (bob, bob_client) = pair
    waiting = post_seek(ada_client).json()
    body = post_seek(bob_client).json()
    assert body["game"] is not None
    game = Game.objects.get(pk=body["game"])
    assert (game.player0_id, game.player1_id) == (ada.pk, bob.pk)
    assert game.status == "active"
    assert GameRating.objects.get(game=game).rated
    assert Seek.objects.get(pk=waiting["id"]).game_id == game.pk
    doc = bob_client.get(f"/api/v1/games/{game.pk}").json()
    assert doc["rated"] is True and doc["rating_change"] is None


def test_seeks_of_another_kind_are_not_paired(pair: Pair) -> None:
    (_, ada_client), (_, bob_client) = pair
    post_seek(ada_client, rated=False)
    assert post_seek(bob_client, rated=True).json()["game"] is None
    assert post_seek(bob_client, rated=False, target=150).json()["game"] is None
    assert Game.objects.count() == 0


def test_a_range_that_leaves_the_other_out_is_not_paired(pair: Pair) -> None:
    (_, ada_client), (_, bob_client) = pair
    post_seek(ada_client, rating_range=[1600, 2000])
    assert post_seek(bob_client).json()["game"] is None


def test_the_closest_rating_is_paired_first(
    make_player: Callable[..., tuple[Player, APIClient]],
) -> None:
    from ratings.models import PlayerRating

    far, far_client = make_player("Far")
    near, near_client = make_player("Near")
    me, my_client = make_player("Me")
    PlayerRating.objects.create(player=far, ruleset="standard", rating=1900, rd=80)
    PlayerRating.objects.create(player=near, ruleset="standard", rating=1580, rd=80)
    PlayerRating.objects.create(player=me, ruleset="standard", rating=1600, rd=80)
    # Each waits: Near's range leaves Far out.
    post_seek(far_client, rating_range=[1500, 1700])
    assert post_seek(near_client, rating_range=[1500, 1700]).json()["game"] is None
    game = Game.objects.get(pk=post_seek(my_client).json()["game"])
    assert game.player0_id == near.pk


def test_one_player_is_never_paired_with_itself_from_two_devices(
    make_player: Callable[..., tuple[Player, APIClient]],
) -> None:
    from tests.conftest import client_for
    from tests.factories import token_for

    ada, phone = make_player("Ada")
    laptop = client_for(token_for(ada))
    post_seek(phone)
    assert post_seek(laptop).json()["game"] is None
    assert Game.objects.count() == 0


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"ruleset": "chess"}, "invalid_ruleset"),
        ({"target": 0}, "invalid_ruleset"),
        ({"target": "100"}, "invalid_input"),
        ({"rating_range": [1800, 1200]}, "invalid_rating_range"),
        ({"rating_range": [-5, 1200]}, "invalid_rating_range"),
        ({"rating_range": [1000, 4001]}, "invalid_rating_range"),
        ({"rated": "yes"}, "invalid_input"),
        ({"colour": "red"}, "unknown_field"),
    ],
)
def test_bad_seeks_are_400s_that_change_nothing(pair: Pair, body: dict, code: str) -> None:
    (_, ada_client), _ = pair
    response = post_seek(ada_client, **body)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == code
    assert Seek.objects.count() == 0


def test_a_fourth_open_seek_is_refused(pair: Pair) -> None:
    (_, ada_client), _ = pair
    for target in (100, 150, 200):
        assert post_seek(ada_client, target=target).status_code == 201
    response = post_seek(ada_client, target=250)
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "too_many_seeks"
    assert Seek.objects.count() == 3


def test_the_list_shows_others_open_seeks_oldest_first_to_anyone(
    pair: Pair, api: APIClient
) -> None:
    (_, ada_client), (_, bob_client) = pair
    first = post_seek(ada_client, target=100).json()
    second = post_seek(ada_client, target=150).json()
    listed = api.get("/api/v1/seeks").json()
    assert [s["id"] for s in listed["results"]] == [first["id"], second["id"]]
    assert ada_client.get("/api/v1/seeks").json()["results"] == []
    assert len(bob_client.get("/api/v1/seeks").json()["results"]) == 2


def test_accepting_a_seek_answers_the_game_and_takes_the_seek(pair: Pair) -> None:
    (_, ada_client), (_, bob_client) = pair
    seek = post_seek(ada_client, rated=False).json()
    response = bob_client.post(f"/api/v1/seeks/{seek['id']}/accept")
    assert response.status_code == 201
    game = response.json()
    assert game["status"] == "active" and game["rated"] is False
    assert game["opponent"]["display_name"] == "Ada"
    again = ada_client.post(f"/api/v1/seeks/{seek['id']}/accept")
    assert again.status_code == 422  # own seek, even once taken


def test_accepting_ones_own_seek_is_422_own_seek(pair: Pair) -> None:
    (_, ada_client), _ = pair
    seek = post_seek(ada_client).json()
    response = ada_client.post(f"/api/v1/seeks/{seek['id']}/accept")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "own_seek"
    assert Seek.objects.get(pk=seek["id"]).status == "open"


def test_a_taken_or_withdrawn_seek_is_409_seek_taken(
    pair: Pair, make_player: Callable[..., tuple[Player, APIClient]]
) -> None:
    (_, ada_client), (_, bob_client) = pair
    _, cid_client = make_player("Cid")
    taken = post_seek(ada_client).json()
    assert bob_client.post(f"/api/v1/seeks/{taken['id']}/accept").status_code == 201
    late = cid_client.post(f"/api/v1/seeks/{taken['id']}/accept")
    assert late.status_code == 409 and late.json()["error"]["code"] == "seek_taken"
    withdrawn = post_seek(ada_client, target=150).json()
    assert ada_client.delete(f"/api/v1/seeks/{withdrawn['id']}").status_code == 204
    response = cid_client.post(f"/api/v1/seeks/{withdrawn['id']}/accept")
    assert response.status_code == 409
    assert Game.objects.count() == 1


def test_another_players_seek_cannot_be_withdrawn(pair: Pair) -> None:
    (_, ada_client), (_, bob_client) = pair
    seek = post_seek(ada_client).json()
    assert bob_client.delete(f"/api/v1/seeks/{seek['id']}").status_code == 404
    assert Seek.objects.get(pk=seek["id"]).status == "open"


def test_a_seek_lapses_after_the_ttl_and_cannot_be_accepted(pair: Pair) -> None:
    (_, ada_client), (_, bob_client) = pair
    start = dt.datetime(2026, 12, 6, 12, 0, tzinfo=dt.UTC)
    with time_machine.travel(start, tick=False):
        seek = post_seek(ada_client).json()
    with time_machine.travel(start + dt.timedelta(seconds=601), tick=False):
        assert bob_client.get("/api/v1/seeks").json()["results"] == []
        response = bob_client.post(f"/api/v1/seeks/{seek['id']}/accept")
        assert response.status_code == 409
        assert post_seek(bob_client).json()["game"] is None
        assert seeks_lapse() == 1
    assert Seek.objects.get(pk=seek["id"]).status == "lapsed"


def test_a_pair_whose_game_was_never_made_is_undone_by_the_lapse_job(pair: Pair) -> None:
    """What a process killed between the pair's commit and the deal leaves (two seeks
    paired, no game, no clean-up): a minute later the waiting seek is open again and
    can be paired, and the posted one, whose request never answered, is withdrawn."""
    (_, ada_client), (bob, bob_client) = pair
    start = dt.datetime(2026, 12, 6, 12, 0, tzinfo=dt.UTC)
    with time_machine.travel(start, tick=False):
        waiting = Seek.objects.get(pk=post_seek(ada_client).json()["id"])
    paired = start + dt.timedelta(seconds=5)
    Seek.objects.filter(pk=waiting.pk).update(status="paired", paired_at=paired)
    posted = Seek.objects.create(
        player=bob,
        ruleset=waiting.ruleset,
        target=waiting.target,
        rated=waiting.rated,
        rating=1500.0,
        status="paired",
        created_at=paired,
        paired_at=paired,
        expires_at=paired + dt.timedelta(minutes=10),
    )

    with time_machine.travel(paired + dt.timedelta(seconds=30), tick=False):
        assert seeks_lapse() == 0
        assert Seek.objects.get(pk=waiting.pk).status == "paired"
        assert ada_client.delete(f"/api/v1/seeks/{waiting.pk}").status_code == 409
    with time_machine.travel(paired + dt.timedelta(seconds=61), tick=False):
        assert seeks_lapse() == 0
        assert Seek.objects.get(pk=waiting.pk).status == "open"
        assert Seek.objects.get(pk=posted.pk).status == "withdrawn"
        game = post_seek(bob_client).json()["game"]
    assert game is not None
    assert Seek.objects.get(pk=waiting.pk).game_id is not None
