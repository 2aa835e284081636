from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LiveConfig(AppConfig):
    """Live streams (Server-Sent Events) and the fan-out that feeds them.

    Built on ``games`` and heard by nothing below it: it learns that a game changed through
    ``games.signals.game_changed`` and that a device token went through the token's
    ``post_delete`` (live/receivers.py), so ``games`` never imports it.  ``oauth``, ``lobby``
    and ``reviews``, installed after it, publish through live/fanout.py directly.
    """

    name = "live"
    verbose_name = _("Live streams")

    def ready(self) -> None:
        from live import receivers  # noqa: F401  (connects them)
