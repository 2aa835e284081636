"""The master's worlds (games/engine/ai/master.py): opponent hands drawn by how well they fit what
the opponent did, and every hand valued by the chance of winning the match it leaves."""

from __future__ import annotations

import dataclasses
import math
import random

from games.engine.ai import equity, rollout
from games.engine.ai import worlds as ai_worlds
from games.engine.ai.expert import CLOSING_STOCK, OPENING_STOCK
from games.engine.cards import Card, parse_cards, to_mask
from games.engine.events import HandResult
from games.engine.melds import min_deadwood
from games.engine.rules import get_ruleset
from games.engine.scoring import Outcome
from games.engine.view import SeatView

from .test_ai import view_of

HAND = "7H 8H 2C 2D 5S 9C JD QS KC 4D"
MID_HAND = 15
"""A stock neither the opening's nor the closing's."""


def cards(text: str) -> tuple[Card, ...]:
    return tuple(sorted(parse_cards(text.split())))


def seen(
    *,
    threw: str = "",
    declined: str = "",
    took: str = "",
    ruleset: str = "standard",
    scores: tuple[int, int] = (0, 0),
    stock: int | None = None,
) -> SeatView:
    """Seat 0 to draw, holding HAND, after the opponent threw ``threw`` (oldest first, the last
    on the pile) while declining the master's discards ``declined``."""
    base = view_of(HAND, ruleset=ruleset, opponent_took=took, stock_count=stock)
    thrown = cards(threw) if threw else ()
    mine = cards(declined) if declined else ()
    return dataclasses.replace(
        base,
        phase=base.phase.DRAW,
        opponent_card_count=10,
        opponent_discarded=tuple(parse_cards(threw.split())) if threw else (),
        your_discarded=mine,
        discard_pile=mine + thrown,
        scores=scores,
    )


def likelihood(view: SeatView, hand: str, *, holds: bool = False) -> float:
    worlds = ai_worlds.Worlds(view, to_mask(view.your_cards))
    return worlds._likelihood(to_mask(parse_cards(hand.split())), holds)


def test_a_world_deals_the_opponent_what_it_may_hold_and_the_rest_to_the_stock() -> None:
    view = seen(threw="KH QD", declined="9S", took="3S 3H")
    mask = to_mask(view.your_cards)
    visible = mask | to_mask(view.discard_pile)
    worlds = ai_worlds.Worlds(view, mask)
    rng = random.Random(1)
    for _ in range(200):
        opponent, stock, _ = worlds.sample(rng)
        assert opponent.bit_count() == view.opponent_card_count
        assert opponent & to_mask(view.opponent_took) == to_mask(view.opponent_took)
        assert not opponent & visible
        stock_mask = sum(1 << index for index in stock)
        assert len(stock) == len(set(stock)) == 52 - 10 - 10 - len(view.discard_pile)
        assert not stock_mask & (opponent | visible)


def test_a_hand_that_would_have_gone_gin_is_never_held() -> None:
    view = seen(threw="KH QD")
    gin = "AS 2S 3S 4S 6C 6D 6H 9D TD JD"
    assert min_deadwood(parse_cards(gin.split())) == 0
    assert likelihood(view, gin) == 0.0
    # Before its first draw the opponent had no chance to go gin.
    assert likelihood(seen(), gin) == 1.0


def test_holding_a_pair_for_a_card_it_declined_makes_a_hand_less_likely() -> None:
    pair = "9D 9H AS 3S 5C 7C TC QH KH KD"
    apart = "9D 4H AS 3S 5C 7C TC QH KH KD"
    view = seen(threw="KS", declined="9S")
    assert likelihood(view, pair) < likelihood(view, apart)
    assert likelihood(seen(threw="KS"), pair) == likelihood(seen(threw="KS"), apart)


