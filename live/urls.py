from django.urls import path

from live import api

urlpatterns = [
    path("players/me/stream", api.PlayerStreamApi.as_view(), name="players-me-stream"),
    path("games/<uuid:game_id>/stream", api.GameStreamApi.as_view(), name="games-stream"),
]
