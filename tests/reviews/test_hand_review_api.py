"""POST and GET /api/v1/games/{id}/hands/{n}/review: asked by a seat of an ended hand,
computed once by a worker, read back as the seat's own review."""

from __future__ import annotations

from typing import Any

import pytest

from games.models import Game
from reviews import services, tasks
from reviews.models import HandReview

from .conftest import MakePlayer, new_ai_game, play_hand, review_path

pytestmark = pytest.mark.django_db

CLASSES = {"best", "good", "inaccuracy", "mistake", "blunder"}


def _reviewed(make_player: MakePlayer, django_capture_on_commit_callbacks: Any) -> tuple[Any, ...]:
    player, client = make_player()
    game_id = new_ai_game(client)
    play_hand(client, player, game_id)
    with django_capture_on_commit_callbacks(execute=True):
        asked = client.post(review_path(game_id))
    return player, client, game_id, asked


def test_asking_answers_202_pending_and_the_worker_makes_it_done(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any
) -> None:
    _player, client, game_id, asked = _reviewed(make_player, django_capture_on_commit_callbacks)
    assert asked.status_code == 202
    assert asked.json() == {
        "status": "pending",
        "hand": 1,
        "decisions": [],
        "accuracy": None,
        "total_loss": None,
    }
    body = client.get(review_path(game_id)).json()
    assert body["status"] == "done"
    assert body["hand"] == 1
    assert body["decisions"]
    for decision in body["decisions"]:
        assert set(decision) == {
            "version",
            "played",
            "best",
            "expected",
            "loss",
            "class",
            "cards",
            "drawn",
        }
        assert decision["loss"] >= 0
        assert decision["loss"] == pytest.approx(
            decision["expected"]["best"] - decision["expected"]["played"], abs=0.011
        )
        assert decision["class"] in CLASSES
    assert 0 <= body["accuracy"] <= 100
    assert body["total_loss"] == pytest.approx(sum(d["loss"] for d in body["decisions"]), abs=0.05)


def test_every_decision_of_the_callers_seat_in_the_hand_is_listed(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any
) -> None:
    player, client, game_id, _ = _reviewed(make_player, django_capture_on_commit_callbacks)
    game = Game.objects.get(pk=game_id)
    seat = game.seat_of(player)
    match = game.new_match()
    mine = []
    for move in game.moves.order_by("version"):
        if match.hand_results:
            break
        if move.seat == seat:
            mine.append((move.version, move.payload))
        match.apply(move.seat, move.to_action())
    body = client.get(review_path(game_id)).json()
    assert [(d["version"], d["played"]) for d in body["decisions"]] == mine


def test_each_decision_shows_the_cards_held_and_the_card_taken_or_drawn(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any
) -> None:
    player, client, game_id, _ = _reviewed(make_player, django_capture_on_commit_callbacks)
    game = Game.objects.get(pk=game_id)
    seat = game.seat_of(player)
    assert seat is not None
    match = game.new_match()
    held: dict[int, set[str]] = {}
    drawn: dict[int, str | None] = {}
    last: str | None = None
    for move in game.moves.order_by("version"):
        before = {card.code for card in match.hand.cards(seat)}
        match.apply(move.seat, move.to_action())
        if move.seat != seat:
            continue
        held[move.version] = before
        after = {card.code for card in match.hand.cards(seat)}
        taken = next(iter(after - before), None) if after > before else None
        drawn[move.version] = None if move.payload["action"].startswith(("draw", "take")) else last
        last = taken
    body = client.get(review_path(game_id)).json()

    assert body["decisions"]
    for decision in body["decisions"]:
        version = decision["version"]
        assert set(decision["cards"]) == held[version]
        assert decision["drawn"] == drawn[version]
        action = decision["played"]["action"]
        assert len(decision["cards"]) == (11 if action in ("discard", "knock") else 10) or (
            game.ruleset_name == "arcade"
        )
        if action in ("draw_stock", "draw_discard", "take_upcard"):
            assert decision["drawn"] is None
        if action == "discard" and decision["drawn"]:
            assert decision["drawn"] in decision["cards"]
            assert decision["played"]["card"] in decision["cards"]


def test_asking_again_once_done_answers_200_with_the_same_review(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any
) -> None:
    _player, client, game_id, _ = _reviewed(make_player, django_capture_on_commit_callbacks)
    first = client.get(review_path(game_id)).json()
    again = client.post(review_path(game_id))
    assert again.status_code == 200
    assert again.json() == first


def test_a_second_request_while_computing_joins_the_same_job(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any
) -> None:
    player, client = make_player()
    game_id = new_ai_game(client)
    play_hand(client, player, game_id)
    with django_capture_on_commit_callbacks(execute=False) as queued:
        first = client.post(review_path(game_id))
        second = client.post(review_path(game_id))
    assert (first.status_code, second.status_code) == (202, 202)
    assert len(queued) == 1
    assert HandReview.objects.count() == 1


