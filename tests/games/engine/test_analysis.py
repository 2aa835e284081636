"""analyze_hand: what a hand of 10 or 11 cards is worth under each ruleset."""

from __future__ import annotations

import doctest

import pytest

from games.engine import Card, HandSizeError, analyze_hand, get_ruleset, parse_cards
from games.engine import analysis as analysis_module


def hand(text: str) -> tuple[Card, ...]:
    return parse_cards(text.split())


def test_its_docstring_examples_hold() -> None:
    assert doctest.testmod(analysis_module).failed == 0


def test_eleven_cards_in_standard_are_judged_after_the_best_discard() -> None:
    report = analyze_hand(hand("7H 7S 7D 8H 9H AS 2S 3S KD QD JD"), get_ruleset("standard"))
    assert report.deadwood == 14
    assert report.deadwood_after_discard == 7
    assert [card.code for card in report.best_discards or ()] == ["7D", "7S"]
    assert report.can_knock and not report.is_gin and not report.is_big_gin


def test_eleven_melded_cards_are_big_gin_in_standard_and_plain_gin_in_arcade() -> None:
    cards = hand("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS")
    standard = analyze_hand(cards, get_ruleset("standard"))
    arcade = analyze_hand(cards, get_ruleset("arcade"))
    assert standard.is_big_gin and standard.is_gin
    assert arcade.deadwood == 0 and arcade.is_gin and not arcade.is_big_gin


def test_ten_cards_under_arcade_cannot_knock_before_the_draw() -> None:
    report = analyze_hand(hand("AS 2S 3S 4S 5S 6S 7S 8S 9S TS"), get_ruleset("arcade"))
    assert report.deadwood == 0
    assert not report.can_knock and not report.is_gin
    assert report.best_discards is None and "best_discards" not in report.to_dict()


def test_straight_allows_only_gin() -> None:
    report = analyze_hand(hand("AS 2S 3S 7H 7D 7C KD KS KH 2C"), get_ruleset("straight"))
    assert report.deadwood == 2 and not report.can_knock


@pytest.mark.parametrize("size", [9, 12])
def test_it_refuses_hands_of_other_sizes(size: int) -> None:
    deck = hand("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS")
    with pytest.raises(HandSizeError):
        analyze_hand(deck[:size], get_ruleset("standard"))
