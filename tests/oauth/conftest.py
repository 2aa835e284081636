from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.oauth.flow import Flow, make_flow


@pytest.fixture
def flow(make_player: Callable[..., Any]) -> Flow:
    """A registered player (ada) with a public app registered (redirect REDIRECT_URI)."""
    return make_flow(make_player)
