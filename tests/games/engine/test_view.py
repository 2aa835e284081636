"""What a seat sees: the API's game document, seat-relative, with nothing hidden leaking."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from games.engine import (
    ActionKind,
    Card,
    Match,
    Phase,
    SeatView,
    codes,
    get_ruleset,
    min_deadwood,
)

from .stacking import DEFENDER, KNOCK_POINTS, KNOCKER, UPCARD, act, deal, win_hand

API_FIELDS = {
    "ruleset",
    "scores",
    "hand_number",
    "dealer",
    "turn",
    "phase",
    "your_cards",
    "opponent_card_count",
    "discard_top",
    "discard_pile",
    "stock_count",
    "deadwood",
    "melds",
    "legal_actions",
    "last_hand",
    "winner",
    "final_scores",
}


def strings(data: Any) -> set[str]:
    """Every string anywhere in ``data``, keys included."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return set(data) | {s for value in data.values() for s in strings(value)}
    if isinstance(data, list | tuple):
        return {s for value in data for s in strings(value)}
    return set()


def test_the_view_has_every_field_the_api_promises() -> None:
    view = deal({0: KNOCKER, 1: DEFENDER}, UPCARD).view(0).to_dict()
    assert set(view) >= API_FIELDS
    json.dumps(view)


def test_the_view_at_the_start_of_a_hand() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    view = match.view(0).to_dict()
    assert view["ruleset"]["name"] == "standard"
    assert view["scores"] == {"you": 0, "opponent": 0}
    assert view["hand_number"] == 1
    assert view["dealer"] == "opponent" and view["turn"] == "you"
    assert view["phase"] == "upcard"
    assert view["your_cards"] == codes(sorted(Card.parse(c) for c in KNOCKER.split()))
    assert view["opponent_card_count"] == 10
    assert view["discard_top"] == UPCARD and view["discard_pile"] == [UPCARD]
    assert view["stock_count"] == 31
    assert view["deadwood"] == 10
    assert sorted(view["melds"]) == [["4D", "5D", "6D"], ["7C", "7H", "7S"], ["AC", "2C", "3C"]]
    assert view["legal_actions"] == [
        {"action": "take_upcard"},
        {"action": "pass"},
        {"action": "resign"},
    ]
    assert view["last_hand"] is None and view["winner"] is None
    assert view["final_scores"] is None
    assert view["knock_limit"] == 10


def test_the_opponent_sees_no_legal_actions_and_the_other_names() -> None:
    view = deal({0: KNOCKER, 1: DEFENDER}, UPCARD).view(1).to_dict()
    assert view["dealer"] == "you" and view["turn"] == "opponent"
    assert view["legal_actions"] == []


def test_deadwood_counts_all_eleven_cards_held_after_a_draw() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    act(match, 0, "take_upcard")
    view = match.view(0)
    assert view.deadwood == 12 == view.to_dict()["deadwood"]
    assert view.to_dict()["legal_actions"][1] == {"action": "knock", "cards": ["KS"]}
    assert view.to_dict()["phase"] == "discard"


def test_the_view_never_shows_the_opponents_hidden_cards_stock_or_seed() -> None:
    match = Match.new(seed=b"secret-seed", ruleset=get_ruleset("standard"))
    text = json.dumps(match.view(0).to_dict())
    hidden = set(codes(match.hand.cards(1))) | set(codes(match.hand.stock))
    assert not hidden & strings(match.view(0).to_dict())
    assert "stock" not in json.loads(text) and "seed" not in text
    assert b"secret-seed".hex() not in text


def test_cards_the_opponent_took_from_the_pile_are_public() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    act(match, 0, "take_upcard")
    view = match.view(1)
    assert view.opponent_took == (Card.parse(UPCARD),)
    act(match, 0, "discard", "KS")
    view = match.view(1)
    assert view.opponent_discarded == (Card.parse("KS"),)
    assert match.view(0).your_discarded == (Card.parse("KS"),)
    assert view.to_dict()["opponent_took"] == [UPCARD]


