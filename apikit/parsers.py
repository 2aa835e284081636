"""JSON bodies: UTF-8 only, bounded in size (docs/API.md "Trust").

DRF reads the request stream itself, so Django's DATA_UPLOAD_MAX_MEMORY_SIZE check (made when
``request.body`` is read) never runs; without the bound here a client could make a worker
parse a body of any size.

DRF's own parser decodes the body with whatever Python codec the ``charset`` of the
Content-Type names, and Python's codecs include ``bz2`` and ``zlib``: a body of 152 bytes
unpacked to 100 MiB in one worker.  A body here is JSON in UTF-8 (RFC 8259): any other
``charset`` is a 415 ``unsupported_media_type`` before a byte is read, the bytes read are
bounded by the limit (whatever ``Content-Length`` claims), and they are decoded as UTF-8 and
nothing else, which never makes more characters than there were bytes, so what is decoded is
bounded by the same limit.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils.http import parse_header_parameters
from django.utils.translation import gettext_lazy as _
from rest_framework import exceptions, parsers, status
from rest_framework.utils import json

BODY_CHARSET = "utf-8"
BODY_CHARSET_NAMES = frozenset({"utf-8", "utf8"})
"""The names of UTF-8 a body may say it is in: the IANA name and ``utf8``, a common alias
(docs/API.md, fourth wave).  Every other name is refused, a real alias of UTF-8 in Python or
not, so no codec lookup ever runs on a client's word."""


class RequestTooLarge(exceptions.APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = _("The request body is too large.")
    default_code = "request_too_large"


class UnsupportedCharset(exceptions.UnsupportedMediaType):
    """415 ``unsupported_media_type`` (DRF's code) for a body in another charset."""

    default_detail = _("A request body is JSON in UTF-8: charset must be utf-8 or absent.")

    def __init__(self) -> None:
        super().__init__(media_type="", detail=self.default_detail)


def body_charset_allowed(content_type: str | None) -> bool:
    """Whether a body sent with ``content_type`` may be read: no ``charset`` parameter, or
    ``utf-8`` or ``utf8`` (any case, quoted or not).  Every other name, a real text codec or not, is
    refused, so no body is ever decoded through another codec."""
    if not content_type:
        return True
    _media, params = parse_header_parameters(content_type)
    charset = params.get("charset")
    return charset is None or charset.strip().strip('"').lower() in BODY_CHARSET_NAMES


def read_bounded(stream: Any, limit: int | None) -> bytes:
    """The body's bytes, at most ``limit`` of them: 413 as soon as there is one more."""
    if limit is None:
        return bytes(stream.read())
    data = bytes(stream.read(limit + 1))
    if len(data) > limit:
        raise RequestTooLarge()
    return data


class JSONParser(parsers.JSONParser):
    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        if not body_charset_allowed(media_type):
            raise UnsupportedCharset()
        request = (parser_context or {}).get("request")
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        if request is not None and limit is not None:
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                length = 0
            if length > limit:
                raise RequestTooLarge()
        body = read_bounded(stream, limit)
        try:
            text = body.decode(BODY_CHARSET)
        except UnicodeDecodeError:
            raise exceptions.ParseError(_("The body is not UTF-8.")) from None
        try:
            parse_constant = json.strict_constant if self.strict else None
            return json.loads(text, parse_constant=parse_constant)
        except RecursionError:
            # json.loads recurses once per nesting level: [[[[...]]]] is malformed for us.
            raise exceptions.ParseError(_("JSON nested too deeply.")) from None
        except ValueError as error:
            raise exceptions.ParseError(f"JSON parse error - {error}") from None
