"""The Gin Rummy rules engine: plain Python, no Django.

Cards, melds, rulesets and outcomes are small frozen values; :class:`Match` is the one
mutable game state, with ``legal_actions()``, ``apply()``, a per-seat ``view()`` (the only
thing the API serialises), replay from seed + moves, and JSON snapshots.

>>> match = Match.new(seed=b"example", ruleset=get_ruleset("standard"))
>>> match.phase, match.hand_number
(Phase.UPCARD, 1)
>>> [action.kind.value for action in match.legal_actions(match.turn or 0)]
['take_upcard', 'pass', 'resign']
"""

from .actions import Action, ActionKind
from .analysis import HandAnalysis, analyze_hand
from .cards import DECK, RANKS, SUITS, Card, codes, from_mask, parse_cards, to_mask
from .errors import (
    DuplicateCardError,
    EngineError,
    HandSizeError,
    IllegalActionError,
    InputError,
    InvalidActionError,
    InvalidCardError,
    InvalidMeldError,
    InvalidRulesetError,
)
from .events import Column, Event, EventKind, FinalScores, HandResult, SeatTotals
from .hand import Hand
from .layoffs import Defence, best_defence
from .match import Match, ruleset_from_dict
from .melds import (
    Arrangement,
    Meld,
    MeldKind,
    all_melds,
    arrangement_from_melds,
    best_arrangement,
    best_discards,
    min_deadwood,
)
from .rules import RULESETS, Ruleset, StockExhaustion, get_ruleset
from .scoring import KnockResult, Outcome, score_knock
from .shuffle import derive_seed, shuffled_deck
from .view import LegalAction, Phase, SeatView, legal_actions_for

__all__ = [
    "DECK",
    "RANKS",
    "RULESETS",
    "SUITS",
    "Action",
    "ActionKind",
    "Arrangement",
    "Card",
    "Column",
    "Defence",
    "DuplicateCardError",
    "EngineError",
    "Event",
    "EventKind",
    "FinalScores",
    "Hand",
    "HandAnalysis",
    "HandResult",
    "HandSizeError",
    "IllegalActionError",
    "InputError",
    "InvalidActionError",
    "InvalidCardError",
    "InvalidMeldError",
    "InvalidRulesetError",
    "KnockResult",
    "LegalAction",
    "Match",
    "Meld",
    "MeldKind",
    "Outcome",
    "Phase",
    "Ruleset",
    "SeatTotals",
    "SeatView",
    "StockExhaustion",
    "all_melds",
    "analyze_hand",
    "arrangement_from_melds",
    "best_arrangement",
    "best_defence",
    "best_discards",
    "codes",
    "derive_seed",
    "from_mask",
    "get_ruleset",
    "legal_actions_for",
    "min_deadwood",
    "parse_cards",
    "ruleset_from_dict",
    "score_knock",
    "shuffled_deck",
    "to_mask",
]
