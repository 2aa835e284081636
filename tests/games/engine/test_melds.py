"""Melds, deadwood and arrangements (docs/RULES.md section 1), checked against a brute force."""

from __future__ import annotations

import doctest
import itertools
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine import layoffs, melds, scoring
from games.engine.cards import DECK, Card, codes, parse_cards, to_mask
from games.engine.errors import DuplicateCardError, InvalidMeldError
from games.engine.melds import (
    Arrangement,
    Meld,
    MeldKind,
    all_melds,
    arrangement_from_melds,
    best_arrangement,
    best_discards,
    min_deadwood,
)


def hand(text: str) -> tuple[Card, ...]:
    return parse_cards(text.split())


# --- an independent reference: every subset that is a meld, then an exhaustive packing ----


def is_meld(cards: tuple[Card, ...], cap: int | None) -> bool:
    if len(cards) < 3 or (cap is not None and len(cards) > cap):
        return False
    if len({card.rank for card in cards}) == 1:
        return len(cards) <= 4
    if len({card.suit for card in cards}) != 1:
        return False
    ranks = sorted(card.rank for card in cards)
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def reference_deadwood(cards: tuple[Card, ...], cap: int | None) -> int:
    """Least deadwood by trying every packing of disjoint melds (slow, obviously right)."""
    candidates = [
        frozenset(subset)
        for size in range(3, len(cards) + 1)
        for subset in itertools.combinations(cards, size)
        if is_meld(subset, cap)
    ]

    @cache
    def best(remaining: frozenset[Card]) -> int:
        if not remaining:
            return 0
        # The lowest card is unmatched or in some meld: trying both covers every packing.
        first = min(remaining)
        result = first.value + best(remaining - {first})
        for meld in candidates:
            if first in meld and meld <= remaining:
                result = min(result, best(remaining - meld))
        return result

    return best(frozenset(cards))


def assert_valid_arrangement(
    arrangement: Arrangement, cards: tuple[Card, ...], cap: int | None
) -> None:
    seen: list[Card] = []
    for meld in arrangement.melds:
        assert is_meld(meld.cards, cap), meld
        seen.extend(meld.cards)
    seen.extend(arrangement.unmatched)
    assert sorted(seen) == sorted(cards)
    assert arrangement.deadwood == sum(card.value for card in arrangement.unmatched)
    assert list(arrangement.unmatched) == sorted(arrangement.unmatched)


# Hands with many melds: cards from a few neighbouring ranks, so sets and runs overlap.
def crowded_hands(size: int) -> st.SearchStrategy[tuple[Card, ...]]:
    def pool(low: int) -> list[Card]:
        return [card for card in DECK if low <= card.rank < low + 4]

    return (
        st.integers(1, 10)
        .flatmap(
            lambda low: st.lists(
                st.sampled_from(pool(low)), min_size=size, max_size=size, unique=True
            )
        )
        .map(tuple)
    )


def hands(size: int) -> st.SearchStrategy[tuple[Card, ...]]:
    uniform = st.lists(st.sampled_from(DECK), min_size=size, max_size=size, unique=True).map(tuple)
    return st.one_of(uniform, crowded_hands(size))


caps = st.sampled_from([None, 4])


# --- the rules, one test each --------------------------------------------------------------


def test_ace_is_low_only() -> None:
    assert min_deadwood(hand("AH 2H 3H")) == 0
    assert min_deadwood(hand("QH KH AH")) == 21
    assert Meld.from_cards(hand("3H AH 2H")).kind is MeldKind.RUN
    with pytest.raises(InvalidMeldError):
        Meld.from_cards(hand("QH KH AH"))


def test_runs_never_wrap() -> None:
    assert min_deadwood(hand("KH AH 2H")) == 13
    assert min_deadwood(hand("QS KS AS 2S")) == 23
    with pytest.raises(InvalidMeldError):
        Meld.from_cards(hand("KH AH 2H"))


