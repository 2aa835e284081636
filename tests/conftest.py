"""Shared fixtures.  The suite runs on PostgreSQL (tests/settings.py: DATABASE_URL, else the
local server), because moves rely on its row locks."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from games.models import Player
from tests.factories import PlayerFactory


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    # Throttle counters live in the cache; each test starts with none.
    cache.clear()


def client_for(token: str | None = None) -> APIClient:
    """A JSON API client, sending ``token`` as the bearer token when given."""
    client = APIClient()
    if token is not None:
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


@pytest.fixture
def api() -> APIClient:
    """An anonymous client."""
    return client_for()


@pytest.fixture
def make_player(db: None) -> Callable[..., tuple[Player, APIClient]]:
    """A player and a client authenticated as it."""

    def make(display_name: str = "Ada") -> tuple[Player, APIClient]:
        player, token = PlayerFactory.create_with_token(display_name=display_name)
        return player, client_for(token)

    return make


@pytest.fixture
def player_client(make_player: Callable[..., tuple[Player, APIClient]]) -> tuple[Player, APIClient]:
    return make_player()
