"""The master AI (games/engine/ai/master.py): a search that sees only its seat's view."""

from __future__ import annotations

import dataclasses

import pytest

from games.engine import DECK, Action, ActionKind, Card, Match, get_ruleset
from games.engine.ai import AI_LEVELS, ai_seed, choose_action, rollout
from games.engine.ai.master import Budget, master_action
from games.engine.rules import RULESETS
from games.engine.view import Phase, SeatView

from .stacking import act, deal
from .test_ai import assert_legal, view_of

SMALL = Budget(worlds=6, max_rollouts=40)
"""Enough search to exercise every path, cheap enough for whole games in the suite."""


def master(view: SeatView, *, seed: bytes = b"test", version: int = 0, budget: Budget = SMALL):
    action = master_action(view, seed=seed, version=version, budget=budget)
    assert_legal(view, action)
    return action


def play(
    seed: bytes, ruleset: str, levels: tuple[str, str], *, target: int = 100, cap: int = 800
) -> tuple[Match, list[tuple[int, Action]]]:
    """An AI-vs-AI game, every action checked legal, the master seeded as the service seeds it."""
    match = Match.new(seed=seed, ruleset=get_ruleset(ruleset, {"target": target}))
    moves: list[tuple[int, Action]] = []
    while not match.finished and len(moves) < cap:
        seat = match.turn
        assert seat is not None
        view = match.view(seat)
        action = choose_action(
            view, levels[seat], seed=ai_seed(match), version=match.move_count, budget=SMALL
        )
        assert_legal(view, action)
        match.apply(seat, action)
        moves.append((seat, action))
    return match, moves


def test_master_is_the_strongest_ai_level_listed_last() -> None:
    assert AI_LEVELS == ("novice", "expert", "master")


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_the_master_plays_whole_games_of_legal_actions_in_every_ruleset(ruleset: str) -> None:
    for number, opponent in enumerate(("novice", "expert")):
        match, moves = play(b"master-legal:%d" % number, ruleset, ("master", opponent), target=50)
        assert any(seat == 0 for seat, _ in moves)
        if ruleset != "arcade":  # two bots may cycle an arcade hand: the cap ends it
            assert match.finished


def test_a_master_game_replays_move_for_move_from_its_seed() -> None:
    match, moves = play(b"master-replay", "standard", ("master", "expert"), target=40)
    again, moves_again = play(b"master-replay", "standard", ("master", "expert"), target=40)
    assert moves_again == moves
    replayed = Match.replay(seed=b"master-replay", ruleset=match.ruleset, moves=moves)
    assert replayed.to_snapshot() == match.to_snapshot() == again.to_snapshot()


def test_its_choices_come_from_the_seed_and_version_given() -> None:
    # The same position searched under other seeds draws other worlds: with a budget of a
    # single world the choice between close discards follows the world drawn.
    view = view_of("7H 8H 2C 2D 5S 9C JD QS KC 4D 6C")
    tiny = Budget(worlds=1, max_rollouts=10)
    chosen = {master(view, seed=b"seed:%d" % n, budget=tiny) for n in range(40)}
    assert len(chosen) > 1
    assert {master(view, seed=b"seed:7", version=3, budget=tiny) for _ in range(5)} == {
        master(view, seed=b"seed:7", version=3, budget=tiny)
    }


def test_it_goes_gin_at_once() -> None:
    view = view_of("AC 2C 3C 4D 5D 6D 7D 7H 7S 7C KS")
    assert master(view) == Action(ActionKind.KNOCK, Card.parse("KS"))


def test_it_declares_big_gin() -> None:
    view = view_of("AC 2C 3C 4D 5D 6D 7H 7S 7C 7D 8D")
    assert master(view) == Action(ActionKind.BIG_GIN)


def test_it_draws_from_the_stock_when_both_passed_the_upcard() -> None:
    view = dataclasses.replace(
        view_of("7H 8H 2C 2D 5S 9C JD QS KC 4D", phase=Phase.DRAW, top="9H"),
        must_draw_stock=True,
    )
    assert master(view) == Action(ActionKind.DRAW_STOCK)


def test_the_rollouts_never_pass_the_budgets_ceiling(monkeypatch: pytest.MonkeyPatch) -> None:
    played = []
    original = rollout.play_candidate

    def counting(*args: object) -> float:
        played.append(1)
        return original(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(rollout, "play_candidate", counting)
    view = view_of("7H 8H 2C 2D 5S 9C JD QS KC 4D 6C")
    for budget in (Budget(worlds=50, max_rollouts=30), Budget(worlds=4, max_rollouts=1000)):
        played.clear()
        master(view, budget=budget)
        assert 0 < len(played) <= budget.max_rollouts
        assert len(played) <= budget.worlds * 8


# -- what it sees ------------------------------------------------------------------------------

MINE = "7H 8H 2C 2D 5S 9C JD QS KC 4D"
UPCARD = "9S"
PUBLIC = {*MINE.split(), UPCARD, "TS", "AH"}
"""Seat 0's cards, the upcard seat 1 takes, the TS it throws and the AH seat 0 draws."""


def hidden_splits(count: int) -> list[tuple[str, str]]:
    """``count`` different (seat 1's hand, stock) deals of the cards seat 0 never sees: seat 1
    always holds TS and the stock always starts with AH, the rest is dealt differently."""
    unseen = [card.code for card in DECK if card.code not in PUBLIC]
    splits = []
    for n in range(count):
        rotated = unseen[n * 5 :] + unseen[: n * 5]
        splits.append((" ".join(["TS", *rotated[:9]]), " ".join(["AH", *rotated[9:]])))
    return splits


def after_public_moves(theirs: str, stock: str) -> Match:
    """Seat 0 passes the upcard, seat 1 takes it and throws TS, seat 0 draws AH: every one of
    these is public, so seat 0's view is the same whatever seat 1 holds."""
    match = deal({0: MINE, 1: theirs}, UPCARD, stock, dealer=1, seed=b"same-seed")
    act(match, 0, "pass")
    act(match, 1, "take_upcard")
    act(match, 1, "discard", "TS")
    act(match, 0, "draw_stock")
    return match


def test_the_master_decides_the_same_whatever_the_opponents_hidden_cards() -> None:
    matches = [after_public_moves(theirs, stock) for theirs, stock in hidden_splits(6)]
    assert len({match.hand.hands[1] for match in matches}) == len(matches)
    assert len({tuple(match.hand.stock) for match in matches}) == len(matches)

    # The master's whole input: the seat's view, the seed and the version.
    inputs = {
        (repr(match.view(0).to_dict()), ai_seed(match), match.move_count) for match in matches
    }
    assert len(inputs) == 1
    decisions = {
        master(match.view(0), seed=ai_seed(match), version=match.move_count) for match in matches
    }
    assert len(decisions) == 1


def test_daily_players_meet_the_same_master_in_the_shared_first_hand() -> None:
    # Two players' Daily Gin games: their own seeds, the date's first-hand seed.
    games = [
        Match.new(seed=seed, ruleset=get_ruleset("arcade"), first_hand_seed=b"2026-12-02")
        for seed in (b"player-a", b"player-b")
    ]
    seeds = {ai_seed(match) for match in games}
    assert seeds == {b"2026-12-02"}
    turn = games[0].turn
    assert turn is not None
    decisions = {
        master(match.view(turn), seed=ai_seed(match), version=match.move_count) for match in games
    }
    assert len(decisions) == 1
