"""GET /api/v1/games/{id}/stream over real HTTP (docs/API.md "Live games")."""

from __future__ import annotations

import time

import pytest

from games.models import Game
from testkit.sse import Event, EventStream, StreamError
from tests.liveserver import Seat, friend_game, on_turn


def test_the_first_event_is_the_game_as_the_seat_sees_it_with_its_version_as_id(pair):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    for seat in (ada, grace):
        stream = seat.game_stream(game_id)
        assert stream.headers["content-type"].startswith("text/event-stream")
        first = stream.next()
        assert first.event == "game"
        assert first.id == "0"
        assert first.json() == {"game": seat.game(game_id), "events": []}
        stream.close()


def test_every_action_reaches_both_seats_once_in_order_with_its_version(pair):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    streams = {ada: ada.game_stream(game_id), grace: grace.game_stream(game_id)}
    for stream in streams.values():
        stream.next()
    for version in range(1, 7):
        mover = on_turn(game_id, ada, grace)
        answer = mover.play(game_id)
        for seat, stream in streams.items():
            event = stream.next(timeout=30)
            assert (event.event, event.id) == ("game", str(version))
            data = event.json()
            assert data["game"] == seat.game(game_id)
            if seat is mover:
                assert data["events"] == answer["events"]
            else:
                # The same events from the other seat (one without a player, e.g. a hand's end
                # that names none, stays so).
                flip = {"you": "opponent", "opponent": "you", None: None}
                mine = [flip[e.get("player")] for e in answer["events"]]
                assert [e.get("player") for e in data["events"]] == mine
    for stream in streams.values():
        stream.close()


def test_an_ai_game_streams_one_event_per_version_the_ai_replies_included(server):
    ada = Seat(server, "Ada")
    game = ada.client.post("/api/v1/games", {"opponent": "ai", "ruleset": "standard"}).body
    stream = ada.game_stream(game["id"])
    assert int(stream.event().id or -1) == game["version"]
    answer = ada.play(game["id"])
    versions = range(game["version"] + 1, answer["game"]["version"] + 1)
    events = [_event(stream.next(timeout=30)) for _ in versions]
    assert [int(event.id or -1) for event in events] == list(versions)
    assert events[-1].json()["game"] == ada.game(game["id"])
    streamed = [e for event in events for e in event.json()["events"]]
    assert streamed == answer["events"]
    stream.close()


def test_resuming_with_last_event_id_sends_every_later_version_exactly_once(pair):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    for _ in range(5):
        on_turn(game_id, ada, grace).play(game_id)
    stream = grace.game_stream(game_id, last_event_id=2)
    events = [stream.next(timeout=30) for _ in range(3)]
    assert [event.id for event in events] == ["3", "4", "5"]
    assert events[-1].json()["game"] == grace.game(game_id)
    on_turn(game_id, ada, grace).play(game_id)
    assert stream.event().id == "6"
    stream.close()


def test_resuming_at_the_current_version_sends_nothing_until_the_next_action(pair):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    on_turn(game_id, ada, grace).play(game_id)
    stream = ada.game_stream(game_id, last_event_id=1)
    assert stream.next(comments=True, timeout=30).event == ":"
    on_turn(game_id, ada, grace).play(game_id)
    assert stream.event().id == "2"
    stream.close()


@pytest.mark.parametrize("last_event_id", ["x", "-1", "1.5", "7", "99999999999999"])
def test_a_last_event_id_that_is_not_a_version_of_the_game_is_400(pair, last_event_id):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    with pytest.raises(StreamError) as refused:
        ada.game_stream(game_id, last_event_id=last_event_id)
    assert refused.value.status == 400
    assert refused.value.json()["error"]["code"] == "invalid_last_event_id"


def test_another_players_game_is_404_and_no_token_is_401(pair, server):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    stranger = Seat(server, "Eve")
    with pytest.raises(StreamError) as refused:
        stranger.game_stream(game_id)
    assert refused.value.status == 404
    assert refused.value.json()["error"]["code"] == "not_found"
    with pytest.raises(StreamError) as anonymous:
        EventStream(server.port, f"/api/v1/games/{game_id}/stream", None)
    assert anonymous.value.status == 401


