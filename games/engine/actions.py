"""Actions a player sends, as small values that round-trip through JSON.

>>> Action.from_dict({"action": "discard", "card": "td"})
Action(kind=ActionKind.DISCARD, card=Card.parse('TD'), melds=None)
>>> Action.from_dict({"action": "discard", "card": "td"}).to_dict()
{'action': 'discard', 'card': 'TD'}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .cards import Card, parse_cards
from .errors import InvalidActionError


class ActionKind(str, Enum):
    TAKE_UPCARD = "take_upcard"
    PASS = "pass"
    DRAW_STOCK = "draw_stock"
    DRAW_DISCARD = "draw_discard"
    DISCARD = "discard"
    KNOCK = "knock"
    BIG_GIN = "big_gin"
    RESIGN = "resign"

    def __repr__(self) -> str:
        return f"ActionKind.{self.name}"


@dataclass(frozen=True, slots=True)
class Action:
    kind: ActionKind
    card: Card | None = None
    """The card to discard (``discard``, and ``knock`` where the ruleset knocks with 10 cards)."""
    melds: tuple[tuple[Card, ...], ...] | None = None
    """``knock`` only: the arrangement the knocker chooses to show; None lets the engine pick."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Action:
        """Parse ``{"action": ..., "card": ..., "melds": [[...], ...]}``; other keys are ignored."""
        name = data.get("action")
        try:
            kind = ActionKind(name)
        except ValueError:
            raise InvalidActionError(
                f"unknown action {name!r}; one of {', '.join(k.value for k in ActionKind)}",
                field="action",
            ) from None
        raw_card = data.get("card")
        card = None if raw_card is None else Card.parse(raw_card)
        raw_melds = data.get("melds")
        melds = None
        if raw_melds is not None:
            if not isinstance(raw_melds, list) or not all(isinstance(m, list) for m in raw_melds):
                raise InvalidActionError(
                    "melds must be a list of lists of card codes", field="melds"
                )
            melds = tuple(parse_cards(meld) for meld in raw_melds)
        return cls(kind, card, melds)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.kind.value}
        if self.card is not None:
            out["card"] = self.card.code
        if self.melds is not None:
            out["melds"] = [[card.code for card in meld] for meld in self.melds]
        return out
