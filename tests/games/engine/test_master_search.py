"""The master's search (games/engine/ai/master.py): worlds spent where the candidates are close,
and a rollout policy in which the master knocks only when the knock wins and its opponent
by its style."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from games.engine.actions import Action
from games.engine.ai import rollout, search
from games.engine.ai.expert import CLOSING_STOCK, OPENING_STOCK
from games.engine.ai.master import Budget, master_action
from games.engine.cards import parse_cards, to_mask
from games.engine.rules import get_ruleset

from .test_ai import view_of

DISCARD_VIEW = "7H 8H 2C 2D 5S 9C JD QS KC 4D 6C"


def count_rollouts(
    monkeypatch: pytest.MonkeyPatch, value_of: Callable[[Action, int], float]
) -> list[Action]:
    """Replace the rollouts by ``value_of(action, nth call for that action)``; return the log."""
    played: list[Action] = []

    def fake(*args: object) -> float:
        action = args[-1]
        assert isinstance(action, Action)
        played.append(action)
        return value_of(action, played.count(action))

    monkeypatch.setattr(rollout, "play_candidate", fake)
    return played


def test_candidates_clearly_worse_are_dropped_after_the_first_worlds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    best = master_action(view_of(DISCARD_VIEW), seed=b"s", version=0, budget=Budget(worlds=3))
    # The expert's discard (the first candidate) wins every world by a point.
    played = count_rollouts(monkeypatch, lambda action, n: 1.0 if action == best else 0.0)
    budget = Budget(worlds=600, max_rollouts=100_000, first_worlds=40)
    assert master_action(view_of(DISCARD_VIEW), seed=b"s", version=0, budget=budget) == best
    candidates = len(set(played))
    assert candidates > 2
    # Every candidate over the first worlds, then the search is over.
    assert len(played) == 40 * candidates


def test_identical_candidates_leave_the_earliest(monkeypatch: pytest.MonkeyPatch) -> None:
    played = count_rollouts(monkeypatch, lambda action, n: 0.0)
    budget = Budget(worlds=600, max_rollouts=100_000, first_worlds=30)
    chosen = master_action(view_of(DISCARD_VIEW), seed=b"s", version=0, budget=budget)
    assert chosen == played[0]
    assert len(played) == 30 * len(set(played))


def test_close_candidates_get_more_worlds_up_to_the_ceiling(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Every candidate's worlds alternate +1 and -1, half of them out of step: never told apart.
    order: dict[Action, int] = {}

    def alternating(action: Action, n: int) -> float:
        return float((-1) ** (n + order.setdefault(action, len(order))))

    played = count_rollouts(monkeypatch, alternating)
    budget = Budget(worlds=300, max_rollouts=100_000, first_worlds=40)
    master_action(view_of(DISCARD_VIEW), seed=b"s", version=0, budget=budget)
    worlds = {order[action]: played.count(action) for action in order}
    # Those in step with the leader match it world for world: dropped as the same.
    assert worlds == {i: 300 if i == 0 or i % 2 else 40 for i in range(len(order))}

    played.clear()
    master_action(view_of(DISCARD_VIEW), seed=b"s", version=0, budget=Budget(max_rollouts=500))
    assert 500 - len(set(played)) < len(played) <= 500


def test_survivors_keep_what_the_noise_cannot_separate() -> None:
    lead = [3.0, -1.0, 2.0, 0.0] * 10
    noisy = [0.0, 2.0, -1.0, 2.0] * 10  # a little lower on average, far apart world by world
    worse = [v - 1.0 for v in lead]
    same = list(lead)
    assert search.survivors([0, 1, 2, 3], [lead, noisy, worse, same]) == [0, 1]


# -- the rollout policy's knock -----------------------------------------------------------------


def lay_down(
    ruleset: str,
    knocker: str,
    defender: str,
    *,
    holds: bool = False,
    stock: int = 20,
    seat: int = 1,
) -> tuple[bool, float, int]:
    """The rollout policy for ``seat`` (1: the master's opponent) holding ``knocker`` (11)
    against the other seat with ``defender``, ``stock`` cards left: (hand over, its value to
    the knocking seat less a dead hand's, cards that seat holds after)."""
    rules = rollout.RolloutRules(view_of(DISCARD_VIEW, ruleset=ruleset), accelerated=False)
    hands = [to_mask(parse_cards(defender.split())), to_mask(parse_cards(knocker.split()))]
    if seat == 0:
        hands.reverse()
    ended, value = rollout.lay_down(rules, hands, list(range(stock)), [], seat, True, 0, holds)
    gain = value - rules.dead if ended else value
    return ended, gain if seat == 0 else -gain, hands[seat].bit_count()


KNOCKER = "AC 2C 3C 4D 5D 6D 7H 7S 7C 9H KS"  # throws KS, knocks with 9
WINNING = "2H 3H 4H 8S 9S 9D TD JD QD KD"
"""Against KNOCKER: the knock wins."""
UNDERCUTTING = "2H 3H 4H 8S 9S TS JS QS 2D AD"
"""Against KNOCKER: the knock is undercut."""


@pytest.mark.parametrize("seat", [0, 1])
def test_the_rollout_knocks_when_the_knock_wins(seat: int) -> None:
    ended, value, _ = lay_down("standard", KNOCKER, WINNING, seat=seat)
    assert ended and value > 0


def test_the_master_plays_on_rather_than_be_undercut() -> None:
    ended, value, held = lay_down("standard", KNOCKER, UNDERCUTTING, seat=0)
    assert get_ruleset("standard").knock_limit >= 9
    assert not ended and value == 0.0 and held == 10  # it threw KS and plays on


def test_an_opponent_that_knocks_knocks_whenever_it_may() -> None:
    # Even into an undercut: it does not see the master's hand.
    ended, value, _ = lay_down("standard", KNOCKER, UNDERCUTTING)
    assert ended and value < 0


def test_an_opponent_that_holds_plays_for_gin_in_the_middle_of_the_hand() -> None:
    # Mid-hand it plays on even with a knock that wins ...
    assert lay_down("standard", KNOCKER, WINNING, holds=True)[0] is False
    # ... and knocks whenever it may in the opening and the closing, even into an undercut.
    for stock in (OPENING_STOCK, CLOSING_STOCK):
        ended, value, _ = lay_down("standard", KNOCKER, UNDERCUTTING, holds=True, stock=stock)
        assert ended and value < 0
    # Gin it always takes.
    gin = "AC 2C 3C 4D 5D 6D 7H 7S 7C 7D KS"  # throws KS
    ended, value, _ = lay_down("standard", gin, WINNING, holds=True)
    assert ended and value > 0
