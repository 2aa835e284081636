"""Staff's puzzle pages: retiring a puzzle never writes back its counters or its rating."""

from __future__ import annotations

from typing import Any

import pytest
from django.db.models import F
from django.test import Client

from puzzles.admin import PuzzleAdmin
from puzzles.models import Puzzle, PuzzlePlayer
from tests.factories import PlayerFactory

from .conftest import MakePuzzle

pytestmark = pytest.mark.django_db


def test_retiring_a_puzzle_keeps_the_attempts_made_while_the_form_was_saved(
    admin_client: Client, make_puzzle: MakePuzzle, monkeypatch: pytest.MonkeyPatch
) -> None:
    puzzle = make_puzzle()
    save_form = PuzzleAdmin.save_form

    def attempted_meanwhile(self: PuzzleAdmin, request: Any, form: Any, change: bool) -> Any:
        # Another request's rated attempt, after the admin read the puzzle.
        Puzzle.objects.filter(pk=puzzle.pk).update(
            attempts=F("attempts") + 1, solved=F("solved") + 1, rating=1612.0
        )
        return save_form(self, request, form, change)

    monkeypatch.setattr(PuzzleAdmin, "save_form", attempted_meanwhile)

    form = {"retired": "on", "attempt_rows-TOTAL_FORMS": "0", "attempt_rows-INITIAL_FORMS": "0"}
    response = admin_client.post(f"/admin/puzzles/puzzle/{puzzle.pk}/change/", form, follow=True)

    assert response.status_code == 200
    puzzle.refresh_from_db()
    assert puzzle.retired
    assert (puzzle.attempts, puzzle.solved, puzzle.rating) == (1, 1, 1612.0)


def test_a_puzzle_players_page_is_shown_and_never_saved(admin_client: Client) -> None:
    row = PuzzlePlayer.objects.create(player=PlayerFactory.create(), rating=1700.0)
    url = f"/admin/puzzles/puzzleplayer/{row.pk}/change/"

    page = admin_client.get(url)
    assert page.status_code == 200 and b'name="_save"' not in page.content
    assert admin_client.post(url, {"volatility": "0.5"}).status_code == 403
