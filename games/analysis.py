"""Stateless hand analysis and knock scoring behind /analyze and /score.

Pure functions over the engine: nothing is stored and no player is involved.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.engine.cards import Card, codes, parse_cards
from games.engine.melds import best_arrangement, best_discards
from games.engine.rules import Ruleset, get_ruleset
from games.engine.scoring import score_knock

from .errors import input_field


def hand_analyze(*, cards: Sequence[str], ruleset: str) -> dict[str, Any]:
    """Deadwood, melds and knock/gin prospects of 10 or 11 cards under ``ruleset``.

    With 11 cards, a ruleset that knocks with 10 (discard, then knock) is judged after the
    best discard; arcade, which knocks with all 11, is judged on the 11.  With 10 cards under
    arcade no knock is possible yet (it needs the drawn 11th card), so ``can_knock`` and
    ``is_gin`` are false.  The knock limit is the ruleset's own (oklahoma: its base of 10; a
    hand's real limit there depends on its first upcard).
    """
    rules = _ruleset(ruleset)
    with input_field("cards"):
        hand = parse_cards(cards, sizes=(10, 11))
    cap = rules.max_meld_size
    arrangement = best_arrangement(hand, max_meld_size=cap)
    out: dict[str, Any] = {
        "ruleset": rules.name,
        "knock_limit": rules.knock_limit,
        "deadwood": arrangement.deadwood,
        "melds": [meld.codes() for meld in arrangement.melds],
        "unmatched": codes(arrangement.unmatched),
    }
    knock_deadwood: int | None
    if len(hand) == 11:
        after, discards = best_discards(hand, max_meld_size=cap)
        out["best_discards"] = codes(discards)
        out["deadwood_after_discard"] = after
        knock_deadwood = arrangement.deadwood if rules.knock_cards == 11 else after
    else:
        knock_deadwood = arrangement.deadwood if rules.knock_cards == 10 else None
    out["can_knock"] = knock_deadwood is not None and knock_deadwood <= rules.knock_limit
    out["is_gin"] = knock_deadwood == 0
    out["is_big_gin"] = (
        len(hand) == 11 and rules.big_gin_bonus is not None and arrangement.deadwood == 0
    )
    return out


def knock_score(
    *,
    knocker: Sequence[str],
    defender: Sequence[str],
    ruleset: str,
    knocker_melds: Sequence[Sequence[str]] | None = None,
    declare: str | None = None,
) -> dict[str, Any]:
    """Score a knock by ``knocker`` against ``defender`` (engine ``score_knock``)."""
    rules = _ruleset(ruleset)
    big_gin = declare == "big_gin"
    with input_field("knocker"):
        knocker_cards = parse_cards(knocker, sizes=(11 if big_gin else rules.knock_cards,))
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
            knocker_cards, defender_cards, rules, knocker_melds=melds, big_gin=big_gin
        )
    return {"ruleset": rules.name, **result.to_dict()}


def _ruleset(name: str) -> Ruleset:
    with input_field("ruleset"):
        return get_ruleset(name)
