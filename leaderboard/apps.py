from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LeaderboardConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "leaderboard"
    verbose_name = _("Leaderboards")

    def ready(self) -> None:
        from accounts.signals import player_registered
        from daily.signals import daily_attempt_started
        from games.signals import hand_won

        from .services import (
            daily_attempt_started_receiver,
            hand_won_receiver,
            player_registered_receiver,
        )

        hand_won.connect(hand_won_receiver, dispatch_uid="leaderboard.hand_won")
        daily_attempt_started.connect(
            daily_attempt_started_receiver, dispatch_uid="leaderboard.daily_attempt_started"
        )
        player_registered.connect(
            player_registered_receiver, dispatch_uid="leaderboard.player_registered"
        )
