"""What a redirect URI may be (API.md): ``https://...``, or ``http://`` on a loopback host
with a port, for development (RFC 8252 7.3); matched exactly when used (App)."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.utils.translation import gettext as _

LOOPBACK_HOSTS = ("127.0.0.1", "localhost")
MAX_REDIRECT_URI_LENGTH = 500


def redirect_uri_problem(uri: str) -> str | None:
    """Why ``uri`` cannot be registered, or None: ``https://host/...``, or for development
    ``http://127.0.0.1:PORT/...`` / ``http://localhost:PORT/...``; never a fragment,
    credentials in the URL, or whitespace."""
    if not uri or len(uri) > MAX_REDIRECT_URI_LENGTH or any(c.isspace() for c in uri):
        return _("A redirect URI is an absolute URL of at most 500 characters, no spaces.")
    try:
        parts = urlsplit(uri)
        port = parts.port
    except ValueError:
        return _("Not a URL.")
    if parts.fragment or "#" in uri or parts.username or parts.password or not parts.hostname:
        return _("A redirect URI has a host and no fragment nor user name.")
    if parts.scheme == "https":
        return None
    if parts.scheme == "http" and parts.hostname in LOOPBACK_HOSTS and port is not None:
        return None
    return _(
        "A redirect URI is https://..., or http://127.0.0.1:PORT/... or "
        "http://localhost:PORT/... for development."
    )
