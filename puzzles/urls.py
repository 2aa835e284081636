"""Puzzle routes, included under /api/v1/ by ginapi/urls.py."""

from django.urls import path

from .api import PuzzleAttemptApi, PuzzleBoardApi, PuzzleNextApi, PuzzleStreakBoardApi

app_name = "puzzles"

urlpatterns = [
    path("puzzles/next", PuzzleNextApi.as_view(), name="next"),
    path("puzzles/<str:puzzle_id>/attempt", PuzzleAttemptApi.as_view(), name="attempt"),
    path("leaderboards/puzzles", PuzzleBoardApi.as_view(), name="board"),
    path("leaderboards/puzzle-streaks", PuzzleStreakBoardApi.as_view(), name="streak-board"),
]
