"""The live app hears the games app through games.signals.game_changed (games never imports
live): whatever games announces reaches live's fan-out unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from games.signals import Notice, announce_change
from live import receivers


def test_a_change_games_announces_is_published_by_live(monkeypatch: pytest.MonkeyPatch) -> None:
    heard: list[dict[str, Any]] = []
    monkeypatch.setattr(receivers, "publish", lambda **kwargs: heard.append(kwargs))
    notice = Notice("p-1", "your_turn", {"game": "g-1", "version": 3})
    announce_change(game_id="g-1", version=3, notices=iter([notice]))
    assert heard == [{"game_id": "g-1", "version": 3, "notices": [notice]}]
