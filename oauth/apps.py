from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class OauthConfig(AppConfig):
    name = "oauth"
    verbose_name = _("Third-party apps")

    def ready(self) -> None:
        from oauth import receivers  # noqa: F401  (connects them)