def test_a_hand_that_would_rather_have_kept_its_last_discard_is_less_likely() -> None:
    # It threw the 2C while holding the KD unmatched: the king was the card to throw.
    keeps_king = "KD 4H 4S 4D 6S 7S 8S TC JC QC"
    keeps_three = "3D 4H 4S 4D 6S 7S 8S TC JC QC"
    view = seen(threw="2C", stock=MID_HAND)  # held by a player who plays for gin
    beta = ai_worlds.RECENT_BETAS[0]
    assert likelihood(view, keeps_king, holds=True) == math.exp(-beta * (10 - 2))
    assert likelihood(view, keeps_three, holds=True) == math.exp(-beta * (3 - 2))


def test_a_hand_it_would_have_knocked_with_is_held_only_by_a_player_holding_for_gin() -> None:
    low = "KD 4H 4S 4D 6S 7S 8S TC JC QC"  # deadwood 10: it could have knocked
    high = "KD QD 4S 4D 6S 7S 8S TC JC QC"
    mid_hand = seen(threw="2C", stock=MID_HAND)
    assert likelihood(mid_hand, low) == ai_worlds.KNOCK_LIKELIHOOD == 0.0
    assert likelihood(mid_hand, low, holds=True) > 0.0
    assert likelihood(mid_hand, high) == likelihood(mid_hand, high, holds=True) > 0.0
    # In the opening and the closing both styles knock whenever they may.
    for stock in (OPENING_STOCK, CLOSING_STOCK):
        assert likelihood(seen(threw="2C", stock=stock), low, holds=True) == 0.0
    # Before its first discard it had no chance to knock.
    assert likelihood(seen(stock=MID_HAND), low) > 0.0


LOW = "KD 4H 4S 4D 6S 7S 8S TC JC QC"
"""Deadwood 10: a hand it could have knocked with."""
HIGH = "KD QD 4S 4D 6S 7S 8S TC JC QC"


def ended(
    knocker: int | None, *, stock: int | None, deadwood: int = 5, opponent: str = HIGH
) -> HandResult:
    """An earlier hand of the game, knocked by ``knocker`` (0 the master, 1 its opponent, None
    a dead hand) with ``deadwood`` and ``stock`` cards left, the opponent holding ``opponent``
    at the end."""
    return HandResult(
        hand_number=1,
        dealer=0,
        knock_limit=10,
        outcome=Outcome.DEAD if knocker is None else Outcome.KNOCK,
        knocker=knocker,
        winner=knocker,
        points=0 if knocker is None else 20,
        bonus=0,
        cards=(cards(HAND), cards(opponent)),
        melds=((), ()),
        unmatched=((), ()),
        knocker_deadwood=None if knocker is None else deadwood,
        stock_count=stock,
    )


def after(*results: HandResult, ruleset: str = "standard", threw: str = "") -> SeatView:
    """Mid-hand, once the game's earlier hands ended as ``results``."""
    view = seen(stock=MID_HAND, ruleset=ruleset, threw=threw)
    return dataclasses.replace(view, hand_results=results)


def holders(view: SeatView) -> float:
    """The share of the worlds whose opponent holds for gin."""
    worlds = ai_worlds.Worlds(view, to_mask(view.your_cards))
    rng = random.Random(3)
    return sum(worlds.sample(rng)[2] for _ in range(2000)) / 2000


def test_some_worlds_hold_for_gin_more_as_low_hands_go_unknocked() -> None:
    prior = ai_worlds.HOLDER_SHARE
    assert 0.0 < prior < 0.5
    assert prior - 0.05 < holders(seen(stock=MID_HAND)) < prior + 0.05
    # Mid-hand, after many draws, a hand that has not knocked is more often a holder's.
    late = seen(threw="KS QH JD 9C 8S TH", stock=MID_HAND)
    assert holders(late) > prior + 0.05
    # With 11-card knocks (arcade) nobody holds a low hand back.
    assert holders(seen(threw="KS", ruleset="arcade", stock=MID_HAND)) == 0.0


