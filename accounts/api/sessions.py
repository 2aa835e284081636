"""Sessions: log in on a device (a new token), list the player's devices, revoke one, log out.

Each device has a token of its own, so revoking one (a lost phone) leaves the others working.
"""

from __future__ import annotations

import uuid

from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import selectors, services
from accounts.api import schema
from accounts.api.schema import SESSION_LIST_LIMIT
from accounts.auth import request_device_label, request_player, request_token
from accounts.throttles import LoginAddressThrottle, LoginGlobalThrottle, LoginUsernameThrottle
from apikit.throttles import first_refusal


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

    @schema.SESSIONS_CREATE
    def post(self, request: Request) -> Response:
        data = schema.SessionCreateRequest(data=request.data)
        data.is_valid(raise_exception=True)
        player, token = services.session_create(
            **data.validated_data, label=request_device_label(request)
        )
        body = {"token": token, "player": selectors.player_profile(player)}
        return Response(body, status=status.HTTP_201_CREATED)


class SessionCurrentDeleteApi(APIView):
    oauth_scope = None
    error_codes: tuple[str, ...] = ()

    @schema.SESSIONS_CURRENT_DELETE
    def delete(self, request: Request) -> Response:
        services.session_delete(player=request_player(request), token_id=request_token(request).pk)
        return Response(status=status.HTTP_204_NO_CONTENT)


class PlayerSessionListApi(APIView):
    oauth_scope = None
    error_codes: tuple[str, ...] = ()

    @schema.PLAYERS_SESSIONS_LIST
    def get(self, request: Request) -> Response:
        player, current = request_player(request), request_token(request)
        tokens = selectors.token_list_for(player=player)[:SESSION_LIST_LIMIT]
        return Response([selectors.token_summary(token, current) for token in tokens])


class PlayerSessionDeleteApi(APIView):
    oauth_scope = None
    error_codes: tuple[str, ...] = ()

    @schema.PLAYERS_SESSIONS_DELETE
    def delete(self, request: Request, session_id: uuid.UUID) -> Response:
        services.session_delete(player=request_player(request), token_id=session_id)
        return Response(status=status.HTTP_204_NO_CONTENT)
