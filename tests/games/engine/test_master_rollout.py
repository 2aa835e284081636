"""The master's rollout shortcuts (games/engine/ai/master.py) agree with the engine's own rules."""

from __future__ import annotations

import random

import pytest

from games.engine.ai import knockscore, policy
from games.engine.ai.shared import cached_deadwood, near_cards
from games.engine.cards import from_mask
from games.engine.layoffs import best_defence
from games.engine.melds import best_arrangement


def random_hands(rng: random.Random, knocker_size: int) -> tuple[int, int]:
    cards = rng.sample(range(52), knocker_size + 10)
    knocker = sum(1 << index for index in cards[:knocker_size])
    defender = sum(1 << index for index in cards[knocker_size:])
    return knocker, defender


def melded_hands(rng: random.Random, cap: int | None) -> tuple[int, int]:
    """A knocker with melds and a defender holding cards around them, so layoffs happen."""
    while True:
        knocker, defender = random_hands(rng, 10)
        if best_arrangement(knocker, max_meld_size=cap).melds and near_cards(knocker) & defender:
            return knocker, defender


@pytest.mark.parametrize(("cap", "count_melded"), [(None, False), (4, True), (4, False)])
def test_the_defence_deadwood_is_the_best_defences(cap: int | None, count_melded: bool) -> None:
    rng = random.Random(f"defence:{cap}:{count_melded}")
    laid_off = 0
    for _ in range(400):
        knocker, defender = melded_hands(rng, cap)
        melds = best_arrangement(knocker, max_meld_size=cap).melds
        expected = best_defence(
            from_mask(defender), melds, max_meld_size=cap, count_melded=count_melded
        ).deadwood
        found = knockscore.defence_deadwood(defender, knocker, cap, count_melded)
        assert found == expected, (from_mask(knocker), from_mask(defender))
        laid_off += expected < knockscore.defence_deadwood(defender, 0, cap, count_melded)
    assert laid_off > 50  # the layoffs were exercised, not only hands without any


def test_the_rollout_takes_a_card_only_when_it_melds_and_lowers_the_deadwood() -> None:
    rng = random.Random("takes")
    for _ in range(2000):
        cards = rng.sample(range(52), 11)
        mask = sum(1 << index for index in cards[:10])
        top = cards[10]
        melds = bool(near_cards(mask) >> top & 1)
        after = policy.policy_discard(mask | 1 << top, 1 << top, None)[0]
        lowers = after < cached_deadwood(mask, None)
        assert policy.policy_takes(mask, top, None) == (melds and lowers)
