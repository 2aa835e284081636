from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RatingsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "ratings"
    verbose_name = _("Ratings")

    def ready(self) -> None:
        from games.signals import GameSection, game_finished, game_section

        from . import selectors, serializers
        from .services import game_finished_receiver

        game_finished.connect(game_finished_receiver, dispatch_uid="ratings.game_finished")
        # Its part of every game document, after the sections of the apps installed before.
        for section in (
            GameSection("rated", selectors.game_rated, serializers.rated_field, example=False),
            GameSection(
                "unrated_reason", selectors.game_unrated_reason, serializers.unrated_reason_field
            ),
            GameSection(
                "aborted", selectors.game_aborted, serializers.aborted_field, example=False
            ),
            GameSection(
                "rating_change", selectors.game_rating_change, serializers.rating_change_field
            ),
        ):
            game_section(section)
