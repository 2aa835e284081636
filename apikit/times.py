"""How every response writes a moment: ISO 8601 in UTC with a ``Z``."""

from __future__ import annotations

import datetime as dt


def iso(moment: dt.datetime | None) -> str | None:
    """ISO 8601 in UTC with a Z, as a string (responses are also stored as JSON)."""
    if moment is None:
        return None
    return moment.astimezone(dt.UTC).isoformat().replace("+00:00", "Z")
