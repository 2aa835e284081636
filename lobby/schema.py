"""The operations of lobby/api.py as the OpenAPI schema documents them: the request and
answer shapes and each operation's declaration (``extend_schema``), applied beside the
view method it describes, one line each."""

from __future__ import annotations

from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiResponse,
    PolymorphicProxySerializer,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers

from apikit.fields import StrictBooleanField, StrictIntegerField, StrictSerializer
from apikit.schema import PAGE_PARAMETERS, error_example, errors, page_of
from games.api.ruleset_fields import RulesetNameField
from games.api.serializers import GAME_EXAMPLE, GameSerializer, game_example

from .models import RATING_CEILING, RATING_FLOOR

SEEK_EXAMPLE = {
    "id": "0b6f1f9e-6a3c-4d2e-9b1a-2f3c4d5e6f70",
    "player": {
        "id": "4f0a3c52-0b7e-4c55-a0a4-5e0f1f2b9e11",
        "display_name": "Ada",
        "rating": 1500.0,
    },
    "ruleset": "standard",
    "target": 100,
    "rated": True,
    "rating_range": [1200, 1800],
    "status": "open",
    "created_at": "2026-12-06T17:00:00Z",
    "expires_at": "2026-12-06T17:10:00Z",
    "game": None,
}


REMATCH_OFFER_EXAMPLE = {
    "game": "6f1c2a9e-2d7b-4c1e-9a51-3b7f0e8d4c21",
    "offered_by": "you",
    "status": "open",
    "expires_at": "2026-12-06T17:05:00Z",
    "rematch": None,
}


PAIRED_GAME_EXAMPLE = {
    **GAME_EXAMPLE,
    "opponent": {"kind": "human", "ai_level": None, "display_name": "Ada"},
    "rated": True,
}


class SeekPlayerSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    display_name = serializers.CharField()
    rating = serializers.FloatField(help_text="Their Glicko-2 rating in the seek's ruleset.")


class SeekSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    player = SeekPlayerSerializer()
    ruleset = serializers.CharField()
    target = serializers.IntegerField()
    rated = serializers.BooleanField()
    rating_range = serializers.ListField(
        child=serializers.IntegerField(), min_length=2, max_length=2
    )
    status = serializers.ChoiceField(choices=["open", "paired", "withdrawn", "lapsed"])
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField(help_text="When it lapses (SEEK_TTL_SECONDS).")
    game = serializers.UUIDField(
        allow_null=True, help_text="The game it was paired into; null while it waits."
    )


@extend_schema_serializer(component_name="SeekCreateRequest")
class SeekCreateRequest(StrictSerializer):
    ruleset = RulesetNameField()
    target = StrictIntegerField(
        required=False,
        allow_null=True,
        help_text="Points to reach (1-1000); the ruleset's own target when omitted.",
    )
    rated = StrictBooleanField(
        required=False, default=False, help_text="Rated (Glicko-2) or casual."
    )
    rating_range = serializers.ListField(
        child=StrictIntegerField(),
        min_length=2,
        max_length=2,
        required=False,
        allow_null=True,
        help_text=f"[min, max]: the opponents' ratings this seek accepts, within "
        f"{RATING_FLOOR}-{RATING_CEILING}; anyone when omitted.",
    )


SEEKS_CREATE = extend_schema(
    operation_id="seeks_create",
    tags=["lobby"],
    summary="Look for an opponent",
    description=(
        "Posts a seek. If a compatible seek of another player is waiting (same ruleset, "
        "target and `rated`, each player's rating within the other's `rating_range`), "
        "the two are paired at once, the closest rating first: `game` is the new game "
        "and both players get `game_started` on their player stream. Otherwise the seek "
        "waits (`game` null) until someone accepts it or another compatible seek "
        "arrives; it lapses after `SEEK_TTL_SECONDS` (600), and its player then hears "
        '`seek_lapsed` (`{"seek": id}`). A player holds at most 3 open seeks (422 '
        "`too_many_seeks`) and is never paired with itself, from any device. "
        "Throttled: `THROTTLE_SEEKS` (60/minute per player)."
    ),
    request=SeekCreateRequest,
    responses={
        201: SeekSerializer,
        **errors(
            400,
            401,
            422,
            429,
            e400=[
                error_example(
                    "invalid_rating_range",
                    "rating_range must be [min, max] with 0 <= min <= max <= 4000.",
                    {
                        "rating_range": [
                            "rating_range must be [min, max] with 0 <= min <= max <= 4000."
                        ]
                    },
                ),
                error_example("invalid_ruleset", "Unknown ruleset: chess."),
            ],
            e422=[
                error_example(
                    "too_many_seeks", "You already have 3 open seeks: withdraw one first."
                )
            ],
        ),
    },
    examples=[
        OpenApiExample(
            "A rated standard game",
            value={"ruleset": "standard", "target": 100, "rated": True},
            request_only=True,
        ),
        OpenApiExample("Waiting", value=SEEK_EXAMPLE, response_only=True),
    ],
)


SEEKS_LIST = extend_schema(
    operation_id="seeks_list",
    tags=["lobby"],
    summary="The open seeks of others, oldest first",
    description=(
        "Public: no token needed (with one, the caller's own seeks are left out). "
        "Paginated (`page`, `page_size` up to 100). Throttled: `THROTTLE_LOBBY_READS` "
        "(600/minute per client)."
    ),
    parameters=PAGE_PARAMETERS,
    responses={
        200: page_of("SeekPage", SeekSerializer),
        **errors(400, 401, 404, 429),
    },
    examples=[
        OpenApiExample(
            "One page",
            value={"count": 1, "next": None, "previous": None, "results": [SEEK_EXAMPLE]},
            response_only=True,
        )
    ],
)


