from django.urls import path

from games.api import analysis, friends, games, players, sessions

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
    path("games", games.GameCollectionApi.as_view(), name="games"),
    path("games/join", games.GameJoinApi.as_view(), name="games-join"),
    path("games/<uuid:game_id>", games.GameDetailApi.as_view(), name="games-detail"),
    path("games/<uuid:game_id>/moves", games.MoveCollectionApi.as_view(), name="games-moves"),
    path(
        "games/<uuid:game_id>/claim-victory",
        friends.GameClaimVictoryApi.as_view(),
        name="games-claim-victory",
    ),
    path("games/<uuid:game_id>/cancel", friends.GameCancelApi.as_view(), name="games-cancel"),
    path("analyze", analysis.AnalyzeApi.as_view(), name="analyze"),
    path("score", analysis.ScoreApi.as_view(), name="score"),
    path("rulesets", analysis.RulesetListApi.as_view(), name="rulesets"),
]
