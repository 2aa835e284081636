"""Finished games played by the AIs against each other, stored as real games: what
``manage.py puzzles_fill`` mines on a fresh clone, and what the tests and bench scripts mine.

Each game is played by the engine from a seed and stored as any finished AI game is (its
seed, snapshot and moves replay to it), seat 0 held by one ``self-play`` guest.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from django.db import transaction
from django.utils import timezone

from games.engine.actions import Action
from games.engine.ai import choose_action
from games.engine.ai.master import Budget
from games.engine.match import Match
from games.engine.rules import get_ruleset
from games.models import Game, Move, Player

SELF_PLAY_NAME = "self-play"
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


@transaction.atomic
def selfplay_game_store(
    *, number: int, ruleset: str, levels: Sequence[str], target: int, salt: bytes = b""
) -> Game:
    """Play self-play game ``number`` (its seed from the number and ``salt``) and store it."""
    seed = hashlib.sha256(b"puzzles-selfplay:%s:%d" % (salt, number)).digest()
    match, moves = selfplay_match(seed=seed, ruleset=ruleset, levels=levels, target=target)
    player = Player.objects.filter(display_name=SELF_PLAY_NAME, username=None).first()
    if player is None:
        player = Player.objects.create(display_name=SELF_PLAY_NAME)
    now = timezone.now()
    game = Game.objects.create(
        seed=seed.hex(),
        ruleset_name=ruleset,
        rules={"target": target},
        opponent_kind=Game.Opponent.AI,
        ai_level=levels[1],
        player0=player,
        status=Game.Status.FINISHED,
        version=len(moves),
        snapshot=match.to_snapshot(),
        winner_seat=match.winner,
        created_at=now,
        updated_at=now,
        finished_at=now,
    )
    Move.objects.bulk_create(
        Move(
            game=game,
            version=version,
            seat=seat,
            action=action.kind.value,
            payload=action.to_dict(),
            created_at=now,
        )
        for version, (seat, action) in enumerate(moves, start=1)
    )
    return game
