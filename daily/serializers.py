"""Output shapes of the Daily Gin endpoints (they take no input)."""

from __future__ import annotations

from typing import Any

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
        help_text="The points you won in the first hand (what this date's daily board records "
        "for you); null unless you won it.",
    )
    practice_games = serializers.IntegerField(help_text="Later, unscored games on this deal.")
    expired = serializers.BooleanField(
        help_text="True when the first hand had not ended when the date did: it counts on no "
        "board (`score` is then null)."
    )
    shared_stock = serializers.BooleanField(
        help_text="False for a guest's attempt: the date's opening with a stock of its own, "
        "shown on the board only with ?include=guests."
    )


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


class ActionSerializer(serializers.Serializer):
    action = serializers.CharField(help_text="As sent to POST /api/v1/games/{id}/moves.")
    card = serializers.CharField(required=False)
    melds = serializers.ListField(
        child=serializers.ListField(child=serializers.CharField()), required=False
    )


class ParSerializer(serializers.Serializer):
    status = serializers.ChoiceField(
        choices=["pending", "done"],
        help_text="`pending` until the solver has computed the par (then no other field is "
        "there; it is enqueued, never computed in the request); `done` after.",
    )
    score = serializers.IntegerField(
        required=False,
        help_text="The most points a line wins in hand 1 against the deal's AI (0: none wins).",
    )
    line = ActionSerializer(
        required=False,
        many=True,
        help_text="The player's actions of that line, in order; the AI's replies follow from "
        "them. Played through a game on this deal, they win exactly `score` in hand 1.",
    )
    proven = serializers.BooleanField(
        required=False,
        help_text="True: the solver searched every line, so no line wins more. False: the best "
        "line found within its budget, or a player's scored hand that beat it.",
    )
    found_by = serializers.ChoiceField(
        required=False, choices=["solver", "player"], help_text="Who found the line."
    )


class LineDecisionSerializer(serializers.Serializer):
    version = serializers.IntegerField(help_text="The game version the action produced.")
    played = ActionSerializer()
    best = ActionSerializer(help_text="The master's preference.")
    loss = serializers.FloatField(help_text="Expected points of the hand the action lost.")


LineDecisionSerializer._declared_fields["class"] = serializers.ChoiceField(
    choices=["best", "good", "inaccuracy", "mistake", "blunder"]
)


class LineReviewSerializer(serializers.Serializer):
    decisions = LineDecisionSerializer(many=True)
    accuracy = serializers.FloatField(help_text="0-100.")
    total_loss = serializers.FloatField()


class YourLineSerializer(serializers.Serializer):
    game_id = serializers.UUIDField(help_text="The caller's scored daily game on this deal.")
    finished = serializers.BooleanField(help_text="Whether its first hand is over.")
    score = serializers.IntegerField(help_text="The points the caller won in that hand.")
    line = ActionSerializer(many=True, help_text="The caller's actions in the first hand.")
    left_par_at = serializers.IntegerField(
        allow_null=True,
        help_text="The index in `line` of the first action that is not the par line's "
        "(null when the line follows par to its end).",
    )
    review = LineReviewSerializer(
        allow_null=True,
        help_text="Each of the caller's decisions with its loss, once the hand has been "
        "reviewed (POST /api/v1/games/{game_id}/hands/1/review); null before.",
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
    seed_commitment = serializers.CharField(
        help_text="SHA-256 hex digest of the date's seed (its 32 bytes), shown from the moment "
        "the deal exists (a day ahead): docs/DAILY_VERIFY.md says how to check it."
    )
    seed = serializers.CharField(
        required=False,
        help_text="Only once the date is over: the seed, 64 hex digits, from which "
        "scripts/verify_daily.py rebuilds the deal.",
    )
    deal = RevealedDealSerializer(
        required=False, help_text="Only once the date is over: every card of the first hand."
    )
    par = ParSerializer(
        required=False,
        help_text="Only once the date is over: the best line through the first hand, or "
        '`{"status": "pending"}` until it is computed.',
    )
    your_line = YourLineSerializer(
        required=False,
        allow_null=True,
        help_text="Only once the date is over, with a token: the caller's scored first hand "
        "(null if they did not play the date).",
    )

    def to_representation(self, instance: Any) -> dict[str, Any]:
        out: dict[str, Any] = super().to_representation(instance)
        if not out["revealed"]:
            # DRF fills a missing nullable field with null; before the date is over these
            # fields are not there at all.
            for name in ("deal", "par", "your_line", "seed"):
                out.pop(name, None)
        return out


class DailyOfGameSerializer(serializers.Serializer):
    """A Daily Gin game's date, whether it is the scored attempt, and what that attempt says of
    itself."""

    date = serializers.DateField(help_text="The UTC date whose deal hand 1 was dealt from.")
    scored = serializers.BooleanField(
        help_text="True for the first attempt of the date (it counts on the daily board); "
        "false for practice."
    )
    expired = serializers.BooleanField(
        help_text="True for a scored attempt whose hand 1 had not ended when its date did "
        "(00:00 UTC of the next day): it never reaches a board; the game may go on, unscored."
    )
    shared_stock = serializers.BooleanField(
        help_text="False for a guest's attempt: the date's opening (both hands and the upcard) "
        "with a stock of its own; its score shows only with ?include=guests."
    )


def daily_game_field() -> DailyOfGameSerializer:
    return DailyOfGameSerializer(
        allow_null=True, help_text="A Daily Gin game's date and kind; null for other games."
    )


class DailyGameSerializer(GameSerializer):
    """The game as the caller sees it (GET /api/v1/games/{id}); ``daily`` is set."""