def test_a_job_delivered_twice_is_computed_once(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any, monkeypatch: Any
) -> None:
    player, client = make_player()
    game_id = new_ai_game(client)
    play_hand(client, player, game_id)
    with django_capture_on_commit_callbacks(execute=False):
        client.post(review_path(game_id))
    review = HandReview.objects.get()
    computed = []
    real = services.review_compute

    def counted(**kwargs: Any) -> HandReview:
        computed.append(1)
        return real(**kwargs)

    monkeypatch.setattr(tasks, "review_compute", counted)
    assert tasks.review_compute_task(review.pk) == "done"
    assert tasks.review_compute_task(review.pk) is None
    assert computed == [1]


def test_a_failed_computation_gives_its_claim_back_for_the_retry(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any, monkeypatch: Any
) -> None:
    player, client = make_player()
    game_id = new_ai_game(client)
    play_hand(client, player, game_id)
    with django_capture_on_commit_callbacks(execute=False):
        client.post(review_path(game_id))
    review = HandReview.objects.get()

    def broken(**kwargs: Any) -> None:
        raise RuntimeError("worker lost")

    monkeypatch.setattr(tasks, "review_compute", broken)
    with pytest.raises(RuntimeError):
        tasks.review_compute_task.run(review.pk)
    review.refresh_from_db()
    assert review.claimed_at is None and review.status == "pending"
    monkeypatch.setattr(tasks, "review_compute", services.review_compute)
    assert tasks.review_compute_task.run(review.pk) == "done"


def test_review_ready_goes_to_the_reviewing_players_stream(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any, monkeypatch: Any
) -> None:
    sent: list[Any] = []
    monkeypatch.setattr(services, "publish", lambda **kwargs: sent.append(kwargs))
    player, _client, game_id, _ = _reviewed(make_player, django_capture_on_commit_callbacks)
    [message] = sent
    [notice] = message["notices"]
    assert notice.player_id == str(player.pk)
    assert notice.kind == "review_ready"
    assert notice.data == {"game": game_id, "hand": 1}


def test_a_hand_still_being_played_is_a_422(make_player: MakePlayer) -> None:
    _player, client = make_player()
    game_id = new_ai_game(client)
    response = client.post(review_path(game_id))
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "hand_not_ended"
    assert not HandReview.objects.exists()


@pytest.mark.parametrize("hand", [0, 2, 40, 99_999_999_999])
def test_a_hand_the_game_never_reached_is_a_404(make_player: MakePlayer, hand: int) -> None:
    player, client = make_player()
    game_id = new_ai_game(client)
    play_hand(client, player, game_id)
    if hand == 2 and Game.objects.get(pk=game_id).match().hand_number >= 2:
        hand = 3
    path = review_path(game_id, hand)
    for response in (client.post(path), client.get(path)):
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "hand_not_found"
    assert not HandReview.objects.exists()


def test_another_players_game_is_a_404_for_both_methods(
    make_player: MakePlayer, django_capture_on_commit_callbacks: Any
) -> None:
    _player, _client, game_id, _ = _reviewed(make_player, django_capture_on_commit_callbacks)
    _other, stranger = make_player("Bob")
    for response in (stranger.post(review_path(game_id)), stranger.get(review_path(game_id))):
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "not_found"
    assert HandReview.objects.count() == 1


def test_the_other_seats_decisions_are_a_403(make_player: MakePlayer) -> None:
    player, client = make_player()
    game_id = new_ai_game(client)
    play_hand(client, player, game_id)
    response = client.post(review_path(game_id) + "?seat=opponent")
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "review_other_seat"
    assert not HandReview.objects.exists()


def test_reading_a_review_never_asked_for_is_a_404(make_player: MakePlayer) -> None:
    player, client = make_player()
    game_id = new_ai_game(client)
    play_hand(client, player, game_id)
    response = client.get(review_path(game_id))
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "review_not_found"


def test_a_body_with_fields_is_a_400(make_player: MakePlayer) -> None:
    player, client = make_player()
    game_id = new_ai_game(client)
    play_hand(client, player, game_id)
    response = client.post(review_path(game_id), {"worlds": 5}, format="json")
    assert response.status_code == 400
    assert not HandReview.objects.exists()


def test_without_a_token_it_is_a_401(api: Any) -> None:
    response = api.get(review_path("0b5e8d8e-8a7c-4f5e-9d43-3a3c1c6f6b11"))
    assert response.status_code == 401


def test_asking_is_throttled_per_player(make_player: MakePlayer, settings: Any) -> None:
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "reviews": "2/minute",
        },
    }
    _player, client = make_player()
    game_id = new_ai_game(client)
    codes = [client.post(review_path(game_id)).status_code for _ in range(3)]
    assert codes == [422, 422, 429]


def test_its_messages_follow_accept_language(make_player: MakePlayer) -> None:
    _player, client = make_player()
    game_id = new_ai_game(client)
    response = client.post(review_path(game_id), HTTP_ACCEPT_LANGUAGE="es-ES,es;q=0.9")
    assert response.json()["error"]["message"] == (
        "La mano 1 no ha terminado: una mano se revisa cuando acaba."
    )
