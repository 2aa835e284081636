"""gzip for the reference client's files only: the page at /play/ and the static files.

WhiteNoise serves the static files straight from the apps' folders (no ``collectstatic``), so
nothing is compressed ahead of time; this compresses them on the way out when the browser
accepts gzip (a few ms of CPU per first load; a returning browser revalidates and gets 304s).
API answers are left alone: they may carry secrets beside what the client sent, the mix that
compression side channels (BREACH) read.

A compressed answer's ETag is marked weak (``W/"..."``), and the browser sends it back so;
If-None-Match compares weakly (RFC 9110), while WhiteNoise compares the tag as it made it, so
the mark is taken off on the way in: a warm reload stays a row of 304s.
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase
from django.middleware.gzip import GZipMiddleware


def _is_client_file(request: HttpRequest) -> bool:
    return request.path.startswith(("/play/", "/" + settings.STATIC_URL.lstrip("/")))


class ClientGZipMiddleware(GZipMiddleware):
    def process_request(self, request: HttpRequest) -> None:
        tags = request.META.get("HTTP_IF_NONE_MATCH")
        if tags and _is_client_file(request):
            request.META["HTTP_IF_NONE_MATCH"] = tags.replace("W/", "")

    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        if not _is_client_file(request):
            return response
        return super().process_response(request, response)
