"""POST/GET /api/v1/apps and GET/DELETE /api/v1/players/me/authorizations.

Never open to an OAuth access token (``oauth_scope = None``): an app must not register apps
nor read or withdraw what the player allowed.
"""

from __future__ import annotations

import uuid

from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from accounts.auth import request_player
from apikit.throttles import ScopedRateThrottle
from oauth import schema, selectors, services


class AppCollectionApi(APIView):
    oauth_scope = None
    error_codes = ("registration_required", "too_many_apps")
    throttle_classes = (ScopedRateThrottle,)
    throttle_scope = "apps"

    def get_throttles(self) -> list[BaseThrottle]:
        # Registering is throttled (THROTTLE_APPS); reading one's own list is not.
        return super().get_throttles() if self.request.method == "POST" else []

    @schema.APPS_CREATE
    def post(self, request: Request) -> Response:
        data = schema.AppCreateRequest(data=request.data)
        data.is_valid(raise_exception=True)
        app, secret = services.app_create(player=request_player(request), **data.validated_data)
        body = {"client_id": app.client_id, "client_secret": secret}
        return Response(body, status=status.HTTP_201_CREATED)

    @schema.APPS_LIST
    def get(self, request: Request) -> Response:
        apps = selectors.app_list_for(player=request_player(request))
        return Response([selectors.app_summary(app) for app in apps])


class AuthorizationListApi(APIView):
    oauth_scope = None
    error_codes = ()

    @schema.PLAYERS_AUTHORIZATIONS_LIST
    def get(self, request: Request) -> Response:
        authorizations = selectors.authorization_list_for(player=request_player(request))
        return Response([selectors.authorization_summary(a) for a in authorizations])


class AuthorizationDeleteApi(APIView):
    oauth_scope = None
    error_codes = ()
    throttle_classes = (ScopedRateThrottle,)
    throttle_scope = "authorizations"

    @schema.PLAYERS_AUTHORIZATIONS_DELETE
    def delete(self, request: Request, authorization_id: uuid.UUID) -> Response:
        services.authorization_withdraw(
            player=request_player(request), authorization_id=authorization_id
        )
        return Response(status=status.HTTP_204_NO_CONTENT)
