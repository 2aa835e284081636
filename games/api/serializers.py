"""Output shapes shared by several views, for the OpenAPI schema.

Responses are built from the engine's per-seat view (see games.selectors); these serializers
describe that document so the schema is the full, authoritative contract (tests check real
responses against it).
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiExample
from rest_framework import serializers

from games.engine.actions import ActionKind
from games.signals import game_document_example, game_sections

ACTION_NAMES = [kind.value for kind in ActionKind]
"""Every action a player may send (docs/API.md), as the engine names them."""

CARD_HELP = "Card code: rank A23456789TJQK + suit CDHS, e.g. TD."
RELATIVE = ("you", "opponent")


def cards_field(
    help_text: str = "Card codes.", *, required: bool = True, allow_null: bool = False
) -> serializers.ListField:
    return serializers.ListField(
        child=serializers.CharField(help_text=CARD_HELP),
        help_text=help_text,
        required=required,
        allow_null=allow_null,
    )


def melds_field(
    help_text: str = "Melds, each a list of card codes.",
    *,
    required: bool = True,
    allow_null: bool = False,
) -> serializers.ListField:
    return serializers.ListField(
        child=cards_field(), help_text=help_text, required=required, allow_null=allow_null
    )


_SEALED_NOTE = " Null while the hand is sealed (`sealed`)."


class RulesetSerializer(serializers.Serializer):
    name = serializers.CharField()
    knock_limit = serializers.IntegerField()
    knock_limit_from_upcard = serializers.BooleanField()
    knock_cards = serializers.IntegerField(
        help_text="10: discard then knock; 11: knock with all 11."
    )
    max_meld_size = serializers.IntegerField(allow_null=True)
    upcard_phase = serializers.BooleanField()
    may_discard_taken_card = serializers.BooleanField()
    gin_bonus = serializers.IntegerField()
    big_gin_bonus = serializers.IntegerField(allow_null=True)
    undercut_bonus = serializers.IntegerField()
    defender_counts_melded = serializers.BooleanField()
    stock_exhaustion = serializers.ChoiceField(choices=["dead_hand", "recycle"])
    target = serializers.IntegerField()
    game_bonus = serializers.IntegerField()
    line_bonus = serializers.IntegerField()
    hollywood_columns = serializers.IntegerField()


class OpponentSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["ai", "human"])
    ai_level = serializers.CharField(allow_null=True)
    display_name = serializers.CharField(
        allow_null=True, help_text="The friend's name; null for the AI or before the friend joins."
    )


class PairSerializer(serializers.Serializer):
    you = serializers.IntegerField()
    opponent = serializers.IntegerField()


class ColumnSerializer(serializers.Serializer):
    you = serializers.IntegerField()
    opponent = serializers.IntegerField()
    hands_won = PairSerializer()
    winner = serializers.ChoiceField(choices=RELATIVE, allow_null=True)


class ScoresSerializer(serializers.Serializer):
    you = serializers.IntegerField()
    opponent = serializers.IntegerField()
    columns = ColumnSerializer(many=True, required=False, help_text="Hollywood only.")


class LegalActionSerializer(serializers.Serializer):
    action = serializers.ChoiceField(choices=ACTION_NAMES)
    cards = cards_field(
        "The cards this action may take (discard, knock); absent otherwise.", required=False
    )


class LastHandSerializer(serializers.Serializer):
    hand_number = serializers.IntegerField()
    outcome = serializers.ChoiceField(choices=["knock", "gin", "big_gin", "undercut", "dead"])
    knocker = serializers.ChoiceField(choices=RELATIVE, allow_null=True)
    winner = serializers.ChoiceField(choices=RELATIVE, allow_null=True)
    points = serializers.IntegerField(help_text="What the winner scored, bonuses included.")
    bonus = serializers.IntegerField()
    knock_limit = serializers.IntegerField()
    your_cards = cards_field("Every card you held when the hand ended.")
    opponent_cards = cards_field(
        "Every card the opponent held when the hand ended." + _SEALED_NOTE, allow_null=True
    )
    your_melds = melds_field()
    opponent_melds = melds_field("The opponent's melds." + _SEALED_NOTE, allow_null=True)
    your_unmatched = cards_field()
    opponent_unmatched = cards_field(
        "The opponent's cards that counted against it." + _SEALED_NOTE, allow_null=True
    )
    knocker_deadwood = serializers.IntegerField(allow_null=True)
    defender_deadwood = serializers.IntegerField(allow_null=True)
    layoffs = cards_field("The defender's cards laid off on the knocker's melds.")
    discard = serializers.CharField(allow_null=True)
    sealed = serializers.BooleanField(
        help_text="True for the first hand of a scored Daily Gin game until its date is over "
        "(UTC): the opponent's cards and melds are withheld (null), here, in the game's events "
        "and streams and in the move log; the outcome, the knocker, the winner, the points, "
        "both deadwoods and the cards laid off still show. False otherwise."
    )
    columns = serializers.ListField(
        child=serializers.IntegerField(), required=False, help_text="Hollywood only."
    )


class TotalsSerializer(serializers.Serializer):
    points = serializers.IntegerField()
    game_bonus = serializers.IntegerField()
    line_bonus = serializers.IntegerField()
    total = serializers.IntegerField()


class FinalColumnSerializer(serializers.Serializer):
    you = TotalsSerializer()
    opponent = TotalsSerializer()


class FinalScoresSerializer(serializers.Serializer):
    you = TotalsSerializer()
    opponent = TotalsSerializer()
    columns = FinalColumnSerializer(many=True, required=False, help_text="Hollywood only.")
    resigned = serializers.ChoiceField(choices=RELATIVE, required=False)
    reason = serializers.ChoiceField(
        choices=["timeout"],
        required=False,
        help_text=(
            "Only when a player let the turn clock run out and the other claimed victory "
            "(POST .../claim-victory). In the game's final_scores; not in the game_over event."
        ),
    )


class GameHeaderSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    version = serializers.IntegerField(
        help_text="Grows by one with each applied action, the AI's included."
    )
    status = serializers.ChoiceField(choices=["waiting", "active", "finished", "cancelled"])
    opponent = OpponentSerializer()
    invite_code = serializers.CharField(
        allow_null=True, help_text="Shown to the creator while the game waits for a friend."
    )
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)
    turn_deadline = serializers.DateTimeField(
        allow_null=True,
        help_text=(
            "Friend games while active: when the player on turn runs out of time "
            "(FRIEND_TURN_SECONDS after the last action); then the other may claim victory."
        ),
    )


class GameSerializer(GameHeaderSerializer):
    """The game as the caller sees it: nothing the caller may not know."""

    ruleset = RulesetSerializer()
    scores = ScoresSerializer(help_text="Running hand points.")
    hands_won = PairSerializer()
    hand_number = serializers.IntegerField()
    dealer = serializers.ChoiceField(choices=RELATIVE)
    turn = serializers.ChoiceField(choices=RELATIVE, allow_null=True)
    phase = serializers.ChoiceField(choices=["upcard", "draw", "discard", "hand_over", "game_over"])
    your_cards = cards_field("Your cards, sorted by suit then rank.")
    opponent_card_count = serializers.IntegerField()
    discard_top = serializers.CharField(allow_null=True)
    discard_pile = cards_field("Every card face up on the pile, oldest first.")
    stock_count = serializers.IntegerField()
    knock_limit = serializers.IntegerField(help_text="This hand's knock limit.")
    deadwood = serializers.IntegerField(help_text="Least deadwood of all the cards you hold now.")
    melds = melds_field("That least-deadwood arrangement.")
    unmatched = cards_field()
    taken_from_discard = serializers.CharField(allow_null=True)
    must_draw_stock = serializers.BooleanField()
    opponent_took = cards_field("Cards the opponent took from the pile this hand and still holds.")
    opponent_discarded = cards_field()
    opponent_passed_upcard = serializers.CharField(allow_null=True)
    legal_actions = LegalActionSerializer(many=True)
    last_hand = LastHandSerializer(allow_null=True)
    winner = serializers.ChoiceField(choices=RELATIVE, allow_null=True)
    final_scores = FinalScoresSerializer(allow_null=True)

    def get_fields(self) -> dict[str, Any]:
        """The declared fields, then what the apps built on games add to the document
        (games.signals.game_section: the Daily Gin's ``daily``, the ratings' ``rated``...)."""
        fields: dict[str, Any] = super().get_fields()
        for section in game_sections():
            fields[section.name] = section.field()
        return fields


class GameSummarySerializer(GameHeaderSerializer):
    ruleset = serializers.CharField()
    hand_number = serializers.IntegerField()
    phase = serializers.CharField()
    turn = serializers.ChoiceField(choices=RELATIVE, allow_null=True)
    scores = PairSerializer()
    winner = serializers.ChoiceField(choices=RELATIVE, allow_null=True)


class EventSerializer(serializers.Serializer):
    event = serializers.ChoiceField(
        choices=[
            "deal",
            "take_upcard",
            "pass",
            "draw_stock",
            "draw_discard",
            "discard",
            "knock",
            "big_gin",
            "stock_recycled",
            "hand_over",
            "resign",
            "game_over",
        ]
    )
    player = serializers.ChoiceField(choices=RELATIVE, required=False)
    card = serializers.CharField(required=False, help_text="Absent on the opponent's stock draw.")
    hand_number = serializers.IntegerField(required=False)
    melds = melds_field(required=False)
    deadwood = serializers.IntegerField(required=False)
    result = LastHandSerializer(required=False)
    final_scores = FinalScoresSerializer(required=False)
    winner = serializers.ChoiceField(choices=RELATIVE, required=False, allow_null=True)
    dealer = serializers.ChoiceField(choices=RELATIVE, required=False)


GAME_EXAMPLE = game_document_example(
    {
        "id": "6f1c2a9e-2d7b-4c1e-9a51-3b7f0e8d4c21",
        "version": 3,
        "status": "active",
        "opponent": {"kind": "ai", "ai_level": "novice", "display_name": None},
        "invite_code": None,
        "created_at": "2026-11-02T10:15:00Z",
        "updated_at": "2026-11-02T10:15:09Z",
        "finished_at": None,
        "turn_deadline": None,
        "ruleset": {
            "name": "standard",
            "knock_limit": 10,
            "knock_limit_from_upcard": False,
            "knock_cards": 10,
            "max_meld_size": None,
            "upcard_phase": True,
            "may_discard_taken_card": False,
            "gin_bonus": 25,
            "big_gin_bonus": 31,
            "undercut_bonus": 25,
            "defender_counts_melded": False,
            "stock_exhaustion": "dead_hand",
            "target": 100,
            "game_bonus": 100,
            "line_bonus": 25,
            "hollywood_columns": 1,
        },
        "scores": {"you": 0, "opponent": 0},
        "hands_won": {"you": 0, "opponent": 0},
        "hand_number": 1,
        "dealer": "opponent",
        "turn": "you",
        "phase": "draw",
        "your_cards": ["AC", "2C", "3C", "7D", "7H", "9H", "TS", "JS", "QS", "KD"],
        "opponent_card_count": 10,
        "discard_top": "5S",
        "discard_pile": ["8C", "5S"],
        "stock_count": 30,
        "knock_limit": 10,
        "deadwood": 33,
        "melds": [["AC", "2C", "3C"], ["TS", "JS", "QS"]],
        "unmatched": ["7D", "7H", "9H", "KD"],
        "taken_from_discard": None,
        "must_draw_stock": False,
        "opponent_took": [],
        "opponent_discarded": ["5S"],
        "opponent_passed_upcard": None,
        "legal_actions": [
            {"action": "draw_stock"},
            {"action": "draw_discard"},
            {"action": "resign"},
        ],
        "last_hand": None,
        "winner": None,
        "final_scores": None,
    }
)

game_example = OpenApiExample(
    "An AI game, your turn to draw", value=GAME_EXAMPLE, response_only=True
)
