"""A client cannot write a score, choose its points, or read what it may not see.

Scores come only from hands the server played out (docs/RULES.md 8).  No endpoint takes a score,
fields such as ``points`` in a move are refused, and the stateless scorer records nothing.
While a hand goes on, no answer shows the opponent's hidden cards or the stock.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.models import Player
from games import services
from games.models import Game
from leaderboard.models import Score
from tests.contract.shape import assert_error_shape
from tests.games.play import choose_move

PlayerClient = tuple[Player, APIClient]
MAX_REQUESTS = 3000
BOARDS = ["/api/v1/leaderboards/best-hand", "/api/v1/leaderboards/daily/today"]
FORGED = {"points": 999_999, "score": 999_999, "winner": "you", "scores": {"you": 500}}


@pytest.mark.parametrize("url", BOARDS)
@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_no_leaderboard_takes_a_score(player_client: PlayerClient, url: str, method: str) -> None:
    _, client = player_client
    body = {"player": "me", "score": 999_999, "points": 999_999}
    response = getattr(client, method)(url, body, format="json")
    assert response.status_code == 405, response.content
    assert_error_shape(405, response.json())
    assert not Score.objects.exists()


def test_the_stateless_scorer_records_nothing(player_client: PlayerClient) -> None:
    _, client = player_client
    body = {
        "knocker": ["AC", "2C", "3C", "4D", "5D", "6D", "7H", "8H", "9H", "KS"],
        "defender": ["KC", "KD", "QH", "QS", "JC", "JD", "TH", "TS", "9C", "9D"],
        "ruleset": "standard",
    }
    response = client.post("/api/v1/score", body, format="json")
    assert response.status_code == 200, response.json()
    assert response.json()["points"] > 0
    assert not Score.objects.exists()


def test_points_sent_with_a_game_or_its_moves_are_refused(player_client: PlayerClient) -> None:
    # Strict input (docs/API.md): forged fields are a 400 that changes nothing, so the points a
    # player scores are only ever the ones the server played out.
    player, client = player_client
    forged = client.post("/api/v1/games", {"opponent": "ai", **FORGED}, format="json")
    assert forged.status_code == 400, forged.json()
    assert set(forged.json()["error"]["fields"]) == set(FORGED)
    assert not Game.objects.filter(player0=player).exists()
    game = client.post("/api/v1/games", {"opponent": "ai"}, format="json").json()
    for _ in range(MAX_REQUESTS):
        if game["status"] == "finished":
            break
        url = f"/api/v1/games/{game['id']}/moves"
        move = choose_move(game)
        forged = client.post(url, {**move, **FORGED}, format="json")
        assert forged.status_code == 400, forged.json()
        assert forged.json()["error"]["code"] == "unknown_field"
        response = client.post(url, move, format="json")
        assert response.status_code == 200, response.json()
        game = response.json()["game"]
    stored = Game.objects.get(pk=game["id"])
    results = {r.hand_number: r for r in stored.replay().hand_results}
    for score in Score.objects.filter(player=player):
        result = results[score.hand_number]
        assert result.winner == 0
        assert score.points == result.points
    assert all(score.points < 999_999 for score in Score.objects.all())
    assert game["final_scores"]["you"]["total"] < 999_999


@pytest.fixture
def seeded_games(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[int], None]]:
    """Deal the next game from a fixed seed, so the test plays the same games every run."""
    real = secrets.token_bytes

    def use(n: int) -> None:
        seed = f"hardening-{n}".encode().ljust(32, b".")
        monkeypatch.setattr(
            services.secrets, "token_bytes", lambda k=32: seed if k == 32 else real(k)
        )

    yield use


def test_overridden_bonuses_cannot_buy_a_place_on_the_board(
    make_player: Callable[..., PlayerClient], api: APIClient, seeded_games: Callable[[int], None]
) -> None:
    player, client = make_player("Mallory")
    rules = {"gin_bonus": 1_000_000, "undercut_bonus": 1_000_000, "big_gin_bonus": 1_000_000}
    for n in range(8):
        seeded_games(n)
        response = client.post("/api/v1/games", {"opponent": "ai", "rules": rules}, format="json")
        if response.status_code >= 400:
            return  # refusing such rules against the AI is one way to close the hole
        game = response.json()
        for _ in range(MAX_REQUESTS):
            if game["status"] == "finished":
                break
            moved = client.post(f"/api/v1/games/{game['id']}/moves", choose_move(game))
            game = moved.json()["game"]
        if Score.objects.filter(player=player, points__gte=1_000_000).exists():
            break
    board = api.get("/api/v1/leaderboards/best-hand").json()
    assert all(row["score"] < 1_000_000 for row in board["results"]), board["results"][:3]


def _without(document: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {key: value for key, value in document.items() if key not in keys}


def _hidden_cards(game: Game, seen: dict[str, Any]) -> set[str]:
    """The AI's cards the player has not seen it take, and the whole stock."""
    hand = game.match().hand
    taken = set(seen.get("opponent_took") or [])
    ai_cards = {card.code for card in hand.cards(1)} - taken
    return ai_cards | {card.code for card in hand.stock}


def test_no_answer_shows_the_hidden_cards_while_a_hand_goes_on(
    player_client: PlayerClient,
) -> None:
    _, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai"}, format="json").json()
    checked = 0
    for _ in range(MAX_REQUESTS):
        if game["status"] == "finished":
            break
        response = client.post(f"/api/v1/games/{game['id']}/moves", choose_move(game))
        body = response.json()
        after = body["game"]
        if after["hand_number"] == game["hand_number"] and after["status"] == "active":
            # No hand ended: nothing was laid down, so nothing hidden may show.  (last_hand
            # is the previous hand's cards, legitimately shown, and may name the same codes.)
            stored = Game.objects.get(pk=game["id"])
            hidden = _hidden_cards(stored, after)
            served = json.dumps([_without(after, "last_hand"), body["events"]])
            shown = {code for code in hidden if f'"{code}"' in served}
            assert not shown, (shown, body["events"])
            read = json.dumps(
                _without(client.get(f"/api/v1/games/{game['id']}").json(), "last_hand")
            )
            assert not {code for code in hidden if f'"{code}"' in read}
            checked += 1
        game = after
    assert checked > 20
    log = client.get(f"/api/v1/games/{game['id']}/moves").json()["moves"]
    for entry in log:
        for event in entry["events"]:
            if event.get("event") == "draw_stock" and event.get("player") == "opponent":
                assert event.get("card") is None, event
    text = json.dumps([game, log])
    for secret in ("seed", "deck", "stock_order", "token_hash", "snapshot"):
        assert f'"{secret}"' not in text
