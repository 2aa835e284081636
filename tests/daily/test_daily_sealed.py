"""The scored hand's result keeps the AI's hand to itself until the date is over (docs/API.md
"Trust"): one attempt must not show what another account could replay."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from daily.services import daily_deal_ensure
from games.engine.ai import choose_action
from games.models import Game
from testkit.secrecy import ServedGame, scan_served

from .conftest import at, utc

MakePlayer = Callable[..., tuple[Player, APIClient]]
DURING = utc(2025, 3, 9, 18, 0)
AFTER = utc(2025, 3, 10, 0, 0)

pytestmark = pytest.mark.django_db


def play_hand_one(client: APIClient, served: ServedGame, level: str) -> dict[str, Any]:
    """Play the ``level`` AI's choices for the player until hand 1 is over; every response
    is recorded in ``served``."""
    game_id = served.created["id"]
    for _ in range(200):
        match = Game.objects.get(pk=game_id).match()
        if match.hand_results:
            return client.get(f"/api/v1/games/{game_id}").json()
        action = choose_action(match.view(0), level).to_dict()
        before = served.moves[-1][1]["game"] if served.moves else served.created
        response = client.post(f"/api/v1/games/{game_id}/moves", action, format="json")
        assert response.status_code == 200, response.json()
        served.moves.append((before, response.json()))
    raise AssertionError("the first hand did not end")


@pytest.mark.parametrize("level", ["novice", "expert"])
def test_the_scored_hand_hides_the_opponents_cards_until_the_date_is_over(
    make_player: MakePlayer, level: str
) -> None:
    _player, client = make_player("Ada")
    with at(DURING):
        served = ServedGame(client.post("/api/v1/daily/play").json())
        game = play_hand_one(client, served, level)
        served.read = game
        served.log = client.get(f"/api/v1/games/{game['id']}/moves").json()["moves"]
        stored = Game.objects.get(pk=game["id"])
        assert stored.sealed_hands() == {1}
        scanned = scan_served(stored, served)
    result = game["last_hand"]
    assert scanned > 2
    assert result["hand_number"] == 1 and result["sealed"] is True
    assert result["opponent_cards"] is None and result["opponent_melds"] is None
    assert result["opponent_unmatched"] is None
    assert result["outcome"] in ("knock", "gin", "big_gin", "undercut", "dead")
    assert {"knocker", "winner", "points", "knocker_deadwood", "defender_deadwood", "layoffs"} <= (
        result.keys()
    )
    assert len(result["your_cards"]) >= 10

    with at(AFTER):
        revealed = client.get(f"/api/v1/games/{game['id']}").json()["last_hand"]
        log = client.get(f"/api/v1/games/{game['id']}/moves").json()["moves"]
    assert revealed["sealed"] is False
    assert len(revealed["opponent_cards"]) >= 10
    assert {key: revealed[key] for key in ("outcome", "points", "your_cards")} == {
        key: result[key] for key in ("outcome", "points", "your_cards")
    }
    hand_over = next(e for entry in log for e in entry["events"] if e["event"] == "hand_over")
    assert hand_over["result"]["opponent_cards"] == revealed["opponent_cards"]


def test_a_game_read_during_the_date_changes_its_etag_at_midnight(
    make_player: MakePlayer,
) -> None:
    _player, client = make_player("Ada")
    with at(DURING):
        served = ServedGame(client.post("/api/v1/daily/play").json())
        game = play_hand_one(client, served, "novice")
        etag = client.get(f"/api/v1/games/{game['id']}")["ETag"]
    with at(AFTER):
        response = client.get(f"/api/v1/games/{game['id']}", HTTP_IF_NONE_MATCH=etag)
    assert response.status_code == 200
    assert response.json()["last_hand"]["opponent_cards"] is not None


def test_practice_games_and_ordinary_games_are_never_sealed(make_player: MakePlayer) -> None:
    _player, client = make_player("Ada")
    daily_deal_ensure(date=DURING.date())
    with at(AFTER):
        practice = client.post("/api/v1/daily/2025-03-09/practice").json()
        ordinary = client.post("/api/v1/games", {"opponent": "ai"}, format="json").json()
    assert Game.objects.get(pk=practice["id"]).first_hand_sealed_until is None
    assert Game.objects.get(pk=ordinary["id"]).first_hand_sealed_until is None
