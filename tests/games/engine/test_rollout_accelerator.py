"""The master's rollouts and worlds in C (games/engine/ai/_rollout.c) give what the Python ones
give, world for world, in every ruleset: so a decision never depends on whether it was built."""

from __future__ import annotations

import importlib
import os
import random
from collections.abc import Iterator
from itertools import product

import pytest

from games.engine.actions import Action
from games.engine.ai import accel, choose_action, rollout, search
from games.engine.ai import master as master_module
from games.engine.ai import worlds as ai_worlds
from games.engine.ai.shared import DRAW_DISCARD, DRAW_STOCK, PASS, TAKE_UPCARD
from games.engine.cards import to_mask
from games.engine.match import Match
from games.engine.rules import RULESETS, get_ruleset
from games.engine.view import Phase, SeatView

if os.environ.get("REQUIRE_ACCELERATOR", "false").lower() in ("true", "1"):
    # CI (make test under CI=true): a missing build fails here rather than skip these tests.
    importlib.import_module("games.engine.ai._rollout")
else:
    pytest.importorskip(
        "games.engine.ai._rollout", reason="the C rollouts are not built (make builds them)"
    )


def positions(ruleset: str, deal: int) -> Iterator[SeatView]:
    """Every decision of a match between two experts, from the seat to move."""
    match = Match.new(
        seed=b"accelerator:%s:%d" % (ruleset.encode(), deal), ruleset=get_ruleset(ruleset)
    )
    while not match.finished and match.move_count < 400:
        seat = match.turn
        assert seat is not None
        view = match.view(seat)
        yield view
        match.apply(seat, choose_action(view, "expert", seed=b"e", version=match.move_count))


def candidates(view: SeatView, mask: int) -> list[Action]:
    if view.phase is Phase.DISCARD:
        return search.lay_down_candidates(view, mask)
    if view.phase is Phase.UPCARD:
        return [PASS, TAKE_UPCARD]
    return [DRAW_STOCK, DRAW_DISCARD]


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_the_c_rollouts_give_the_python_values(ruleset: str) -> None:
    played = ended = 0
    for deal in range(2):
        for n, view in enumerate(positions(ruleset, deal)):
            mask = to_mask(view.your_cards)
            fast = rollout.RolloutRules(view)
            pure = rollout.RolloutRules(view, accelerated=False)
            assert fast.fast is not None and pure.fast is None
            start = rollout.Start(view, mask)
            worlds = ai_worlds.Worlds(view, mask)
            rng = random.Random(f"{ruleset}:{deal}:{n}")
            for _ in range(2):
                opponent, stock, _ = worlds.sample(rng)
                # Both opponent styles, whatever the world drew.
                for holds, action in product((False, True), candidates(view, mask)):
                    world = (opponent, stock, holds, action)
                    expected = rollout.play_candidate(pure, start, *world)
                    found = rollout.play_candidate(fast, start, *world)
                    assert found == expected, (view, world)
                    played += 1
                    ended += expected != pure.dead
    assert played > 600 and ended > played // 2


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_the_c_worlds_are_the_python_worlds(ruleset: str) -> None:
    drawn = likely = 0
    for n, view in enumerate(positions(ruleset, 0)):
        mask = to_mask(view.your_cards)
        fast = ai_worlds.Worlds(view, mask)
        pure = ai_worlds.Worlds(view, mask, accelerated=False)
        assert fast.fast is not None and pure.fast is None
        rng = random.Random(f"{ruleset}:{n}")
        for _, holds in product(range(2), (False, True)):
            randoms = [rng.random() for _ in pure.cards]
            expected = pure._draw(randoms, holds)
            assert fast.fast.draw(randoms, holds) == expected
            drawn += 1
            likely += expected[1] < 1.0
        seeds = random.Random(n), random.Random(n)
        assert [fast.sample(seeds[0]) for _ in range(3)] == [
            pure.sample(seeds[1]) for _ in range(3)
        ]
    assert drawn > 100 and likely > drawn // 4  # the likelihood's terms were exercised


def test_the_master_decides_alike_without_them(monkeypatch: pytest.MonkeyPatch) -> None:
    budget = master_module.Budget(worlds=60, max_rollouts=200, first_worlds=20)
    views = [view for n, view in enumerate(positions("standard", 3)) if n % 3 == 0][:12]
    built = [master_module.master_action(v, seed=b"m", version=0, budget=budget) for v in views]
    monkeypatch.setattr(accel, "USE_ACCELERATOR", False)
    pure = [master_module.master_action(v, seed=b"m", version=0, budget=budget) for v in views]
    assert pure == built
    assert len(set(built)) > 3
