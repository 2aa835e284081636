"""The operations of accounts/api/players.py and accounts/api/sessions.py as the OpenAPI
schema documents them: the request and answer shapes and each operation's declaration
(``extend_schema``), applied beside the view method it describes, one line each."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import RegexValidator
from django.utils.translation import gettext_lazy as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers

from accounts.api.names import DisplayNameField
from accounts.models import USERNAME_MAX_LENGTH
from accounts.names import RAW_NAME_FACTOR, name_validate, normalize_username
from apikit.fields import StrictCharField, StrictSerializer
from apikit.schema import error_example, errors


def _invalid_input(field: str, problem: str) -> OpenApiExample:
    return error_example("invalid_input", f"{field}: {problem}", {field: [problem]})


def _unknown_field(field: str) -> OpenApiExample:
    message = f"{field} is not a field of this operation."
    return error_example("unknown_field", message, {field: [message]})


@extend_schema_serializer(component_name="PlayerCreateRequest")
class PlayerCreateRequest(StrictSerializer):
    display_name = DisplayNameField()


@extend_schema_serializer(component_name="PlayerCreated")
class PlayerCreated(serializers.Serializer):
    id = serializers.UUIDField()
    display_name = serializers.CharField()
    token = serializers.CharField(
        help_text="Bearer token for every other call. Shown once: it is not stored."
    )


PLAYERS_CREATE = extend_schema(
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
    request=PlayerCreateRequest,
    responses={201: PlayerCreated, **errors(400, 429)},
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


@extend_schema_serializer(component_name="PlayerRenameRequest")
class PlayerRenameRequest(PlayerCreateRequest):
    """The same ``display_name`` field, so the same validation, as at creation."""


@extend_schema_serializer(component_name="PlayerProfile")
class PlayerProfile(serializers.Serializer):
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


PLAYERS_ME = extend_schema(
    operation_id="players_me",
    tags=["players"],
    summary="The caller's profile and stats",
    description=(
        "The player the bearer token belongs to, with running stats. `username` is null "
        "and `registered` false for a guest."
    ),
    responses={200: PlayerProfile, **errors(401)},
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


PLAYERS_ME_RENAME = extend_schema(
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
    request=PlayerRenameRequest,
    responses={
        200: PlayerProfile,
        **errors(
            400,
            401,
            429,
            e400=[
                _invalid_input("display_name", "This field may not be blank."),
                _unknown_field("username"),
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


CREDENTIALS_EXAMPLE = OpenApiExample(
    "A username and password",
    value={"username": "ada", "password": "correct horse battery staple"},
    request_only=True,
)
"""What a player sends to register (POST /players/me/credentials) and to log in (POST
/sessions)."""


@extend_schema_serializer(component_name="PlayerCredentialsRequest")
class PlayerCredentialsRequest(StrictSerializer):
    username = UsernameField()
    password = StrictCharField(
        max_length=PASSWORD_MAX_LENGTH,
        trim_whitespace=False,
        help_text="Checked by the password validators (length, common, numeric, similar).",
    )


PLAYERS_CREDENTIALS_SET = extend_schema(
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
    request=PlayerCredentialsRequest,
    responses={
        200: PlayerProfile,
        **errors(
            400,
            401,
            409,
            422,
            429,
            e400=[
                _invalid_input("password", "This password is too common."),
                _unknown_field("email"),
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
        CREDENTIALS_EXAMPLE,
        OpenApiExample(
            "The player, now registered",
            value=PROFILE_EXAMPLE,
            response_only=True,
            status_codes=["200"],
        ),
    ],
)


TOKEN_EXAMPLE = "Zr4u8Qk1Xc7vB2nM5pL0sD9fG3hJ6kT8wE1yA4oI7qU"


SESSION_EXAMPLE = {
    "id": "5c1e0a7d-2b4f-4e8a-9d3c-7f6b1a2e8c90",
    "label": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    "created_at": "2026-11-02T10:00:00Z",
    "last_used_at": "2026-11-03T18:42:10Z",
    "current": True,
}


INVALID_CREDENTIALS = error_example(
    "invalid_credentials", "The username or the password is not right."
)


@extend_schema_serializer(component_name="SessionCreateRequest")
class SessionCreateRequest(StrictSerializer):
    username = StrictCharField(
        max_length=USERNAME_MAX_LENGTH, help_text="Any case: it is matched ignoring case."
    )
    password = StrictCharField(max_length=PASSWORD_MAX_LENGTH, trim_whitespace=False)


@extend_schema_serializer(component_name="SessionCreated")
class SessionCreated(serializers.Serializer):
    token = serializers.CharField(
        help_text="A new bearer token for this device. Shown once: it is not stored."
    )
    player = PlayerProfile()


SESSIONS_CREATE = extend_schema(
    operation_id="sessions_create",
    tags=["sessions"],
    summary="Log in: a new token for a registered player on this device",
    description=(
        "With the username (any case) and password set by "
        "POST /api/v1/players/me/credentials: a new bearer token for that player, the "
        "one this device sends from now on. Every device has its own token; the others "
        "keep working. A wrong password and an unknown username are the same 401 "
        "`invalid_credentials`. Attempts are limited per username and per client "
        "address (429 with Retry-After)."
    ),
    request=SessionCreateRequest,
    responses={
        201: SessionCreated,
        **errors(
            400,
            401,
            429,
            e401=[INVALID_CREDENTIALS],
        ),
    },
    auth=[],
    examples=[
        CREDENTIALS_EXAMPLE,
        OpenApiExample(
            "A new token for the player",
            value={"token": TOKEN_EXAMPLE, "player": PROFILE_EXAMPLE},
            response_only=True,
            status_codes=["201"],
        ),
    ],
)


SESSIONS_CURRENT_DELETE = extend_schema(
    operation_id="sessions_current_delete",
    tags=["sessions"],
    summary="Log out: revoke the token of this request",
    description=(
        "The token this request was sent with stops working at once (401 after). The "
        "player's other devices stay logged in. A guest that logs out without having set "
        "credentials cannot come back as that player."
    ),
    request=None,
    responses={204: None, **errors(401)},
)


SESSION_LIST_LIMIT = 100
"""A player has a token per device it logged in on; a list this long is plenty."""


@extend_schema_serializer(component_name="Session")
class Session(serializers.Serializer):
    id = serializers.UUIDField(help_text="For DELETE /api/v1/players/me/sessions/{id}.")
    # The API's field name; it shadows Field.label only on the class, as in apikit/schema.py.
    label = serializers.CharField(  # type: ignore[assignment]
        help_text="The User-Agent of the request that made the token, shortened."
    )
    created_at = serializers.DateTimeField()
    last_used_at = serializers.DateTimeField(
        help_text="Kept to within a few minutes, not written on every request."
    )
    current = serializers.BooleanField(help_text="The token this request was sent with.")


PLAYERS_SESSIONS_LIST = extend_schema(
    operation_id="players_sessions_list",
    tags=["sessions"],
    summary="The caller's sessions: one token per device, newest first",
    description=(
        "A list of the caller's tokens, newest first (the "
        f"{SESSION_LIST_LIMIT} newest): when each was made and last used, and which one "
        "this request used. Never the token itself."
    ),
    responses={200: Session(many=True), **errors(401)},
    examples=[
        OpenApiExample(
            "Two devices",
            value=[
                SESSION_EXAMPLE,
                {
                    **SESSION_EXAMPLE,
                    "id": "9a0f4c2e-6d1b-4b7a-8e5f-3c2d1b0a9f87",
                    "label": "curl/8.5.0",
                    "created_at": "2026-10-30T08:15:00Z",
                    "last_used_at": "2026-10-30T08:20:00Z",
                    "current": False,
                },
            ],
            response_only=True,
        )
    ],
)


PLAYERS_SESSIONS_DELETE = extend_schema(
    operation_id="players_sessions_delete",
    tags=["sessions"],
    summary="Revoke one of the caller's sessions",
    description=(
        "The token with this id (from GET /api/v1/players/me/sessions) stops working at "
        "once: a lost or sold device is logged out. The caller's own id logs this device "
        "out. Another player's session is a 404."
    ),
    parameters=[
        OpenApiParameter(
            "session_id",
            OpenApiTypes.UUID,
            OpenApiParameter.PATH,
            description="The `id` of a session from GET /api/v1/players/me/sessions.",
        )
    ],
    request=None,
    responses={204: None, **errors(401, 404)},
)
