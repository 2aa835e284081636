"""Every streamed event is scanned like every REST answer: a seat is never sent a card it
could not know at that version (testkit/secrecy.py)."""

from __future__ import annotations

from games.models import Game
from testkit.common import choose_move
from testkit.secrecy import scan_stream
from tests.liveserver import Seat, friend_game, on_turn

MAX_ACTIONS = 400


def test_both_seats_streams_of_a_whole_friend_game_leak_no_card(pair):
    ada, grace = pair
    game_id = friend_game(ada, grace, target=1)
    streams = {seat: seat.game_stream(game_id) for seat in (ada, grace)}
    for _ in range(MAX_ACTIONS):
        mover = on_turn_or_none(game_id, ada, grace)
        if mover is None:
            break
        body = choose_move(mover.game(game_id))
        assert mover.client.post(f"/api/v1/games/{game_id}/moves", body).status == 200
    game = Game.objects.get(pk=game_id)
    assert game.status == Game.Status.FINISHED
    for seat_number, seat in enumerate((ada, grace)):
        received = []
        while (event := streams[seat].next(timeout=30)) is not None:
            received.append(event.json())
        assert received[-1]["game"]["version"] == game.version
        assert received[-1]["game"] == seat.game(game_id)
        assert scan_stream(game, seat_number, received) == game.version + 1


def test_a_resumed_stream_is_scanned_from_where_it_resumed(pair):
    ada, grace = pair
    game_id = friend_game(ada, grace)
    for _ in range(8):
        on_turn(game_id, ada, grace).play(game_id)
    stream = grace.game_stream(game_id, last_event_id=3)
    received = [stream.next(timeout=30).json() for _ in range(5)]
    stream.close()
    assert scan_stream(Game.objects.get(pk=game_id), 1, received, first=3) == 5


def on_turn_or_none(game_id: str, *players: Seat) -> Seat | None:
    for player in players:
        game = player.game(game_id)
        if game["status"] != "active":
            return None
        if game["turn"] == "you":
            return player
    return None
