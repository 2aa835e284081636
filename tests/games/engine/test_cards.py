"""Cards, card codes and the engine's errors (docs/RULES.md section 1)."""

from __future__ import annotations

import doctest

import pytest

from games.engine import cards as cards_module
from games.engine.cards import DECK, RANKS, SUITS, Card, codes, from_mask, parse_cards, to_mask
from games.engine.errors import (
    DuplicateCardError,
    EngineError,
    HandSizeError,
    IllegalActionError,
    InputError,
    InvalidCardError,
    InvalidMeldError,
)


def test_codes_are_case_insensitive_and_upper_case_on_output() -> None:
    assert Card.parse("td") == Card.parse("TD") == Card.parse("tD")
    assert Card.parse("as").code == "AS"
    assert str(Card.parse("qh")) == "QH"


@pytest.mark.parametrize("code", ["", "T", "10H", "1H", "TX", "ZZ", "TDD", " TD", "AS ", "♠A"])
def test_invalid_codes_are_refused(code: str) -> None:
    with pytest.raises(InvalidCardError) as error:
        Card.parse(code)
    assert error.value.code == "invalid_card"
    assert error.value.params == {"card": code}


def test_a_non_string_code_is_refused() -> None:
    with pytest.raises(InvalidCardError):
        Card.parse(10)  # type: ignore[arg-type]


def test_point_values() -> None:
    values = {code: Card.parse(code).value for code in ["AC", "2D", "9H", "TS", "JC", "QD", "KH"]}
    assert values == {"AC": 1, "2D": 2, "9H": 9, "TS": 10, "JC": 10, "QD": 10, "KH": 10}


def test_rank_suit_and_index() -> None:
    card = Card.parse("TD")
    assert (card.rank, card.suit, card.suit_index, card.index) == (10, "D", 1, 22)
    assert card.bit == 1 << 22
    assert Card.of(10, "D") == card
    assert Card.parse("AC").index == 0 and Card.parse("KS").index == 51


def test_the_deck_has_52_distinct_cards_in_index_order() -> None:
    assert len(DECK) == 52
    assert [card.index for card in DECK] == list(range(52))
    assert {card.code for card in DECK} == {rank + suit for rank in RANKS for suit in SUITS}
    assert sorted(DECK) == list(DECK)


def test_card_indexes_out_of_range_are_refused() -> None:
    for index in (-1, 52):
        with pytest.raises(InvalidCardError):
            Card(index)


def test_repr_pastes_back() -> None:
    card = Card.parse("7h")
    assert repr(card) == "Card.parse('7H')"
    assert eval(repr(card)) == card


def test_parse_cards_keeps_order() -> None:
    assert codes(parse_cards(["ks", "2c", "TD"])) == ["KS", "2C", "TD"]


def test_parse_cards_refuses_duplicates() -> None:
    with pytest.raises(DuplicateCardError) as error:
        parse_cards(["TD", "td"])
    assert error.value.code == "duplicate_card"
    assert error.value.params == {"card": "TD"}


def test_parse_cards_checks_sizes() -> None:
    ten = [card.code for card in DECK[:10]]
    assert len(parse_cards(ten, sizes={10, 11})) == 10
    with pytest.raises(HandSizeError) as error:
        parse_cards(ten[:9], sizes={10, 11})
    assert error.value.code == "wrong_hand_size"
    assert error.value.params == {"expected": "10 or 11", "got": 9}


def test_parse_cards_refuses_one_string() -> None:
    with pytest.raises(InvalidCardError):
        parse_cards("TD")


def test_parse_cards_names_the_bad_code() -> None:
    with pytest.raises(InvalidCardError) as error:
        parse_cards(["TD", "XX"])
    assert "XX" in error.value.message


def test_masks_round_trip() -> None:
    hand = parse_cards(["KS", "AC", "7H"])
    mask = to_mask(hand)
    assert mask == 1 << 51 | 1 << 0 | 1 << 32
    assert from_mask(mask) == tuple(sorted(hand))
    assert from_mask(0) == ()
    assert to_mask(DECK) == (1 << 52) - 1


def test_errors_are_value_errors_with_codes() -> None:
    error = IllegalActionError("TD is not in your hand", code="card_not_in_hand", card="TD")
    assert isinstance(error, EngineError) and isinstance(error, ValueError)
    assert not isinstance(error, InputError)
    assert (error.code, error.message, error.params) == (
        "card_not_in_hand",
        "TD is not in your hand",
        {"card": "TD"},
    )
    assert IllegalActionError("no").code == "illegal_action"
    assert issubclass(InvalidMeldError, InputError)
    assert InvalidMeldError("bad").code == "invalid_meld"


def test_docstring_examples() -> None:
    result = doctest.testmod(cards_module)
    assert result.attempted > 0 and result.failed == 0
