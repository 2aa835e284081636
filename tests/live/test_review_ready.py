"""review_ready on the reviewing player's own stream (docs/API.md "Hand review"), over HTTP."""

from __future__ import annotations

from testkit.secrecy import cards_in
from tests.liveserver import Seat, Server


def _finish_a_hand(seat: Seat) -> str:
    created = seat.client.post(
        "/api/v1/games", {"opponent": "ai", "ai_level": "novice", "ruleset": "standard"}
    )
    assert created.status == 201, created.body
    game_id = str(created.body["id"])
    for _ in range(300):
        game = seat.game(game_id)
        if game["last_hand"] is not None or game["status"] == "finished":
            return game_id
        seat.play(game_id)
    raise AssertionError("the hand did not end")


def test_the_reviewer_hears_review_ready_and_the_opponent_hears_nothing(server: Server) -> None:
    ada, grace = Seat(server, "Ada"), Seat(server, "Grace")
    game_id = _finish_a_hand(ada)
    ada_notices = ada.stream("/api/v1/players/me/stream")
    grace_notices = grace.stream("/api/v1/players/me/stream")
    asked = ada.client.post(f"/api/v1/games/{game_id}/hands/1/review")
    assert asked.status == 202, asked.body

    ready = ada_notices.next(timeout=60)
    assert ready is not None
    assert (ready.event, ready.json()) == ("review_ready", {"game": game_id, "hand": 1})
    assert cards_in(ready.json()) == set()
    done = ada.client.get(f"/api/v1/games/{game_id}/hands/1/review")
    assert done.body["status"] == "done"
    # The notice went to every stream of the process at once: by the time Ada has it, Grace's
    # stream would have it before its next heartbeats (every 0.5 s here).
    heard = [grace_notices.next(comments=True, timeout=5) for _ in range(3)]
    assert [event.event if event else None for event in heard] == [":", ":", ":"]
    ada_notices.close()
    grace_notices.close()
