"""The shape of a hand review in the API (documentation of the schema; the body is built by
reviews.selectors)."""

from __future__ import annotations

from rest_framework import serializers

from games.engine.ai.review import CLASSES


class ReviewActionSerializer(serializers.Serializer):
    action = serializers.CharField(help_text="As sent to POST /api/v1/games/{id}/moves.")
    card = serializers.CharField(required=False)
    melds = serializers.ListField(
        child=serializers.ListField(child=serializers.CharField()), required=False
    )


class ExpectedSerializer(serializers.Serializer):
    played = serializers.FloatField(help_text="Expected points of the hand for the action played.")
    best = serializers.FloatField(help_text="Expected points of the hand for the best action.")


class DecisionSerializer(serializers.Serializer):
    version = serializers.IntegerField(help_text="The game version the played action produced.")
    played = ReviewActionSerializer()
    best = ReviewActionSerializer(help_text="The action of most expected points.")
    expected = ExpectedSerializer(
        help_text="In points of the hand for the reviewed seat (negative: the opponent's)."
    )
    loss = serializers.FloatField(help_text="expected.best - expected.played, at least 0.")
    cards = serializers.ListField(
        child=serializers.CharField(),
        help_text="The cards the reviewed seat held when it decided (its own only).",
    )
    drawn = serializers.CharField(
        allow_null=True,
        help_text="For a discard or a knock: the card the draw before it took (null for a "
        "draw, and where the turn began with the card already held).",
    )


# "class" is a Python keyword, so the field is declared under another name and renamed.
DecisionSerializer._declared_fields["class"] = serializers.ChoiceField(
    choices=list(CLASSES),
    help_text="best, good, inaccuracy, mistake or blunder, by the loss (REVIEW_THRESHOLDS).",
)


class HandReviewSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["pending", "done"])
    hand = serializers.IntegerField()
    decisions = DecisionSerializer(many=True, help_text="Empty while pending.")
    accuracy = serializers.FloatField(allow_null=True, help_text="0-100; null while pending.")
    total_loss = serializers.FloatField(allow_null=True, help_text="null while pending.")
