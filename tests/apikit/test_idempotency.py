"""Idempotency-Key on POST /api/v1/games/{id}/moves"""

import pytest

from ginapi.models import IdempotencyRecord

pytestmark = pytest.mark.django_db


def test_the_same_key_and_body_replays_the_first_response_and_applies_once(table):
    seat = table.on_turn()
    headers = {"HTTP_IDEMPOTENCY_KEY": "move-1"}

    first = table.move(seat, {"action": "pass"}, **headers)
    second = table.move(seat, {"action": "pass"}, **headers)

    assert first.status_code == second.status_code == 200
    assert second.json() == first.json()
    assert second["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first
    assert table.state()[0] == 1
    assert table.game.moves.count() == 1


def test_the_replay_holds_even_after_the_game_moved_on(table):
    seat = table.on_turn()
    first = table.move(seat, {"action": "pass", "expected_version": 0}, HTTP_IDEMPOTENCY_KEY="k")
    table.play({"action": "pass"})

    again = table.move(seat, {"action": "pass", "expected_version": 0}, HTTP_IDEMPOTENCY_KEY="k")

    assert again.status_code == 200
    assert again.json() == first.json()
    assert table.state()[0] == 2


def test_the_same_key_with_another_body_is_refused(table):
    seat = table.on_turn()
    table.move(seat, {"action": "pass"}, HTTP_IDEMPOTENCY_KEY="k")
    before = table.state()

    response = table.move(seat, {"action": "resign"}, HTTP_IDEMPOTENCY_KEY="k")

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "idempotency_key_reused"
    assert table.state() == before


def test_keys_belong_to_one_player(table):
    seat = table.on_turn()
    table.move(seat, {"action": "pass"}, HTTP_IDEMPOTENCY_KEY="shared")

    response = table.move(1 - seat, {"action": "pass"}, HTTP_IDEMPOTENCY_KEY="shared")

    assert response.status_code == 200
    assert table.state()[0] == 2


def test_a_failed_request_is_not_stored_and_may_be_retried(table):
    off_turn = 1 - table.on_turn()

    refused = table.move(off_turn, {"action": "pass"}, HTTP_IDEMPOTENCY_KEY="retry")
    table.play({"action": "pass"})
    retried = table.move(off_turn, {"action": "pass"}, HTTP_IDEMPOTENCY_KEY="retry")

    assert refused.status_code == 422
    assert retried.status_code == 200
    assert IdempotencyRecord.objects.filter(key="retry").count() == 1


@pytest.mark.parametrize(
    "key", ["", "x" * 256, "caf\u00e9"], ids=["empty", "too-long", "non-ascii"]
)
def test_a_malformed_key_is_a_400(table, key):
    response = table.move(table.on_turn(), {"action": "pass"}, HTTP_IDEMPOTENCY_KEY=key)

    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_idempotency_key"
    assert table.state()[0] == 0
