"""Stateless analysis: POST /api/v1/analyze, POST /api/v1/score, GET /api/v1/rulesets."""

from __future__ import annotations

from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games import analysis
from games.api import schema_analysis
from games.engine.ai import AI_LEVELS
from games.engine.rules import OVERRIDABLE, RULESETS
from games.errors import ENGINE_INPUT_CODES


class _Public(APIView):
    # No authentication at all: a token sent by habit is never read.
    oauth_scope = None
    authentication_classes = ()
    permission_classes = (AllowAny,)


class AnalyzeApi(_Public):
    error_codes = ENGINE_INPUT_CODES

    @schema_analysis.ANALYZE_HAND
    def post(self, request: Request) -> Response:
        data = schema_analysis.AnalyzeRequest(data=request.data)
        data.is_valid(raise_exception=True)
        return Response(
            analysis.hand_analyze(
                cards=data.validated_data["cards"], ruleset=data.validated_data["ruleset_rules"]
            )
        )


class ScoreApi(_Public):
    error_codes = (*ENGINE_INPUT_CODES, "deadwood_too_high", "not_big_gin", "no_big_gin_in_ruleset")

    @schema_analysis.SCORE_KNOCK
    def post(self, request: Request) -> Response:
        data = schema_analysis.ScoreRequest(data=request.data)
        data.is_valid(raise_exception=True)
        fields = data.validated_data
        return Response(
            analysis.knock_score(
                knocker=fields["knocker"],
                defender=fields["defender"],
                ruleset=fields["ruleset_rules"],
                upcard=fields.get("upcard"),
                knocker_melds=fields.get("knocker_melds"),
                declare=fields.get("declare"),
            )
        )


class RulesetListApi(_Public):
    error_codes: tuple[str, ...] = ()

    @schema_analysis.RULESETS_LIST
    def get(self, request: Request) -> Response:
        return Response(
            {
                "rulesets": [ruleset.to_dict() for ruleset in RULESETS.values()],
                "overridable": {
                    name: {"min": low, "max": high} for name, (low, high) in OVERRIDABLE.items()
                },
                "ai_levels": list(AI_LEVELS),
            }
        )
