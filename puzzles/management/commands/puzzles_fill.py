"""``manage.py puzzles_fill [--games N]``: a puzzle library from the service's own self-play.

Plays N games (default 40) between the AIs (novice and expert by turns, in every named
ruleset, to ``--target`` points) with :mod:`puzzles.selfplay`, stores them as finished
games, then mines every finished game not mined yet (:func:`puzzles.services.puzzles_mine`).
On a fresh clone, after ``migrate``, this one command fills the library.
"""

from __future__ import annotations

import itertools
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from games.engine.rules import RULESETS
from puzzles.services import puzzles_mine, selfplay_game_store

PAIRINGS = (("expert", "novice"), ("novice", "expert"), ("expert", "expert"))


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--games", type=int, default=40)
        parser.add_argument("--target", type=int, default=100)
        parser.add_argument(
            "--ruleset", action="append", choices=sorted(RULESETS), help="default: all"
        )
        parser.add_argument("--salt", default="", help="other games for the same numbers")

    def handle(self, *args: Any, **options: Any) -> None:
        rulesets = options["ruleset"] or sorted(RULESETS)
        combos = itertools.cycle(itertools.product(rulesets, PAIRINGS))
        for number in range(options["games"]):
            ruleset, levels = next(combos)
            selfplay_game_store(
                number=number,
                ruleset=ruleset,
                levels=levels,
                target=options["target"],
                salt=options["salt"].encode(),
            )
        self.stdout.write(f"{options['games']} self-play games stored; mining")
        totals = puzzles_mine(limit=options["games"] + 1000)
        hands = max(1, int(totals["hands"]))
        self.stdout.write(
            f"{totals['games']:.0f} games, {totals['hands']:.0f} hands: "
            f"{totals['puzzles']:.0f} puzzles ({1000 * totals['puzzles'] / hands:.0f} per 1,000 "
            f"hands), {totals['cpu_seconds'] / hands:.3f} s CPU per hand"
        )
