"""Helpers for the puzzle tests: puzzles written directly (API tests), and a small library
mined from self-play games (mining and secrecy tests)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from puzzles.models import Puzzle
from puzzles.services import puzzles_mine, selfplay_game_store

POSITION: dict[str, Any] = {
    "your_cards": ["AC", "2C", "3C", "7D", "7H", "7S", "9H", "TS", "JS", "QS", "KD"],
    "discard_pile": ["5S", "8C"],
    "stock_count": 27,
    "opponent_card_count": 10,
    "opponent_took": [],
    "opponent_discarded": ["5S"],
    "phase": "discard",
    "knock_limit": 10,
    "legal_actions": [
        {
            "action": "discard",
            "cards": ["AC", "2C", "3C", "7D", "7H", "7S", "9H", "TS", "JS", "QS", "KD"],
        },
        {"action": "knock", "cards": ["KD"]},
        {"action": "resign"},
    ],
}
SOLUTION = {"action": "discard", "card": "KD"}
VALUES = [
    {"action": SOLUTION, "points": 6.1},
    {"action": {"action": "knock", "card": "KD"}, "points": -3.2},
    {"action": {"action": "discard", "card": "9H"}, "points": -4.0},
]

MakePuzzle = Callable[..., Puzzle]


@pytest.fixture
def make_puzzle(db: None) -> MakePuzzle:
    """A live puzzle (the position above: discard KD) with the given fields."""

    def make(**fields: Any) -> Puzzle:
        defaults: dict[str, Any] = {
            "ruleset": "standard",
            "themes": ["undercut_trap"],
            "position": POSITION,
            "solution": SOLUTION,
            "values": VALUES,
            "margin": 9.3,
        }
        return Puzzle.objects.create(**{**defaults, **fields})

    return make


@pytest.fixture
def mined_library(db: None, settings: Any) -> list[Puzzle]:
    """Puzzles mined from four short self-play games (fewer worlds than in production: the
    worlds change how sure the values are, not what a position may show)."""
    settings.PUZZLE_WORLDS = 80
    for number, (ruleset, levels) in enumerate(
        [
            ("standard", ("expert", "novice")),
            ("standard", ("novice", "expert")),
            ("arcade", ("expert", "expert")),
            ("oklahoma", ("expert", "novice")),
        ]
    ):
        selfplay_game_store(number=number, ruleset=ruleset, levels=levels, target=40, salt=b"v")
    puzzles_mine(limit=10)
    return list(Puzzle.objects.order_by("source_game", "source_version"))
