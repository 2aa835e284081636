"""Daily Gin routes, included under /api/v1/ by ginapi/urls.py."""

from django.urls import path

from .api import DailyDateApi, DailyPlayApi, DailyPracticeApi, DailyTodayApi

app_name = "daily"

urlpatterns = [
    path("daily", DailyTodayApi.as_view(), name="today"),
    path("daily/play", DailyPlayApi.as_view(), name="play"),
    path("daily/<str:date>", DailyDateApi.as_view(), name="date"),
    path("daily/<str:date>/practice", DailyPracticeApi.as_view(), name="practice"),
]
