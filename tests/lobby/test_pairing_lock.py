"""The lock of a kind of seek is held only to choose the pair (lobby/services.py seek_post):
the game is dealt and inserted after it is free, and a deal that fails puts the partner back."""

from __future__ import annotations

import hashlib
from typing import Any

import psycopg
import pytest
from django.db import connection

from games.models import Game
from lobby import services
from lobby.models import Seek
from tests.factories import PlayerFactory

pytestmark = pytest.mark.django_db(transaction=True)


def _post(player: Any) -> Seek:
    return services.seek_post(
        player=player, ruleset="standard", target=100, rated=False, rating_range=None
    )


def _kind_lock_is_free() -> bool:
    """From a connection of its own: can the kind's advisory lock be taken right now?"""
    digest = hashlib.sha256(b"ginapi.seek:standard:100:0").digest()
    key = int.from_bytes(digest[:8], "big", signed=True)
    params = connection.get_connection_params()
    params.pop("cursor_factory", None)
    params.pop("context", None)
    with psycopg.connect(**params, autocommit=True) as other:
        row = other.execute("SELECT pg_try_advisory_lock(%s)", [key]).fetchone()
        assert row is not None
        if row[0]:
            other.execute("SELECT pg_advisory_unlock(%s)", [key])
        return bool(row[0])


def test_the_kinds_lock_is_free_while_the_game_is_dealt_and_inserted(monkeypatch) -> None:
    deal = services.game_start_between
    seen: list[bool] = []

    def dealing(**kwargs: Any) -> Game:
        seen.append(_kind_lock_is_free())
        return deal(**kwargs)

    monkeypatch.setattr(services, "game_start_between", dealing)
    waiting = _post(PlayerFactory.create())
    paired = _post(PlayerFactory.create())

    assert seen == [True]
    assert paired.game is not None
    waiting.refresh_from_db()
    assert waiting.status == Seek.Status.PAIRED and waiting.game_id == paired.game.pk


def test_a_deal_that_fails_puts_the_waiting_seek_back_and_withdraws_the_new_one(
    monkeypatch,
) -> None:
    def failing(**kwargs: Any) -> Game:
        raise RuntimeError("the deal failed")

    monkeypatch.setattr(services, "game_start_between", failing)
    waiting = _post(PlayerFactory.create())

    with pytest.raises(RuntimeError):
        _post(PlayerFactory.create())

    waiting.refresh_from_db()
    assert waiting.status == Seek.Status.OPEN and waiting.game_id is None
    assert list(Seek.objects.exclude(pk=waiting.pk).values_list("status", flat=True)) == [
        Seek.Status.WITHDRAWN
    ]
    assert not Game.objects.exists()
