"""Staff audit games in the admin: search, filters, the move timeline, the replay check."""

import pytest
from django.contrib.messages import get_messages

from games.models import Game
from tests.games.play import choose_move

pytestmark = pytest.mark.django_db


@pytest.fixture
def played_game(player_client):
    _, api = player_client
    game = api.post("/api/v1/games", {"opponent": "ai"}).json()
    for _ in range(6):
        game = api.post(f"/api/v1/games/{game['id']}/moves", choose_move(game)).json()["game"]
    return Game.objects.get(id=game["id"])


def test_the_game_list_is_searchable_and_filterable(staff_client, played_game):
    url = "/admin/games/game/"
    name = played_game.player0.display_name

    assert staff_client.get(url).status_code == 200
    assert str(played_game.id) in staff_client.get(url, {"q": name}).content.decode()
    assert str(played_game.id) in staff_client.get(url, {"q": str(played_game.id)}).content.decode()
    assert staff_client.get(url, {"q": "not-a-uuid"}).status_code == 200
    filtered = staff_client.get(url, {"status__exact": "finished"}).content.decode()
    assert str(played_game.id) not in filtered
    for query in ({"ruleset_name__exact": "standard"}, {"opponent_kind__exact": "ai"}):
        assert str(played_game.id) in staff_client.get(url, query).content.decode()


def test_the_player_list_is_searchable(staff_client, played_game):
    response = staff_client.get("/admin/accounts/player/", {"q": played_game.player0.display_name})

    assert response.status_code == 200
    assert played_game.player0.display_name in response.content.decode()


def test_the_game_page_shows_the_seed_both_hands_at_every_step_and_the_check(
    staff_client, played_game
):
    response = staff_client.get(f"/admin/games/game/{played_game.id}/change/")

    page = response.content.decode()
    assert response.status_code == 200
    assert played_game.seed in page
    assert "rebuilds the stored snapshot exactly" in page
    match = played_game.match()
    for seat in (0, 1):
        assert " ".join(c.code for c in match.view(seat).your_cards) in page
    assert page.count("<tr>") > played_game.version


def test_a_waiting_friend_games_page_shows_no_deal(staff_client, player_client):
    # Its state is a placeholder: game_join deals from a new seed.
    _, api = player_client
    created = api.post("/api/v1/games", {"opponent": "human"}).json()
    game = Game.objects.get(id=created["id"])

    page = staff_client.get(f"/admin/games/game/{game.id}/change/").content.decode()

    assert "rebuilds the stored snapshot" not in page
    for seat in (0, 1):
        assert " ".join(c.code for c in game.match().view(seat).your_cards) not in page


def test_games_and_moves_are_read_only(staff_client, played_game):
    change = staff_client.post(
        f"/admin/games/game/{played_game.id}/change/", {"status": "finished"}
    )
    delete = staff_client.post(f"/admin/games/game/{played_game.id}/delete/", {"post": "yes"})

    assert change.status_code == 403
    assert delete.status_code == 403
    assert staff_client.get("/admin/games/game/add/").status_code == 403
    assert staff_client.get("/admin/games/move/").status_code == 200
    assert staff_client.get("/admin/games/move/add/").status_code == 403
    played_game.refresh_from_db()
    assert played_game.status == "active"


def test_the_replay_action_reports_games_that_do_not_match(
    staff_client, played_game, player_client
):
    _, api = player_client
    good = Game.objects.get(id=api.post("/api/v1/games", {"opponent": "ai"}).json()["id"])
    Game.objects.filter(id=played_game.id).update(
        snapshot={**played_game.snapshot, "scores": [5, 0]}
    )

    response = staff_client.post(
        "/admin/games/game/",
        {"action": "check_replay", "_selected_action": [str(played_game.id), str(good.id)]},
        follow=True,
    )

    messages = [str(m) for m in get_messages(response.wsgi_request)]
    assert any(str(played_game.id) in m and "does not replay" in m for m in messages)
    assert not any(str(good.id) in m for m in messages)


def test_the_replay_action_says_when_all_match(staff_client, played_game):
    response = staff_client.post(
        "/admin/games/game/",
        {"action": "check_replay", "_selected_action": [str(played_game.id)]},
        follow=True,
    )

    messages = [str(m) for m in get_messages(response.wsgi_request)]
    assert messages == ["1 game replayed: it matches its snapshot."]
