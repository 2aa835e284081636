from django.apps import AppConfig


class GinapiConfig(AppConfig):
    """The project as an app, for the state of its plumbing rather than of any game: the
    Idempotency-Key answers (:mod:`ginapi.models`).  Installed last, as it puts the apps
    together."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "ginapi"

    def ready(self) -> None:
        from apikit.idempotency import keep_records_in

        from .models import IdempotencyRecord

        keep_records_in(IdempotencyRecord)
