"""Mining finished games for puzzles (puzzles/mining.py, puzzles/services.py)."""

from __future__ import annotations

import contextlib
import datetime as dt
import threading
from typing import Any

import pytest
import time_machine
from django.db import connection, transaction

from daily.models import DailyAttempt, DailyDeal
from games.engine.actions import Action
from games.engine.ai.expert import expert_action
from games.engine.ai.novice import novice_action
from games.models import Game
from puzzles import services
from puzzles.mining import THEMES, legal_options, mine_hand
from puzzles.models import MinedGame, Puzzle
from puzzles.services import (
    game_claim,
    games_register,
    puzzle_mine_game,
    puzzles_mine,
    selfplay_game_store,
)
from testkit.secrecy import Knowledge, cards_in

pytestmark = pytest.mark.django_db


def _view_before(puzzle: Puzzle) -> Any:
    game = puzzle.source_game
    assert game is not None
    match = game.new_match()
    for move in game.moves.order_by("version"):
        if move.version == puzzle.source_version:
            return match.view(move.seat)
        match.apply(move.seat, move.to_action())
    raise AssertionError("the puzzle's decision is not in its game")


def test_self_play_games_give_puzzles_whose_best_action_beats_every_other_by_the_margin(
    mined_library: list[Puzzle], settings: Any
) -> None:
    assert len(mined_library) >= 2
    for puzzle in mined_library:
        points = [value["points"] for value in puzzle.values]
        assert puzzle.values[0]["action"] == puzzle.solution
        assert points == sorted(points, reverse=True)
        assert points[0] - points[1] >= settings.PUZZLE_MARGIN
        assert puzzle.themes and set(puzzle.themes) <= set(THEMES)


def test_a_puzzle_is_the_position_its_seat_saw_with_every_legal_action_valued(
    mined_library: list[Puzzle],
) -> None:
    for puzzle in mined_library:
        view = _view_before(puzzle)
        assert view.seat == puzzle.source_seat
        assert puzzle.position["your_cards"] == [card.code for card in view.your_cards]
        assert puzzle.position["discard_pile"] == [card.code for card in view.discard_pile]
        assert puzzle.position["stock_count"] == view.stock_count
        assert puzzle.position["legal_actions"] == [a.to_dict() for a in view.legal_actions]
        valued = {Action.from_dict(value["action"]) for value in puzzle.values}
        assert valued == set(legal_options(view))


def test_no_position_holds_a_card_its_seat_could_not_see(mined_library: list[Puzzle]) -> None:
    for puzzle in mined_library:
        game = puzzle.source_game
        assert game is not None and puzzle.source_version is not None
        moves = [(move.seat, move.to_action()) for move in game.moves.order_by("version")]
        knowledge = Knowledge.of_replay(game.new_match(), moves, seat=puzzle.source_seat or 0)
        known = knowledge.known(puzzle.source_hand or 1, puzzle.source_version - 1)
        stored = {"position": puzzle.position, "values": puzzle.values}
        assert cards_in(stored) <= known, sorted(cards_in(stored) - known)


def test_no_puzzle_is_a_forced_move_or_one_both_rule_based_players_find(
    mined_library: list[Puzzle],
) -> None:
    for puzzle in mined_library:
        view = _view_before(puzzle)
        assert len(legal_options(view)) >= 2
        everyday = {novice_action(view), expert_action(view)}
        bare = {Action(action.kind, action.card) for action in everyday}
        assert bare != {Action.from_dict(puzzle.solution)}


def test_mining_a_hand_twice_finds_the_same_puzzles_with_the_same_values(db: None) -> None:
    game = selfplay_game_store(number=7, ruleset="standard", levels=("expert", "novice"), target=30)
    moves = [(move.seat, move.to_action()) for move in game.moves.order_by("version")]
    first = mine_hand(game.new_match(), moves, hand=1, key=game.pk.bytes)
    again = mine_hand(game.new_match(), moves, hand=1, key=game.pk.bytes)

    assert [(f.version, f.solution, f.values) for f in first.found] == [
        (f.version, f.solution, f.values) for f in again.found
    ]
    assert first.decisions > 10


def test_a_game_is_mined_once_however_often_the_job_runs(mined_library: list[Puzzle]) -> None:
    count = Puzzle.objects.count()

    assert puzzles_mine(limit=10)["games"] == 0
    assert Puzzle.objects.count() == count
    assert all(record.complete for record in MinedGame.objects.all())


def test_a_game_still_in_play_is_not_mined(db: None) -> None:
    game = selfplay_game_store(number=3, ruleset="standard", levels=("expert", "novice"), target=30)
    Game.objects.filter(pk=game.pk).update(status=Game.Status.ACTIVE)

    assert puzzles_mine(limit=10)["games"] == 0


def test_a_daily_hand_1_is_mined_only_once_its_date_is_over(db: None, settings: Any) -> None:
    settings.PUZZLE_WORLDS = 40
    game = selfplay_game_store(number=5, ruleset="standard", levels=("expert", "novice"), target=40)
    deal = DailyDeal.objects.create(date=dt.date(2026, 12, 7), seed="00" * 32, deck=[])
    # As daily's scored attempt makes it: hand 1 sealed until the date is over.
    Game.objects.filter(pk=game.pk).update(
        first_hand_seed=game.seed, first_hand_sealed_until=deal.ends_at
    )
    DailyAttempt.objects.create(deal=deal, player=game.player0, game=game, scored=True)
    game.refresh_from_db()

    with time_machine.travel(dt.datetime(2026, 12, 7, 23, 0, tzinfo=dt.UTC), tick=False):
        puzzle_mine_game(game=game)
    record = MinedGame.objects.get(game=game)
    assert 1 not in record.hands and not record.complete
    assert not Puzzle.objects.filter(source_game=game, source_hand=1).exists()

    with time_machine.travel(dt.datetime(2026, 12, 8, 0, 1, tzinfo=dt.UTC), tick=False):
        assert puzzles_mine(limit=10)["games"] == 1
    record.refresh_from_db()
    assert 1 in record.hands and record.complete


