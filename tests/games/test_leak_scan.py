"""The response scan over thousands of generated games, from both seats.

Everything the API serves about a game in play is the engine's seat view (``view(seat)
.to_dict()``), the events as that seat sees them (``event.to_dict(seat)``) and the service's
own fields, which name no card.  Here both seats of each game are AIs and every action of
every game is followed by the scan of testkit/secrecy.py, for each seat, of exactly those
documents: thousands of games in seconds, where the same scan over HTTP
(tests/games/test_secrecy.py; ``python -m loadtest.leaks`` for thousands of games against
gunicorn) takes a second a game.
"""

from __future__ import annotations

import hashlib

import pytest

from games.engine.ai import AI_LEVELS, choose_action
from games.engine.ai.master import Budget
from games.engine.match import Match
from games.engine.rules import RULESETS, get_ruleset
from testkit.secrecy import Knowledge

pytestmark = pytest.mark.slow

GAMES = 2000
"""Generated games in all; each ruleset gets its share, with every pairing of the AIs."""
TARGET = 25
"""Short games (a few hands each), so the deals, not the length of games, are many."""
MASTER_BUDGET = Budget(worlds=2, max_rollouts=12)
"""What a seat is served does not depend on how hard the master searches: a token search
keeps its thousands of games as quick as the others'."""


def _scan_game(number: int) -> int:
    """Play generated game ``number`` to its end, scanning what each seat is served after
    every action; the documents scanned."""
    names = sorted(RULESETS)
    ruleset = names[number % len(names)]
    pairing = number // len(names) % (len(AI_LEVELS) ** 2)
    levels = (AI_LEVELS[pairing // len(AI_LEVELS)], AI_LEVELS[pairing % len(AI_LEVELS)])
    seed = hashlib.sha256(b"leak-scan:%d" % number).digest()
    match = Match.new(seed=seed, ruleset=get_ruleset(ruleset, {"target": TARGET}))
    knowledge = (Knowledge(0), Knowledge(1))
    for seat_knowledge in knowledge:
        seat_knowledge.observe(match)
    scanned = 0
    while not match.finished:
        mover = match.turn
        assert mover is not None
        hand = match.view(mover).hand_number
        action = choose_action(
            match.view(mover),
            levels[mover],
            seed=seed,
            version=match.move_count,
            budget=MASTER_BUDGET,
        )
        events = match.apply(mover, action)
        for seat, seat_knowledge in enumerate(knowledge):
            seat_knowledge.observe(match)
            document = {
                **match.view(seat).to_dict(),
                "version": match.move_count,
                "status": "finished" if match.finished else "active",
            }
            seat_knowledge.check_document(document)
            seat_knowledge.check_events(
                [event.to_dict(seat) for event in events], hand, match.move_count
            )
            scanned += 1
    return scanned


@pytest.mark.parametrize("part", range(4))
def test_no_document_shows_a_card_before_it_is_public_in_thousands_of_games(part: int) -> None:
    # Four parts, so the parallel test workers share them.
    scanned = sum(_scan_game(number) for number in range(part, GAMES, 4))

    assert scanned > GAMES // 4 * 20
