"""Leaderboard routes, included under /api/v1/ by ginapi/urls.py."""

from django.urls import path

from .api import BestHandBoardApi, DailyBoardApi

app_name = "leaderboard"

urlpatterns = [
    path("leaderboards/best-hand", BestHandBoardApi.as_view(), name="best-hand"),
    path("leaderboards/daily/<str:date>", DailyBoardApi.as_view(), name="daily"),
]
