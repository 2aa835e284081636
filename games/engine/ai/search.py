"""The master's search: its candidates at a decision (:func:`lay_down_candidates`), and the
comparison of them over the same worlds with the clearly worse dropped as it goes
(:func:`search`); ``master.py``'s docstring, steps 1 and 4."""

from __future__ import annotations

import hashlib
import hmac
import random
from dataclasses import dataclass

from ..actions import Action
from ..view import SeatView
from . import rollout
from .expert import Seen, expert_discard
from .rollout import RolloutRules, Start
from .shared import DISCARD, DISCARD_ORDER, KNOCK, KNOCK_WITH, cached_deadwood, forbidden_bit
from .worlds import Worlds

__all__ = [
    "DISCARD_WINDOW",
    "MAX_DISCARDS",
    "Budget",
    "lay_down_candidates",
    "rng_seed",
    "search",
    "survivors",
]


@dataclass(frozen=True, slots=True)
class Budget:
    """How much the master searches per decision, in worlds and rollouts (never in time)."""

    worlds: int = 600
    """Most sampled worlds (opponent hand and stock order) per decision."""
    max_rollouts: int = 2000
    """Ceiling on rollouts per decision: with many candidates each gets fewer worlds."""
    first_worlds: int = 100
    """Worlds every candidate is played over before the clearly worse ones are dropped."""


WORLDS_BATCH = 50
"""After the first worlds, candidates are compared again every this many worlds."""
PRUNE_Z = 2.5
"""A candidate is dropped once its mean shortfall to the leader, over the same worlds, is
this many standard errors."""
DISCARD_WINDOW = 6
"""Discards leaving more than this much over the least deadwood are not searched."""
MAX_DISCARDS = 6
"""At most this many discards are searched (the lowest deadwood left first)."""


def search(
    candidates: list[Action],
    rules: RolloutRules,
    start: Start,
    worlds: Worlds,
    rng: random.Random,
    budget: Budget,
) -> int:
    """The index of the candidate with the best mean value over the worlds played.

    Every candidate still in play is played in the same worlds, drawn one after another.
    After ``budget.first_worlds`` worlds, and every ``WORLDS_BATCH`` worlds after that,
    a candidate whose mean value falls short of the leader's by ``PRUNE_Z`` standard errors
    of their paired differences is dropped; the search ends when one candidate is left, at
    ``budget.worlds`` worlds, or when another world would pass ``budget.max_rollouts``
    (though one world is always played).  All of it follows from the values found, so the
    same seed finds the same action."""
    alive = list(range(len(candidates)))
    values: list[list[float]] = [[] for _ in candidates]
    rollouts = 0
    played = 0
    check_at = max(1, budget.first_worlds)
    while played < max(1, budget.worlds) and (
        played == 0 or rollouts + len(alive) <= budget.max_rollouts
    ):
        opponent, stock_cards, holds = worlds.sample(rng)
        for i in alive:
            values[i].append(
                rollout.play_candidate(rules, start, opponent, stock_cards, holds, candidates[i])
            )
        rollouts += len(alive)
        played += 1
        if played == check_at:
            alive = survivors(alive, values)
            if len(alive) == 1:
                break
            check_at += WORLDS_BATCH
    return max(alive, key=lambda i: (sum(values[i]), -i))


def survivors(alive: list[int], values: list[list[float]]) -> list[int]:
    """The candidates of ``alive`` not clearly worse than the leader (ties: the earlier one
    leads), in their order."""
    leader = max(alive, key=lambda i: (sum(values[i]), -i))
    lead = values[leader]
    count = len(lead)
    kept = []
    for i in alive:
        if i != leader:
            diffs = [a - b for a, b in zip(lead, values[i], strict=True)]
            mean = sum(diffs) / count
            spread = sum((d - mean) ** 2 for d in diffs) / max(1, count - 1)
            # Identical results everywhere (spread 0) lose to the earlier leader as well.
            if mean * mean * count >= PRUNE_Z * PRUNE_Z * spread and mean >= 0:
                continue
        kept.append(i)
    return kept


def rng_seed(seed: bytes, version: int) -> int:
    digest = hmac.new(seed, b"master:%d" % version, hashlib.sha256).digest()
    return int.from_bytes(digest, "big")


def lay_down_candidates(view: SeatView, mask: int) -> list[Action]:
    """The discards worth searching (the expert's first) and the best knock, if legal."""
    ruleset = view.ruleset
    cap = ruleset.max_meld_size
    forbidden = forbidden_bit(view)
    options: list[tuple[int, int]] = []
    for index in DISCARD_ORDER:
        bit = 1 << index
        if mask & bit and not forbidden & bit:
            options.append((cached_deadwood(mask ^ bit, cap), index))
    least = min(left for left, _ in options)
    # Stable sort: equal deadwood keeps the discard order (highest value first).
    ranked = sorted((o for o in options if o[0] <= least + DISCARD_WINDOW), key=lambda o: o[0])
    expert_index, _ = expert_discard(mask, forbidden, Seen.of(view, mask))
    chosen = [expert_index, *[i for _, i in ranked if i != expert_index][: MAX_DISCARDS - 1]]
    candidates = [DISCARD[index] for index in chosen]
    if ruleset.knock_cards == 11:
        if cached_deadwood(mask, cap) <= view.knock_limit:
            candidates.append(KNOCK)
    elif least <= view.knock_limit:
        knock_index = next(index for left, index in options if left == least)
        candidates.append(KNOCK_WITH[knock_index])
    return candidates
