"""POST /api/v1/players, GET and PATCH /api/v1/players/me and
POST /api/v1/players/me/credentials."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import RegexValidator
from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import OpenApiExample, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from accounts import selectors, services
from accounts.api.names import DisplayNameField
from accounts.auth import request_device_label, request_player
from accounts.models import USERNAME_MAX_LENGTH
from accounts.names import RAW_NAME_FACTOR, name_validate, normalize_username
from accounts.throttles import LoginAddressThrottle
from apikit.fields import StrictCharField, StrictSerializer
from apikit.schema import error_example, errors
from apikit.throttles import ScopedRateThrottle, rate_throttle


class PlayerCreateApi(APIView):
    oauth_scope = None
    error_codes: tuple[str, ...] = ()
    # Signing up needs no token, and a stale one sent by habit must not get in the way.
    authentication_classes = ()
    permission_classes = (AllowAny,)
    # A burst rate, then what a household needs per hour and per day (a guest is a new
    # Daily Gin attempt: docs/API.md "Trust").
    throttle_classes = (
        ScopedRateThrottle,
        rate_throttle("players_hour", per_address=True),
        rate_throttle("players_day", per_address=True),
    )
    throttle_scope = "players"

    @extend_schema_serializer(component_name="PlayerCreateRequest")
    class InputSerializer(StrictSerializer):
        display_name = DisplayNameField()

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
            "cannot be shown again. Throttled per client address: THROTTLE_PLAYERS (default "
            "120/minute), THROTTLE_PLAYERS_HOUR (10/hour) and THROTTLE_PLAYERS_DAY (30/day), "
            "what a household needs: each guest is a new Daily Gin attempt."
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
        player, token = services.player_create(
            **data.validated_data, label=request_device_label(request)
        )
        body = {"id": str(player.pk), "display_name": player.display_name, "token": token}
        return Response(body, status=status.HTTP_201_CREATED)


PROFILE_EXAMPLE: dict[str, Any] = {
    "id": "0b5d3f7a-93c4-4d38-bb0e-5c6f1a2e9d10",
    "display_name": "Ada",
    "created_at": "2026-11-02T10:00:00Z",
    "username": "ada",
    "registered": True,
    "stats": {
        "games": 3,
        "games_finished": 2,
        "games_won": 1,
        "hands_won": 9,
        "gins": 2,
        "best_hand": 61,
    },
}


class PlayerMeApi(APIView):
    # Reading the profile is open to an OAuth token with profile:read; renaming (PATCH) never
    # is (a name change is the player's own, like its credentials).
    oauth_scope = {"GET": "profile:read"}  # PATCH left out: closed to OAuth tokens
    error_codes: tuple[str, ...] = ()
    throttle_scope = "player_rename"

    def get_throttles(self) -> list[BaseThrottle]:
        # Only a rename is counted (per player): reading the profile stays free.
        return [ScopedRateThrottle()] if self.request.method == "PATCH" else []

    @extend_schema_serializer(component_name="PlayerRenameRequest")
    class RenameSerializer(PlayerCreateApi.InputSerializer):
        """The same ``display_name`` field, so the same validation, as at creation."""

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
        username = serializers.CharField(
            allow_null=True,
            help_text="Set by POST /api/v1/players/me/credentials; null for a guest.",
        )
        registered = serializers.BooleanField(
            help_text="Whether the player can log in with a username and password."
        )
        stats = StatsSerializer()

    @extend_schema(
        operation_id="players_me",
        tags=["players"],
        summary="The caller's profile and stats",
        description=(
            "The player the bearer token belongs to, with running stats. `username` is null "
            "and `registered` false for a guest."
        ),
        responses={200: OutputSerializer, **errors(401)},
        examples=[
            OpenApiExample(
                "A player",
                value={
                    **PROFILE_EXAMPLE,
                    "stats": {
                        **PROFILE_EXAMPLE["stats"],
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

    @extend_schema(
        operation_id="players_me_rename",
        tags=["players"],
        summary="Change the caller's display name",
        description=(
            "A guest or registered player takes a new `display_name`, validated exactly as at "
            "POST /api/v1/players. Boards, games (the opponent's `display_name`, whose ETag "
            "changes with it) and streams show the new name from then on; past results are "
            "not rewritten, they are read with the player's current name. Throttled per "
            "player (`THROTTLE_PLAYER_RENAME`, 10 a minute by default); never open to an "
            "OAuth token. Bad input changes nothing."
        ),
        request=RenameSerializer,
        responses={
            200: OutputSerializer,
            **errors(
                400,
                401,
                429,
                e400=[
                    error_example(
                        "invalid_input",
                        "display_name: This field may not be blank.",
                        {"display_name": ["This field may not be blank."]},
                    ),
                    error_example(
                        "unknown_field",
                        "username is not a field of this operation.",
                        {"username": ["username is not a field of this operation."]},
                    ),
                ],
            ),
        },
        examples=[
            OpenApiExample("A new name", value={"display_name": "Ada L."}, request_only=True),
            OpenApiExample(
                "The player, renamed",
                value={**PROFILE_EXAMPLE, "display_name": "Ada L."},
                response_only=True,
                status_codes=["200"],
            ),
        ],
    )
    def patch(self, request: Request) -> Response:
        player = request_player(request)
        data = self.RenameSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        services.player_rename(player=player, **data.validated_data)
        return Response(selectors.player_profile(player))


PASSWORD_MAX_LENGTH = 256
"""Ample for a passphrase; a megabyte of password is not worth hashing."""


class UsernameField(StrictCharField):
    """A username as chosen: 3 to 40 letters, digits and ``. @ + - _``, NFKC-normalised
    (so no control or format character gets through).  Stored as typed, unique ignoring case
    as accounts.names.username_key folds it."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(
            min_length=3,
            max_length=USERNAME_MAX_LENGTH,
            validators=[
                RegexValidator(
                    r"^[\w.@+-]+\Z",
                    _("Use only letters, digits and the characters . @ + - _"),
                    code="invalid_username",
                )
            ],
            help_text=(
                "3 to 40 letters, digits and . @ + - _; unique ignoring case, kept as typed."
            ),
            **kwargs,  # type: ignore[arg-type]
        )

    def to_internal_value(self, data: object) -> str:
        if isinstance(data, str) and len(data) > RAW_NAME_FACTOR * USERNAME_MAX_LENGTH:
            self.fail("max_length", max_length=USERNAME_MAX_LENGTH)
        username = normalize_username(super().to_internal_value(data))
        try:
            return name_validate(username)
        except DjangoValidationError as error:
            raise serializers.ValidationError(error.messages, code=error.code) from None


