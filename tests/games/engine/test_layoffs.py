"""Laying off on the knocker's melds (docs/RULES.md 2.6), checked against a brute force."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine.cards import DECK, Card, codes, parse_cards
from games.engine.layoffs import Defence, best_defence, layoff_options
from games.engine.melds import Meld, best_arrangement, min_deadwood


def hand(text: str) -> tuple[Card, ...]:
    return parse_cards(text.split())


def melds(*texts: str) -> list[Meld]:
    return [Meld.parse(text) for text in texts]


def laid_off(defence: Defence) -> list[str]:
    return codes(defence.layoffs)


def test_fourth_card_of_a_set() -> None:
    defence = best_defence(hand("7S KD"), melds("7C 7D 7H"))
    assert laid_off(defence) == ["7S"]
    assert defence.deadwood == 10


def test_nothing_goes_on_a_set_of_four() -> None:
    assert layoff_options(hand("8S KD"), melds("8C 8D 8H 8S")[:1]) == [0]
    defence = best_defence(hand("9S KD"), melds("9C 9D 9H 9S")[:1])
    assert laid_off(defence) == []
    assert defence.deadwood == 19


def test_either_end_of_a_run() -> None:
    defence = best_defence(hand("3H 7H KS"), melds("4H 5H 6H"))
    assert laid_off(defence) == ["3H", "7H"]
    assert defence.deadwood == 10


def test_chained_layoff() -> None:
    # After 7 goes on 4-5-6 the 8 may follow, and the 3 and 2 below.
    defence = best_defence(hand("2H 3H 7H 8H KS"), melds("4H 5H 6H"))
    assert laid_off(defence) == ["2H", "3H", "7H", "8H"]
    assert defence.deadwood == 10


def test_a_chain_stops_at_a_gap() -> None:
    defence = best_defence(hand("7H 9H KS"), melds("4H 5H 6H"))
    assert laid_off(defence) == ["7H"]
    assert defence.deadwood == 19


def test_layoffs_stay_in_the_suit_and_the_rank_line() -> None:
    # Ace low only: nothing goes below an ace or above a king, nor wraps round.
    assert laid_off(best_defence(hand("KH 4H"), melds("AH 2H 3H"))) == ["4H"]
    assert laid_off(best_defence(hand("AH 9H"), melds("JH QH KH"))) == []
    assert laid_off(best_defence(hand("7S"), melds("4H 5H 6H"))) == []


def test_layoffs_respect_max_meld_size() -> None:
    # Capped at 4, a run of three takes one card: the 7 (worth more than the 3).
    defence = best_defence(hand("3H 7H 8H"), melds("4H 5H 6H"), max_meld_size=4)
    assert laid_off(defence) == ["7H"]
    assert defence.deadwood == 11
    assert laid_off(best_defence(hand("3H 8H"), melds("4H 5H 6H 7H"), max_meld_size=4)) == []
    assert laid_off(best_defence(hand("7S"), melds("7C 7D 7H"), max_meld_size=3)) == []


def test_own_melds_and_layoffs_are_chosen_together() -> None:
    # Laying off 7H and 8H leaves 8C 8D (16); laying off only 7H keeps the set of eights.
    defence = best_defence(hand("7H 8C 8D 8H"), melds("4H 5H 6H"))
    assert laid_off(defence) == ["7H"]
    assert [meld.codes() for meld in defence.melds] == [["8C", "8D", "8H"]]
    assert defence.deadwood == 0
    # A card that could go on the knocker's run is worth more in the defender's own set.
    defence = best_defence(hand("7C 7D 7H"), melds("4H 5H 6H"))
    assert defence.deadwood == 0


def test_a_card_goes_on_one_meld_only() -> None:
    # 7H fits both the sevens and 4-5-6: it is laid off once; 8H can chain only on the run.
    defence = best_defence(hand("7H 8H"), melds("7C 7D 7S", "4H 5H 6H"))
    assert laid_off(defence) == ["7H", "8H"]
    assert defence.deadwood == 0
    options = layoff_options(hand("5H"), melds("2H 3H 4H", "6H 7H 8H"))
    assert options == [0, Card.parse("5H").bit]


def test_no_layoffs_against_gin() -> None:
    defence = best_defence(hand("7S KD"), melds("7C 7D 7H"), allow_layoffs=False)
    assert laid_off(defence) == []
    assert defence.deadwood == 17


def test_arcade_defender_counts_melded_cards() -> None:
    # Every card not laid off counts, so the most valuable layoff wins and the set still counts.
    defence = best_defence(
        hand("3H 7H 9C 9D 9S"), melds("4H 5H 6H"), max_meld_size=4, count_melded=True
    )
    assert laid_off(defence) == ["7H"]
    assert defence.melds == ()
    assert codes(defence.unmatched) == ["9C", "9D", "3H", "9S"]
    assert defence.deadwood == 30


def test_defence_to_dict() -> None:
    defence = best_defence(hand("7H 8C 8D 8H KS"), melds("4H 5H 6H"))
    assert defence.to_dict() == {
        "melds": [["8C", "8D", "8H"]],
        "layoffs": ["7H"],
        "unmatched": ["KS"],
        "deadwood": 10,
    }


# --- the brute force: every subset of the defender's cards that fits, then the best rest -----


def owners(card: Card, knocker_melds: list[Meld]) -> list[int]:
    """The melds a card could possibly join: a set of its rank, a run of its suit."""
    return [
        i
        for i, meld in enumerate(knocker_melds)
        if card.rank == meld.cards[0].rank or card.suit == meld.cards[-1].suit == meld.cards[0].suit
    ]


def fits(knocker_melds: list[Meld], cards: tuple[Card, ...], cap: int | None) -> bool:
    """Whether each card can join a meld so that every grown meld is still a meld of its kind."""
    for chosen in itertools.product(*(owners(card, knocker_melds) for card in cards)):
        grown = [list(meld.cards) for meld in knocker_melds]
        for card, owner in zip(cards, chosen, strict=True):
            grown[owner].append(card)
        try:
            extended = [Meld.from_cards(g, max_meld_size=cap) for g in grown]
        except ValueError:
            continue
        if all(e.kind is m.kind for e, m in zip(extended, knocker_melds, strict=True)):
            return True
    return False


def reference_defence(
    defender: tuple[Card, ...], knocker_melds: list[Meld], cap: int | None, count_melded: bool
) -> int:
    near = [card for card in defender if owners(card, knocker_melds)]
    best = None
    for size in range(len(near) + 1):
        for chosen in itertools.combinations(near, size):
            if not fits(knocker_melds, chosen, cap):
                continue
            rest = [card for card in defender if card not in chosen]
            if count_melded:
                deadwood = sum(card.value for card in rest)
            else:
                deadwood = min_deadwood(rest, max_meld_size=cap)
            best = deadwood if best is None else min(best, deadwood)
    assert best is not None
    return best


@st.composite
def knocks(draw: st.DrawFn) -> tuple[tuple[Card, ...], list[Meld], int | None, bool]:
    cap = draw(st.sampled_from([None, 4]))
    low = draw(st.integers(1, 9))
    # Cards from a few neighbouring ranks, so layoffs and defender melds compete.
    pool = [card for card in DECK if low <= card.rank < low + 5]
    knocker = draw(st.lists(st.sampled_from(pool), min_size=10, max_size=10, unique=True))
    shown = list(best_arrangement(knocker, max_meld_size=cap).melds)
    rest = [card for card in DECK if card not in knocker and low - 1 <= card.rank <= low + 5]
    defender = draw(st.lists(st.sampled_from(rest), min_size=6, max_size=10, unique=True))
    return tuple(defender), shown, cap, draw(st.booleans())


@given(knocks())
@settings(max_examples=120, deadline=None)
def test_best_defence_matches_brute_force(
    knock: tuple[tuple[Card, ...], list[Meld], int | None, bool],
) -> None:
    defender, shown, cap, count_melded = knock
    defence = best_defence(defender, shown, max_meld_size=cap, count_melded=count_melded)
    assert defence.deadwood == reference_defence(defender, shown, cap, count_melded)
    assert fits(shown, defence.layoffs, cap)
    own = [card for meld in defence.melds for card in meld.cards]
    assert sorted(own + list(defence.layoffs) + list(defence.unmatched)) == sorted(defender)
    assert defence.deadwood == sum(card.value for card in defence.unmatched)
