"""Lobby routes, included under /api/v1/ by ginapi/urls.py."""

from django.urls import path

from .api import RematchApi, SeekAcceptApi, SeekCollectionApi, SeekDetailApi

app_name = "lobby"

urlpatterns = [
    path("seeks", SeekCollectionApi.as_view(), name="seeks"),
    path("seeks/<uuid:seek_id>", SeekDetailApi.as_view(), name="seek"),
    path("seeks/<uuid:seek_id>/accept", SeekAcceptApi.as_view(), name="seek-accept"),
    path("games/<uuid:game_id>/rematch", RematchApi.as_view(), name="rematch"),
]
