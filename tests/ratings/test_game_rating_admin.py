"""Staff see what ratings keeps of a game: on the game's own page (ratings' inline) and in
the list of games that asked to be rated, found by a game's id."""

from __future__ import annotations

from django.test import Client

from ratings.models import GameRating
from tests.factories import game_between

from .conftest import Pair


def test_a_rated_games_page_and_the_list_show_its_rating(admin_client: Client, pair: Pair) -> None:
    (ada, _), (bob, _) = pair
    game = game_between((ada, bob), rated=True)
    GameRating.objects.filter(game=game).update(rated=False, unrated_reason="pair_limit")
    plain = game_between((ada, bob))

    page = admin_client.get(f"/admin/games/game/{game.pk}/change/")
    assert page.status_code == 200 and b"pair_limit" in page.content
    assert b"pair_limit" not in admin_client.get(f"/admin/games/game/{plain.pk}/change/").content

    listed = admin_client.get("/admin/ratings/gamerating/", {"q": str(game.pk)})
    assert listed.status_code == 200 and str(game.pk).encode() in listed.content
    missed = admin_client.get("/admin/ratings/gamerating/", {"q": "ada"})
    assert missed.status_code == 200 and str(game.pk).encode() not in missed.content
