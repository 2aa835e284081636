"""The operations of games/api/analysis.py as the OpenAPI schema documents them: the request
and answer shapes and each operation's declaration (``extend_schema``), applied beside the
view method it describes, one line each."""

from __future__ import annotations

from drf_spectacular.utils import (
    OpenApiExample,
    extend_schema,
    extend_schema_serializer,
    inline_serializer,
)
from rest_framework import serializers

from apikit.fields import StrictCharField
from apikit.schema import error_example, errors
from games.api.ruleset_fields import RulesetInputSerializer
from games.api.serializers import RulesetSerializer, cards_field, melds_field
from games.engine.ai import AI_LEVELS
from games.engine.rules import RULESETS


def _card_list(max_length: int, **kwargs: object) -> serializers.ListField:
    # Shape only; the engine checks the codes, duplicates and counts with precise codes.
    return serializers.ListField(
        child=StrictCharField(max_length=16, trim_whitespace=False, allow_blank=True),
        max_length=max_length,
        **kwargs,  # type: ignore[arg-type]
    )


def _card_error(field: str) -> OpenApiExample:
    message = "ZZ is not a card code (rank A23456789TJQK then suit CDHS, e.g. TD)."
    return error_example("invalid_card", message, {field: [message]})


_UNKNOWN_FIELD_ERROR = error_example(
    "unknown_field",
    "rules.gin_bonuss is not a field of this operation.",
    {"rules.gin_bonuss": ["rules.gin_bonuss is not a field of this operation."]},
)


@extend_schema_serializer(component_name="AnalyzeRequest")
class AnalyzeRequest(RulesetInputSerializer):
    cards = _card_list(64, help_text="10 or 11 distinct card codes.")


@extend_schema_serializer(component_name="HandAnalysis")
class HandAnalysis(serializers.Serializer):
    ruleset = serializers.CharField()
    knock_limit = serializers.IntegerField(
        help_text="The ruleset's, after `rules` (oklahoma: its base of 10, as no upcard "
        "is given here)."
    )
    deadwood = serializers.IntegerField(help_text="Least deadwood over all the given cards.")
    melds = melds_field("That least-deadwood arrangement.")
    unmatched = cards_field()
    can_knock = serializers.BooleanField(
        help_text=(
            "Rulesets that knock with 10: after the best discard (11 cards) or as is (10). "
            "Arcade, which knocks with 11: over all 11 (false for 10 cards)."
        )
    )
    is_gin = serializers.BooleanField()
    is_big_gin = serializers.BooleanField(
        help_text="11 cards all melded, in a ruleset with big gin."
    )
    best_discards = cards_field(
        "11 cards: every discard leaving the least deadwood.", required=False
    )
    deadwood_after_discard = serializers.IntegerField(
        required=False, help_text="11 cards: that least deadwood."
    )


ANALYZE_HAND = extend_schema(
    operation_id="analyze_hand",
    tags=["analysis"],
    summary="Deadwood, melds and knock prospects of a hand",
    description=(
        "Stateless; no token needed. `rules` overrides the ruleset's numbers as in POST "
        "/api/v1/games (validated the same way), so a knock limit of 5 changes "
        "`can_knock`. A body field this operation does not define is a 400 "
        "`unknown_field`."
    ),
    request=AnalyzeRequest,
    responses={
        200: HandAnalysis,
        **errors(
            400,
            e400=[
                _card_error("cards"),
                _UNKNOWN_FIELD_ERROR,
                error_example(
                    "invalid_ruleset",
                    "knock_limit must be an integer from 0 to 10.",
                    {"rules.knock_limit": ["knock_limit must be an integer from 0 to 10."]},
                ),
            ],
        ),
    },
    auth=[],
    examples=[
        OpenApiExample(
            "Eleven cards",
            value={
                "cards": ["7C", "7D", "7H", "7S", "8H", "9H", "2C", "3C", "4C", "KS", "QD"],
                "ruleset": "standard",
            },
            request_only=True,
        ),
        OpenApiExample(
            "Eleven cards with a knock limit of 5",
            value={
                "cards": ["7C", "7D", "7H", "7S", "8H", "9H", "2C", "3C", "4C", "KS", "QD"],
                "ruleset": "standard",
                "rules": {"knock_limit": 5},
            },
            request_only=True,
        ),
        OpenApiExample(
            "Its analysis",
            value={
                "ruleset": "standard",
                "knock_limit": 10,
                "deadwood": 20,
                "melds": [["2C", "3C", "4C"], ["7C", "7D", "7S"], ["7H", "8H", "9H"]],
                "unmatched": ["QD", "KS"],
                "can_knock": True,
                "is_gin": False,
                "is_big_gin": False,
                "best_discards": ["QD", "KS"],
                "deadwood_after_discard": 10,
            },
            response_only=True,
        ),
    ],
)


@extend_schema_serializer(component_name="ScoreRequest")
class ScoreRequest(RulesetInputSerializer):
    knocker = _card_list(64, help_text="The knocker's cards: 10 (arcade 11; big gin 11).")
    defender = _card_list(64, help_text="The defender's 10 cards.")
    upcard = StrictCharField(
        max_length=16,
        trim_whitespace=False,
        required=False,
        allow_null=True,
        help_text=(
            "The hand's first upcard, a card code: required in oklahoma, whose knock limit "
            "is its value (face cards 10, an ace gin only); refused in the other rulesets."
        ),
    )
    knocker_melds = serializers.ListField(
        child=_card_list(16),
        max_length=16,
        required=False,
        allow_null=True,
        help_text="The arrangement the knocker shows; the engine picks one if omitted.",
    )
    declare = serializers.ChoiceField(choices=["big_gin"], required=False, allow_null=True)


