"""Ranking: one row per player with their best, ties share a rank, any page, around me."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from accounts.models import Player
from leaderboard.models import BEST_HAND_BOARD, Score
from leaderboard.selectors import leaderboard_around, leaderboard_page
from leaderboard.services import score_hide, score_unhide
from tests.factories import PlayerFactory

from .conftest import Win, board_rows, tallies

Players = Callable[[int], list[Player]]


def ranked(page_rows: list) -> list[tuple[int, str, int]]:  # type: ignore[type-arg]
    return [(row.rank, row.display_name, row.score) for row in page_rows]


def test_a_player_appears_once_with_their_best(win: Win) -> None:
    ada = PlayerFactory.create(display_name="Ada")
    for points, minute in ((12, 0), (41, 1), (27, 2)):
        win(ada, points, minute)
    page = leaderboard_page(board=BEST_HAND_BOARD)
    assert ranked(page.rows) == [(1, "Ada", 41)]
    assert page.count == 1
    assert page.rows[0].achieved_at == Score.objects.get(points=41).achieved_at


def test_equal_best_scores_keep_the_first_time_it_was_reached(win: Win) -> None:
    ada = PlayerFactory.create(display_name="Ada")
    win(ada, 30, 5)
    win(ada, 30, 9)
    (row,) = leaderboard_page(board=BEST_HAND_BOARD).rows
    assert row.achieved_at == min(Score.objects.values_list("achieved_at", flat=True))


def test_ties_share_a_rank_and_the_next_rank_skips(win: Win, players: Players) -> None:
    a, b, c, d = players(4)
    win(a, 50, 0)
    win(c, 40, 3)  # reached 40 after b: listed after b
    win(b, 40, 1)
    win(d, 10, 2)
    page = leaderboard_page(board=BEST_HAND_BOARD)
    assert ranked(page.rows) == [(1, "P0", 50), (2, "P1", 40), (2, "P2", 40), (4, "P3", 10)]


def test_tied_at_the_same_moment_the_player_id_decides_the_order(
    win: Win, players: Players
) -> None:
    tied = players(3)
    for player in tied:
        win(player, 25, 0)
    rows = leaderboard_page(board=BEST_HAND_BOARD).rows
    assert [row.player_id for row in rows] == sorted(player.pk for player in tied)
    assert {row.rank for row in rows} == {1}


def test_pages_carry_on_the_ranking(win: Win, players: Players) -> None:
    everyone = players(7)
    for n, player in enumerate(everyone):
        win(player, 70 - 10 * (n // 2), n)  # 70 70 60 60 50 50 40
    pages = [leaderboard_page(board=BEST_HAND_BOARD, page=n, page_size=3) for n in (1, 2, 3, 4)]
    assert [ranked(page.rows) for page in pages] == [
        [(1, "P0", 70), (1, "P1", 70), (3, "P2", 60)],
        [(3, "P3", 60), (5, "P4", 50), (5, "P5", 50)],
        [(7, "P6", 40)],
        [],
    ]
    assert pages[0].count == 7
    assert pages[0].pages == 3


def test_around_me_is_the_page_holding_my_row(win: Win, players: Players) -> None:
    everyone = players(7)
    for n, player in enumerate(everyone):
        win(player, 100 - n, n)
    page = leaderboard_around(board=BEST_HAND_BOARD, player_id=everyone[4].pk, page_size=3)
    assert page.page == 2
    assert [row.display_name for row in page.rows] == ["P3", "P4", "P5"]
    assert page.me is not None
    assert (page.me.rank, page.me.display_name, page.me.score) == (5, "P4", 96)


def test_around_me_among_ties_finds_my_place_in_the_tie(win: Win, players: Players) -> None:
    everyone = players(6)
    for n, player in enumerate(everyone):
        win(player, 20, n)
    page = leaderboard_around(board=BEST_HAND_BOARD, player_id=everyone[5].pk, page_size=4)
    assert page.page == 2
    assert [row.display_name for row in page.rows] == ["P4", "P5"]
    assert page.me is not None and page.me.rank == 1


def test_around_me_without_a_row_shows_the_first_page(win: Win, players: Players) -> None:
    ranked_player, outsider = players(2)
    win(ranked_player, 10)
    page = leaderboard_around(board=BEST_HAND_BOARD, player_id=outsider.pk)
    assert page.page == 1
    assert page.me is None
    assert [row.display_name for row in page.rows] == ["P0"]


def test_a_hidden_score_leaves_the_board_and_the_next_best_takes_its_place(
    win: Win, players: Players
) -> None:
    ada, lin = players(2)
    win(ada, 90, 0)
    win(ada, 35, 1)
    win(lin, 50, 2)
    staff = None
    cheat = Score.objects.get(points=90)
    score_hide(score=cheat, hidden_by=staff, reason="impossible hand")
    assert ranked(leaderboard_page(board=BEST_HAND_BOARD).rows) == [(1, "P1", 50), (2, "P0", 35)]
    assert tallies(BEST_HAND_BOARD) == {50: 1, 35: 1}
    score_unhide(score=cheat)
    assert ranked(leaderboard_page(board=BEST_HAND_BOARD).rows) == [(1, "P0", 90), (2, "P1", 50)]


def test_hiding_a_players_only_score_takes_them_off_the_board(win: Win, players: Players) -> None:
    (ada,) = players(1)
    win(ada, 15)
    score_hide(score=Score.objects.get(), hidden_by=None, reason="abuse")
    page = leaderboard_page(board=BEST_HAND_BOARD)
    assert page.rows == []
    assert page.count == 0
    assert board_rows(BEST_HAND_BOARD) == []


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_ranks_agree_with_a_ranking_computed_from_scratch(
    win: Win, players: Players, seed: int
) -> None:
    rng = random.Random(seed)
    everyone = players(12)
    for _ in range(40):
        win(rng.choice(everyone), rng.randint(1, 8) * 5, rng.randint(0, 5))
    for score in rng.sample(list(Score.objects.all()), 6):
        score_hide(score=score, hidden_by=None, reason="test")
    for score in rng.sample(list(Score.objects.filter(hidden=True)), 2):
        score_unhide(score=score)

    best: dict[object, tuple[int, object]] = {}
    for score in Score.objects.filter(hidden=False).order_by("-points", "achieved_at", "id"):
        best.setdefault(score.player_id, (score.points, score.achieved_at))
    order = sorted(best.items(), key=lambda item: (-item[1][0], item[1][1], item[0]))
    expected = [
        (1 + sum(1 for _p, (pts, _a) in order if pts > points), player_id, points)
        for player_id, (points, _achieved) in order
    ]

    rows = [
        row
        for n in range(1, 6)
        for row in leaderboard_page(board=BEST_HAND_BOARD, page=n, page_size=3).rows
    ]
    assert [(row.rank, row.player_id, row.score) for row in rows] == expected
    for rank, player_id, points in expected:
        around = leaderboard_around(board=BEST_HAND_BOARD, player_id=player_id, page_size=3)
        assert around.me is not None and (around.me.rank, around.me.score) == (rank, points)
        same_page = leaderboard_page(board=BEST_HAND_BOARD, page=around.page, page_size=3)
        assert around.rows == same_page.rows
        assert around.count == same_page.count