SEEKS_ACCEPT = extend_schema(
    operation_id="seeks_accept",
    tags=["lobby"],
    summary="Accept a waiting seek",
    description=(
        "Takes the seek: `201` the new game as you see it (the seek's player in seat 0); "
        "both players get `game_started`. Of any number of concurrent accepts exactly one "
        "gets the game; the others, and anyone accepting a seek withdrawn or lapsed, get "
        "409 `seek_taken`. Your own seek: 422 `own_seek`; a seek whose range leaves out "
        "your rating: 422 `rating_out_of_range`."
    ),
    request=None,
    responses={
        201: GameSerializer,
        **errors(
            400,
            401,
            404,
            409,
            422,
            429,
            e409=[
                error_example("seek_taken", "This seek has been taken, withdrawn or has lapsed.")
            ],
            e422=[
                error_example("own_seek", "You cannot accept your own seek."),
                error_example(
                    "rating_out_of_range",
                    "Your rating is outside the range this seek accepts.",
                ),
            ],
        ),
    },
    examples=[OpenApiExample("Paired", value=PAIRED_GAME_EXAMPLE, response_only=True)],
)


SEEKS_WITHDRAW = extend_schema(
    operation_id="seeks_withdraw",
    tags=["lobby"],
    summary="Withdraw your seek",
    description=(
        "`204`. Another player's seek (or none): 404. A seek already paired: 409 "
        "`seek_taken`. One already withdrawn or lapsed: 204 again."
    ),
    request=None,
    responses={
        204: OpenApiResponse(description="Withdrawn."),
        **errors(401, 404, 409, 429),
    },
)


class RematchOfferSerializer(serializers.Serializer):
    game = serializers.UUIDField(help_text="The finished game to play again.")
    offered_by = serializers.ChoiceField(choices=["you", "opponent"])
    status = serializers.ChoiceField(
        choices=["open", "accepted", "withdrawn", "declined", "lapsed"]
    )
    expires_at = serializers.DateTimeField(help_text="When it lapses (REMATCH_TTL_SECONDS).")
    rematch = serializers.UUIDField(allow_null=True, help_text="The new game, once accepted.")


GAMES_REMATCH = extend_schema(
    operation_id="games_rematch",
    tags=["lobby"],
    summary="Offer a rematch, or accept the one offered",
    description=(
        "By a seat of a finished game between two players. The first call offers: `201` "
        "the offer, and the other seat hears `rematch_offered` (`game`, `expires_at`) on "
        "its player stream. The same call by the other seat accepts: `201` the new game "
        "as you see it, with the same ruleset, rules, target and `rated`, the same seats, "
        "and the dealer swapped; both seats hear `game_started`. An offer lapses after "
        "`REMATCH_TTL_SECONDS` (300). A game against the AI: 422 `not_a_human_game`; a "
        "game not over: 422 `game_not_finished`; offering twice: 409 "
        "`rematch_already_offered`; a game already played again: 409 `rematch_started`; "
        "not your game: 404."
    ),
    request=None,
    responses={
        201: PolymorphicProxySerializer(
            component_name="RematchAnswer",
            serializers=[RematchOfferSerializer, GameSerializer],
            resource_type_field_name=None,
        ),
        **errors(
            400,
            401,
            404,
            409,
            422,
            429,
            e409=[
                error_example("rematch_already_offered", "You have already offered a rematch."),
                error_example("rematch_started", "This game has already been played again."),
            ],
            e422=[
                error_example(
                    "not_a_human_game",
                    "Only a game between two players can be rated or rematched.",
                ),
                error_example(
                    "game_not_finished", "A rematch can be offered once the game is over."
                ),
            ],
        ),
    },
    examples=[
        OpenApiExample("Offered", value=REMATCH_OFFER_EXAMPLE, response_only=True),
        game_example,
    ],
)


GAMES_REMATCH_READ = extend_schema(
    operation_id="games_rematch_read",
    summary="The game's rematch offer",
    description=(
        "By a seat: the offer and its `status` (`open`, `accepted` with the new game in "
        "`rematch`, `withdrawn`, `declined`, `lapsed`). None made: 404 `no_rematch_offer`."
    ),
    tags=["lobby"],
    responses={
        200: RematchOfferSerializer,
        **errors(
            401,
            404,
            429,
            e404=[
                error_example("no_rematch_offer", "No rematch is on offer for this game."),
                error_example("not_found", "Not found."),
            ],
        ),
    },
    examples=[OpenApiExample("Offered", value=REMATCH_OFFER_EXAMPLE, response_only=True)],
)


GAMES_REMATCH_WITHDRAW = extend_schema(
    operation_id="games_rematch_withdraw",
    tags=["lobby"],
    summary="Withdraw your rematch offer, or decline the other's",
    description=(
        "`204`; the other seat hears `rematch_withdrawn` (the offerer withdrew) or "
        "`rematch_declined` (`game`) on its player stream. No open offer on the game: 404 "
        "`no_rematch_offer`."
    ),
    request=None,
    responses={
        204: OpenApiResponse(description="Withdrawn or declined."),
        **errors(
            401,
            404,
            422,
            429,
            e404=[
                error_example("no_rematch_offer", "No rematch is on offer for this game."),
                error_example("not_found", "Not found."),
            ],
        ),
    },
)
