"""Output shapes of the Daily Gin endpoints (they take no input)."""

from __future__ import annotations

from rest_framework import serializers

from games.api.serializers import GameSerializer


class FirstHandResultSerializer(serializers.Serializer):
    outcome = serializers.ChoiceField(choices=["knock", "gin", "big_gin", "undercut", "dead"])
    knocker = serializers.ChoiceField(choices=["you", "opponent"], allow_null=True)
    winner = serializers.ChoiceField(choices=["you", "opponent"], allow_null=True)
    points = serializers.IntegerField(help_text="What the winner scored for the hand.")


class YourResultSerializer(serializers.Serializer):
    game_id = serializers.UUIDField(help_text="The scored daily game (the first of the date).")
    status = serializers.ChoiceField(choices=["waiting", "active", "finished"])
    first_hand = FirstHandResultSerializer(
        allow_null=True, help_text="The shared first hand's result; null while it is being played."
    )
    score = serializers.IntegerField(
        allow_null=True,
        help_text="Your score on this date's daily board; null unless you won the first hand.",
    )
    practice_games = serializers.IntegerField(help_text="Later, unscored games on this deal.")


class RevealedDealSerializer(serializers.Serializer):
    deck = serializers.ListField(
        child=serializers.CharField(), help_text="The 52 cards in the order they were dealt."
    )
    dealer = serializers.ChoiceField(
        choices=["player", "ai"], help_text="Who dealt the first hand (the player is seat 0)."
    )
    player_cards = serializers.ListField(child=serializers.CharField())
    ai_cards = serializers.ListField(child=serializers.CharField())
    upcard = serializers.CharField(allow_null=True, help_text="The first card turned face up.")
    stock = serializers.ListField(
        child=serializers.CharField(), help_text="The stock as dealt, top (drawn first) first."
    )


class DailyDealSerializer(serializers.Serializer):
    date = serializers.DateField(help_text="The UTC date of the deal.")
    ruleset = serializers.CharField(help_text="The ruleset every game on this deal is played by.")
    players = serializers.IntegerField(help_text="How many players have played this deal.")
    your_result = YourResultSerializer(
        allow_null=True, help_text="The caller's scored game on this deal (needs a token)."
    )
    revealed = serializers.BooleanField(
        help_text="Whether the date is over (UTC), so the full deal is shown."
    )
    deal = RevealedDealSerializer(
        required=False, help_text="Only once the date is over: every card of the first hand."
    )


class DailyInfoSerializer(serializers.Serializer):
    date = serializers.DateField()
    scored = serializers.BooleanField(
        help_text="True for the first attempt of the date (it counts on the daily board)."
    )


class DailyGameSerializer(GameSerializer):
    """The game as the caller sees it (GET /api/v1/games/{id}), plus ``daily``."""

    daily = DailyInfoSerializer(help_text="Which date's deal this game started from.")
