from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RatingsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "ratings"
    verbose_name = _("Ratings")

    def ready(self) -> None:
        from games.signals import (
            CreateOption,
            GameSection,
            create_option,
            game_finished,
            game_section,
            join_check,
        )

        from . import selectors, serializers, services

        game_finished.connect(services.game_finished_receiver, dispatch_uid="ratings.game_finished")
        # POST /games {"rated": true}, and who may join such a game.
        create_option(
            CreateOption(
                "rated",
                serializers.rated_option_field,
                services.rated_option_check,
                services.rated_option_created,
            )
        )
        join_check("rated", services.rated_join_check)
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
