from django.urls import path

from oauth import api

urlpatterns = [
    path("apps", api.AppCollectionApi.as_view(), name="apps"),
    path(
        "players/me/authorizations",
        api.AuthorizationListApi.as_view(),
        name="players-me-authorizations",
    ),
    path(
        "players/me/authorizations/<uuid:authorization_id>",
        api.AuthorizationDeleteApi.as_view(),
        name="players-me-authorization",
    ),
]
