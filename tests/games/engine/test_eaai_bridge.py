"""The Python end of the EAAI bridge (bench/eaai_player.py, run as the challenge's Java game
runs it: lines in, answers out) plays what our AI plays from what the challenge shows."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def answers(level: str, lines: list[str]) -> list[str]:
    finished = subprocess.run(
        [sys.executable, "-m", "bench.eaai_player", "--level", level],
        input="\n".join([*lines, "quit"]) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
        timeout=120,
    )
    return finished.stdout.splitlines()


@pytest.mark.parametrize("level", ["novice", "expert", "master"])
def test_it_takes_the_offered_card_that_makes_gin_and_lays_the_gin_down(level: str) -> None:
    # The example: the starter (player 1) declined 7D; taking it and throwing 3S is gin.
    lines = [
        "match 1",
        "start 0 1 5C 6C 7C 8D 9D TD 4H 5H 6H 3S",
        "offer 7D",
        "draw 0 7D",
        "discard?",
        "discard 0 3S",
        "melds?",
    ]
    offer, discard, melds = answers(level, lines)
    assert (offer, discard) == ("yes", "3S")
    shown = sorted(sorted(part.split()) for part in melds.removeprefix("melds |").split("|"))
    assert shown == [["4H", "5H", "6H"], ["5C", "6C", "7C"], ["7D", "8D", "9D", "TD"]]


def test_it_defends_a_knock_with_the_melds_of_its_best_defence() -> None:
    lines = [
        "match 1",
        "start 0 1 2C 3C 4C 9H 9S 9D KD QS JH 6S",
        "offer 8C",
        "draw 1 -",
        "discard 1 5H",
        "melds 1 | 5C 6C 7C | 9C TC JC | 2D 3S",
        "melds?",
    ]
    _offer, defence = answers("expert", lines)
    shown = sorted(part.strip() for part in defence.removeprefix("melds |").split("|"))
    assert shown == ["2C 3C 4C", "9D 9H 9S"]