def test_last_hand_shows_both_hands_melds_and_layoffs_seat_relative() -> None:
    match = Match.new(seed=b"v", ruleset=get_ruleset("standard"))
    win_hand(match, 0)
    mine = match.view(0).to_dict()["last_hand"]
    theirs = match.view(1).to_dict()["last_hand"]
    assert mine["outcome"] == "knock"
    assert mine["knocker"] == "you" and theirs["knocker"] == "opponent"
    assert mine["winner"] == "you" and theirs["winner"] == "opponent"
    assert mine["points"] == KNOCK_POINTS
    assert mine["your_cards"] == theirs["opponent_cards"]
    assert len(mine["your_cards"]) == 10 and "KS" not in mine["your_cards"]
    assert sorted(mine["opponent_cards"]) == sorted(DEFENDER.split())
    assert mine["knocker_deadwood"] == 2 and mine["defender_deadwood"] == 73
    assert mine["layoffs"] == [] and mine["bonus"] == 0
    assert len(mine["your_melds"]) == 3 and mine["opponent_melds"] == []
    assert mine["discard"] == "KS"
    # The next hand is dealt at once; last_hand stays until the next hand ends.
    view = match.view(0).to_dict()
    assert view["hand_number"] == 2 and view["phase"] == "upcard"
    assert view["scores"] == {"you": KNOCK_POINTS, "opponent": 0}


def test_once_the_game_is_over_the_view_shows_the_winner_and_final_scores() -> None:
    match = Match.new(seed=b"v", ruleset=get_ruleset("standard"))
    win_hand(match, 0)
    win_hand(match, 0)
    view = match.view(1).to_dict()
    assert view["phase"] == "game_over" and view["turn"] is None
    assert view["winner"] == "opponent"
    assert view["final_scores"]["opponent"]["total"] == 142 + 200 + 50
    assert view["legal_actions"] == []


def test_the_view_deadwood_follows_the_arcade_meld_cap() -> None:
    spread = "2C 4C 6C 8C TC 3D 5D 7D 9D JD"
    match = deal({0: "AS 2S 3S 4S 5S KD QH JH 9H 7H", 1: spread}, "KC", ruleset="arcade")
    view = match.view(0)
    # A-5 of spades melds 4 under the cap and leaves the ace.
    assert view.deadwood == min_deadwood(view.your_cards, max_meld_size=4) == 1 + 46
    assert all(len(meld) <= 4 for meld in view.to_dict()["melds"])


def test_legal_actions_of_the_view_match_the_match() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    act(match, 0, "take_upcard")
    for seat in (0, 1):
        assert list(match.view(seat).legal_actions) == match.legal_actions(seat)


def test_a_seat_view_is_a_plain_frozen_value() -> None:
    view = deal({0: KNOCKER, 1: DEFENDER}, UPCARD).view(0)
    assert isinstance(view, SeatView)
    assert view.phase is Phase.UPCARD and view.your_turn
    assert view.legal_actions[0].kind is ActionKind.TAKE_UPCARD


def test_a_match_view_sets_every_field_of_the_dataclass() -> None:
    view = deal({0: KNOCKER, 1: DEFENDER}, UPCARD).view(0)
    values = {field.name: getattr(view, field.name) for field in dataclasses.fields(SeatView)}
    assert SeatView(**values) == view


def test_the_knock_event_shows_the_melds_to_both_seats() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    act(match, 0, "take_upcard")
    knock, *_ = act(match, 0, "knock", "KS")
    for seat in (0, 1):
        shown = knock.to_dict(seat)
        assert shown["card"] == "KS" and shown["deadwood"] == 2
        assert sorted(shown["melds"]) == [
            ["4D", "5D", "6D"],
            ["7C", "7H", "7S"],
            ["AC", "2C", "3C"],
        ]
    assert knock.to_dict(1)["player"] == "opponent"
