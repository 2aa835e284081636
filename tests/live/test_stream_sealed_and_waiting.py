"""Streams keep what the REST views keep (docs/API.md "Trust"): a scored Daily Gin hand's result
sealed until the date is over, and a friend game's cards unseen until the friend joins."""

from __future__ import annotations

from typing import Any

from games.engine.ai import choose_action
from games.models import Game
from testkit.secrecy import cards_in, scan_stream
from tests.liveserver import Seat

MAX_ACTIONS = 200


def test_the_stream_of_a_scored_daily_hand_keeps_the_ai_hand_sealed(server):
    ada = Seat(server, "Ada")
    created = ada.client.post("/api/v1/daily/play")
    assert created.status == 201, created.body
    game_id = created.body["id"]
    stream = ada.game_stream(game_id)
    game = created.body
    for _ in range(MAX_ACTIONS):
        if game["last_hand"] is not None:
            break
        # The expert's choice, read from the stored game: it knocks when it can, so hand 1 ends
        # whatever today's ruleset (arcade reshuffles the stock, and the served-order moves of
        # choose_move could outlast MAX_ACTIONS there).
        view = Game.objects.get(pk=game_id).match().view(0)
        action = {**choose_action(view, "expert").to_dict(), "expected_version": game["version"]}
        reply = ada.client.post(f"/api/v1/games/{game_id}/moves", action)
        assert reply.status == 200, reply.body
        game = reply.body["game"]
    stored = Game.objects.get(pk=game_id)
    received: list[dict[str, Any]] = []
    while len(received) < stored.version + 1 - created.body["version"]:
        event = stream.next(timeout=5)
        assert event is not None
        received.append(event.json())
    stream.close()

    assert stored.sealed_hands() == {1}
    last = received[-1]["game"]["last_hand"]
    assert last["sealed"] is True and last["opponent_cards"] is None
    assert scan_stream(stored, 0, received, first=created.body["version"]) == len(received)


def test_a_waiting_games_stream_shows_no_cards_until_the_friend_joins(server):
    ada, grace = Seat(server, "Ada"), Seat(server, "Grace")
    created = ada.client.post("/api/v1/games", {"opponent": "human"})
    assert created.status == 201, created.body
    game_id = created.body["id"]
    stream = ada.game_stream(game_id)
    waiting = stream.next(timeout=5)
    assert waiting is not None

    joined = grace.client.post("/api/v1/games/join", {"invite_code": created.body["invite_code"]})
    started = stream.next(timeout=5)
    stream.close()

    assert joined.status == 200, joined.body
    assert waiting.json()["game"]["status"] == "waiting"
    assert cards_in(waiting.json()) == set()
    assert started is not None
    assert started.json()["game"]["status"] == "active"
    assert started.json()["game"]["your_cards"] == ada.game(game_id)["your_cards"]
    assert len(started.json()["game"]["your_cards"]) in (10, 11)
