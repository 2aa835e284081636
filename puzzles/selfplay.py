"""Whole games played by the AIs against each other (no Django here): what
``manage.py puzzles_fill`` stores and mines on a fresh clone
(:func:`puzzles.services.selfplay_game_store`), and what bench/puzzles_mining.py mines.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.actions import Action
from games.engine.ai import choose_action
from games.engine.ai.master import Budget
from games.engine.match import Match
from games.engine.rules import get_ruleset

MASTER_BUDGET = Budget(worlds=100, max_rollouts=400)
"""A light master for self-play: the games only need to be played, not played perfectly."""


def selfplay_match(
    *, seed: bytes, ruleset: str, levels: Sequence[str], target: int
) -> tuple[Match, list[tuple[int, Action]]]:
    """A whole game played by the AIs of ``levels`` (seat 0, seat 1), and its moves."""
    match = Match.new(seed=seed, ruleset=get_ruleset(ruleset, {"target": target}))
    moves: list[tuple[int, Action]] = []
    while not match.finished:
        seat = match.turn
        assert seat is not None
        action = choose_action(
            match.view(seat),
            levels[seat],
            seed=seed,
            version=match.move_count,
            budget=MASTER_BUDGET,
        )
        match.apply(seat, action)
        moves.append((seat, action))
    return match, moves
