"""ratings 0003_gamerating and games 0010_ratings_columns_in_ratings: what ratings kept in
the game's columns (rated, unrated_reason, rating_change) is its own table afterwards, row
for row, and goes back into the columns when migrated back."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from accounts.models import Player
from ratings.models import GameRating
from tests.factories import PlayerFactory, game_between

BEFORE = [("games", "0009_idempotency_in_ginapi"), ("ratings", "0002_players_in_accounts")]
"""games with the ratings' columns, ratings without its table."""
CHANGE = {"0": {"before": 1500.0, "after": 1580.0}, "1": {"before": 1500.0, "after": 1420.0}}

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


def _migrate(targets: list[tuple[str, str]] | None = None) -> Any:
    """Migrate to ``targets`` (the latest state when None); the historical apps there."""
    executor = MigrationExecutor(connection)
    targets = targets or executor.loader.graph.leaf_nodes()
    executor.migrate(targets)
    return MigrationExecutor(connection).loader.project_state(targets).apps


@pytest.fixture
def latest_afterwards() -> Iterator[None]:
    yield
    _migrate()


def test_the_ratings_columns_go_back_and_come_again_row_for_row(latest_afterwards):
    ada, bob = PlayerFactory.create(), PlayerFactory.create()
    counted = game_between((ada, bob), rated=True)
    GameRating.objects.filter(game=counted).update(rating_change=CHANGE)
    limited = game_between((ada, bob), rated=True)
    GameRating.objects.filter(game=limited).update(rated=False, unrated_reason="pair_limit")
    plain = game_between((ada, bob))

    apps = _migrate(BEFORE)
    OldGame = apps.get_model("games", "Game")
    columns = {
        pk: (rated, reason, change)
        for pk, rated, reason, change in OldGame.objects.values_list(
            "pk", "rated", "unrated_reason", "rating_change"
        )
    }
    assert columns == {
        counted.pk: (True, None, CHANGE),
        limited.pk: (False, "pair_limit", None),
        plain.pk: (False, None, None),
    }
    # A game aborted while the columns were the game's.
    aborted = OldGame.objects.create(
        seed="00" * 32,
        ruleset_name="standard",
        rules={},
        opponent_kind="human",
        player0_id=ada.pk,
        player1_id=bob.pk,
        status="finished",
        snapshot=plain.snapshot,
        rated=True,
        unrated_reason="aborted",
    )

    _migrate()

    rows = {
        row.game_id: (row.rated, row.unrated_reason, row.rating_change)
        for row in GameRating.objects.all()
    }
    assert rows == {
        counted.pk: (True, None, CHANGE),
        limited.pk: (False, "pair_limit", None),
        aborted.pk: (True, "aborted", None),
    }
    assert set(Player.objects.values_list("pk", flat=True)) == {ada.pk, bob.pk}