def test_a_run_stays_in_its_suit() -> None:
    assert min_deadwood(hand("KC AD 2D")) == 13
    with pytest.raises(InvalidMeldError):
        Meld.from_cards(hand("4H 5H 6S"))


def test_sets_hold_three_or_four_cards() -> None:
    assert min_deadwood(hand("9C 9D 9H 9S")) == 0
    assert Meld.from_cards(hand("9S 9C 9D 9H")).kind is MeldKind.SET
    with pytest.raises(InvalidMeldError):
        Meld.from_cards(hand("9C 9D"))


def test_max_meld_size_caps_a_five_card_run() -> None:
    five = hand("5S 6S 7S 8S 9S")
    assert min_deadwood(five) == 0
    # Capped at 4, the 5-card straight melds 4 and leaves the cheapest end.
    assert min_deadwood(five, max_meld_size=4) == 5
    assert best_arrangement(five, max_meld_size=4).to_dict() == {
        "melds": [["6S", "7S", "8S", "9S"]],
        "unmatched": ["5S"],
        "deadwood": 5,
    }
    with pytest.raises(InvalidMeldError):
        Meld.from_cards(five, max_meld_size=4)
    # Six in a row split into two runs of three; sets of four are still fine under a cap of 4.
    assert min_deadwood(hand("AS 2S 3S 4S 5S 6S"), max_meld_size=4) == 0
    assert min_deadwood(hand("9C 9D 9H 9S"), max_meld_size=4) == 0
    assert min_deadwood(hand("9C 9D 9H 9S"), max_meld_size=3) == 9


def test_set_card_or_run_card_overlap() -> None:
    overlap = hand("7H 7S 7D 8H 9H")
    assert min_deadwood(overlap) == 14
    assert best_arrangement(overlap).to_dict() == {
        "melds": [["7H", "8H", "9H"]],
        "unmatched": ["7D", "7S"],
        "deadwood": 14,
    }
    # With a fourth seven the run borrows one and the other three still make a set.
    assert min_deadwood(hand("7C 7H 7S 7D 8H 9H")) == 0


def test_long_run_lends_an_end_card_to_a_set() -> None:
    cards = hand("4H 5H 6H 7H 7C 7D")
    assert min_deadwood(cards) == 0
    assert best_arrangement(cards).to_dict()["melds"] == [["7C", "7D", "7H"], ["4H", "5H", "6H"]]


def test_four_of_a_kind_split_between_a_set_and_a_run() -> None:
    assert min_deadwood(hand("7C 7D 7H 7S 5H 6H 8S 9S")) == 11


def test_deadwood_counts_face_cards_as_ten() -> None:
    assert min_deadwood(hand("AC TD JH QS KC")) == 41


def test_min_deadwood_takes_a_mask() -> None:
    cards = hand("7H 7S 7D 8H 9H 2C")
    assert min_deadwood(to_mask(cards)) == min_deadwood(cards) == 16
    assert min_deadwood(0) == 0
    with pytest.raises(ValueError):
        min_deadwood(1 << 52)


# --- the tie-break of best_arrangement ------------------------------------------------------


def test_tie_break_prefers_sets() -> None:
    # TTT + JH QH or TH JH QH + TC TD: both 20; the set is shown.
    assert best_arrangement(hand("TC TD TH JH QH")).to_dict() == {
        "melds": [["TC", "TD", "TH"]],
        "unmatched": ["JH", "QH"],
        "deadwood": 20,
    }
    # All melded either way; the set of four wins over 7C 7D 7S + 7H-TH.
    assert best_arrangement(hand("7C 7D 7H 7S 8H 9H TH")).to_dict()["melds"] == [
        ["7C", "7D", "7H", "7S"],
        ["8H", "9H", "TH"],
    ]


