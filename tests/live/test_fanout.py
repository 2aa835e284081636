"""Fan-out across processes through Redis pub/sub (live.fanout): a move written by one
server process reaches the streams held by another."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from testkit.common import free_port
from tests.liveserver import (
    Seat,
    Server,
    friend_game,
    on_turn,
    start_server,
    test_database_url,
)

REDIS_URL = "redis://127.0.0.1:6379/6"
"""This suite's Redis database number (pub/sub channels are named after it)."""


@pytest.fixture(scope="module")
def two_servers(django_db_setup: None, django_db_blocker) -> Iterator[tuple[Server, Server]]:
    with django_db_blocker.unblock():
        url = test_database_url()
    first = start_server(url, {"REDIS_URL": REDIS_URL})
    second = start_server(url, {"REDIS_URL": REDIS_URL})
    yield first, second
    first.stop()
    second.stop()


def test_a_move_written_by_one_process_reaches_a_stream_held_by_another(
    two_servers, transactional_db
):
    here, there = two_servers
    ada, grace = Seat(here, "Ada"), Seat(here, "Grace")
    game_id = friend_game(ada, grace)
    notices = grace.stream("/api/v1/players/me/stream")
    notices.next(comments=True)
    stream = grace.game_stream(game_id)
    assert stream.event().id == "0"
    for version in (1, 2, 3):
        on_turn(game_id, ada, grace).on(there).play(game_id)
        assert stream.event().id == str(version)
    stream.close()
    notices.close()


def test_without_redis_a_move_still_answers_and_streams_still_open(
    django_db_setup, django_db_blocker, transactional_db
):
    with django_db_blocker.unblock():
        url = test_database_url()
    nowhere = f"redis://127.0.0.1:{free_port()}/6"
    server = start_server(url, {"REDIS_URL": nowhere})
    try:
        ada, grace = Seat(server, "Ada"), Seat(server, "Grace")
        game_id = friend_game(ada, grace)
        stream = ada.game_stream(game_id)
        assert stream.event().id == "0"
        answer = on_turn(game_id, ada, grace).play(game_id)
        assert answer["game"]["version"] == 1
        stream.close()
    finally:
        server.stop()
