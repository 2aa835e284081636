"""A whole game: dealers, targets, end bonuses, hollywood columns, resignation, replay."""

from __future__ import annotations

import json
import random

import pytest

from games.engine import (
    Action,
    ActionKind,
    EventKind,
    Match,
    Phase,
    codes,
    derive_seed,
    get_ruleset,
    shuffled_deck,
)
from games.engine.ai import choose_action
from games.engine.scoring import Outcome

from .stacking import KNOCK_POINTS, act, lose_by_undercut, win_hand

UNDERCUT_POINTS = 29


def new(ruleset: str = "standard", target: int | None = None, seed: bytes = b"m") -> Match:
    overrides = None if target is None else {"target": target}
    return Match.new(seed=seed, ruleset=get_ruleset(ruleset, overrides))


def random_moves(match: Match, rng: random.Random, steps: int) -> list[tuple[int, Action]]:
    """Play up to ``steps`` random legal actions (never resigning); the moves played."""
    moves: list[tuple[int, Action]] = []
    for _ in range(steps):
        if match.finished:
            break
        seat = match.turn
        assert seat is not None
        options = [la for la in match.legal_actions(seat) if la.kind is not ActionKind.RESIGN]
        knocks = [la for la in options if la.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
        choice = knocks[0] if knocks else rng.choice(options)
        card = rng.choice(choice.cards) if choice.cards else None
        action = Action(choice.kind, card)
        match.apply(seat, action)
        moves.append((seat, action))
    return moves


# -- dealers ----------------------------------------------------------------------------------


def test_the_winner_of_a_hand_deals_the_next() -> None:
    match = new()
    loser = match.dealer
    win_hand(match, 1 - loser)
    assert match.dealer == 1 - loser
    assert match.hand_number == 2
    assert match.turn == loser


def test_after_an_undercut_the_defender_deals() -> None:
    match = new()
    lose_by_undercut(match, 0)
    assert match.hand_results[-1].winner == 1
    assert match.dealer == 1


def test_later_hands_are_shuffled_from_the_game_seed() -> None:
    match = new(seed=b"s")
    win_hand(match, 0)
    deck = shuffled_deck(derive_seed(b"s", "hand:2"))
    assert match.view(1 - match.dealer).your_cards == tuple(sorted(deck[0:20:2]))


def test_a_shared_first_hand_seed_deals_everyone_the_same_first_hand() -> None:
    rules = get_ruleset("standard")
    one = Match.new(seed=b"player-1", ruleset=rules, first_hand_seed=b"2024-06-01")
    two = Match.new(seed=b"player-2", ruleset=rules, first_hand_seed=b"2024-06-01")
    assert one.to_snapshot()["hand"] == two.to_snapshot()["hand"]
    assert one.dealer == two.dealer
    win_hand(one, 0)
    win_hand(two, 0)
    assert one.to_snapshot()["hand"]["hands"] != two.to_snapshot()["hand"]["hands"]


# -- reaching the target ----------------------------------------------------------------------


def test_the_game_goes_on_below_the_target_and_ends_on_reaching_it() -> None:
    match = new()
    win_hand(match, 0)
    assert not match.finished and match.scores == [KNOCK_POINTS, 0]
    events = win_hand(match, 0)
    assert [event.kind for event in events][-2:] == [EventKind.HAND_OVER, EventKind.GAME_OVER]
    assert match.finished and match.winner == 0
    assert match.phase is Phase.GAME_OVER and match.turn is None
    assert match.legal_actions(0) == [] and match.legal_actions(1) == []


def test_game_bonus_is_doubled_on_a_shutout_and_line_bonus_counts_each_hand() -> None:
    match = new()
    win_hand(match, 0)
    win_hand(match, 0)
    final = match.final_scores()
    assert final is not None
    assert final.to_dict(0) == {
        "you": {"points": 142, "game_bonus": 200, "line_bonus": 50, "total": 392},
        "opponent": {"points": 0, "game_bonus": 0, "line_bonus": 0, "total": 0},
    }


def test_without_a_shutout_the_game_bonus_is_single_and_both_get_line_bonuses() -> None:
    match = new()
    lose_by_undercut(match, 0)
    win_hand(match, 0)
    win_hand(match, 0)
    final = match.final_scores()
    assert final is not None
    assert final.to_dict(1) == {
        "you": {"points": 29, "game_bonus": 0, "line_bonus": 25, "total": 54},
        "opponent": {"points": 142, "game_bonus": 100, "line_bonus": 50, "total": 292},
    }


def test_bonuses_decide_nothing_the_first_to_the_target_wins() -> None:
    rules = get_ruleset("standard", {"target": 60, "line_bonus": 200})
    match = Match.new(seed=b"b", ruleset=rules)
    lose_by_undercut(match, 0)
    lose_by_undercut(match, 0)
    assert not match.finished and match.scores == [0, 58]
    win_hand(match, 0)
    assert match.winner == 0
    final = match.final_scores()
    assert final is not None
    assert final.totals[1].total > final.totals[0].total


def test_classic_totals_have_no_bonuses() -> None:
    match = new("classic")
    win_hand(match, 0)
    win_hand(match, 0)
    final = match.final_scores()
    assert final is not None
    assert final.totals[0].to_dict() == {
        "points": 142,
        "game_bonus": 0,
        "line_bonus": 0,
        "total": 142,
    }


# -- hollywood --------------------------------------------------------------------------------


def test_hollywood_fills_three_columns_with_each_players_wins() -> None:
    match = new("hollywood")
    win_hand(match, 0)  # seat 0's 1st win: column 1
    assert match.hand_results[-1].columns == (1,)
    lose_by_undercut(match, 0)  # seat 1's 1st win: column 1
    win_hand(match, 0)  # seat 0's 2nd win: columns 1-2; column 1 reaches 142 and closes
    assert match.hand_results[-1].columns == (1, 2)
    assert match.columns[0].winner == 0
    lose_by_undercut(match, 0)  # seat 1's 2nd win: columns 1-2, but column 1 is decided
    assert match.hand_results[-1].columns == (2,)
    win_hand(match, 0)  # seat 0's 3rd win: columns 1-3, open are 2 and 3; column 2 closes
    assert match.hand_results[-1].columns == (2, 3)
    assert not match.finished
    win_hand(match, 0)  # column 3 closes: all decided
    assert match.hand_results[-1].columns == (3,)
    assert match.finished and match.winner == 0
    assert [(c.scores, c.hands_won, c.winner) for c in match.columns] == [
        ((142, 29), (2, 1), 0),
        ((142, 29), (2, 1), 0),
        ((142, 0), (2, 0), 0),
    ]
    assert match.scores == [4 * KNOCK_POINTS, 2 * UNDERCUT_POINTS]
    final = match.final_scores()
    assert final is not None
    out = final.to_dict(0)
    # Column 3 is a shutout: its game bonus is doubled.
    assert out["you"] == {"points": 426, "game_bonus": 400, "line_bonus": 150, "total": 976}
    assert out["opponent"] == {"points": 58, "game_bonus": 0, "line_bonus": 50, "total": 108}
    assert out["columns"][0]["you"]["total"] == 142 + 100 + 50


def test_hollywood_winner_is_who_won_more_columns() -> None:
    match = new("hollywood", target=60)
    win_hand(match, 0)  # column 1 to seat 0
    win_hand(match, 0)  # seat 0's 2nd win: columns 1-2, only 2 open (71): closed
    win_hand(match, 0)  # seat 0's 3rd win: column 3 (71): closed
    assert match.finished and match.winner == 0
    match = new("hollywood", target=60)
    lose_by_undercut(match, 1)  # seat 0 scores 29 in column 1
    win_hand(match, 1)  # seat 1: 71 in column 1, closes it
    lose_by_undercut(match, 1)  # seat 0's 2nd: columns 1-2, only 2 open -> 29
    lose_by_undercut(match, 1)  # seat 0's 3rd: columns 2, 3 -> 58, 29
    lose_by_undercut(match, 1)  # seat 0's 4th: 87 (closes), 58
    assert not match.finished
    lose_by_undercut(match, 1)  # seat 0's 5th: column 3 reaches 87 and closes
    assert match.finished
    assert [c.winner for c in match.columns] == [1, 0, 0]
    assert match.winner == 0


def test_hollywood_view_shows_the_columns() -> None:
    match = new("hollywood")
    win_hand(match, 0)
    scores = match.view(1).to_dict()["scores"]
    assert scores["you"] == 0 and scores["opponent"] == KNOCK_POINTS
    assert scores["columns"][0] == {
        "you": 0,
        "opponent": KNOCK_POINTS,
        "hands_won": {"you": 0, "opponent": 1},
        "winner": None,
    }
    assert len(scores["columns"]) == 3


# -- resigning --------------------------------------------------------------------------------


def test_either_seat_may_resign_at_any_time_and_the_other_wins() -> None:
    match = new()
    win_hand(match, 0)
    idle = 1 - (match.turn or 0)
    events = act(match, idle, "resign")
    assert [event.kind for event in events] == [EventKind.RESIGN, EventKind.GAME_OVER]
    assert match.finished and match.winner == 1 - idle
    assert match.phase is Phase.GAME_OVER


def test_a_resigned_game_shows_the_points_so_far_without_bonuses() -> None:
    match = new()
    win_hand(match, 0)
    act(match, 0, "resign")
    assert match.winner == 1
    final = match.final_scores()
    assert final is not None
    assert final.to_dict(1) == {
        "you": {"points": 0, "game_bonus": 0, "line_bonus": 0, "total": 0},
        "opponent": {"points": KNOCK_POINTS, "game_bonus": 0, "line_bonus": 0, "total": 71},
        "resigned": "opponent",
    }


def test_resigning_scores_nothing_for_the_unfinished_hand() -> None:
    match = new()
    act(match, 1 - match.dealer, "take_upcard")
    act(match, match.dealer, "resign")
    assert match.scores == [0, 0] and match.hand_results == []


# -- replay and snapshots ---------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["standard", "classic", "arcade", "oklahoma", "hollywood"])
def test_replay_rebuilds_the_same_state(ruleset: str) -> None:
    rules = get_ruleset(ruleset)
    match = Match.new(seed=b"replay", ruleset=rules)
    moves = random_moves(match, random.Random(7), 400)
    again = Match.replay(seed=b"replay", ruleset=rules, moves=moves)
    assert again.to_snapshot() == match.to_snapshot()
    assert again.move_count == len(moves)


def test_replay_from_json_moves() -> None:
    rules = get_ruleset("standard")
    match = Match.new(seed=b"json", ruleset=rules, first_hand_seed=b"day")
    moves = random_moves(match, random.Random(3), 150)
    stored = json.dumps([[seat, action.to_dict()] for seat, action in moves])
    loaded = [(seat, Action.from_dict(data)) for seat, data in json.loads(stored)]
    again = Match.replay(seed=b"json", ruleset=rules, moves=loaded, first_hand_seed=b"day")
    assert again.to_snapshot() == match.to_snapshot()


@pytest.mark.parametrize("ruleset", ["standard", "arcade", "hollywood"])
def test_a_snapshot_round_trips_through_json(ruleset: str) -> None:
    rules = get_ruleset(ruleset, {"gin_bonus": 20})
    match = Match.new(seed=b"snap", ruleset=rules)
    rng = random.Random(5)
    random_moves(match, rng, 250)
    data = json.loads(json.dumps(match.to_snapshot()))
    restored = Match.from_snapshot(data)
    assert restored.to_snapshot() == match.to_snapshot()
    assert restored.ruleset == rules
    for seat in (0, 1):
        assert restored.view(seat).to_dict() == match.view(seat).to_dict()
    # Both continue identically.
    random_moves(match, random.Random(9), 100)
    random_moves(restored, random.Random(9), 100)
    assert restored.to_snapshot() == match.to_snapshot()


def test_a_finished_game_round_trips() -> None:
    match = new()
    win_hand(match, 0)
    win_hand(match, 0)
    restored = Match.from_snapshot(json.loads(json.dumps(match.to_snapshot())))
    assert restored.finished and restored.winner == 0
    assert restored.final_scores() == match.final_scores()
    assert codes(restored.hand_results[0].cards[0]) == codes(match.hand_results[0].cards[0])


def test_the_snapshot_is_small() -> None:
    match = new()
    random_moves(match, random.Random(1), 60)
    assert len(json.dumps(match.to_snapshot())) < 4000


def test_each_hand_records_the_stock_it_ended_with_and_the_views_show_every_hand() -> None:
    match = new(target=500)
    rng = random.Random(11)
    while len(match.hand_results) < 8:
        stock, ended, seat = len(match.hand.stock), len(match.hand_results), match.turn
        assert seat is not None
        if ended < 2:  # random play: the first hands die
            random_moves(match, rng, 1)
        else:
            match.apply(seat, choose_action(match.view(seat), "novice"))
        if len(match.hand_results) > ended:
            # A hand ends on a knock or on the discard after the stock's last draw.
            assert match.hand_results[-1].stock_count == stock
    outcomes = {result.outcome for result in match.hand_results}
    assert {Outcome.DEAD, Outcome.KNOCK} <= outcomes
    for seat in (0, 1):
        assert match.view(seat).hand_results == tuple(match.hand_results)


def test_a_snapshot_saved_before_hands_recorded_their_stock_still_loads_and_replays() -> None:
    rules = get_ruleset("standard")
    match = Match.new(seed=b"old", ruleset=rules)
    moves = random_moves(match, random.Random(4), 300)
    assert match.hand_results
    old = json.loads(json.dumps(match.to_snapshot()))
    for result in old["hand_results"]:
        del result["stock_count"]
    restored = Match.from_snapshot(old)
    assert all(result.stock_count is None for result in restored.hand_results)
    again = Match.replay(seed=b"old", ruleset=rules, moves=moves)
    assert again.matches_snapshot(old) and again.matches_snapshot(match.to_snapshot())
    assert not restored.matches_snapshot(match.to_snapshot())
    # Played on and saved again, the old hands still lack it, the new ones have it.
    more = random_moves(restored, random.Random(8), 300)
    assert restored.hand_results[-1].stock_count is not None
    later = Match.replay(seed=b"old", ruleset=rules, moves=moves + more)
    assert later.matches_snapshot(json.loads(json.dumps(restored.to_snapshot())))
    old["scores"] = [old["scores"][0] + 1, old["scores"][1]]
    assert not again.matches_snapshot(old)
