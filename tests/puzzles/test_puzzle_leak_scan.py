"""The leak scan (testkit/secrecy.py) over what the puzzle endpoints serve: every puzzle
mined from self-play games, fetched as a client fetches it, shows no card its seat could not
see at that decision and nothing of the answer; the schema's puzzle and its examples neither."""

from __future__ import annotations

from typing import Any

import pytest
from drf_spectacular.generators import SchemaGenerator

from puzzles.models import Puzzle
from testkit.secrecy import Knowledge

pytestmark = pytest.mark.django_db


def test_no_served_puzzle_shows_an_unseen_card_or_its_answer(
    mined_library: list[Puzzle], make_player: Any
) -> None:
    _, client = make_player()
    scanned = set()
    for _ in range(len(mined_library) + 1):
        response = client.get("/api/v1/puzzles/next")
        if response.status_code == 404:
            break
        body = response.json()
        puzzle = Puzzle.objects.get(pk=body["id"])
        game = puzzle.source_game
        assert game is not None and puzzle.source_version and puzzle.source_hand
        moves = [(move.seat, move.to_action()) for move in game.moves.order_by("version")]
        knowledge = Knowledge.of_replay(game.new_match(), moves, seat=puzzle.source_seat or 0)
        knowledge.check_puzzle(body, puzzle.source_hand, puzzle.source_version)
        assert str(game.pk) not in response.content.decode()
        assert game.player0 is not None
        assert game.player0.display_name not in response.content.decode()
        scanned.add(body["id"])
        wrong = next(v["action"] for v in puzzle.values if v["action"] != puzzle.solution)
        attempt = client.post(
            f"/api/v1/puzzles/{body['id']}/attempt", {"action": wrong}, format="json"
        ).json()
        assert attempt["solution"] == puzzle.solution

    assert scanned == {puzzle.pk for puzzle in mined_library}


def test_the_check_finds_an_answer_in_a_puzzle(mined_library: list[Puzzle]) -> None:
    puzzle = mined_library[0]
    game = puzzle.source_game
    assert game is not None and puzzle.source_version and puzzle.source_hand
    moves = [(move.seat, move.to_action()) for move in game.moves.order_by("version")]
    knowledge = Knowledge.of_replay(game.new_match(), moves, seat=puzzle.source_seat or 0)

    with pytest.raises(AssertionError):
        knowledge.check_puzzle(
            {"id": puzzle.pk, "solution": puzzle.solution},
            puzzle.source_hand,
            puzzle.source_version,
        )
    other = 1 - (puzzle.source_seat or 0)
    opponent = Knowledge.of_replay(game.new_match(), moves, seat=other)
    hidden = set(puzzle.position["your_cards"]) - opponent.known(
        puzzle.source_hand, puzzle.source_version - 1
    )
    if hidden:  # the same position scanned as the other seat's: its hidden cards are caught
        with pytest.raises(AssertionError):
            opponent.check_puzzle(
                {"position": puzzle.position}, puzzle.source_hand, puzzle.source_version
            )


def _keys(node: Any) -> set[str]:
    found: set[str] = set()
    pending = [node]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            found.update(item)
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return found


def test_the_schema_shows_no_answer_before_the_attempt() -> None:
    schema = SchemaGenerator().get_schema(request=None, public=True)
    operation = schema["paths"]["/api/v1/puzzles/next"]["get"]
    answer = {"solution", "values", "points", "correct"}

    assert not answer & set(schema["components"]["schemas"]["Puzzle"]["properties"])
    assert not answer & set(schema["components"]["schemas"]["PuzzlePosition"]["properties"])
    examples = operation["responses"]["200"]["content"]["application/json"]["examples"]
    assert examples and not answer & _keys(examples)
    assert "card" not in _keys(examples)
