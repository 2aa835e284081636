from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LeaderboardConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "leaderboard"
    verbose_name = _("Leaderboards")

    def ready(self) -> None:
        from daily.signals import daily_attempt_started
        from games.signals import player_registered

        from .services import daily_attempt_started_receiver, player_registered_receiver

        daily_attempt_started.connect(
            daily_attempt_started_receiver, dispatch_uid="leaderboard.daily_attempt_started"
        )
        player_registered.connect(
            player_registered_receiver, dispatch_uid="leaderboard.player_registered"
        )
