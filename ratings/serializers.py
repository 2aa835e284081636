"""What ratings adds to the game document (games.signals.game_section, ratings/apps.py):
``rated``, ``unrated_reason``, ``aborted`` and ``rating_change``, described for the schema;
and to starting a game (games.signals.create_option): POST /games ``rated``."""

from __future__ import annotations

from rest_framework import serializers

from apikit.fields import StrictBooleanField


class RatingStepSerializer(serializers.Serializer):
    before = serializers.FloatField(help_text="The Glicko-2 rating before the game.")
    after = serializers.FloatField(help_text="The rating after it.")


class RatingChangeSerializer(serializers.Serializer):
    you = RatingStepSerializer()
    opponent = RatingStepSerializer()


def rated_field() -> serializers.BooleanField:
    return serializers.BooleanField(
        help_text="Counts for both players' ratings of the ruleset (games between two "
        "players only; never against the AI)."
    )


def unrated_reason_field() -> serializers.ChoiceField:
    return serializers.ChoiceField(
        choices=["pair_limit", "aborted"],
        allow_null=True,
        help_text="Why a game asked to be rated is played unrated: `pair_limit` (the same two "
        "players' rated games count at most 3 times in 24 hours) or `aborted` (resigned or "
        "cancelled before each player made two moves). Null otherwise.",
    )


def aborted_field() -> serializers.BooleanField:
    return serializers.BooleanField(
        help_text="Over before each player made two moves: rates nothing."
    )


def rating_change_field() -> RatingChangeSerializer:
    return RatingChangeSerializer(
        allow_null=True,
        help_text="Once a rated game is over: each side's rating before and after it.",
    )


def rated_option_field() -> StrictBooleanField:
    """POST /games ``rated`` (games.signals.create_option)."""
    return StrictBooleanField(
        required=False,
        default=False,
        help_text="Against a friend only: the game counts for both players' Glicko-2 "
        "ratings of the ruleset (422 `not_a_human_game` against the AI).",
    )
