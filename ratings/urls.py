"""Rating routes, included under /api/v1/ by ginapi/urls.py."""

from django.urls import path

from .api import PlayerPublicApi, RatingBoardApi, RatingHistoryApi

app_name = "ratings"

urlpatterns = [
    path("players/<uuid:player_id>", PlayerPublicApi.as_view(), name="player"),
    path(
        "players/<uuid:player_id>/rating-history",
        RatingHistoryApi.as_view(),
        name="rating-history",
    ),
    path("leaderboards/ratings/<str:ruleset>", RatingBoardApi.as_view(), name="board"),
]
