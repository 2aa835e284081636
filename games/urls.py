from django.urls import path

from games.api import analysis, friends, games

urlpatterns = [
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