def test_tie_break_then_prefers_the_lower_set_cards() -> None:
    # 7C 7D 7H + 5S 6S 7S, or 7C 7D 7S + 5H 6H 7H: 11 each, three set cards each.
    assert best_arrangement(hand("7C 7D 7H 7S 5H 6H 5S 6S")).to_dict() == {
        "melds": [["7C", "7D", "7H"], ["5S", "6S", "7S"]],
        "unmatched": ["5H", "6H"],
        "deadwood": 11,
    }


def test_tie_break_builds_runs_from_the_low_end() -> None:
    seven = hand("AS 2S 3S 4S 5S 6S 7S")
    assert best_arrangement(seven, max_meld_size=4).to_dict()["melds"] == [
        ["AS", "2S", "3S", "4S"],
        ["5S", "6S", "7S"],
    ]
    assert best_arrangement(seven).to_dict()["melds"] == [codes(seven)]


@given(hands(10), caps, st.randoms(use_true_random=False))
@settings(max_examples=60, deadline=None)
def test_tie_break_does_not_depend_on_card_order(
    cards: tuple[Card, ...], cap: int | None, rng: object
) -> None:
    shuffled = list(cards)
    rng.shuffle(shuffled)  # type: ignore[attr-defined]
    assert best_arrangement(shuffled, max_meld_size=cap) == best_arrangement(
        cards, max_meld_size=cap
    )


# --- best discards --------------------------------------------------------------------------


def test_best_discards_lists_every_best_discard() -> None:
    deadwood, discards = best_discards(hand("7C 7D 7H 7S 8H 9H 2C 3C 4C KS QD"))
    assert (deadwood, codes(discards)) == (10, ["QD", "KS"])


def test_best_discards_may_break_a_set_of_four() -> None:
    # 4+4+3 all melded: any card of a four (or the end of the run... none here) keeps gin.
    deadwood, discards = best_discards(hand("7C 7D 7H 7S 9C 9D 9H 9S 2C 3C 4C"))
    assert deadwood == 0
    assert codes(discards) == ["7C", "9C", "7D", "9D", "7H", "9H", "7S", "9S"]


def test_best_discards_takes_a_mask() -> None:
    cards = hand("AC 8C JC KC 3D QD 7H 2S 8S JS QS")
    assert best_discards(to_mask(cards)) == best_discards(cards)
    assert best_discards(cards)[0] == 69


# --- property tests against the brute force -------------------------------------------------


@given(hands(10), caps)
@settings(max_examples=150, deadline=None)
def test_min_deadwood_matches_brute_force_on_10_cards(
    cards: tuple[Card, ...], cap: int | None
) -> None:
    expected = reference_deadwood(cards, cap)
    assert min_deadwood(cards, max_meld_size=cap) == expected
    arrangement = best_arrangement(cards, max_meld_size=cap)
    assert arrangement.deadwood == expected
    assert_valid_arrangement(arrangement, cards, cap)


@given(hands(11), caps)
@settings(max_examples=100, deadline=None)
def test_min_deadwood_matches_brute_force_on_11_cards(
    cards: tuple[Card, ...], cap: int | None
) -> None:
    assert min_deadwood(cards, max_meld_size=cap) == reference_deadwood(cards, cap)


@given(hands(11), caps)
@settings(max_examples=80, deadline=None)
def test_best_discards_matches_brute_force(cards: tuple[Card, ...], cap: int | None) -> None:
    after = {card: reference_deadwood(tuple(c for c in cards if c != card), cap) for card in cards}
    least = min(after.values())
    expected = tuple(sorted(card for card, deadwood in after.items() if deadwood == least))
    assert best_discards(cards, max_meld_size=cap) == (least, expected)


@given(hands(10), st.sampled_from([None, 3, 4, 5]))
@settings(max_examples=60, deadline=None)
def test_other_caps_match_brute_force(cards: tuple[Card, ...], cap: int | None) -> None:
    assert min_deadwood(cards, max_meld_size=cap) == reference_deadwood(cards, cap)


