"""The computer opponents: ``novice`` (seed 003's AI, docs/RULES.md section 6, in
:mod:`.novice`), ``expert`` (:mod:`.expert`) and ``master`` (a search, in :mod:`.master`),
with what they share in :mod:`.shared`.

:func:`choose_action` is a pure function of one :class:`~games.engine.view.SeatView` (and,
for the master, of the game's seed and version, which seed its sampling): no clock, no state
kept between calls, and nothing but what that seat may see.  So an AI can
never cheat, a game replays exactly from its seed and moves, and every Daily Gin player meets
the same replies to the same moves.

In arcade the stock is recycled and never runs out, so two deterministic AIs can find
themselves repeating the same cycle of draws and discards for ever; whoever runs AI-against-AI
arcade games must cap their length (a human opponent breaks the cycle).

>>> from games.engine.match import Match
>>> from games.engine.rules import get_ruleset
>>> match = Match.new(seed=b"doc", ruleset=get_ruleset("standard"))
>>> seat = match.turn
>>> choose_action(match.view(seat), "novice") == choose_action(match.view(seat), "novice")
True
"""

from __future__ import annotations

from ..actions import Action
from ..errors import IllegalActionError, InvalidActionError
from ..match import Match
from ..view import Phase, SeatView
from .expert import expert_action
from .master import Budget, master_action
from .novice import novice_action

__all__ = ["AI_LEVELS", "ai_seed", "choose_action"]

AI_LEVELS = ("novice", "expert", "master")
"""The AI levels a game may be created with, weakest first."""


def choose_action(
    view: SeatView, level: str, *, seed: bytes = b"", version: int = 0, budget: Budget | None = None
) -> Action:
    """The action the AI of ``level`` plays from ``view``.

    ``master`` draws its random choices from ``seed`` and ``version`` (the service passes the
    game's seed and version, so a game replays exactly) and searches with ``budget``
    (:data:`~.master.DEFAULT_BUDGET` if None); ``novice`` and ``expert`` use neither.

    Raises InvalidActionError for a level not in :data:`AI_LEVELS`, and IllegalActionError
    when the view's seat has nothing to play (not its turn, or the game is over).
    """
    if level not in AI_LEVELS:
        raise InvalidActionError(
            f"unknown AI level {level!r}; one of {', '.join(AI_LEVELS)}",
            field="ai_level",
            level=str(level),
        )
    if view.phase is Phase.GAME_OVER or view.phase is Phase.HAND_OVER:
        raise IllegalActionError("the game is over", code="game_over")
    if view.turn != view.seat:
        raise IllegalActionError("it is not this seat's turn", code="not_your_turn")
    if level == "novice":
        return novice_action(view)
    if level == "expert":
        return expert_action(view)
    return master_action(view, seed=seed, version=version, budget=budget)


def ai_seed(match: Match) -> bytes:
    """The seed the master's choices in ``match`` come from: the game's, except in a Daily
    Gin game's shared first hand, where it is that deal's (so every player of the date meets
    the same replies to the same moves)."""
    if match.first_hand_seed is not None and match.hand_number == 1:
        return match.first_hand_seed
    return match.seed
