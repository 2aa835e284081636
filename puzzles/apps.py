from django.apps import AppConfig


class PuzzlesConfig(AppConfig):
    """Rated Gin puzzles mined from finished hands (issue 41): installed last, imported by none."""

    name = "puzzles"
    default_auto_field = "django.db.models.BigAutoField"
