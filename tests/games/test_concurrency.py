"""The same move sent by many clients at once is applied exactly once."""

from __future__ import annotations

from collections import Counter

import pytest

from games import services
from games.models import Game
from tests.conftest import at_once, client_for
from tests.factories import PlayerFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]

THREADS = 50


def _fire(url: str, token: str, body: dict, headers: dict | None = None) -> list[int]:
    return at_once(
        THREADS, lambda: client_for(token).post(url, body, **(headers or {})).status_code
    )


@pytest.fixture
def ai_game():
    player, token = PlayerFactory.create_with_token()
    game = services.game_create(
        player=player, opponent="ai", ai_level="novice", ruleset="standard", rules=None, target=None
    )
    return game, token


def test_the_same_move_with_the_same_expected_version_is_applied_once(ai_game):
    game, token = ai_game
    view = client_for(token).get(f"/api/v1/games/{game.id}").json()
    action = view["legal_actions"][0]["action"]
    body = {"action": action, "expected_version": game.version}

    statuses = _fire(f"/api/v1/games/{game.id}/moves", token, body)

    assert Counter(statuses) == {200: 1, 409: THREADS - 1}
    applied = Game.objects.get(id=game.id)
    assert applied.moves.filter(version=game.version + 1, seat=0).count() == 1
    assert applied.version == applied.moves.count()
    assert applied.replay_matches_snapshot()


def test_the_same_idempotency_key_is_applied_once_and_replayed_to_all(ai_game):
    game, token = ai_game
    body = {"action": "resign"}

    statuses = _fire(
        f"/api/v1/games/{game.id}/moves", token, body, {"HTTP_IDEMPOTENCY_KEY": "same"}
    )

    assert Counter(statuses) == {200: THREADS}
    applied = Game.objects.get(id=game.id)
    assert applied.moves.filter(action="resign").count() == 1