class PlayerCredentialsApi(APIView):
    oauth_scope = None
    error_codes = ("already_registered", "username_taken")
    # Counted with the logins from the same address: a 409 tells whether a username exists,
    # so probing names here must be as slow as guessing them at POST /sessions.
    throttle_classes = (LoginAddressThrottle,)

    @extend_schema_serializer(component_name="PlayerCredentialsRequest")
    class InputSerializer(StrictSerializer):
        username = UsernameField()
        password = StrictCharField(
            max_length=PASSWORD_MAX_LENGTH,
            trim_whitespace=False,
            help_text="Checked by the password validators (length, common, numeric, similar).",
        )

    @extend_schema(
        operation_id="players_credentials_set",
        tags=["players"],
        summary="Register the caller: a username and password for other devices",
        description=(
            "The guest calling becomes a registered player: from now on "
            "POST /api/v1/sessions with this username and password gives a new token for "
            "the same player (its games and stats) on another device. The caller's token "
            "keeps working. The username is unique ignoring case and kept as typed; the "
            "password must pass the password validators and only its hash is stored. "
            "Credentials are set once: a registered player gets 422 `already_registered`. "
            "A username in use (in any case) is 409 `username_taken`. Attempts count "
            "against the same per-address limit as logins (429)."
        ),
        request=InputSerializer,
        responses={
            200: PlayerMeApi.OutputSerializer,
            **errors(
                400,
                401,
                409,
                422,
                429,
                e400=[
                    error_example(
                        "invalid_input",
                        "password: This password is too common.",
                        {"password": ["This password is too common."]},
                    ),
                    error_example(
                        "unknown_field",
                        "email is not a field of this operation.",
                        {"email": ["email is not a field of this operation."]},
                    ),
                ],
                e409=[
                    error_example(
                        "username_taken",
                        "The username ada is taken.",
                        {"username": ["The username ada is taken."]},
                    )
                ],
                e422=[
                    error_example(
                        "already_registered", "This player already has a username and password."
                    )
                ],
            ),
        },
        examples=[
            OpenApiExample(
                "A username and password",
                value={"username": "ada", "password": "correct horse battery staple"},
                request_only=True,
            ),
            OpenApiExample(
                "The player, now registered",
                value=PROFILE_EXAMPLE,
                response_only=True,
                status_codes=["200"],
            ),
        ],
    )
    def post(self, request: Request) -> Response:
        player = request_player(request)
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        services.player_credentials_set(player=player, **data.validated_data)
        return Response(selectors.player_profile(player))
