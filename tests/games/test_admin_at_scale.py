"""The admin's lists at a million games: no query reads a whole table, searches use indexes.

The figures at that size are in BENCHMARKS.md (games_fill); here the queries themselves are
checked, on a small table where a full scan would go unnoticed.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from accounts.models import Player
from apikit import admin as admin_plumbing
from games.models import Game
from tests.games.play import choose_move

pytestmark = pytest.mark.django_db

LISTS = ["/admin/games/game/", "/admin/accounts/player/", "/admin/games/move/"]


@pytest.fixture
def games(make_player):
    """A game against the AI with a few moves and a friend game waiting with its code."""
    _player, api = make_player("Zelda Quint")
    game = api.post("/api/v1/games", {"opponent": "ai"}).json()
    for _ in range(4):
        game = api.post(f"/api/v1/games/{game['id']}/moves", choose_move(game)).json()["game"]
    friend = api.post("/api/v1/games", {"opponent": "human"}).json()
    return Game.objects.get(id=game["id"]), Game.objects.get(id=friend["id"])


def queries_of(client, url, **params):
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url, params)
    assert response.status_code == 200
    return [query["sql"] for query in captured.captured_queries], response.content.decode()


@pytest.mark.parametrize("url", LISTS)
def test_no_list_counts_or_lists_the_distinct_values_of_a_whole_table(staff_client, games, url):
    sqls, _page = queries_of(staff_client, url)

    for sql in sqls:
        assert "DISTINCT" not in sql.upper(), sql
        if "COUNT(" in sql.upper():
            assert "LIMIT" in sql.upper() or "reltuples" in sql, sql


def test_a_large_table_is_counted_from_the_planner_s_estimate(monkeypatch, games):
    monkeypatch.setattr(admin_plumbing, "EXACT_COUNT_UP_TO", 0)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE games_game")

    paginator = admin_plumbing.LargeTablePaginator(Game.objects.order_by("-created_at"), 100)
    filtered = admin_plumbing.LargeTablePaginator(Game.objects.filter(version__gte=0), 100)

    assert paginator.count == 2  # reltuples after ANALYZE
    assert filtered.count == 1  # two rows, counted no further than EXACT_COUNT_UP_TO + 1


def test_a_search_by_game_id_invite_code_or_name_start_finds_the_game(staff_client, games):
    played, waiting = games
    url = "/admin/games/game/"

    by_id = queries_of(staff_client, url, q=str(played.id))[1]
    by_code = queries_of(staff_client, url, q=waiting.invite_code.lower())[1]
    by_name = queries_of(staff_client, url, q="zel")[1]
    nothing = queries_of(staff_client, url, q="nobody")[1]

    assert str(played.id) in by_id and str(waiting.id) not in by_id
    assert str(waiting.id) in by_code and str(played.id) not in by_code
    assert str(played.id) in by_name and str(waiting.id) in by_name
    assert str(played.id) not in nothing


def test_the_name_search_is_a_prefix_search_on_the_name_index(staff_client, games):
    sqls, page = queries_of(staff_client, "/admin/accounts/player/", q="zelda")

    assert "Zelda Quint" in page
    assert any('UPPER("games_player"."display_name"::text) LIKE UPPER(' in sql for sql in sqls)
    assert "Zelda Quint" not in queries_of(staff_client, "/admin/accounts/player/", q="quint")[1]


def test_the_name_index_serves_the_prefix_search(games):
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute(
            "EXPLAIN SELECT id FROM games_player WHERE UPPER(display_name::text) LIKE UPPER(%s)",
            ["zel%"],
        )
        plan = "\n".join(row[0] for row in cursor.fetchall())

    assert "player_name_prefix" in plan


def test_the_list_takes_the_same_queries_for_many_games_as_for_few(staff_client, make_player):
    _player, api = make_player("Many")
    api.post("/api/v1/games", {"opponent": "ai"})
    few = len(queries_of(staff_client, "/admin/games/game/")[0])
    for _ in range(15):
        api.post("/api/v1/games", {"opponent": "ai"})

    assert Player.objects.count() == 1
    assert len(queries_of(staff_client, "/admin/games/game/")[0]) == few
