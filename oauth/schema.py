"""The operations of oauth/api.py as the OpenAPI schema documents them: the request and
answer shapes and each operation's declaration (``extend_schema``), applied beside the
view method it describes, one line each."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    extend_schema,
    extend_schema_serializer,
)
from rest_framework import serializers

from accounts.api.names import DisplayNameField
from apikit.fields import StrictCharField, StrictSerializer
from apikit.schema import error_example, errors
from oauth import services
from oauth.models import APP_NAME_MAX_LENGTH
from oauth.redirects import MAX_REDIRECT_URI_LENGTH

APP_EXAMPLE = {
    "client_id": "kJ3x9Qw2mZ7vB1nR5tY8uI0oP4aS6dF2gH7jK9lL",
    "name": "Gin on the go",
    "redirect_uris": ["https://gin.example/callback", "http://127.0.0.1:5173/callback"],
    "public": True,
    "created_at": "2026-12-01T10:00:00Z",
}


@extend_schema_serializer(component_name="AppCreateRequest")
class AppCreateRequest(StrictSerializer):
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
class AppCreated(serializers.Serializer):
    client_id = serializers.CharField()
    client_secret = serializers.CharField(
        allow_null=True,
        help_text="Only for a confidential app (public: false), and shown only here: "
        "only its hash is kept.",
    )


@extend_schema_serializer(component_name="App")
class App(serializers.Serializer):
    client_id = serializers.CharField()
    name = serializers.CharField()
    redirect_uris = serializers.ListField(child=serializers.CharField())
    public = serializers.BooleanField()
    created_at = serializers.DateTimeField()


APPS_CREATE = extend_schema(
    operation_id="apps_create",
    tags=["apps"],
    summary="Register a third-party app",
    description=(
        "A registered player registers an app that will ask players for access through "
        "`GET /oauth/authorize` (authorization code with PKCE S256). A guest: 422 "
        "`registration_required`. Never open to an OAuth access token."
    ),
    request=AppCreateRequest,
    responses={
        201: AppCreated,
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


APPS_LIST = extend_schema(
    operation_id="apps_list",
    tags=["apps"],
    summary="The apps the caller registered",
    description="Newest first; never a secret. Never open to an OAuth access token.",
    responses={200: App(many=True), **errors(401, 403)},
    examples=[OpenApiExample("One app", value=[APP_EXAMPLE], response_only=True)],
)


AUTHORIZATION_EXAMPLE = {
    "id": "3f6c2a1e-8b7d-4c5e-9a0f-1b2c3d4e5f60",
    "app": {"name": "Gin on the go", "client_id": APP_EXAMPLE["client_id"]},
    "scopes": ["profile:read", "games:play"],
    "created_at": "2026-12-01T10:05:00Z",
    "last_used_at": "2026-12-02T19:30:00Z",
}


@extend_schema_serializer(component_name="Authorization")
class Authorization(serializers.Serializer):
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


PLAYERS_AUTHORIZATIONS_LIST = extend_schema(
    operation_id="players_authorizations_list",
    tags=["apps"],
    summary="The apps the caller allowed",
    description=(
        "Each app the player allowed on the consent page, with the scopes it holds. "
        "Never open to an OAuth access token."
    ),
    responses={200: Authorization(many=True), **errors(401, 403)},
    examples=[OpenApiExample("One app", value=[AUTHORIZATION_EXAMPLE], response_only=True)],
)


PLAYERS_AUTHORIZATIONS_DELETE = extend_schema(
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