@extend_schema_serializer(component_name="KnockScore")
class KnockScore(serializers.Serializer):
    ruleset = serializers.CharField()
    knock_limit = serializers.IntegerField(
        help_text="The limit the knock was judged by: the ruleset's after `rules`, or the "
        "upcard's value in oklahoma."
    )
    outcome = serializers.ChoiceField(choices=["knock", "gin", "big_gin", "undercut"])
    knocker_deadwood = serializers.IntegerField()
    defender_deadwood = serializers.IntegerField(
        help_text="After layoffs, as the ruleset counts it."
    )
    layoffs = cards_field("The defender's cards laid off on the knocker's melds.")
    points = serializers.IntegerField(help_text="What the winner scores, bonus included.")
    winner = serializers.ChoiceField(choices=["knocker", "defender"])
    bonus = serializers.IntegerField()
    knocker_melds = melds_field()
    knocker_unmatched = cards_field()
    defender_melds = melds_field()
    defender_unmatched = cards_field()


SCORE_KNOCK = extend_schema(
    operation_id="score_knock",
    tags=["analysis"],
    summary="Score a knock",
    description=(
        "Stateless; no token needed. The defender lays off where the ruleset allows. "
        "`rules` overrides the ruleset's numbers as in POST /api/v1/games (validated the "
        "same way): the knock limit, the gin, big gin and undercut bonuses. In oklahoma "
        "`upcard` (the hand's first upcard) sets the knock limit as in a game and is "
        "required (400 `upcard_required`); the other rulesets refuse it (400 "
        "`upcard_not_allowed`). A knock over the limit is a 422 `deadwood_too_high`; a card "
        "in both hands is a 400 `duplicate_card`; a body field this operation does not "
        "define is a 400 `unknown_field`."
    ),
    request=ScoreRequest,
    responses={
        200: KnockScore,
        **errors(
            400,
            422,
            e400=[
                _card_error("defender"),
                _UNKNOWN_FIELD_ERROR,
                error_example(
                    "upcard_required",
                    "The oklahoma ruleset takes its knock limit from the hand's first "
                    "upcard: give upcard.",
                    {
                        "upcard": [
                            "The oklahoma ruleset takes its knock limit from the hand's "
                            "first upcard: give upcard."
                        ]
                    },
                ),
            ],
            e422=[
                error_example(
                    "deadwood_too_high", "Your deadwood of 14 is over the knock limit of 10."
                )
            ],
        ),
    },
    auth=[],
    examples=[
        OpenApiExample(
            "A knock",
            value={
                "knocker": ["7C", "7D", "7H", "2S", "3S", "4S", "9C", "TC", "JC", "2H"],
                "defender": ["AC", "5D", "6D", "7S", "8H", "KH", "QS", "3D", "9D", "5S"],
                "ruleset": "standard",
            },
            request_only=True,
        ),
        OpenApiExample(
            "The same knock in oklahoma, under a 4 upcard, with a 20-point undercut bonus",
            value={
                "knocker": ["7C", "7D", "7H", "2S", "3S", "4S", "9C", "TC", "JC", "2H"],
                "defender": ["AC", "5D", "6D", "7S", "8H", "KH", "QS", "3D", "9D", "5S"],
                "ruleset": "oklahoma",
                "upcard": "4D",
                "rules": {"undercut_bonus": 20},
            },
            request_only=True,
        ),
        OpenApiExample(
            "Its score",
            value={
                "ruleset": "standard",
                "knock_limit": 10,
                "outcome": "knock",
                "knocker_deadwood": 2,
                "defender_deadwood": 52,
                "layoffs": ["5S", "7S"],
                "points": 50,
                "winner": "knocker",
                "bonus": 0,
                "knocker_melds": [["7C", "7D", "7H"], ["9C", "TC", "JC"], ["2S", "3S", "4S"]],
                "knocker_unmatched": ["2H"],
                "defender_melds": [],
                "defender_unmatched": ["AC", "3D", "5D", "6D", "9D", "8H", "KH", "QS"],
            },
            response_only=True,
        ),
    ],
)


RULESETS_LIST = extend_schema(
    operation_id="rulesets_list",
    tags=["analysis"],
    summary="Every named ruleset with its parameters",
    description=(
        "The rulesets a game may be created with, and the numbers a game may override "
        "(`rules` in POST /api/v1/games) with their inclusive ranges, and the AI levels "
        "(`ai_level`), weakest first."
    ),
    responses={
        200: inline_serializer(
            "RulesetList",
            {
                "rulesets": RulesetSerializer(many=True),
                "overridable": serializers.DictField(
                    child=inline_serializer(
                        "OverrideRange",
                        {"min": serializers.IntegerField(), "max": serializers.IntegerField()},
                    )
                ),
                "ai_levels": serializers.ListField(
                    child=serializers.ChoiceField(choices=list(AI_LEVELS)),
                    help_text="The `ai_level` values a game may be created with, weakest first.",
                ),
            },
        )
    },
    auth=[],
    examples=[
        OpenApiExample(
            "The rulesets (abridged)",
            value={
                "rulesets": [RULESETS["standard"].to_dict()],
                "overridable": {"knock_limit": {"min": 0, "max": 10}},
                "ai_levels": list(AI_LEVELS),
            },
            response_only=True,
        )
    ],
)
