"""Rulesets: the knobs that differ between the tables of docs/RULES.md section 5.

A :class:`Ruleset` is a small frozen value; variants change a few fields of ``standard``
rather than copying logic.  :func:`get_ruleset` returns a named ruleset with validated
numeric overrides.

>>> get_ruleset("arcade").knock_cards
11
>>> get_ruleset("standard", {"gin_bonus": 20}).gin_bonus
20
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .cards import Card
from .errors import InputError, InvalidRulesetError


class StockExhaustion(str, Enum):
    """What happens when the stock runs low."""

    DEAD_HAND = "dead_hand"
    """The hand ends unscored once the stock is down to 2 cards (docs/RULES.md 2.7)."""
    RECYCLE = "recycle"
    """Arcade: when the stock is empty the discard pile, unshuffled, becomes the stock."""


@dataclass(frozen=True, slots=True)
class Ruleset:
    name: str
    knock_limit: int = 10
    """Most deadwood a knock may leave.  0 means only gin ends a hand."""
    knock_limit_from_upcard: bool = False
    """Oklahoma: each hand's limit is its first upcard's value (an ace means gin only)."""
    knock_cards: int = 10
    """10: discard, then knock with 10 cards.  11: knock between draw and discard (arcade)."""
    max_meld_size: int | None = None
    """Longest allowed set or run (arcade: 4); None for no cap."""
    upcard_phase: bool = True
    """Whether the hand opens with the take-or-pass upcard offer (docs/RULES.md 2.2)."""
    may_discard_taken_card: bool = False
    """Whether a card just taken from the discard pile may be discarded in the same turn."""
    gin_bonus: int = 25
    big_gin_bonus: int | None = 31
    """None where there is no big gin (arcade: 11-card gin is plain gin)."""
    undercut_bonus: int = 25
    defender_counts_melded: bool = False
    """Arcade: after a non-gin knock every defender card not laid off counts, melded or not."""
    stock_exhaustion: StockExhaustion = StockExhaustion.DEAD_HAND
    target: int = 100
    game_bonus: int = 100
    """To the player who reached the target; doubled on a shutout."""
    line_bonus: int = 25
    """Per hand won, to each player, at the end of the game."""
    hollywood_columns: int = 1
    """Hollywood scores in 3 columns played at once; every other ruleset in 1."""

    def knock_limit_for(self, first_upcard: Card | None) -> int:
        """The knock limit of a hand whose first upcard is ``first_upcard``."""
        if self.knock_limit_from_upcard and first_upcard is not None:
            return 0 if first_upcard.rank == 1 else first_upcard.value
        return self.knock_limit

    def knock_limit_given(self, upcard: Card | None) -> int:
        """The knock limit of a hand scored apart from its game, given its first upcard.

        ``upcard`` is required where the limit comes from it (oklahoma) and refused where it
        does not, so that a client never believes it was used when it was not.

        >>> RULESETS["oklahoma"].knock_limit_given(Card.parse("7H"))
        7
        >>> RULESETS["oklahoma"].knock_limit_given(Card.parse("AS"))  # gin only
        0
        >>> RULESETS["standard"].knock_limit_given(None)
        10
        """
        if self.knock_limit_from_upcard:
            if upcard is None:
                raise InputError(
                    f"the {self.name} ruleset takes its knock limit from the first upcard",
                    code="upcard_required",
                    field="upcard",
                    ruleset=self.name,
                )
            return self.knock_limit_for(upcard)
        if upcard is not None:
            raise InputError(
                f"the {self.name} ruleset does not take its knock limit from the upcard",
                code="upcard_not_allowed",
                field="upcard",
                ruleset=self.name,
            )
        return self.knock_limit

    def to_dict(self) -> dict[str, Any]:
        """Every parameter, JSON-ready, ``name`` first."""
        out = {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}
        out["stock_exhaustion"] = self.stock_exhaustion.value
        return out


STANDARD = Ruleset(name="standard")

RULESETS: dict[str, Ruleset] = {
    ruleset.name: ruleset
    for ruleset in (
        STANDARD,
        dataclasses.replace(
            STANDARD,
            name="classic",
            may_discard_taken_card=True,
            undercut_bonus=20,
            game_bonus=0,
            line_bonus=0,
        ),
        dataclasses.replace(
            STANDARD,
            name="arcade",
            knock_cards=11,
            max_meld_size=4,
            upcard_phase=False,
            big_gin_bonus=None,
            defender_counts_melded=True,
            stock_exhaustion=StockExhaustion.RECYCLE,
            game_bonus=0,
            line_bonus=0,
        ),
        dataclasses.replace(STANDARD, name="straight", knock_limit=0),
        dataclasses.replace(STANDARD, name="oklahoma", knock_limit_from_upcard=True),
        dataclasses.replace(STANDARD, name="hollywood", hollywood_columns=3),
    )
}
"""Every named ruleset (docs/RULES.md section 5)."""

_BONUS_MAX = 1_000_000
OVERRIDABLE: dict[str, tuple[int, int]] = {
    "knock_limit": (0, 10),
    "target": (1, 1000),
    "gin_bonus": (0, _BONUS_MAX),
    "big_gin_bonus": (0, _BONUS_MAX),
    "undercut_bonus": (0, _BONUS_MAX),
    "game_bonus": (0, _BONUS_MAX),
    "line_bonus": (0, _BONUS_MAX),
}
"""The numbers a game may override, with their inclusive ranges."""


def get_ruleset(name: str, overrides: Mapping[str, Any] | None = None) -> Ruleset:
    """The ruleset called ``name`` with ``overrides`` applied.

    Raises InvalidRulesetError for an unknown name, an unknown or fixed parameter, or a value
    that is not an integer in range.  ``params["field"]`` names the offending key.
    """
    base = RULESETS.get(name) if isinstance(name, str) else None
    if base is None:
        raise InvalidRulesetError(
            f"unknown ruleset {name!r}; choose one of {', '.join(RULESETS)}",
            field="ruleset",
            ruleset=str(name),
        )
    if not overrides:
        return base
    if not isinstance(overrides, Mapping):
        raise InvalidRulesetError("rules overrides must be an object", field="rules")
    changes: dict[str, Any] = {}
    for key, value in overrides.items():
        if key not in OVERRIDABLE:
            raise InvalidRulesetError(
                f"{key!r} cannot be overridden; overridable: {', '.join(OVERRIDABLE)}",
                field=str(key),
            )
        if key == "knock_limit" and (base.knock_limit_from_upcard or base.name == "straight"):
            raise InvalidRulesetError(f"the {base.name} ruleset fixes its knock limit", field=key)
        if key == "big_gin_bonus" and base.big_gin_bonus is None:
            raise InvalidRulesetError(f"the {base.name} ruleset has no big gin", field=key)
        low, high = OVERRIDABLE[key]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise InvalidRulesetError(
                f"{key} must be an integer from {low} to {high}", field=key, low=low, high=high
            )
        changes[key] = value
    return dataclasses.replace(base, **changes)
