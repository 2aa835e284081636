"""The Daily Gin solver: its line replays to exactly its score, it is never beaten by a plain
player on the same deal, and it says ``proven`` only after searching every line."""

from __future__ import annotations

import doctest

import pytest

from games.engine import Action, ActionKind, Match, Phase, get_ruleset
from games.engine import solver as solver_module
from games.engine.ai import choose_action
from games.engine.solver import replay_points, solve

SEEDS = [f"solver-{i}".encode() for i in range(4)]


def _daily_match(seed: bytes, ruleset: str) -> Match:
    return Match.new(seed=seed, ruleset=get_ruleset(ruleset), first_hand_seed=seed)


def _ai_points(seed: bytes, ruleset: str, level: str) -> int:
    """What an AI of ``level`` in the player's seat wins in hand 1 against the novice."""
    match = _daily_match(seed, ruleset)
    for _ in range(400):
        if match.hand_results:
            first = match.hand_results[0]
            return first.points if first.winner == 0 else 0
        seat = match.turn
        assert seat is not None
        match.apply(seat, choose_action(match.view(seat), level if seat == 0 else "novice"))
    return 0


def _late_position(seed: bytes) -> Match | None:
    """A standard hand where the player is to draw with 3 cards left in the stock (a dead
    hand comes at 2): few enough lines to list them all.  Novices rarely get that far, so the
    stock is cut to its top 3 cards once two novices have played a few turns."""
    match = _daily_match(seed, "standard")
    while match.hand_number == 1:
        seat = match.turn
        assert seat is not None
        if seat == 0 and match.phase is Phase.DRAW and len(match.hand.stock) <= 26:
            match.hand.stock = match.hand.stock[-3:]
            return match
        match.apply(seat, choose_action(match.view(seat), "novice"))
    return None


def _brute_force(match: Match) -> int:
    """The best hand-1 points for seat 0 over every line of the engine's legal actions (knocks
    showing the engine's own arrangement), by plain enumeration."""
    best = 0
    stack = [match.hand]
    while stack:
        hand = stack.pop()
        if hand.turn == 1:
            probe = Match(seed=b"", ruleset=hand.ruleset, first_hand_seed=None, hand=hand)
            _events, result = hand.apply(1, choose_action(probe.view(1), "novice"))
            if result is not None:
                best = max(best, result.points if result.winner == 0 else 0)
            else:
                stack.append(hand)
            continue
        for legal in hand.legal_actions(0):
            if legal.kind is ActionKind.RESIGN:
                continue
            for card in legal.cards or (None,):
                child = solver_module._clone(hand)
                _events, result = child.apply(0, Action(legal.kind, card))
                if result is not None:
                    best = max(best, result.points if result.winner == 0 else 0)
                else:
                    stack.append(child)
    return best


@pytest.mark.parametrize("ruleset", ["arcade", "standard"])
@pytest.mark.parametrize("seed", SEEDS[:2])
def test_its_line_replayed_through_the_engine_scores_exactly_its_score(
    seed: bytes, ruleset: str
) -> None:
    match = _daily_match(seed, ruleset)
    solution = solve(match, budget=3_000)
    assert solution.line, "a line that ends the hand"
    assert replay_points(match, solution.line) == solution.score


def test_it_leaves_the_match_it_is_given_unchanged() -> None:
    match = _daily_match(SEEDS[0], "standard")
    before = match.to_snapshot()
    solve(match, budget=500)
    assert match.to_snapshot() == before


def test_the_same_deal_and_budget_give_the_same_line() -> None:
    first = solve(_daily_match(SEEDS[1], "arcade"), budget=1_500)
    again = solve(_daily_match(SEEDS[1], "arcade"), budget=1_500)
    assert first == again


@pytest.mark.parametrize("ruleset", ["arcade", "standard"])
def test_it_scores_at_least_what_the_novice_and_expert_win_on_the_deal(ruleset: str) -> None:
    for seed in SEEDS:
        par = solve(_daily_match(seed, ruleset), budget=3_000).score
        assert par >= _ai_points(seed, ruleset, "novice")
        assert par >= _ai_points(seed, ruleset, "expert")


def test_a_search_cut_short_by_its_budget_is_not_proven() -> None:
    solution = solve(_daily_match(SEEDS[2], "standard"), budget=50)
    assert solution.proven is False
    assert solution.nodes == 50


def test_it_proves_a_late_position_and_matches_an_exhaustive_enumeration() -> None:
    checked = 0
    # Positions whose plain enumeration takes well under a second (late-0 wins 35 points).
    for i in (0, 1, 6, 7, 11):
        match = _late_position(f"late-{i}".encode())
        assert match is not None
        solution = solve(match, budget=20_000)
        assert solution.proven is True
        # At least the enumeration's best: the solver also tries other meld arrangements.
        assert solution.score >= _brute_force(match)
        assert replay_points(match, solution.line) == solution.score
        checked += 1
    assert checked == 5


def test_its_doctest_holds() -> None:
    assert doctest.testmod(solver_module).failed == 0
