from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class GamesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "games"
    verbose_name = _("Games")

    def ready(self) -> None:
        from apikit.errors import translate_exception

        from .engine.errors import EngineError
        from .errors import engine_api_error

        translate_exception(EngineError, engine_api_error)
        from accounts.signals import profile_section

        from .selectors import player_game_stats

        # The profile's first stats, before those of the apps installed after this one.
        profile_section("games", player_game_stats)
