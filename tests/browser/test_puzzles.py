"""A registered player solves puzzles by clicks on the Puzzles screen, and its rating moves."""

from __future__ import annotations

from typing import Any

import pytest

from puzzles.models import Puzzle, PuzzlePlayer
from testkit.browser import open_play
from tests.puzzles.conftest import POSITION, SOLUTION, VALUES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _puzzles() -> None:
    Puzzle.objects.create(
        ruleset="standard",
        themes=["undercut_trap"],
        position=POSITION,
        solution=SOLUTION,
        values=VALUES,
        margin=9.3,
        rating=1500.0,
    )
    upcard = {
        **POSITION,
        "your_cards": POSITION["your_cards"][:10],
        "phase": "upcard",
        "discard_pile": ["8S"],
        "legal_actions": [{"action": "take_upcard"}, {"action": "pass"}, {"action": "resign"}],
    }
    Puzzle.objects.create(
        ruleset="standard",
        themes=["take_discard"],
        position=upcard,
        solution={"action": "take_upcard"},
        values=[
            {"action": {"action": "take_upcard"}, "points": 4.5},
            {"action": {"action": "pass"}, "points": -1.0},
        ],
        margin=5.5,
        rating=1600.0,
    )


def test_a_player_solves_two_puzzles_by_clicks_and_its_rating_moves(
    page: Any, live_server: Any
) -> None:
    _puzzles()
    open_play(page, live_server.url)
    page.fill('[data-field="display_name"]', "Ada")
    page.fill('[data-field="username"]', "ada-puzzles")
    page.fill('[data-field="password"]', "analytical-engine-1843")
    page.click('[data-account="signup"]')
    page.locator("[data-error].notice").wait_for()

    page.click('[data-nav="puzzles"]')
    screen = page.locator('[data-screen="puzzles"]')
    screen.locator('[data-puzzle][data-phase="discard"]').wait_for()
    assert screen.locator("[data-puzzle-hand] [data-card]").count() == 11
    assert screen.locator("[data-puzzle-result]").is_hidden()
    screen.locator('[data-puzzle-hand] [data-card="KD"]').click()
    screen.locator('[data-puzzle-action="discard"]').click()

    result = screen.locator('[data-puzzle-result][data-correct="true"]')
    result.wait_for()
    rating = result.locator("[data-puzzle-rating]")
    first_after = float(rating.get_attribute("data-after") or 0)
    assert float(rating.get_attribute("data-before") or 0) == 1500.0
    assert first_after > 1500.0
    best = result.locator("[data-puzzle-value][data-best]")
    assert best.get_attribute("data-action") == "discard KD"
    assert result.locator("[data-puzzle-value]").count() == 3

    screen.locator("[data-puzzle-next]").click()
    screen.locator('[data-puzzle][data-phase="upcard"]').wait_for()
    screen.locator('[data-puzzle-action="pass"]').click()
    missed = screen.locator('[data-puzzle-result][data-correct="false"]')
    missed.wait_for()
    second_after = float(missed.locator("[data-puzzle-rating]").get_attribute("data-after") or 0)
    assert second_after < first_after
    stored = PuzzlePlayer.objects.get()
    assert stored.rated_attempts == 2
    assert round(stored.rating, 1) == second_after
