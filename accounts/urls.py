from django.urls import path

from accounts.api import players, sessions

urlpatterns = [
    path("players", players.PlayerCreateApi.as_view(), name="players-create"),
    path("players/me", players.PlayerMeApi.as_view(), name="players-me"),
    path(
        "players/me/credentials",
        players.PlayerCredentialsApi.as_view(),
        name="players-me-credentials",
    ),
    path(
        "players/me/sessions", sessions.PlayerSessionListApi.as_view(), name="players-me-sessions"
    ),
    path(
        "players/me/sessions/<uuid:session_id>",
        sessions.PlayerSessionDeleteApi.as_view(),
        name="players-me-session",
    ),
    path("sessions", sessions.SessionCreateApi.as_view(), name="sessions-create"),
    path("sessions/current", sessions.SessionCurrentDeleteApi.as_view(), name="sessions-current"),
]
