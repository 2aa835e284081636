"""games 0002_accounts: the tokens players held before accounts keep working after it."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from typing import Any

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from accounts.models import Player, Token, hash_token
from tests.conftest import client_for

BEFORE = ("games", "0001_initial")
AFTER = ("games", "0002_accounts")

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


def _migrate(target: tuple[str, str]) -> Any:
    """Migrate games to ``target``; the historical apps at that point."""
    executor = MigrationExecutor(connection)
    executor.migrate([target])
    return executor.loader.project_state([target]).apps


def _migrate_to_latest() -> None:
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())


@pytest.fixture
def before_accounts() -> Iterator[Any]:
    """The database as it was before accounts; migrated to the latest state afterwards."""
    yield _migrate(BEFORE)
    _migrate_to_latest()


def test_every_players_token_still_authenticates_it_after_the_migration(before_accounts):
    OldPlayer = before_accounts.get_model("games", "Player")
    tokens = {f"Player {n}": secrets.token_urlsafe(32) for n in range(3)}
    for name, token in tokens.items():
        OldPlayer.objects.create(display_name=name, token_hash=hash_token(token))

    _migrate(AFTER)

    assert Token.objects.count() == 3
    # The API of today reads what later migrations added; the tokens must survive them too.
    _migrate_to_latest()
    for name, token in tokens.items():
        response = client_for(token).get("/api/v1/players/me")
        assert response.status_code == 200
        assert (response.json()["display_name"], response.json()["registered"]) == (name, False)
    for player in Player.objects.all():
        assert (player.username, player.password) == (None, "")
        token_row = Token.objects.get(player=player)
        assert token_row.created_at == player.created_at


def test_going_back_gives_each_player_its_newest_token(before_accounts):
    OldPlayer = before_accounts.get_model("games", "Player")
    old = secrets.token_urlsafe(32)
    OldPlayer.objects.create(display_name="Ada", token_hash=hash_token(old))
    _migrate(AFTER)

    apps = _migrate(BEFORE)

    assert list(apps.get_model("games", "Player").objects.values_list("token_hash", flat=True)) == [
        hash_token(old)
    ]
