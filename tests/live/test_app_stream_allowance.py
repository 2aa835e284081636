"""An app's access tokens hold streams against an allowance of their own, apart from the
player's (issue 38, finding 6: an app token with games:read took all 8 of its player's
stream slots)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from apikit.errors import ApiError
from live.api import StreamApi
from live.fanout import slots


@pytest.fixture
def allowances(settings: Any) -> None:
    settings.STREAM_MAX_PER_PLAYER = 3
    settings.STREAM_MAX_PER_APP = 2


def test_an_app_token_counts_against_its_own_smaller_allowance(allowances: None) -> None:
    player = SimpleNamespace(pk="p-1")
    app_request = SimpleNamespace(auth=SimpleNamespace(application_id=7))
    device_request = SimpleNamespace(auth=object())
    app = StreamApi.slot_holder(app_request, player)  # type: ignore[arg-type]
    device = StreamApi.slot_holder(device_request, player)  # type: ignore[arg-type]
    assert app != device
    held = [StreamApi.take_slot(app) for _ in range(2)]
    with pytest.raises(ApiError) as refused:
        StreamApi.take_slot(app)
    assert refused.value.code == "too_many_streams"
    # The player's own devices still have every one of their slots.
    own = [StreamApi.take_slot(device) for _ in range(3)]
    with pytest.raises(ApiError):
        StreamApi.take_slot(device)
    # A stream releases (and refreshes) its slot by the player's id: the app's slot is freed.
    slots.release(str(player.pk), held[0])
    held.append(StreamApi.take_slot(app))
    for slot in held[1:] + own:
        slots.release(str(player.pk), slot)
