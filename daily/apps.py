from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class DailyConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "daily"
    verbose_name = _("Daily Gin")

    def ready(self) -> None:
        from games.signals import profile_section

        from .profile import daily_profile
        from .signals import daily_deal_made
        from .tasks import daily_par_enqueue_receiver

        profile_section("daily", daily_profile)
        daily_deal_made.connect(daily_par_enqueue_receiver, dispatch_uid="daily.par_enqueue")
