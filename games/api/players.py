"""POST /api/v1/players and GET /api/v1/players/me."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games import selectors, services
from games.api.fields import StrictCharField
from games.auth import request_player
from games.schema import errors
from games.throttles import ScopedRateThrottle


class PlayerCreateApi(APIView):
    # Signing up needs no token, and a stale one sent by habit must not get in the way.
    authentication_classes = ()
    permission_classes = (AllowAny,)
    throttle_classes = (ScopedRateThrottle,)
    throttle_scope = "players"

    @extend_schema_serializer(component_name="PlayerCreateRequest")
    class InputSerializer(serializers.Serializer):
        display_name = StrictCharField(max_length=40)

    @extend_schema_serializer(component_name="PlayerCreated")
    class OutputSerializer(serializers.Serializer):
        id = serializers.UUIDField()
        display_name = serializers.CharField()
        token = serializers.CharField(
            help_text="Bearer token for every other call. Shown once: it is not stored."
        )

    @extend_schema(
        operation_id="players_create",
        tags=["players"],
        summary="Create a guest player",
        description=(
            "A guest player: no password. The token in the answer is the player's session; "
            "send it as `Authorization: Bearer <token>`. Only its digest is stored, so it "
            "cannot be shown again."
        ),
        request=InputSerializer,
        responses={201: OutputSerializer, **errors(400, 429)},
        auth=[],
        examples=[
            OpenApiExample("A new player", value={"display_name": "Ada"}, request_only=True),
            OpenApiExample(
                "Its token",
                value={
                    "id": "0b5d3f7a-93c4-4d38-bb0e-5c6f1a2e9d10",
                    "display_name": "Ada",
                    "token": "qH2m9c0Jx6f8kZ3vT1pR4sW7yB5nL0aE2dG8hK6jM3o",
                },
                response_only=True,
                status_codes=["201"],
            ),
        ],
    )
    def post(self, request: Request) -> Response:
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        player, token = services.player_create(**data.validated_data)
        body = {"id": str(player.pk), "display_name": player.display_name, "token": token}
        return Response(body, status=status.HTTP_201_CREATED)


class PlayerMeApi(APIView):
    @extend_schema_serializer(component_name="PlayerProfile")
    class OutputSerializer(serializers.Serializer):
        @extend_schema_serializer(component_name="PlayerStats")
        class StatsSerializer(serializers.Serializer):
            games = serializers.IntegerField(help_text="Games created or joined.")
            games_finished = serializers.IntegerField()
            games_won = serializers.IntegerField()
            hands_won = serializers.IntegerField()
            gins = serializers.IntegerField(help_text="Gin and big gin hands won.")
            best_hand = serializers.IntegerField(
                allow_null=True, help_text="Most points won in one hand; null before any win."
            )
            daily_streak = serializers.IntegerField(
                help_text="Consecutive UTC dates, up to today or yesterday, with a scored "
                "Daily Gin game."
            )
            best_daily_streak = serializers.IntegerField(help_text="The longest such run ever.")

        id = serializers.UUIDField()
        display_name = serializers.CharField()
        created_at = serializers.DateTimeField()
        stats = StatsSerializer()

    @extend_schema(
        operation_id="players_me",
        tags=["players"],
        summary="The caller's profile and stats",
        description="The player the bearer token belongs to, with running stats.",
        responses={200: OutputSerializer, **errors(401)},
        examples=[
            OpenApiExample(
                "A player",
                value={
                    "id": "0b5d3f7a-93c4-4d38-bb0e-5c6f1a2e9d10",
                    "display_name": "Ada",
                    "created_at": "2026-11-02T10:00:00Z",
                    "stats": {
                        "games": 3,
                        "games_finished": 2,
                        "games_won": 1,
                        "hands_won": 9,
                        "gins": 2,
                        "best_hand": 61,
                        "daily_streak": 4,
                        "best_daily_streak": 9,
                    },
                },
                response_only=True,
            )
        ],
    )
    def get(self, request: Request) -> Response:
        return Response(selectors.player_profile(request_player(request)))