def test_more_open_streams_than_the_limit_is_429_until_one_closes(pair):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    open_streams = [ada.game_stream(game_id) for _ in range(3)]  # the tests' limit
    with pytest.raises(StreamError) as refused:
        ada.stream("/api/v1/players/me/stream")
    assert refused.value.status == 429
    assert refused.value.json()["error"]["code"] == "too_many_streams"
    assert int(refused.value.headers["retry-after"]) > 0
    grace.game_stream(game_id).close()  # the limit is per player
    open_streams.pop().close()
    deadline = time.monotonic() + 30
    while True:
        try:
            ada.game_stream(game_id).close()
            break
        except StreamError:
            assert time.monotonic() < deadline, "the closed stream's slot was never freed"
            time.sleep(0.1)
    for stream in open_streams:
        stream.close()


def test_an_idle_stream_gets_a_comment_line_as_heartbeat(pair):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    stream = ada.game_stream(game_id)
    stream.next()
    heartbeat = stream.next(comments=True, timeout=30)  # the period is 0.5 s
    assert heartbeat.event == ":"
    stream.close()


def test_the_stream_closes_after_the_event_that_finishes_the_game(pair):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    stream = grace.game_stream(game_id)
    stream.next()
    ada.client.post(f"/api/v1/games/{game_id}/moves", {"action": "resign"})
    last = stream.next(timeout=30)
    assert last.json()["game"]["status"] == "finished"
    assert last.json()["game"]["winner"] == "you"
    assert stream.next(timeout=30) is None
    again = grace.game_stream(game_id)
    assert again.next().json()["game"]["status"] == "finished"
    assert again.next(timeout=30) is None


def test_the_creator_sees_the_friend_join_and_the_stream_ends_when_a_game_is_cancelled(pair):
    ada, grace = pair
    created = ada.client.post("/api/v1/games", {"opponent": "human", "ruleset": "classic"}).body
    stream = ada.game_stream(created["id"])
    assert stream.next().json()["game"]["status"] == "waiting"
    grace.client.post("/api/v1/games/join", {"invite_code": created["invite_code"]})
    joined = stream.next(timeout=30)
    assert joined.id is None
    assert joined.json()["game"]["status"] == "active"
    assert joined.json()["game"]["opponent"]["display_name"] == "Grace"
    stream.close()

    waiting = ada.client.post("/api/v1/games", {"opponent": "human", "ruleset": "classic"}).body
    stream = ada.game_stream(waiting["id"])
    stream.next()
    assert ada.client.post(f"/api/v1/games/{waiting['id']}/cancel").status == 200
    assert stream.next(timeout=30).json()["game"]["status"] == "cancelled"
    assert stream.next(timeout=30) is None


def test_a_move_whose_notification_was_lost_is_healed_by_the_next_one(pair):
    """The server hears nothing of a move written by another process without Redis; the
    next move it hears of brings the stream both versions, in order."""
    from accounts.models import Player
    from games import services

    ada, grace = pair
    game_id = friend_game(ada, grace)
    stream = grace.game_stream(game_id)
    stream.next()
    mover = on_turn(game_id, ada, grace)
    services.game_move_play(
        game_id=game_id,
        player=Player.objects.get(pk=mover.id),
        action=_choose(mover.game(game_id)),
        expected_version=0,
    )
    on_turn(game_id, ada, grace).play(game_id)
    assert [stream.event().id for _ in range(2)] == ["1", "2"]
    assert Game.objects.get(pk=game_id).version == 2
    stream.close()


def _event(event: Event | None) -> Event:
    assert event is not None, "the stream ended"
    return event


def _choose(game: dict) -> dict:
    from testkit.common import choose_move

    body = choose_move(game)
    assert body is not None
    body.pop("expected_version")
    return body


def test_the_open_streams_gauge_counts_streams_while_they_are_open(pair, server):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    before = _open_streams(server)
    streams = [ada.game_stream(game_id), grace.stream("/api/v1/players/me/stream")]
    _wait_for_gauge(server, before + 2)
    for stream in streams:
        stream.close()
    _wait_for_gauge(server, before)


def _open_streams(server) -> float:
    reply = server.client().get("/metrics", headers={"Authorization": "Bearer live-metrics"})
    assert reply.status == 200
    for line in reply.raw.decode().splitlines():
        if line.startswith("ginapi_open_streams "):
            return float(line.split()[1])
    raise AssertionError("no ginapi_open_streams sample")


def _wait_for_gauge(server, expected: float) -> None:
    deadline = time.monotonic() + 30
    while (value := _open_streams(server)) != expected:
        assert time.monotonic() < deadline, f"ginapi_open_streams {value}, expected {expected}"
        time.sleep(0.1)
