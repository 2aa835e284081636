"""oauth 0003_gameapp and games 0011_app_in_oauth: the app each game was created through,
kept in the game's column before, is oauth's own table afterwards, game for game, and goes
back into the column when migrated back."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from games.models import Game
from oauth.models import App, GameApp
from tests.oauth.flow import Flow

BEFORE = [("games", "0010_ratings_columns_in_ratings"), ("oauth", "0002_players_in_accounts")]
"""games with its ``app`` column, oauth without GameApp."""
AI_GAME = {"opponent": "ai", "ruleset": "standard"}

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


def test_each_games_app_goes_back_into_the_column_and_comes_again(
    latest_afterwards: None, flow: Flow
) -> None:
    app = App.objects.get(client_id=flow.client_id)
    through_app = flow.token_client("games:play").post("/api/v1/games", AI_GAME, format="json")
    by_device = flow.api.post("/api/v1/games", AI_GAME, format="json")
    made = {through_app.json()["id"], by_device.json()["id"]}
    assert GameApp.objects.filter(game_id=through_app.json()["id"], app=app).exists()

    apps = _migrate(BEFORE)
    OldGame = apps.get_model("games", "Game")
    columns = {str(pk): app_id for pk, app_id in OldGame.objects.values_list("pk", "app_id")}
    assert columns == {through_app.json()["id"]: app.pk, by_device.json()["id"]: None}
    # A game made through the app while the column was the game's.
    old = OldGame.objects.create(
        seed="00" * 32,
        ruleset_name="standard",
        rules={},
        opponent_kind="ai",
        ai_level="novice",
        player0_id=flow.player.pk,
        status="active",
        snapshot=Game.objects.get(pk=by_device.json()["id"]).snapshot,
        app_id=app.pk,
    )

    _migrate()

    rows = {str(game_id): app_id for game_id, app_id in GameApp.objects.values_list("game", "app")}
    assert rows == {through_app.json()["id"]: app.pk, str(old.pk): app.pk}
    assert made <= {str(pk) for pk in Game.objects.values_list("pk", flat=True)}
