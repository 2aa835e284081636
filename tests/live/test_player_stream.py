"""GET /api/v1/players/me/stream: a player's notices (docs/API.md "Live games")."""

from __future__ import annotations

import pytest

from testkit.sse import EventStream, StreamError
from tests.liveserver import on_turn


def test_the_creator_hears_the_friend_join_and_whoever_is_on_turn_hears_it(pair):
    ada, grace = pair
    ada_notices = ada.stream("/api/v1/players/me/stream")
    grace_notices = grace.stream("/api/v1/players/me/stream")
    created = ada.client.post("/api/v1/games", {"opponent": "human", "ruleset": "standard"}).body
    grace.client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})

    started = ada_notices.next(timeout=30)
    assert (started.event, started.json()) == (
        "game_started",
        {"game": created["id"], "version": 0},
    )
    first = on_turn(created["id"], ada, grace)
    stream = ada_notices if first is ada else grace_notices
    turn = stream.next(timeout=30)
    assert (turn.event, turn.json()) == ("your_turn", {"game": created["id"], "version": 0})

    answer = first.play(created["id"])
    second = on_turn(created["id"], ada, grace)
    if second is not first:
        stream = grace_notices if first is ada else ada_notices
    turn = stream.next(timeout=30)
    assert (turn.event, turn.json()["version"]) == ("your_turn", answer["game"]["version"])
    ada_notices.close()
    grace_notices.close()


def test_both_players_hear_the_game_finish_with_their_own_result(pair):
    ada, grace = pair
    created = ada.client.post("/api/v1/games", {"opponent": "human", "ruleset": "standard"}).body
    grace.client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})
    streams = {
        ada: ada.stream("/api/v1/players/me/stream"),
        grace: grace.stream("/api/v1/players/me/stream"),
    }
    ada.client.post(f"/api/v1/games/{created['id']}/moves", {"action": "resign"})
    for seat, winner in ((ada, "opponent"), (grace, "you")):
        event = streams[seat].next(timeout=30)
        while event.event == "your_turn":
            event = streams[seat].next(timeout=30)
        assert event.event == "game_finished"
        assert event.json() == {"game": created["id"], "version": 1, "winner": winner}
        streams[seat].close()


def test_the_stream_opens_with_a_comment_and_needs_a_token(pair, server):
    ada, _ = pair
    stream = ada.stream("/api/v1/players/me/stream")
    assert stream.next(comments=True, timeout=30).event == ":"
    stream.close()
    with pytest.raises(StreamError) as refused:
        EventStream(server.port, "/api/v1/players/me/stream", "not-a-token")
    assert refused.value.status == 401
