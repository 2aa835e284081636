from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RatingsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "ratings"
    verbose_name = _("Ratings")

    def ready(self) -> None:
        from games.signals import game_finished

        from .services import game_finished_receiver

        game_finished.connect(game_finished_receiver, dispatch_uid="ratings.game_finished")
