"""POST/GET /api/v1/apps and GET/DELETE /api/v1/players/me/authorizations.

Never open to an OAuth access token (``oauth_scope = None``): an app must not register apps
nor read or withdraw what the player allowed.
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
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from accounts.api.names import DisplayNameField
from accounts.auth import request_player
from apikit.fields import StrictCharField, StrictSerializer
from apikit.schema import error_example, errors
from apikit.throttles import ScopedRateThrottle
from oauth import selectors, services
from oauth.models import APP_NAME_MAX_LENGTH
from oauth.redirects import MAX_REDIRECT_URI_LENGTH

APP_EXAMPLE = {
    "client_id": "kJ3x9Qw2mZ7vB1nR5tY8uI0oP4aS6dF2gH7jK9lL",
    "name": "Gin on the go",
    "redirect_uris": ["https://gin.example/callback", "http://127.0.0.1:5173/callback"],
    "public": True,
    "created_at": "2026-12-01T10:00:00Z",
}


class AppCollectionApi(APIView):
    oauth_scope = None
    error_codes = ("registration_required", "too_many_apps")
    throttle_classes = (ScopedRateThrottle,)
    throttle_scope = "apps"

    def get_throttles(self) -> list[BaseThrottle]:
        # Registering is throttled (THROTTLE_APPS); reading one's own list is not.
        return super().get_throttles() if self.request.method == "POST" else []

    @extend_schema_serializer(component_name="AppCreateRequest")
    class InputSerializer(StrictSerializer):
        name = DisplayNameField(
            max_length=APP_NAME_MAX_LENGTH,
            help_text=(
                "Shown to players on the consent page; held to the display names' rules "
                f"(1 to {APP_NAME_MAX_LENGTH} characters)."
            ),
        )
        redirect_uris = serializers.ListField(
            child=StrictCharField(max_length=MAX_REDIRECT_URI_LENGTH),
            min_length=1,
            max_length=services.MAX_REDIRECT_URIS,
            help_text=(
                "Where the consent page may send the player back, matched exactly: "
                "`https://...`, or `http://127.0.0.1:PORT/...` / `http://localhost:PORT/...` "
                "for development."
            ),
        )
        public = serializers.BooleanField(
            help_text=(
                "true for an app that cannot keep a secret (a browser or phone app: PKCE "
                "only); false for a server that can (it also gets a client_secret)."
            )
        )

    @extend_schema_serializer(component_name="AppCreated")
    class CreatedSerializer(serializers.Serializer):
        client_id = serializers.CharField()
        client_secret = serializers.CharField(
            allow_null=True,
            help_text="Only for a confidential app (public: false), and shown only here: "
            "only its hash is kept.",
        )

    @extend_schema_serializer(component_name="App")
    class OutputSerializer(serializers.Serializer):
        client_id = serializers.CharField()
        name = serializers.CharField()
        redirect_uris = serializers.ListField(child=serializers.CharField())
        public = serializers.BooleanField()
        created_at = serializers.DateTimeField()

    @extend_schema(
        operation_id="apps_create",
        tags=["apps"],
        summary="Register a third-party app",
        description=(
            "A registered player registers an app that will ask players for access through "
            "`GET /oauth/authorize` (authorization code with PKCE S256). A guest: 422 "
            "`registration_required`. Never open to an OAuth access token."
        ),
        request=InputSerializer,
        responses={
            201: CreatedSerializer,
            **errors(
                400,
                401,
                403,
                409,
                422,
                429,
                e422=[
                    error_example(
                        "registration_required",
                        "Only a registered player (with a username) may register an app.",
                    )
                ],
                e409=[error_example("too_many_apps", "A player may register at most 20 apps.")],
            ),
        },
        examples=[
            OpenApiExample(
                "A browser app",
                value={
                    "name": "Gin on the go",
                    "redirect_uris": ["https://gin.example/callback"],
                    "public": True,
                },
                request_only=True,
            ),
            OpenApiExample(
                "Its client_id",
                value={"client_id": APP_EXAMPLE["client_id"], "client_secret": None},
                response_only=True,
                status_codes=["201"],
            ),
        ],
    )
    def post(self, request: Request) -> Response:
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        app, secret = services.app_create(player=request_player(request), **data.validated_data)
        body = {"client_id": app.client_id, "client_secret": secret}
        return Response(body, status=status.HTTP_201_CREATED)

    @extend_schema(
        operation_id="apps_list",
        tags=["apps"],
        summary="The apps the caller registered",
        description="Newest first; never a secret. Never open to an OAuth access token.",
        responses={200: OutputSerializer(many=True), **errors(401, 403)},
        examples=[OpenApiExample("One app", value=[APP_EXAMPLE], response_only=True)],
    )
    def get(self, request: Request) -> Response:
        apps = selectors.app_list_for(player=request_player(request))
        return Response([selectors.app_summary(app) for app in apps])


AUTHORIZATION_EXAMPLE = {
    "id": "3f6c2a1e-8b7d-4c5e-9a0f-1b2c3d4e5f60",
    "app": {"name": "Gin on the go", "client_id": APP_EXAMPLE["client_id"]},
    "scopes": ["profile:read", "games:play"],
    "created_at": "2026-12-01T10:05:00Z",
    "last_used_at": "2026-12-02T19:30:00Z",
}


class AuthorizationListApi(APIView):
    oauth_scope = None
    error_codes = ()

    @extend_schema_serializer(component_name="Authorization")
    class OutputSerializer(serializers.Serializer):
        @extend_schema_serializer(component_name="AuthorizedApp")
        class AppSerializer(serializers.Serializer):
            name = serializers.CharField()
            client_id = serializers.CharField()

        id = serializers.UUIDField(help_text="For DELETE /api/v1/players/me/authorizations/{id}.")
        app = AppSerializer()
        scopes = serializers.ListField(child=serializers.CharField())
        created_at = serializers.DateTimeField()
        last_used_at = serializers.DateTimeField(
            allow_null=True, help_text="To within a few minutes; null until first used."
        )

    @extend_schema(
        operation_id="players_authorizations_list",
        tags=["apps"],
        summary="The apps the caller allowed",
        description=(
            "Each app the player allowed on the consent page, with the scopes it holds. "
            "Never open to an OAuth access token."
        ),
        responses={200: OutputSerializer(many=True), **errors(401, 403)},
        examples=[OpenApiExample("One app", value=[AUTHORIZATION_EXAMPLE], response_only=True)],
    )
    def get(self, request: Request) -> Response:
        authorizations = selectors.authorization_list_for(player=request_player(request))
        return Response([selectors.authorization_summary(a) for a in authorizations])


class AuthorizationDeleteApi(APIView):
    oauth_scope = None
    error_codes = ()
    throttle_classes = (ScopedRateThrottle,)
    throttle_scope = "authorizations"

    @extend_schema(
        operation_id="players_authorizations_delete",
        tags=["apps"],
        summary="Withdraw an app",
        description=(
            "Every token of that app for the caller stops working at once (401), and the "
            "streams opened with them close. Another player's authorization is a 404. "
            "Never open to an OAuth access token."
        ),
        parameters=[
            OpenApiParameter(
                "authorization_id",
                OpenApiTypes.UUID,
                OpenApiParameter.PATH,
                description="The `id` from GET /api/v1/players/me/authorizations.",
            )
        ],
        request=None,
        responses={204: None, **errors(401, 403, 404, 429)},
    )
    def delete(self, request: Request, authorization_id: uuid.UUID) -> Response:
        services.authorization_withdraw(
            player=request_player(request), authorization_id=authorization_id
        )
        return Response(status=status.HTTP_204_NO_CONTENT)
