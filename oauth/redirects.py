"""What a redirect URI may be (docs/API.md): ``https://...``, or ``http://`` on a loopback host
with a port, for development (RFC 8252 7.3); matched exactly when used (App).

One rule for registration (POST /api/v1/apps, the admin) and for the consent page
(oauth.views.AuthorizeView, App.redirect_uri_allowed): a URI registered is one the consent page
can match, since both ask this module.  It is an absolute URI by RFC 3986 (as oauthlib reads
the one in an authorization request: anything else it refuses before any match) and its host is
a DNS name or an IP literal, so nothing from it (a ``;``, a quote) reaches the consent page's
Content-Security-Policy, which names the URI's origin."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from django.utils.translation import gettext as _
from oauthlib.uri_validate import is_absolute_uri

LOOPBACK_HOSTS = ("127.0.0.1", "localhost")
MAX_REDIRECT_URI_LENGTH = 500
_HOST = re.compile(r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*")
_IP_LITERAL = re.compile(r"[0-9a-f:.]+")


def redirect_uri_problem(uri: str) -> str | None:
    """Why ``uri`` cannot be registered, or None: ``https://host/...``, or for development
    ``http://127.0.0.1:PORT/...`` / ``http://localhost:PORT/...``; never a fragment,
    credentials in the URL, or whitespace."""
    if (
        not uri
        or len(uri) > MAX_REDIRECT_URI_LENGTH
        or any(c.isspace() or not c.isprintable() for c in uri)
    ):
        return _("A redirect URI is an absolute URL of at most 500 characters, no spaces.")
    if not uri.isascii() or not is_absolute_uri(uri):
        return _("Not a URL.")
    try:
        parts = urlsplit(uri)
        port = parts.port
    except ValueError:
        return _("Not a URL.")
    if parts.fragment or "#" in uri or parts.username or parts.password or not parts.hostname:
        return _("A redirect URI has a host and no fragment nor user name.")
    host = parts.hostname
    literal = parts.netloc.rsplit("@", 1)[-1].startswith("[")
    if not (_IP_LITERAL.fullmatch(host) if literal else _HOST.fullmatch(host)):
        return _("A redirect URI's host is a domain name or an IP address.")
    if parts.scheme == "https":
        return None
    if parts.scheme == "http" and parts.hostname in LOOPBACK_HOSTS and port is not None:
        return None
    return _(
        "A redirect URI is https://..., or http://127.0.0.1:PORT/... or "
        "http://localhost:PORT/... for development."
    )
