"""manage.py games_fill: finished games the engine really played, loaded with COPY."""

from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from accounts.models import Player
from games.models import Game, Move

pytestmark = pytest.mark.django_db(transaction=True)


def index_names() -> set[str]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexname FROM pg_indexes WHERE tablename IN "
            "('games_game', 'games_move', 'games_player')"
        )
        return {row[0] for row in cursor.fetchall()}


def test_it_fills_players_games_and_moves_that_replay_to_their_snapshots():
    indexes = index_names()
    out = io.StringIO()

    call_command("games_fill", games=40, moves=6, players=7, templates=4, stdout=out)

    assert Player.objects.count() == 7
    assert Game.objects.count() == 40
    assert Move.objects.count() == 40 * 6
    assert set(Game.objects.values_list("status", flat=True)) == {"finished"}
    assert set(Game.objects.values_list("version", flat=True)) == {6}
    friend_games = Game.objects.filter(opponent_kind="human")
    assert friend_games.count() == 8
    assert len(set(friend_games.values_list("invite_code", flat=True))) == 8
    assert all(game.replay_matches_snapshot() for game in Game.objects.all()[:10])
    assert index_names() == indexes
    assert "moves" in out.getvalue()


def test_it_refuses_a_database_that_has_games():
    call_command("games_fill", games=2, moves=3, players=2, templates=1, stdout=io.StringIO())

    with pytest.raises(CommandError, match="empty database"):
        call_command("games_fill", games=2, moves=3, players=2, templates=1)
