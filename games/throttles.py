"""Rate limits on the shared cache, so every web process counts the same requests."""

from __future__ import annotations

from rest_framework import throttling
from rest_framework.settings import api_settings


class ScopedRateThrottle(throttling.ScopedRateThrottle):
    """DRF's scoped throttle, reading the rates when used rather than at import.

    The rates come from settings (THROTTLE_PLAYERS, THROTTLE_MOVES); reading them late lets
    a deployment, or a test, change them without re-importing this module.
    """

    def get_rate(self) -> str | None:
        rate = api_settings.DEFAULT_THROTTLE_RATES.get(self.scope or "")
        return None if rate is None else str(rate)
