"""Rated games change both players' Glicko-2 ratings in the transaction that finishes them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from accounts.models import Player
from games import services
from games.models import Game
from ratings.glicko2 import Rating, rate_game
from ratings.models import PlayerRating, RatingHistory, RatingTally
from ratings.services import GAIN_PER_OPPONENT_PER_DAY, gain_limited, ratings_tally_rebuild
from tests.factories import game_between

from .conftest import Pair, play_twice_each, post_seek, resign


def rated_game(pair: Pair, rated: bool = True) -> tuple[Game, dict[Any, APIClient]]:
    (ada, ada_client), (bob, bob_client) = pair
    game = game_between((ada, bob), rated=rated)
    return game, {ada.pk: ada_client, bob.pk: bob_client}


def test_a_resigned_rated_game_rates_both_players_as_glicko2_says(pair: Pair) -> None:
    (ada, ada_client), (bob, bob_client) = pair
    game, clients = rated_game(pair)
    play_twice_each(game, clients)
    doc = resign(bob_client, str(game.pk))
    plain_winner, loser = rate_game(Rating(), Rating(), 1.0)
    # The winner's rise is limited (ratings.services.gain_limited): halved against a
    # provisional opponent, then capped at GAIN_PER_OPPONENT_PER_DAY.
    winner = gain_limited(Rating(), plain_winner, Rating(), 0.0)
    assert winner.r == pytest.approx(1500.0 + GAIN_PER_OPPONENT_PER_DAY)
    assert doc["winner"] == "opponent"
    assert doc["rating_change"]["you"] == {"before": 1500.0, "after": pytest.approx(loser.r)}
    assert doc["rating_change"]["opponent"]["after"] == pytest.approx(winner.r)
    seen_by_ada = ada_client.get(f"/api/v1/games/{game.pk}").json()["rating_change"]
    assert seen_by_ada["you"]["after"] == pytest.approx(winner.r)
    row = PlayerRating.objects.get(player=ada, ruleset="standard")
    assert (row.rating, row.rd, row.volatility, row.games) == pytest.approx(
        (winner.r, winner.rd, winner.sigma, 1)
    )
    profile = APIClient().get(f"/api/v1/players/{ada.pk}").json()
    assert profile["ratings"]["standard"] == {
        "rating": pytest.approx(winner.r),
        "rd": pytest.approx(winner.rd),
        "provisional": True,
        "games": 1,
    }
    assert profile["display_name"] == "Ada" and profile["member_since"]
    history = APIClient().get(f"/api/v1/players/{bob.pk}/rating-history?ruleset=standard")
    assert [(h["rating"], h["game"]) for h in history.json()] == [
        (pytest.approx(loser.r), str(game.pk))
    ]


def test_a_game_resigned_before_each_player_moved_twice_is_aborted_and_rates_nothing(
    pair: Pair,
) -> None:
    (ada, _), (_, bob_client) = pair
    game, _clients = rated_game(pair)
    doc = resign(bob_client, str(game.pk))
    assert doc["aborted"] is True and doc["rating_change"] is None
    assert not PlayerRating.objects.filter(player=ada, games__gt=0).exists()
    assert RatingHistory.objects.count() == 0


def test_an_unrated_game_rates_nothing(pair: Pair) -> None:
    (_, _), (_, bob_client) = pair
    game, clients = rated_game(pair, rated=False)
    play_twice_each(game, clients)
    doc = resign(bob_client, str(game.pk))
    assert doc["rated"] is False and doc["rating_change"] is None
    assert RatingHistory.objects.count() == 0


def test_the_same_pair_counts_three_times_in_a_day_and_the_fourth_says_so(pair: Pair) -> None:
    (ada, _), (_, bob_client) = pair
    for _ in range(3):
        game, clients = rated_game(pair)
        play_twice_each(game, clients)
        assert resign(bob_client, str(game.pk))["rating_change"] is not None
    (_, ada_client), _ = pair
    post_seek(ada_client)
    doc = ada_client.get(f"/api/v1/games/{post_seek(bob_client).json()['game']}").json()
    assert doc["rated"] is False and doc["unrated_reason"] == "pair_limit"
    # A friend game asked rated finds out when it ends.
    friend, clients = rated_game(pair)
    play_twice_each(friend, clients)
    doc = resign(bob_client, str(friend.pk))
    assert doc["rated"] is False and doc["unrated_reason"] == "pair_limit"
    assert doc["rating_change"] is None
    assert PlayerRating.objects.get(player=ada).games == 3


def test_a_friend_game_is_rated_when_its_creator_asks(pair: Pair) -> None:
    (_, ada_client), (bob, _) = pair
    response = ada_client.post("/api/v1/games", {"opponent": "human", "rated": True}, format="json")
    assert response.status_code == 201 and response.json()["rated"] is True
    services.game_join(player=bob, invite_code=response.json()["invite_code"])


def test_a_game_against_the_ai_cannot_be_rated(pair: Pair) -> None:
    (_, ada_client), _ = pair
    response = ada_client.post("/api/v1/games", {"opponent": "ai", "rated": True}, format="json")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "not_a_human_game"
    assert Game.objects.count() == 0


def test_the_board_leaves_provisional_players_out_and_ranks_the_rest(
    make_player: Callable[..., tuple[Player, APIClient]], api: APIClient
) -> None:
    players = [make_player(name) for name in ("A", "B", "C", "D")]
    for (player, _), (rating, rd) in zip(
        players, [(1700, 80), (1600, 90), (1600, 100), (1900, 200)], strict=True
    ):
        PlayerRating.objects.create(
            player=player, ruleset="standard", rating=rating, rd=rd, games=9
        )
    ratings_tally_rebuild()
    body = api.get("/api/v1/leaderboards/ratings/standard").json()
    assert [(row["rank"], row["player"]["display_name"]) for row in body["results"]] == [
        (1, "A"),
        (2, "B") if str(players[1][0].pk) < str(players[2][0].pk) else (2, "C"),
        (2, "C") if str(players[1][0].pk) < str(players[2][0].pk) else (2, "B"),
    ]
    assert body["count"] == 3
    assert set(body["results"][0]) == {"rank", "player", "rating", "rd", "games"}
    around = players[2][1].get("/api/v1/leaderboards/ratings/standard?around=me&page_size=1")
    assert around.json()["me"]["player"]["display_name"] == "C"
    assert api.get("/api/v1/leaderboards/ratings/chess").status_code == 404
    assert api.get("/api/v1/leaderboards/ratings/standard?around=me").status_code == 401


def test_the_recompute_command_arrives_at_the_stored_ratings(pair: Pair) -> None:
    (ada, _), (_, bob_client) = pair
    for _ in range(2):
        game, clients = rated_game(pair)
        play_twice_each(game, clients)
        resign(bob_client, str(game.pk))
    stored = list(PlayerRating.objects.order_by("player_id").values_list("rating", "rd", "games"))
    PlayerRating.objects.filter(player=ada).update(rating=1000)
    call_command("ratings_recompute")
    assert (
        list(PlayerRating.objects.order_by("player_id").values_list("rating", "rd", "games"))
        == stored
    )
    assert RatingHistory.objects.count() == 4


def tallies() -> dict[int, int]:
    return dict(RatingTally.objects.filter(players__gt=0).values_list("bucket", "players"))


def test_the_boards_tallies_follow_every_rated_game(pair: Pair, api: APIClient) -> None:
    (ada, _), (bob, bob_client) = pair
    PlayerRating.objects.create(player=ada, ruleset="standard", rating=1600.5, rd=60)
    PlayerRating.objects.create(player=bob, ruleset="standard", rating=1600.2, rd=60)
    ratings_tally_rebuild()
    assert tallies() == {1600: 2}
    game, clients = rated_game(pair)
    play_twice_each(game, clients)
    resign(bob_client, str(game.pk))
    kept = tallies()
    ratings_tally_rebuild()
    assert kept == tallies() and sum(kept.values()) == 2 and 1600 not in kept
    board = api.get("/api/v1/leaderboards/ratings/standard").json()
    assert [(row["rank"], row["player"]["id"]) for row in board["results"]] == [
        (1, str(ada.pk)),
        (2, str(bob.pk)),
    ]
