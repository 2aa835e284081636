"""Sessions: log in on a device (a new token), list the player's devices, revoke one, log out.

Each device has a token of its own, so revoking one (a lost phone) leaves the others working.
"""

from __future__ import annotations

import uuid

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import selectors, services
from accounts.api.players import PASSWORD_MAX_LENGTH, PROFILE_EXAMPLE, PlayerMeApi
from accounts.auth import request_device_label, request_player, request_token
from accounts.models import USERNAME_MAX_LENGTH
from accounts.throttles import LoginAddressThrottle, LoginGlobalThrottle, LoginUsernameThrottle
from apikit.fields import StrictCharField, StrictSerializer
from apikit.schema import error_example, errors
from apikit.throttles import first_refusal

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


class SessionCreateApi(APIView):
    oauth_scope = None
    error_codes = ("invalid_credentials",)
    # Logging in needs no token, and a stale one sent by habit must not get in the way.
    authentication_classes = ()
    permission_classes = (AllowAny,)
    throttle_classes = (LoginAddressThrottle, LoginUsernameThrottle, LoginGlobalThrottle)

    def check_throttles(self, request: Request) -> None:
        """The login limits narrowest first, stopping at the first refusal (as the admin's
        and the consent page's logins do): an attempt the per-address limit refused costs
        the username nothing, so a stranger on one network spends at most that network's
        budget of someone else's account."""
        wait = first_refusal(self.get_throttles(), request, self)
        if wait is not None:
            self.throttled(request, wait)

    @extend_schema_serializer(component_name="SessionCreateRequest")
    class InputSerializer(StrictSerializer):
        username = StrictCharField(
            max_length=USERNAME_MAX_LENGTH, help_text="Any case: it is matched ignoring case."
        )
        password = StrictCharField(max_length=PASSWORD_MAX_LENGTH, trim_whitespace=False)

    @extend_schema_serializer(component_name="SessionCreated")
    class OutputSerializer(serializers.Serializer):
        token = serializers.CharField(
            help_text="A new bearer token for this device. Shown once: it is not stored."
        )
        player = PlayerMeApi.OutputSerializer()

    @extend_schema(
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
        request=InputSerializer,
        responses={
            201: OutputSerializer,
            **errors(
                400,
                401,
                429,
                e401=[INVALID_CREDENTIALS],
            ),
        },
        auth=[],
        examples=[
            OpenApiExample(
                "A username and password",
                value={"username": "ada", "password": "correct horse battery staple"},
                request_only=True,
            ),
            OpenApiExample(
                "A new token for the player",
                value={"token": TOKEN_EXAMPLE, "player": PROFILE_EXAMPLE},
                response_only=True,
                status_codes=["201"],
            ),
        ],
    )
    def post(self, request: Request) -> Response:
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        player, token = services.session_create(
            **data.validated_data, label=request_device_label(request)
        )
        body = {"token": token, "player": selectors.player_profile(player)}
        return Response(body, status=status.HTTP_201_CREATED)


class SessionCurrentDeleteApi(APIView):
    oauth_scope = None
    error_codes: tuple[str, ...] = ()

    @extend_schema(
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
    def delete(self, request: Request) -> Response:
        services.session_delete(player=request_player(request), token_id=request_token(request).pk)
        return Response(status=status.HTTP_204_NO_CONTENT)


SESSION_LIST_LIMIT = 100
"""A player has a token per device it logged in on; a list this long is plenty."""


class PlayerSessionListApi(APIView):
    oauth_scope = None
    error_codes: tuple[str, ...] = ()

    @extend_schema_serializer(component_name="Session")
    class OutputSerializer(serializers.Serializer):
        id = serializers.UUIDField(help_text="For DELETE /api/v1/players/me/sessions/{id}.")
        # The API's field name; it shadows Field.label only on the class, as in schema.py.
        label = serializers.CharField(  # type: ignore[assignment]
            help_text="The User-Agent of the request that made the token, shortened."
        )
        created_at = serializers.DateTimeField()
        last_used_at = serializers.DateTimeField(
            help_text="Kept to within a few minutes, not written on every request."
        )
        current = serializers.BooleanField(help_text="The token this request was sent with.")

    @extend_schema(
        operation_id="players_sessions_list",
        tags=["sessions"],
        summary="The caller's sessions: one token per device, newest first",
        description=(
            "A list of the caller's tokens, newest first (the "
            f"{SESSION_LIST_LIMIT} newest): when each was made and last used, and which one "
            "this request used. Never the token itself."
        ),
        responses={200: OutputSerializer(many=True), **errors(401)},
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
    def get(self, request: Request) -> Response:
        player, current = request_player(request), request_token(request)
        tokens = selectors.token_list_for(player=player)[:SESSION_LIST_LIMIT]
        return Response([selectors.token_summary(token, current) for token in tokens])


class PlayerSessionDeleteApi(APIView):
    oauth_scope = None
    error_codes: tuple[str, ...] = ()

    @extend_schema(
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
    def delete(self, request: Request, session_id: uuid.UUID) -> Response:
        services.session_delete(player=request_player(request), token_id=session_id)
        return Response(status=status.HTTP_204_NO_CONTENT)