@given(hands(10), caps)
@settings(max_examples=60, deadline=None)
def test_all_melds_finds_every_meld(cards: tuple[Card, ...], cap: int | None) -> None:
    expected = {
        frozenset(subset)
        for size in range(3, 11)
        for subset in itertools.combinations(cards, size)
        if is_meld(subset, cap)
    }
    found = [frozenset(meld.cards) for meld in all_melds(cards, max_meld_size=cap)]
    assert len(found) == len(set(found))
    assert set(found) == expected


# --- Meld, Arrangement, arrangement_from_melds ----------------------------------------------


def test_meld_orders_its_cards_by_index() -> None:
    assert Meld.from_cards(hand("9S 9C 9H")).codes() == ["9C", "9H", "9S"]
    assert Meld.from_cards(hand("5h 3h 4h")).codes() == ["3H", "4H", "5H"]


def test_meld_repr_round_trips() -> None:
    meld = Meld.parse("7D 7C 7H")
    assert repr(meld) == "Meld.parse('7C 7D 7H')"
    assert eval(repr(meld)) == meld


@pytest.mark.parametrize(
    "text", ["7C 7D", "7C 7D 8D", "4H 5H 7H", "7C 7C 7D", "4H 5H 6S", "AC 2D 3H"]
)
def test_invalid_melds_are_refused(text: str) -> None:
    with pytest.raises(InvalidMeldError) as error:
        Meld.from_cards([Card.parse(code) for code in text.split()])
    assert error.value.code == "invalid_meld"


def test_all_melds_lists_sets_then_runs() -> None:
    found = [meld.codes() for meld in all_melds(hand("7C 7D 7H 7S 8H 9H"))]
    assert found == [
        ["7C", "7D", "7H"],
        ["7C", "7D", "7S"],
        ["7C", "7H", "7S"],
        ["7D", "7H", "7S"],
        ["7C", "7D", "7H", "7S"],
        ["7H", "8H", "9H"],
    ]
    assert len(all_melds(hand("AH 2H 3H 4H 5H"))) == 6
    assert len(all_melds(hand("AH 2H 3H 4H 5H"), max_meld_size=4)) == 5


def test_arrangement_from_melds_counts_what_the_melds_leave() -> None:
    cards = hand("7C 7D 7H 7S 8H 9H 2C")
    shown = arrangement_from_melds(cards, [hand("7C 7D 7S"), hand("7H 8H 9H")])
    assert shown.to_dict() == {
        "melds": [["7C", "7D", "7S"], ["7H", "8H", "9H"]],
        "unmatched": ["2C"],
        "deadwood": 2,
    }
    worse = arrangement_from_melds(cards, [Meld.parse("7C 7D 7H 7S")])
    assert worse.deadwood == 19
    assert arrangement_from_melds(cards, []).deadwood == 47


@pytest.mark.parametrize(
    ("named", "cap"),
    [
        (["7C 7D 8D"], None),  # not a meld
        (["7C 7D 7H", "7H 8H 9H"], None),  # 7H twice
        (["4C 5C 6C"], None),  # not in the hand
        (["5S 6S 7S 8S 9S"], 4),  # over the cap
    ],
)
def test_arrangement_from_melds_refuses_bad_melds(named: list[str], cap: int | None) -> None:
    cards = hand("7C 7D 7H 7S 8H 9H 5S 6S 8S 9S")
    with pytest.raises(InvalidMeldError):
        arrangement_from_melds(cards, [hand(text) for text in named], max_meld_size=cap)


def test_arrangement_from_melds_refuses_a_repeated_card() -> None:
    with pytest.raises(DuplicateCardError):
        arrangement_from_melds([Card.parse("7C"), Card.parse("7C")], [])


# --- module hygiene -------------------------------------------------------------------------


@pytest.mark.parametrize("module", [melds, layoffs, scoring], ids=lambda m: m.__name__)
def test_docstring_examples(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.attempted > 0
    assert result.failed == 0
