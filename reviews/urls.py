"""Hand review routes, included under /api/v1/ by ginapi/urls.py."""

from django.urls import path

from .api import HandReviewApi

app_name = "reviews"

urlpatterns = [
    path(
        "games/<uuid:game_id>/hands/<int:hand>/review",
        HandReviewApi.as_view(),
        name="hand-review",
    ),
]
