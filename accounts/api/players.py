"""POST /api/v1/players, GET and PATCH /api/v1/players/me and
POST /api/v1/players/me/credentials."""

from __future__ import annotations

from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from accounts import selectors, services
from accounts.api import schema
from accounts.auth import request_device_label, request_player
from accounts.throttles import LoginAddressThrottle
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

    @schema.PLAYERS_CREATE
    def post(self, request: Request) -> Response:
        data = schema.PlayerCreateRequest(data=request.data)
        data.is_valid(raise_exception=True)
        player, token = services.player_create(
            **data.validated_data, label=request_device_label(request)
        )
        body = {"id": str(player.pk), "display_name": player.display_name, "token": token}
        return Response(body, status=status.HTTP_201_CREATED)


class PlayerMeApi(APIView):
    # Reading the profile is open to an OAuth token with profile:read; renaming (PATCH) never
    # is (a name change is the player's own, like its credentials).
    oauth_scope = {"GET": "profile:read"}  # PATCH left out: closed to OAuth tokens
    error_codes: tuple[str, ...] = ()
    throttle_scope = "player_rename"

    def get_throttles(self) -> list[BaseThrottle]:
        # Only a rename is counted (per player): reading the profile stays free.
        return [ScopedRateThrottle()] if self.request.method == "PATCH" else []

    @schema.PLAYERS_ME
    def get(self, request: Request) -> Response:
        return Response(selectors.player_profile(request_player(request)))

    @schema.PLAYERS_ME_RENAME
    def patch(self, request: Request) -> Response:
        player = request_player(request)
        data = schema.PlayerRenameRequest(data=request.data)
        data.is_valid(raise_exception=True)
        services.player_rename(player=player, **data.validated_data)
        return Response(selectors.player_profile(player))


class PlayerCredentialsApi(APIView):
    oauth_scope = None
    error_codes = ("already_registered", "username_taken")
    # Counted with the logins from the same address: a 409 tells whether a username exists,
    # so probing names here must be as slow as guessing them at POST /sessions.
    throttle_classes = (LoginAddressThrottle,)

    @schema.PLAYERS_CREDENTIALS_SET
    def post(self, request: Request) -> Response:
        player = request_player(request)
        data = schema.PlayerCredentialsRequest(data=request.data)
        data.is_valid(raise_exception=True)
        services.player_credentials_set(player=player, **data.validated_data)
        return Response(selectors.player_profile(player))