def test_the_games_earlier_hands_tell_whether_the_opponent_holds_for_gin() -> None:
    def share(*results: HandResult) -> float:
        return ai_worlds.holder_share(after(*results))

    prior = ai_worlds.HOLDER_SHARE
    assert share() == prior
    # It knocked in the middle of a hand: a player who holds for gin would not have.
    knocked = share(ended(1, stock=MID_HAND))
    assert knocked < prior / 3
    assert share(ended(1, stock=MID_HAND), ended(1, stock=MID_HAND)) < knocked / 3
    assert holders(after(ended(1, stock=MID_HAND), threw="KS QH JD 9C 8S TH")) < knocked + 0.05
    # The master knocked in the middle of a hand while it held one it could have knocked with.
    held = share(ended(0, stock=MID_HAND, opponent=LOW))
    assert held > prior + 0.2
    assert share(ended(0, stock=MID_HAND, opponent=LOW), ended(1, stock=MID_HAND)) < held
    # Knocks in the opening or the closing, gin, high hands held, dead hands and hands saved
    # before they recorded their stock say nothing.
    assert (
        share(
            ended(1, stock=OPENING_STOCK),
            ended(1, stock=CLOSING_STOCK),
            ended(1, stock=MID_HAND, deadwood=0),
            ended(1, stock=None),
            ended(0, stock=MID_HAND, opponent=HIGH),
            ended(0, stock=CLOSING_STOCK, opponent=LOW),
            ended(0, stock=OPENING_STOCK - 1, opponent=LOW),
            ended(None, stock=2, opponent=LOW),
        )
        == prior
    )
    # Only with 10-card knocks does a player hold a low hand back.
    assert ai_worlds.holder_share(after(ended(0, stock=MID_HAND), ruleset="arcade")) == 0


def test_the_worlds_follow_the_likelihood() -> None:
    # Declined 9S: the worlds hold the other nines in pairs less often than a blind draw.
    view = seen(threw="KS", declined="9S")
    blind = seen(threw="KS")
    nines = to_mask(parse_cards(["9C", "9D", "9H"]))

    def pairs(view: SeatView) -> int:
        worlds = ai_worlds.Worlds(view, to_mask(view.your_cards))
        rng = random.Random(7)
        return sum((worlds.sample(rng)[0] & nines).bit_count() >= 2 for _ in range(3000))

    assert pairs(view) < 0.8 * pairs(blind)


# -- the value of a hand: the chance of winning the match -------------------------------------


def test_the_match_equity_is_even_at_even_scores_and_grows_with_ones_lead() -> None:
    table = equity.equity_table(100, 1)
    assert math.isclose(table[0][0], 0.5)
    assert math.isclose(table[60][60], 0.5)
    for a, b in ((10, 40), (90, 0), (0, 95), (55, 70)):
        assert math.isclose(table[a][b] + table[b][a], 1.0)
    assert all(table[a][30] <= table[a + 1][30] for a in range(99))
    assert all(table[30][b] >= table[30][b + 1] for b in range(99))
    assert table[0][30] < table[50][30] < table[99][30]


def test_a_hand_is_valued_by_the_match_it_leaves() -> None:
    near = rollout.RolloutRules(seen(scores=(90, 10)))
    # Ten points to the master win the match; ten to the opponent change little.
    assert near.value(0, 10) == 100.0
    assert near.dead < near.value(0, 2) < near.value(0, 10)
    assert near.value(1, 10) < near.dead
    assert 0.0 < near.value(1, 89) < near.value(1, 10)
    assert near.value(1, 90) == 0.0
    # Early on, points are points: a bigger win is worth more, a loss costs as much.
    even = rollout.RolloutRules(seen())
    assert math.isclose(even.dead, 50.0)
    assert math.isclose(even.value(0, 20) - 50.0, 50.0 - even.value(1, 20))
    assert even.value(0, 20) > even.value(0, 10) > 50.0


def test_big_targets_use_a_coarser_table_and_hollywood_its_points() -> None:
    big = rollout.RolloutRules(
        dataclasses.replace(seen(), ruleset=get_ruleset("standard", {"target": 1000}))
    )
    assert big.unit == 10 and math.isclose(big.dead, 50.0) and big.value(0, 25) > big.dead
    hollywood = rollout.RolloutRules(seen(ruleset="hollywood"))
    assert hollywood.equity is None
    assert hollywood.dead == 0.0
    line = hollywood.ruleset.line_bonus
    assert hollywood.value(0, 12) == 12 + line and hollywood.value(1, 12) == -(12 + line)
