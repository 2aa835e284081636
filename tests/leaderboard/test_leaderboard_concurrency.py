"""Scores recorded at the same moment keep the boards exact (no lost tally updates)."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from django.db import connection

from accounts.models import Player
from games.models import Game
from leaderboard.models import BEST_HAND_BOARD, BestScore
from leaderboard.services import hand_won
from tests.factories import PlayerFactory, game_create

from .conftest import minutes, tallies


def all_at_once(jobs: list[Callable[[], None]]) -> list[BaseException]:
    barrier = threading.Barrier(len(jobs))
    failures: list[BaseException] = []

    def run(job: Callable[[], None]) -> None:
        try:
            barrier.wait(timeout=30)
            job()
        except BaseException as error:
            failures.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(job,)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return failures


def winner(game: Game, points: int, minute: int) -> Callable[[], None]:
    def job() -> None:
        hand_won(game=game, seat=0, hand_number=1, points=points, achieved_at=minutes(minute))

    return job


@pytest.mark.django_db(transaction=True)
def test_twelve_players_scoring_at_once_are_all_counted() -> None:
    players: list[Player] = [PlayerFactory.create() for _ in range(12)]
    games = [game_create(player) for player in players]
    failures = all_at_once([winner(game, 20 + n % 3, n) for n, game in enumerate(games)])
    assert failures == []
    assert tallies(BEST_HAND_BOARD) == {20: 4, 21: 4, 22: 4}
    assert BestScore.objects.count() == 12


@pytest.mark.django_db(transaction=True)
def test_one_player_winning_in_eight_games_at_once_keeps_one_row_with_the_best() -> None:
    player = PlayerFactory.create()
    games = [game_create(player) for _ in range(8)]
    failures = all_at_once([winner(game, 10 + n, n) for n, game in enumerate(games)])
    assert failures == []
    assert list(BestScore.objects.values_list("player_id", "points")) == [(player.pk, 17)]
    assert tallies(BEST_HAND_BOARD) == {17: 1}
