"""Staff see seeks, ratings and a player's rating history, and may recompute the ratings."""

from __future__ import annotations

from django.test import Client

from ratings.models import PlayerRating

from .conftest import Pair, post_seek


def test_staff_see_seeks_ratings_and_history(admin_client: Client, pair: Pair) -> None:
    (ada, ada_client), _ = pair
    post_seek(ada_client)
    PlayerRating.objects.create(player=ada, ruleset="standard", rating=1612.5, rd=90)
    for url in (
        "/admin/lobby/seek/",
        "/admin/lobby/rematchoffer/",
        "/admin/ratings/playerrating/",
        f"/admin/ratings/ratinghistory/?q={ada.pk}",
    ):
        assert admin_client.get(url).status_code == 200, url
    assert b"1612.5" in admin_client.get("/admin/ratings/playerrating/").content


def test_the_recompute_action_replays_the_rated_games(admin_client: Client, pair: Pair) -> None:
    (ada, _), _ = pair
    row = PlayerRating.objects.create(player=ada, ruleset="standard", rating=1999, rd=90)
    response = admin_client.post(
        "/admin/ratings/playerrating/",
        {"action": "recompute", "_selected_action": [row.pk]},
        follow=True,
    )
    assert b"Replayed 0 rated games; 1 ratings differed" in response.content
    assert not PlayerRating.objects.exists()
