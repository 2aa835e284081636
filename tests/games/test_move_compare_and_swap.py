"""A move is written only if the game is still at the version it was read at (a compare-and-
swap on ``version``); a move overtaken by another is played again on the newer state.

The overtaking move is made deterministically: the service's read is wrapped so that, right
after the first read, another move of the same game is played and committed.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.utils import timezone

from accounts.models import Player
from apikit.errors import ApiError
from games import services
from games.engine.ai import choose_action
from games.engine.errors import IllegalActionError
from games.models import Game, Move
from tests.factories import PlayerFactory, game_create

pytestmark = pytest.mark.django_db


@pytest.fixture
def player() -> Player:
    return PlayerFactory.create()


@pytest.fixture
def game(player: Player) -> Game:
    return game_create(player)


def _next_action(game: Game) -> dict[str, Any]:
    """What the novice AI would play for the creator now."""
    game.refresh_from_db()
    return choose_action(game.match().view(0), "novice").to_dict()


def _stored(game: Game) -> tuple[int, list[tuple[int, str]]]:
    game.refresh_from_db()
    return game.version, list(game.moves.values_list("version", "action"))


def _move(game: Game, player: Player, action: dict[str, Any], expected: int | None = None) -> Any:
    return services.game_move_play(
        game_id=game.id, player=player, action=action, expected_version=expected
    )


@pytest.fixture
def overtaken(monkeypatch: pytest.MonkeyPatch):
    """After the next read of a game for a move, ``action`` is played on it and committed,
    before the move that read it is written."""
    reads: list[int] = []

    def arrange(game: Game, player: Player, action: dict[str, Any]) -> list[int]:
        real = services._game_for_move

        def read_then_overtaken(*args: Any) -> tuple[Game, int]:
            read, seat = real(*args)
            reads.append(read.version)
            if len(reads) == 1:
                _move(game, player, action)
            return read, seat

        monkeypatch.setattr(services, "_game_for_move", read_then_overtaken)
        return reads

    return arrange


def test_an_overtaken_move_is_played_again_on_the_newer_state(game, player, overtaken):
    version, _ = _stored(game)
    first = _next_action(game)
    reads = overtaken(game, player, first)

    _move(game, player, {"action": "resign"})

    stored_version, moves = _stored(game)
    # Read at `version`; the overtaking move read there too; the resign read again after it.
    assert reads[0] == reads[1] == version and reads[2] > version
    assert moves[version][1] == first["action"]
    assert moves[-1] == (stored_version, "resign")
    assert [v for v, _ in moves] == list(range(1, stored_version + 1))
    assert game.status == Game.Status.FINISHED
    assert game.replay_matches_snapshot()


def _at_a_draw(game: Game, player: Player) -> None:
    """Play on until the creator is to draw from the stock."""
    for _ in range(20):
        game.refresh_from_db()
        legal = game.match().view(0).to_dict()["legal_actions"]
        if {"action": "draw_stock"} in legal:
            return
        _move(game, player, _next_action(game))
    pytest.fail("the creator never came to draw")


def test_an_overtaken_move_the_newer_state_refuses_is_refused_and_the_first_stays(
    game, player, overtaken
):
    _at_a_draw(game, player)
    version, _ = _stored(game)
    draw = {"action": "draw_stock"}
    overtaken(game, player, draw)

    # After the first draw the creator must discard: drawing again is refused.
    with pytest.raises(IllegalActionError):
        _move(game, player, draw)

    assert _stored(game)[1][version:] == [(version + 1, "draw_stock")]
    assert game.replay_matches_snapshot()


def test_an_overtaken_move_with_an_expected_version_is_a_conflict(game, player, overtaken):
    version, _ = _stored(game)
    overtaken(game, player, _next_action(game))

    with pytest.raises(ApiError) as error:
        _move(game, player, {"action": "resign"}, expected=version)

    assert error.value.code == "version_conflict"
    assert game.status != Game.Status.FINISHED
    assert _stored(game)[1][-1][1] != "resign"


def test_a_move_overtaken_on_every_attempt_is_a_conflict_and_writes_nothing(
    game, player, overtaken, monkeypatch
):
    monkeypatch.setattr(services, "MAX_MOVE_ATTEMPTS", 1)
    overtaken(game, player, _next_action(game))
    before = _stored(game)

    with pytest.raises(ApiError) as error:
        _move(game, player, {"action": "resign"})

    assert error.value.code == "version_conflict"
    after = _stored(game)
    assert after[0] > before[0]  # the overtaking move, and nothing of the resign
    assert all(action != "resign" for _, action in after[1])


@pytest.fixture(params=["one statement", "orm"])
def advance_path(request, monkeypatch: pytest.MonkeyPatch) -> str:
    """PostgreSQL's single statement, or the transaction other databases use."""
    if request.param == "orm":
        monkeypatch.setattr(connection, "vendor", "generic")
    return str(request.param)


def _resign_moves(game: Game, version: int) -> list[Move]:
    now = timezone.now()
    payload = {"action": "resign"}
    return [
        Move(game=game, version=version, seat=0, action="resign", payload=payload, created_at=now)
    ]


def test_the_game_advances_from_the_version_it_is_at(game, advance_path):
    version, moves = _stored(game)
    game.version = version + 1
    game.updated_at = timezone.now()

    assert services._game_advance(game, version, _resign_moves(game, version + 1))

    assert _stored(game) == (version + 1, [*moves, (version + 1, "resign")])


def test_the_game_does_not_advance_from_a_version_it_has_left(game, advance_path):
    before = _stored(game)
    snapshot = game.snapshot
    game.version = before[0] + 5
    game.snapshot = {"tampered": True}

    assert not services._game_advance(game, before[0] - 1, _resign_moves(game, before[0] + 5))

    assert _stored(game) == before
    assert game.snapshot == snapshot


def test_whole_games_are_stored_the_same_way_by_either_path(player, advance_path):
    game = game_create(player, target=50)
    for _ in range(2000):
        if game.status == Game.Status.FINISHED:
            break
        _move(game, player, _next_action(game))
        game.refresh_from_db()

    assert game.status == Game.Status.FINISHED
    assert game.moves.count() == game.version
    assert game.replay_matches_snapshot()
    won = [result for result in game.match().hand_results if result.winner == 0]
    player.refresh_from_db()
    assert player.hands_won == len(won)


def test_a_move_whose_won_hand_cannot_be_recorded_is_not_stored(player, monkeypatch):
    def failing(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("the leaderboard is down")

    monkeypatch.setattr("leaderboard.services.hand_won", failing)
    game = game_create(player)
    for _ in range(2000):
        before = _stored(game)
        try:
            _move(game, player, _next_action(game))
        except RuntimeError:
            break
    else:
        pytest.fail("no hand was won")

    assert _stored(game) == before
    assert game.replay_matches_snapshot()
