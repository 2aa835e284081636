"""JSON bodies, bounded in size.

DRF reads the request stream itself, so Django's DATA_UPLOAD_MAX_MEMORY_SIZE check (made when
``request.body`` is read) never runs; without this a client could make a worker parse a body
of any size.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils.translation import gettext_lazy as _
from rest_framework import exceptions, parsers, status


class RequestTooLarge(exceptions.APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = _("The request body is too large.")
    default_code = "request_too_large"


class JSONParser(parsers.JSONParser):
    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        request = (parser_context or {}).get("request")
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        if request is not None and limit is not None:
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                length = 0
            if length > limit:
                raise RequestTooLarge()
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            # json.loads recurses once per nesting level: [[[[...]]]] is malformed for us.
            raise exceptions.ParseError(_("JSON nested too deeply.")) from None
