"""``Idempotency-Key``: a request sent again with the same key is applied once.

The first successful response is stored with a fingerprint of the request (method, path,
canonical JSON body) in the same transaction as the work it describes.  The same key with
the same request then gets that response again (same status, same body); the same key with a
different request is refused (422 ``idempotency_key_reused``).  A request that failed
changed nothing and is not stored, so it may be retried with its key.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from django.db import IntegrityError, transaction
from rest_framework.request import Request
from rest_framework.response import Response

from apikit.errors import ApiError
from games.engine.errors import EngineError

from .errors import IDEMPOTENCY_KEY_REUSED, INVALID_IDEMPOTENCY_KEY
from .models import IdempotencyRecord, Player

HEADER = "Idempotency-Key"
REPLAY_HEADER = "Idempotent-Replayed"


def _fingerprint(request: Request) -> str:
    body = json.dumps(request.data, sort_keys=True, separators=(",", ":"), default=str)
    raw = f"{request.method}\n{request.path}\n{body}"
    return hashlib.sha256(raw.encode()).hexdigest()


def _key(request: Request) -> str | None:
    key = request.headers.get(HEADER)
    if key is None:
        return None
    if not 1 <= len(key) <= 255 or not key.isascii() or not key.isprintable():
        raise INVALID_IDEMPOTENCY_KEY.error(
            fields={HEADER: ["1 to 255 printable ASCII characters."]}
        )
    return key


def _replay(record: IdempotencyRecord, fingerprint: str) -> Response:
    if record.request_fingerprint != fingerprint:
        raise IDEMPOTENCY_KEY_REUSED.error()
    return Response(record.body, status=record.status_code, headers={REPLAY_HEADER: "true"})


def idempotent(
    request: Request, player: Player, work: Callable[[], tuple[int, dict[str, Any]]]
) -> Response:
    """Run ``work`` (returning status and body) at most once per key and request."""
    key = _key(request)
    if key is None:
        status, body = work()
        return Response(body, status=status)
    fingerprint = _fingerprint(request)
    record = IdempotencyRecord.objects.filter(player=player, key=key).first()
    if record is not None:
        return _replay(record, fingerprint)
    try:
        with transaction.atomic():
            try:
                status, body = work()
            except (ApiError, EngineError):
                # A concurrent request with this key may have committed while we waited for
                # the game's lock (and made ours stale): then its response is the answer.
                record = IdempotencyRecord.objects.filter(player=player, key=key).first()
                if record is not None:
                    return _replay(record, fingerprint)
                raise
            IdempotencyRecord.objects.create(
                player=player,
                key=key,
                request_fingerprint=fingerprint,
                status_code=status,
                body=body,
            )
    except IntegrityError:
        # The same key raced us and won: its work is committed and ours rolled back.
        record = IdempotencyRecord.objects.filter(player=player, key=key).first()
        if record is None:
            raise
        return _replay(record, fingerprint)
    return Response(body, status=status)