def test_an_action_value_list_names_each_action_once(mined_library: list[Puzzle]) -> None:
    for puzzle in mined_library:
        actions = [Action.from_dict(value["action"]) for value in puzzle.values]
        assert len(actions) == len(set(actions))


def _sealed_until(game: Game, until: dt.datetime) -> None:
    Game.objects.filter(pk=game.pk).update(
        first_hand_seed=game.seed, first_hand_sealed_until=until, finished_at=until - _DAY
    )


_DAY = dt.timedelta(days=1)
_TONIGHT = dt.datetime(2026, 12, 8, tzinfo=dt.UTC)


def test_sealed_games_are_left_until_revealed_and_the_games_behind_them_are_mined(
    db: None, settings: Any
) -> None:
    """A batch of one: the sealed game (the oldest) is not the batch's every run; the game
    behind it is mined, and the sealed one once its hand 1 is revealed."""
    settings.PUZZLE_WORLDS = 20
    sealed = selfplay_game_store(
        number=5, ruleset="standard", levels=("expert", "novice"), target=20
    )
    _sealed_until(sealed, _TONIGHT)
    other = selfplay_game_store(
        number=6, ruleset="standard", levels=("expert", "novice"), target=20
    )

    with time_machine.travel(_TONIGHT - dt.timedelta(hours=1), tick=False):
        assert puzzles_mine(limit=1)["games"] == 1
        assert puzzles_mine(limit=1)["games"] == 0
    assert MinedGame.objects.get(game=other).complete
    assert not MinedGame.objects.get(game=sealed).complete
    assert not Puzzle.objects.filter(source_game=sealed).exists()

    with time_machine.travel(_TONIGHT + dt.timedelta(minutes=1), tick=False):
        assert puzzles_mine(limit=1)["games"] == 1
    record = MinedGame.objects.get(game=sealed)
    assert record.complete and 1 in record.hands


def test_a_game_whose_mining_fails_is_marked_and_the_job_moves_on(
    db: None, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = selfplay_game_store(
        number=7, ruleset="standard", levels=("expert", "novice"), target=20
    )
    fine = selfplay_game_store(number=8, ruleset="standard", levels=("expert", "novice"), target=20)
    Game.objects.filter(pk=broken.pk).update(finished_at=_TONIGHT - 2 * _DAY)
    mined: list[Any] = []

    def mine(*, game: Game, now: Any = None) -> dict[str, float]:
        if game.pk == broken.pk:
            raise ValueError("the moves do not replay")
        mined.append(game.pk)
        return {"hands": 1, "decisions": 0, "puzzles": 0, "cpu_seconds": 0.0}

    monkeypatch.setattr(services, "puzzle_mine_game", mine)

    puzzles_mine(limit=1)
    puzzles_mine(limit=1)

    assert mined == [fine.pk]
    record = MinedGame.objects.get(game=broken)
    assert record.complete and record.error == "ValueError: the moves do not replay"


@pytest.mark.django_db(transaction=True)
def test_two_workers_mining_at_once_take_two_games(monkeypatch: pytest.MonkeyPatch) -> None:
    for number in (9, 10):
        selfplay_game_store(
            number=number, ruleset="standard", levels=("novice", "novice"), target=20
        )
    both_in = threading.Barrier(2, timeout=10)
    mined: list[Any] = []

    def mine(*, game: Game, now: Any = None) -> dict[str, float]:
        mined.append(game.pk)
        with contextlib.suppress(threading.BrokenBarrierError):
            both_in.wait()  # each worker holds its game while the other claims
        return {"hands": 1, "decisions": 0, "puzzles": 0, "cpu_seconds": 0.0}

    monkeypatch.setattr(services, "puzzle_mine_game", mine)

    def worker() -> None:
        try:
            puzzles_mine(limit=1)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)

    assert len(mined) == 2 and len(set(mined)) == 2


@pytest.mark.django_db(transaction=True)
def test_a_claim_skips_a_game_another_worker_has_locked() -> None:
    first = selfplay_game_store(
        number=11, ruleset="standard", levels=("novice", "novice"), target=20
    )
    second = selfplay_game_store(
        number=12, ruleset="standard", levels=("novice", "novice"), target=20
    )
    Game.objects.filter(pk=first.pk).update(finished_at=_TONIGHT - 2 * _DAY)
    games_register(limit=10)
    claimed: list[Any] = []

    def other_worker() -> None:
        try:
            game = game_claim()
            claimed.append(game.pk if game is not None else None)
        finally:
            connection.close()

    with transaction.atomic():
        list(MinedGame.objects.select_for_update().filter(game=first))  # a worker's lock
        thread = threading.Thread(target=other_worker)
        thread.start()
        thread.join(10)
        assert not thread.is_alive(), "the claim waited for the lock"

    assert claimed == [second.pk]
