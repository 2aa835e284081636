from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class DailyConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "daily"
    verbose_name = _("Daily Gin")

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

        from accounts.signals import profile_section
        from games.signals import GameSection, PlayScope, game_section, hand_won, play_scope

        from .profile import daily_profile
        from .receivers import hand_won_receiver, post_migrate_receiver
        from .selectors import daily_of_game, daily_play_covers
        from .serializers import daily_game_field
        from .signals import daily_deal_made, daily_par_wanted
        from .tasks import daily_par_enqueue_receiver

        profile_section("daily", daily_profile)
        game_section(GameSection("daily", daily_of_game, daily_game_field))
        play_scope(PlayScope("daily:play", daily_play_covers))
        daily_deal_made.connect(daily_par_enqueue_receiver, dispatch_uid="daily.par_enqueue")
        daily_par_wanted.connect(daily_par_enqueue_receiver, dispatch_uid="daily.par_wanted")
        hand_won.connect(hand_won_receiver, dispatch_uid="daily.hand_won")
        post_migrate.connect(post_migrate_receiver, sender=self, dispatch_uid="daily.deals")
