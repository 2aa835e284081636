"""``Idempotency-Key``: a request sent again with the same key is applied once.

The first successful response is stored with a fingerprint of the request (method, path,
canonical JSON body) in the same transaction as the work it describes.  The same key with
the same request then gets that response again (same status, same body); the same key with a
different request is refused (422 ``idempotency_key_reused``).  A request that failed
changed nothing and is not stored, so it may be retried with its key.

The rule is plumbing any app's view may use (the games app's create, move and claim); the
answers are the project's state, kept in ``ginapi.models.IdempotencyRecord`` and purged by
``ginapi.tasks``.  ginapi hands its model over when it starts (:func:`keep_records_in`), so
this package imports no app, as :func:`apikit.errors.translate_exception` lets the apps'
errors in.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any, Protocol

from django.core.exceptions import ImproperlyConfigured
from django.db import IntegrityError, models, transaction
from rest_framework.request import Request
from rest_framework.response import Response

from .errors import IDEMPOTENCY_KEY_REUSED, INVALID_IDEMPOTENCY_KEY, is_refusal

HEADER = "Idempotency-Key"
REPLAY_HEADER = "Idempotent-Replayed"


class Record(Protocol):
    """A kept first answer, as :func:`keep_records_in`'s model stores it."""

    request_fingerprint: str
    status_code: int
    body: Any


_model: type[models.Model] | None = None


def keep_records_in(model: type[models.Model]) -> None:
    """Keep the first answers in ``model``: fields ``player``, ``key`` (unique together),
    ``request_fingerprint``, ``status_code`` and ``body``."""
    global _model
    _model = model


def _records() -> models.QuerySet[Any]:
    if _model is None:
        raise ImproperlyConfigured("No model keeps the Idempotency-Key answers: install ginapi.")
    return _model._default_manager.all()


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


def _replay(record: Record, fingerprint: str) -> Response:
    if record.request_fingerprint != fingerprint:
        raise IDEMPOTENCY_KEY_REUSED.error()
    return Response(record.body, status=record.status_code, headers={REPLAY_HEADER: "true"})


def idempotent(
    request: Request, player: models.Model, work: Callable[[], tuple[int, dict[str, Any]]]
) -> Response:
    """Run ``work`` (returning status and body) at most once per ``player``'s key and
    request."""
    key = _key(request)
    if key is None:
        status, body = work()
        return Response(body, status=status)
    fingerprint = _fingerprint(request)
    record = _records().filter(player=player, key=key).first()
    if record is not None:
        return _replay(record, fingerprint)
    try:
        with transaction.atomic():
            try:
                status, body = work()
            except Exception as refused:
                if not is_refusal(refused):
                    raise
                # A concurrent request with this key may have committed while we waited for
                # a lock (the game's, for a move) and made ours stale: then its response is
                # the answer.
                record = _records().filter(player=player, key=key).first()
                if record is not None:
                    return _replay(record, fingerprint)
                raise
            _records().create(
                player=player,
                key=key,
                request_fingerprint=fingerprint,
                status_code=status,
                body=body,
            )
    except IntegrityError:
        # The same key raced us and won: its work is committed and ours rolled back.
        record = _records().filter(player=player, key=key).first()
        if record is None:
            raise
        return _replay(record, fingerprint)
    return Response(body, status=status)
