"""Themes name what the best move is (puzzles.mining.themes_of)."""

from __future__ import annotations

from typing import Any

from games.engine.actions import Action, ActionKind
from games.engine.cards import Card, parse_cards
from games.engine.rules import get_ruleset
from games.engine.view import Phase, SeatView
from puzzles.mining import themes_of


def _view(cards: str, *, phase: Phase, pile: str = "", **fields: Any) -> SeatView:
    base: dict[str, Any] = {
        "seat": 0,
        "ruleset": get_ruleset("standard"),
        "hand_number": 1,
        "dealer": 1,
        "turn": 0,
        "phase": phase,
        "your_cards": tuple(sorted(parse_cards(cards.split()), key=lambda c: c.index)),
        "opponent_card_count": 10,
        "discard_pile": parse_cards(pile.split()),
        "stock_count": 20,
        "knock_limit": 10,
        "taken_from_discard": None,
        "must_draw_stock": False,
        "opponent_took": (),
        "opponent_discarded": (),
        "opponent_passed_upcard": None,
        "your_discarded": (),
        "scores": (0, 0),
        "hands_won": (0, 0),
        "columns": (),
        "winner": None,
        "final": None,
    }
    return SeatView(**{**base, **fields})


def _discard(code: str) -> Action:
    return Action(ActionKind.DISCARD, Card.parse(code))


def test_taking_the_discard_that_makes_gin_is_take_gin() -> None:
    view = _view("AC 2C 3C 7D 7H 7S TS JS QS 5H", phase=Phase.DRAW, pile="KS")
    take = Action(ActionKind.DRAW_DISCARD)

    assert themes_of(view, take, ((take, 30.0), (Action(ActionKind.DRAW_STOCK), 2.0))) == (
        "take_gin",
    )


def test_playing_on_when_every_knock_loses_is_an_undercut_trap() -> None:
    view = _view("AC 2C 3C 7D 7H 7S TS JS QS 2H KD", phase=Phase.DISCARD)
    knock = Action(ActionKind.KNOCK, Card.parse("KD"))
    values = ((_discard("KD"), 4.0), (knock, -12.0), (_discard("2H"), -1.0))

    assert "undercut_trap" in themes_of(view, _discard("KD"), values)


def test_throwing_a_melded_card_is_breaking_a_meld() -> None:
    view = _view("AC 2C 3C 7D 7H 7S 9S TS JS 4H KD", phase=Phase.DISCARD)

    themes = themes_of(view, _discard("7D"), ((_discard("7D"), 3.0), (_discard("KD"), 0.0)))

    assert "break_a_meld" in themes


def test_keeping_a_card_that_lays_off_on_the_opponents_pickups_is_layoff_aware() -> None:
    view = _view(
        "AC 2C 3C 7D 7H 7S 9S TS JS 4H KD",
        phase=Phase.DISCARD,
        opponent_took=parse_cards(["KH"]),
    )

    themes = themes_of(view, _discard("4H"), ((_discard("4H"), 3.0), (_discard("KD"), 0.0)))

    assert "layoff_aware_discard" in themes
