"""gzip for the reference client's files only: the page at /play/ and the static files.

WhiteNoise serves the static files straight from the apps' folders (no ``collectstatic``), so
nothing is compressed ahead of time; this compresses them on the way out when the browser
accepts gzip (a few kB of CPU per first load, then the browser revalidates and gets 304s).
API answers are left alone: they may carry secrets beside what the client sent, the mix that
compression side channels (BREACH) read.
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase
from django.middleware.gzip import GZipMiddleware


class ClientGZipMiddleware(GZipMiddleware):
    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        prefixes = ("/play/", "/" + settings.STATIC_URL.lstrip("/"))
        if not request.path.startswith(prefixes):
            return response
        return super().process_response(request, response)
