"""Every vector in tests/data/vectors (computed and cross-checked outside this project) passes.

Each test walks one file and lists every vector that disagrees, so one failure shows them all.
"""

from __future__ import annotations

import itertools
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from games.engine.cards import Card, codes, parse_cards
from games.engine.layoffs import best_defence
from games.engine.melds import (
    Meld,
    arrangement_from_melds,
    best_arrangement,
    best_discards,
    min_deadwood,
)

VECTORS = Path(__file__).parents[2] / "data" / "vectors"


@cache
def load(name: str) -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads((VECTORS / f"{name}.json").read_text())
    return data


def test_the_vector_files_are_complete() -> None:
    meta = json.loads((VECTORS / "meta.json").read_text())
    for name in ("deadwood10", "deadwood11", "layoffs"):
        assert len(load(name)) == meta["counts"][name]


@pytest.mark.parametrize("source", ["uniform", "meldy"])
def test_deadwood10(source: str) -> None:
    wrong = []
    vectors = [v for v in load("deadwood10") if v["source"] == source]
    assert vectors
    for vector in vectors:
        cards = parse_cards(vector["hand"])
        arrangement = best_arrangement(cards)
        shown = arrangement_from_melds(cards, [parse_cards(m) for m in vector["melds"]])
        melded = [card for meld in arrangement.melds for card in meld.cards]
        if (
            min_deadwood(cards) != vector["deadwood"]
            or arrangement.deadwood != vector["deadwood"]
            or sum(card.value for card in arrangement.unmatched) != vector["deadwood"]
            or sorted(melded + list(arrangement.unmatched)) != sorted(cards)
            or shown.deadwood != vector["deadwood"]
        ):
            wrong.append(vector["id"])
    assert not wrong, f"deadwood10 vectors failing: {wrong[:20]}"


@pytest.mark.parametrize("source", ["uniform", "meldy", "openspiel_11card_regression"])
def test_deadwood11(source: str) -> None:
    wrong = []
    vectors = [v for v in load("deadwood11") if v["source"] == source]
    assert vectors
    for vector in vectors:
        cards = parse_cards(vector["hand"])
        no_discard = min_deadwood(cards)
        deadwood, discards = best_discards(cards)
        if (
            no_discard != vector["deadwood_no_discard"]
            or deadwood != vector["deadwood"]
            or sorted(codes(discards)) != sorted(vector["best_discards"])
            or (deadwood <= 10) != vector["can_knock"]
            or (deadwood == 0) != vector["is_gin"]
            or (no_discard == 0) != vector["is_big_gin"]
        ):
            wrong.append(vector["id"])
    assert not wrong, f"deadwood11 vectors failing: {wrong[:20]}"


def layoffs_fit(knocker_melds: list[Meld], laid_off: tuple[Card, ...]) -> bool:
    """Whether the cards can go on the melds, each meld staying a valid meld (chains included)."""
    for owners in itertools.product(range(len(knocker_melds)), repeat=len(laid_off)):
        extended = [list(meld.cards) for meld in knocker_melds]
        for card, owner in zip(laid_off, owners, strict=True):
            extended[owner].append(card)
        try:
            grown = [Meld.from_cards(cards) for cards in extended]
        except ValueError:
            continue
        if all(g.kind is m.kind for g, m in zip(grown, knocker_melds, strict=True)):
            return True
    return False


def test_layoffs() -> None:
    wrong = []
    for vector in load("layoffs"):
        knocker = parse_cards(vector["knocker_hand"])
        defender = parse_cards(vector["defender_hand"])
        shown = arrangement_from_melds(knocker, [parse_cards(m) for m in vector["knocker_melds"]])
        defence = best_defence(defender, shown.melds)
        own = [card for meld in defence.melds for card in meld.cards]
        if (
            shown.deadwood != vector["knocker_deadwood"]
            or min_deadwood(knocker) != vector["knocker_deadwood"]
            or min_deadwood(defender) != vector["defender_deadwood_before_layoffs"]
            or defence.deadwood != vector["defender_deadwood"]
            or sum(card.value for card in defence.unmatched) != defence.deadwood
            or sorted(own + list(defence.layoffs) + list(defence.unmatched)) != sorted(defender)
            or not layoffs_fit(list(shown.melds), defence.layoffs)
        ):
            wrong.append(vector["id"])
    assert not wrong, f"layoff vectors failing: {wrong[:20]}"
