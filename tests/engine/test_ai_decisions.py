"""Every AI level makes, position for position, the decisions recorded in ai_decisions.json.

The file was written by the AI before it moved into its package (games/engine/ai/): a set of
positions from AI-against-AI games in every ruleset and the action each level chose there,
the master with a small fixed budget.  Moving or tidying the AI must not change one of them,
with the C rollouts or without.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from games.engine import Action, Match, get_ruleset
from games.engine.ai import ai_seed, choose_action
from games.engine.ai import master as master_module
from games.engine.ai.master import Budget
from games.engine.rules import RULESETS

RECORDED = json.loads((Path(__file__).parent / "ai_decisions.json").read_text())
BUDGET = Budget(**RECORDED["budget"])
LEVELS: list[str] = RECORDED["levels"]
GAMES: list[dict[str, Any]] = RECORDED["games"]


def decisions(game: dict[str, Any]) -> Iterator[tuple[Match, int, dict[str, Any]]]:
    """Replays a recorded game and yields, at each recorded position, the match and what each
    level chose there."""
    match = Match.new(
        seed=game["seed"].encode(), ruleset=get_ruleset(game["ruleset"], {"target": game["target"]})
    )
    recorded = iter(game["decisions"])
    upcoming = next(recorded, None)
    for number, move in enumerate([*game["moves"], None]):
        if upcoming is not None and upcoming[0] == number:
            yield match, number, dict(zip(LEVELS, upcoming[1:], strict=True))
            upcoming = next(recorded, None)
        if move is not None:
            seat = match.turn
            assert seat is not None
            match.apply(seat, Action.from_dict(move))
    assert upcoming is None, "a recorded position was never reached"


def assert_same_decisions(game: dict[str, Any]) -> None:
    for match, number, chosen in decisions(game):
        seat = match.turn
        assert seat is not None
        view = match.view(seat)
        for level, expected in chosen.items():
            action = choose_action(
                view, level, seed=ai_seed(match), version=match.move_count, budget=BUDGET
            )
            assert action.to_dict() == expected, (game["seed"], number, level)


def test_the_recorded_positions_cover_every_level_in_every_ruleset() -> None:
    assert {game["ruleset"] for game in GAMES} == set(RULESETS)
    assert sum(len(game["decisions"]) for game in GAMES) >= 300


@pytest.mark.parametrize("game", GAMES, ids=[game["seed"] for game in GAMES])
def test_every_level_decides_as_recorded(game: dict[str, Any]) -> None:
    assert_same_decisions(game)


@pytest.mark.parametrize("game", GAMES[:4], ids=[game["seed"] for game in GAMES[:4]])
def test_every_level_decides_as_recorded_without_the_c_rollouts(
    game: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(master_module, "_accelerator", None)
    assert_same_decisions(game)
