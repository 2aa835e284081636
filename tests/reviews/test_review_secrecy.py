"""A review shows nothing its seat could not see: every card it names at a decision was in
the seat's hand or face up on the pile by then, and review_ready names none."""

from __future__ import annotations

from typing import Any

import pytest

from games.models import Game
from reviews import services
from testkit.secrecy import Knowledge, cards_in

from .conftest import MakePlayer, new_ai_game, play_hand, review_path

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("hand", [1, 2])
def test_every_card_a_review_names_was_known_to_the_seat_at_that_decision(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any, monkeypatch: Any, hand: int
) -> None:
    sent: list[Any] = []
    monkeypatch.setattr(services, "publish", lambda **kwargs: sent.append(kwargs))
    player, client = make_player()
    # To 250: no first hand scores that much (gin's bonus and 10 cards of deadwood stay far
    # under it), so hand 2 is always played.
    game_id = new_ai_game(client, target=250)
    play_hand(client, player, game_id, hand=hand)
    game = Game.objects.get(pk=game_id)
    assert len(game.match().hand_results) == hand
    with django_capture_on_commit_callbacks(execute=True):
        client.post(review_path(game_id, hand))
    body = client.get(review_path(game_id, hand)).json()
    assert body["status"] == "done"

    seat = game.seat_of(player)
    assert seat is not None
    moves = [(move.seat, move.to_action()) for move in game.moves.order_by("version")]
    knowledge = Knowledge.of_replay(game.new_match(), moves, seat=seat)
    for decision in body["decisions"]:
        known = knowledge.known(hand, decision["version"] - 1)
        assert cards_in(decision) <= known, decision
    assert cards_in({k: v for k, v in body.items() if k != "decisions"}) == set()
    [message] = sent
    assert all(cards_in(notice.data) == set() for notice in message["notices"])
