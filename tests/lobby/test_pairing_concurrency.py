"""Pairing is a compare-and-swap: real threads, each on its own database connection."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection

from accounts.models import Player
from apikit.errors import ApiError
from games.models import Game
from lobby.models import Seek
from lobby.services import seek_accept, seek_post
from tests.factories import PlayerFactory


def all_at_once(jobs: list[Callable[[], Any]]) -> tuple[list[Any], list[BaseException]]:
    barrier = threading.Barrier(len(jobs))
    results: list[Any] = []
    failures: list[BaseException] = []

    def run(job: Callable[[], Any]) -> None:
        try:
            barrier.wait(timeout=30)
            results.append(job())
        except BaseException as error:
            failures.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(job,)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results, failures


def post(player: Player) -> Callable[[], Seek]:
    return lambda: seek_post(
        player=player, ruleset="standard", target=100, rated=True, rating_range=None
    )


def accept(seek: Seek, player: Player) -> Callable[[], Game]:
    return lambda: seek_accept(seek_id=seek.pk, player=player)


@pytest.mark.django_db(transaction=True)
def test_of_twenty_concurrent_accepts_exactly_one_gets_the_game() -> None:
    seek = post(PlayerFactory.create(registered=True))()
    takers = [PlayerFactory.create(registered=True) for _ in range(20)]
    games, failures = all_at_once([accept(seek, taker) for taker in takers])
    assert len(games) == 1
    assert len(failures) == 19
    assert all(isinstance(f, ApiError) and f.code == "seek_taken" for f in failures)
    assert Game.objects.count() == 1


@pytest.mark.django_db(transaction=True)
def test_two_compatible_seeks_posted_at_the_same_instant_make_one_game() -> None:
    for _round in range(10):
        first, second = PlayerFactory.create(registered=True), PlayerFactory.create(registered=True)
        seeks, failures = all_at_once([post(first), post(second)])
        assert failures == []
        assert sorted(seek.game_id is None for seek in seeks) == [False, True]
    assert Game.objects.count() == 10
    assert not Seek.objects.filter(status="open").exists()


@pytest.mark.django_db(transaction=True)
def test_twelve_players_seeking_at_once_are_paired_each_exactly_once() -> None:
    players = [PlayerFactory.create(registered=True) for _ in range(12)]
    _seeks, failures = all_at_once([post(player) for player in players])
    assert failures == []
    assert Game.objects.count() == 6
    seated = [p for game in Game.objects.all() for p in (game.player0_id, game.player1_id)]
    assert sorted(map(str, seated)) == sorted(str(p.pk) for p in players)
