from django.conf import settings
from django.contrib import admin
from django.urls import include, path
from django.views.generic import RedirectView
from drf_spectacular.views import (
    SpectacularAPIView,
    SpectacularRedocView,
    SpectacularSwaggerView,
)

from apikit.csp import DOCS_POLICY, content_security_policy
from apikit.errors import json_error_view
from apikit.metrics import metrics_view
from ginapi.admin_login import admin_login
from ginapi.health import healthz

docs_page = content_security_policy(DOCS_POLICY)

urlpatterns = [
    path("api/v1/", include("accounts.urls")),
    path("api/v1/", include("games.urls")),
    path("api/v1/", include("live.urls")),
    path("api/v1/", include("daily.urls")),
    path("api/v1/", include("leaderboard.urls")),
    path("api/v1/", include("oauth.api_urls")),
    path("oauth/", include("oauth.urls")),
    path("api/v1/", include("ratings.urls")),
    path("api/v1/", include("lobby.urls")),
    path("api/v1/", include("reviews.urls")),
    path("api/v1/", include("puzzles.urls")),
    path("api/schema", SpectacularAPIView.as_view(), name="schema"),
    path(
        "api/docs",
        # Its own template: started from a static file, as the policy allows no inline script.
        docs_page(
            SpectacularSwaggerView.as_view(url_name="schema", template_name="docs/swagger.html")
        ),
        name="docs",
    ),
    path(
        "api/redoc",
        # Its own template: the package's links Google Fonts, and the page must load nothing
        # from another origin, nor run an inline script.
        docs_page(SpectacularRedocView.as_view(url_name="schema", template_name="docs/redoc.html")),
        name="redoc",
    ),
    path("healthz", healthz, name="healthz"),
    path("metrics", metrics_view, name="metrics"),
    # Before admin.site.urls: the same login, throttled (ginapi/admin_login.py).
    path("admin/login/", admin_login, name="admin_login"),
    path("admin/", admin.site.urls),
]
if settings.PLAY_CLIENT:
    urlpatterns.append(path("play/", include("play.urls")))
# The front door: the web client, or the API's documentation where the client is off.
urlpatterns.append(
    path("", RedirectView.as_view(url="/play/" if settings.PLAY_CLIENT else "/api/docs"))
)

# Unknown paths and crashes answer in the API's one error shape too.
handler400 = json_error_view("bad_request", 400)
handler403 = json_error_view("permission_denied", 403)
handler404 = json_error_view("not_found", 404)
handler500 = json_error_view("server_error", 500)
