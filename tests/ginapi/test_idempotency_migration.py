"""ginapi 0001_idempotency_records and games 0009_idempotency_in_ginapi: the Idempotency-Key
answers kept before the model left the games app are still answered after it (the table
stays; only the migration state moves)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from ginapi.models import IdempotencyRecord

GAMES_BEFORE = ("games", "0008_players_in_accounts")
BEFORE = [GAMES_BEFORE, ("ginapi", None)]
"""games as it left the model, and no ginapi migration."""
BODY = {"opponent": "ai", "ai_level": "novice", "ruleset": "standard"}

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


def _migrate_before() -> Any:
    """Migrate to BEFORE; the historical apps at that point."""
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    return executor.loader.project_state(GAMES_BEFORE).apps


def _migrate_to_latest() -> None:
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())


@pytest.fixture
def before_the_move() -> Iterator[None]:
    """Back to the games app's IdempotencyRecord once the test has its data; migrated to the
    latest state afterwards."""
    yield
    _migrate_to_latest()


def test_the_answers_kept_in_the_games_app_are_replayed_after_the_move(
    before_the_move, player_client
):
    player, client = player_client
    first = client.post("/api/v1/games", BODY, format="json", HTTP_IDEMPOTENCY_KEY="first")
    assert first.status_code == 201

    apps = _migrate_before()
    OldRecord = apps.get_model("games", "IdempotencyRecord")
    assert list(OldRecord.objects.values_list("key", flat=True)) == ["first"]
    OldRecord.objects.create(
        player_id=player.id, key="old", request_fingerprint="0" * 64, status_code=201, body={}
    )

    _migrate_to_latest()

    assert sorted(IdempotencyRecord.objects.values_list("key", flat=True)) == ["first", "old"]
    again = client.post("/api/v1/games", BODY, format="json", HTTP_IDEMPOTENCY_KEY="first")
    assert (again.status_code, again["Idempotent-Replayed"]) == (201, "true")
    assert again.json() == first.json()
    reused = client.post("/api/v1/games", BODY, format="json", HTTP_IDEMPOTENCY_KEY="old")
    assert reused.status_code == 422
    assert reused.json()["error"]["code"] == "idempotency_key_reused"


def test_its_content_type_follows_it_and_back(before_the_move):
    kept = ContentType.objects.get(app_label="ginapi", model="idempotencyrecord")

    _migrate_before()
    assert ContentType.objects.get(id=kept.id).app_label == "games"

    _migrate_to_latest()
    assert ContentType.objects.get(id=kept.id).app_label == "ginapi"
