"""manage.py leaderboard_fill and leaderboard_rebuild."""

from __future__ import annotations

import random
from io import StringIO
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from accounts.models import Player
from daily.services import daily_today
from games.models import Game
from leaderboard.models import BEST_HAND_BOARD, BestScore, BoardTally, Score, daily_board
from leaderboard.selectors import leaderboard_around, leaderboard_page
from leaderboard.services import leaderboard_rebuild, score_hide
from tests.factories import PlayerFactory

from .conftest import Win, tallies


def board_state() -> tuple[set[tuple[Any, ...]], set[tuple[Any, ...]]]:
    best = set(BestScore.objects.values_list("board", "player_id", "score_id", "points"))
    counts = set(BoardTally.objects.filter(players__gt=0).values_list("board", "points", "players"))
    return best, counts


@pytest.mark.django_db(transaction=True)
def test_fill_writes_the_rows_and_consistent_boards() -> None:
    out = StringIO()
    call_command("leaderboard_fill", "--scores", "3000", "--players", "1000", stdout=out)
    assert Player.objects.count() == 1000
    assert Game.objects.count() == 1000
    assert Score.objects.count() == 3000
    page = leaderboard_page(board=BEST_HAND_BOARD, page=1, page_size=10)
    assert page.count == 1000
    assert [row.rank for row in page.rows] == sorted(row.rank for row in page.rows)
    daily = leaderboard_page(board=daily_board(daily_today()))
    assert daily.count == 100  # every 10th of the 1000 first hands
    before = board_state()
    leaderboard_rebuild()
    assert board_state() == before
    assert "done: 3000 scores, 1000 players" in out.getvalue()


@pytest.mark.django_db
def test_fill_refuses_a_database_with_players_unless_forced(db: None) -> None:
    PlayerFactory.create()
    with pytest.raises(CommandError, match="--force"):
        call_command("leaderboard_fill", "--scores", "10", stdout=StringIO())


def test_rebuilding_gives_what_the_incremental_upkeep_gave(win: Win) -> None:
    rng = random.Random(7)
    everyone = [PlayerFactory.create() for _ in range(8)]
    for minute in range(30):
        win(rng.choice(everyone), rng.randint(1, 6) * 7, minute)
    for score in rng.sample(list(Score.objects.all()), 5):
        score_hide(score=score, hidden_by=None, reason="test")
    before = board_state()
    call_command("leaderboard_rebuild", stdout=StringIO())
    assert board_state() == before
    best = tallies(BEST_HAND_BOARD)
    visible = Score.objects.filter(hidden=False)
    assert sum(best.values()) == visible.values("player_id").distinct().count()
    for player in everyone:
        me = leaderboard_around(board=BEST_HAND_BOARD, player_id=player.pk).me
        assert (me is None) == (not Score.objects.filter(player=player, hidden=False).exists())
