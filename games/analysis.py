"""Stateless hand analysis and knock scoring behind /analyze and /score.

Pure functions over the engine: nothing is stored and no player is involved.  The ruleset
arrives validated, overrides applied (``games.api.ruleset_fields.RulesetInputSerializer``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.engine.analysis import analyze_hand
from games.engine.cards import Card, codes, parse_cards
from games.engine.rules import Ruleset
from games.engine.scoring import score_knock
from games.errors import input_field


def hand_analyze(*, cards: Sequence[str], ruleset: Ruleset) -> dict[str, Any]:
    """Deadwood, melds and knock/gin prospects of 10 or 11 cards (engine ``analyze_hand``)."""
    with input_field("cards"):
        hand = parse_cards(cards, sizes=(10, 11))
    return analyze_hand(hand, ruleset).to_dict()


def knock_score(
    *,
    knocker: Sequence[str],
    defender: Sequence[str],
    ruleset: Ruleset,
    upcard: str | None = None,
    knocker_melds: Sequence[Sequence[str]] | None = None,
    declare: str | None = None,
) -> dict[str, Any]:
    """Score a knock by ``knocker`` against ``defender`` (engine ``score_knock``).

    ``upcard`` is the hand's first upcard, which sets the knock limit in oklahoma (required
    there, refused elsewhere: ``Ruleset.knock_limit_given``).
    """
    with input_field("upcard"):
        first_upcard = Card.parse(upcard) if upcard is not None else None
        knock_limit = ruleset.knock_limit_given(first_upcard)
    big_gin = declare == "big_gin"
    with input_field("knocker"):
        knocker_cards = parse_cards(knocker, sizes=(11 if big_gin else ruleset.knock_cards,))
    with input_field("defender"):
        defender_cards = parse_cards(defender, sizes=(10,))
    with input_field("defender"):
        # One deck: a card cannot be in both hands.
        parse_cards([*codes(knocker_cards), *codes(defender_cards)])
    melds: list[tuple[Card, ...]] | None = None
    if knocker_melds is not None:
        with input_field("knocker_melds"):
            melds = [parse_cards(meld) for meld in knocker_melds]
    with input_field("knocker_melds"):
        result = score_knock(
            knocker_cards,
            defender_cards,
            ruleset,
            knock_limit=knock_limit,
            knocker_melds=melds,
            big_gin=big_gin,
        )
    return {"ruleset": ruleset.name, "knock_limit": knock_limit, **result.to_dict()}
