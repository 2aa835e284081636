"""The lobby's notices on the player stream, over real HTTP: pairing and rematch."""

from __future__ import annotations

from testkit.sse import EventStream
from tests.accounts.logins import PASSWORD

SEEK = {"ruleset": "standard", "target": 100, "rated": True}


def next_of(stream: EventStream, kind: str) -> dict:
    while True:
        event = stream.next(timeout=5)
        assert event is not None, f"no {kind}"
        if event.event == kind:
            return event.json()  # type: ignore[no-any-return]


def register(*seats) -> None:
    # Rated games are for registered players (docs/API.md, fourth wave).
    for seat, username in zip(seats, ("ada", "grace"), strict=False):
        body = {"username": username, "password": PASSWORD}
        assert seat.client.post("/api/v1/players/me/credentials", body).status == 200


def test_both_players_hear_game_started_when_their_seeks_pair_and_rematch_offered(pair):
    ada, grace = pair
    register(ada, grace)
    ada_notices = ada.stream("/api/v1/players/me/stream")
    grace_notices = grace.stream("/api/v1/players/me/stream")
    assert ada.client.post("/api/v1/seeks", SEEK).body["game"] is None
    paired = grace.client.post("/api/v1/seeks", SEEK).body
    game_id = paired["game"]
    assert next_of(ada_notices, "game_started") == {"game": game_id, "version": 0}
    assert next_of(grace_notices, "game_started") == {"game": game_id, "version": 0}

    grace.client.post(f"/api/v1/games/{game_id}/moves", {"action": "resign"})
    offer = ada.client.post(f"/api/v1/games/{game_id}/rematch")
    assert offer.status == 201
    heard = next_of(grace_notices, "rematch_offered")
    assert heard["game"] == game_id
    rematch = grace.client.post(f"/api/v1/games/{game_id}/rematch").body
    for stream in (ada_notices, grace_notices):
        assert next_of(stream, "game_started")["game"] == rematch["id"]
        stream.close()


def test_the_offerer_hears_a_declined_rematch_and_the_other_a_withdrawn_one(pair):
    ada, grace = pair
    register(ada, grace)
    ada_notices = ada.stream("/api/v1/players/me/stream")
    grace_notices = grace.stream("/api/v1/players/me/stream")
    assert ada.client.post("/api/v1/seeks", SEEK).body["game"] is None
    game_id = grace.client.post("/api/v1/seeks", SEEK).body["game"]
    grace.client.post(f"/api/v1/games/{game_id}/moves", {"action": "resign"})

    assert ada.client.post(f"/api/v1/games/{game_id}/rematch").status == 201
    assert next_of(grace_notices, "rematch_offered")["game"] == game_id
    assert grace.client.request("DELETE", f"/api/v1/games/{game_id}/rematch").status == 204
    assert next_of(ada_notices, "rematch_declined") == {"game": game_id}

    assert grace.client.post(f"/api/v1/games/{game_id}/rematch").status == 201
    assert next_of(ada_notices, "rematch_offered")["game"] == game_id
    assert grace.client.request("DELETE", f"/api/v1/games/{game_id}/rematch").status == 204
    assert next_of(ada_notices, "rematch_withdrawn") == {"game": game_id}
    for stream in (ada_notices, grace_notices):
        stream.close()
