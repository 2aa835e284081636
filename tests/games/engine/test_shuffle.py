"""The seeded shuffle: same seed, same deck, on every Python version."""

from __future__ import annotations

import ast
import hmac
import inspect
from collections import Counter

from games.engine import DECK, codes, derive_seed, shuffle, shuffled_deck

GOLDEN_TEXT = (
    "JS 5D 6H 4D KS 3H TD 8D 9C 6S 8C KH AH 4C 2H KC QH 7S 5C JD 4S 3C 7C 9S 3S 9H "
    "6D 8S 3D TC 8H QD JC TH 7D 2D TS 5S 9D AD AS QC 2S 4H 2C 7H AC QS 5H 6C KD JH"
)
GOLDEN = GOLDEN_TEXT.split()


def test_the_golden_seed_deals_the_pinned_deck() -> None:
    assert codes(shuffled_deck(b"golden")) == GOLDEN


def test_derive_seed_is_hmac_sha256_of_the_label() -> None:
    assert derive_seed(b"game", "hand:1").hex() == (
        "ad4972e95a80e240972ec67b0e7bd4b6d6a02d8d0f2c08668e269e04a0aa440a"
    )
    assert derive_seed(b"game", "hand:1") == hmac.new(b"game", b"hand:1", "sha256").digest()
    assert derive_seed(b"game", "hand:1") != derive_seed(b"game", "hand:2")


def test_a_deck_is_a_permutation_of_the_52_cards() -> None:
    for seed in (b"", b"a", b"golden", bytes(range(64))):
        assert sorted(shuffled_deck(seed)) == list(DECK)


def test_the_same_seed_deals_the_same_deck_and_another_seed_another() -> None:
    assert shuffled_deck(b"x") == shuffled_deck(b"x")
    assert shuffled_deck(b"x") != shuffled_deck(b"y")


def test_every_card_can_come_first_and_none_dominates() -> None:
    firsts = Counter(shuffled_deck(i.to_bytes(4, "big"))[0] for i in range(2600))
    assert len(firsts) == 52
    # 50 expected per card; a biased shuffle (e.g. modulo without rejection) drifts far more.
    assert max(firsts.values()) < 90
    assert min(firsts.values()) > 20


def test_the_shuffle_does_not_use_the_random_module() -> None:
    tree = ast.parse(inspect.getsource(shuffle))
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    } | {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "random" not in imported
