"""Nothing hidden ever leaves: a scan of every response of many complete games.

What seat 0 may know at each version comes from replaying the stored game
(:class:`tests.secrecy.Knowledge`); no response may name a card of the hand beyond that.
"""

from __future__ import annotations

from typing import Any

import pytest

from games.models import Game
from tests.api.play import play_to_end
from tests.secrecy import Knowledge

pytestmark = [pytest.mark.django_db, pytest.mark.slow]


def knowledge_of(game: Game) -> Knowledge:
    """What seat 0 may know at each version of a stored game."""
    moves = ((move.seat, move.to_action()) for move in game.moves.order_by("version"))
    return Knowledge.of_replay(game.new_match(), moves)


GAMES = [
    ("standard", "novice"),
    ("standard", "expert"),
    ("classic", "expert"),
    ("arcade", "novice"),
    ("arcade", "expert"),
    ("straight", "expert"),
    ("oklahoma", "novice"),
    ("hollywood", "expert"),
]


@pytest.mark.parametrize(("ruleset", "level"), GAMES)
def test_no_response_of_a_whole_game_shows_a_card_before_it_is_public(
    player_client, ruleset, level
):
    _, client = player_client
    created = client.post(
        "/api/v1/games", {"opponent": "ai", "ai_level": level, "ruleset": ruleset}
    )
    responses: list[tuple[dict[str, Any], dict[str, Any]]] = [({}, created.json())]
    previous = {"doc": created.json()}

    def record(body: dict) -> None:
        responses.append((previous["doc"], body))
        previous["doc"] = body["game"]

    final = play_to_end(client, created.json(), on_response=record)
    knowledge = knowledge_of(Game.objects.get(id=final["id"]))

    knowledge.check_document(responses[0][1])
    for before, body in responses[1:]:
        knowledge.check_document(body["game"])
        knowledge.check_events(body["events"], before["hand_number"], body["game"]["version"])
    knowledge.check_document(client.get(f"/api/v1/games/{final['id']}").json())
    for entry in client.get(f"/api/v1/games/{final['id']}/moves").json()["moves"]:
        version = entry["version"]
        knowledge.check_events(entry["events"], knowledge.series[version - 1][0], version)
        if entry["player"] == "opponent" and entry["action"] == "draw_stock":
            assert entry["card"] is None


def test_the_seed_and_stock_never_appear(player_client):
    _, client = player_client
    created = client.post("/api/v1/games", {"opponent": "ai"}).json()
    texts = []
    play_to_end(client, created, on_response=lambda body: texts.append(str(body)))
    game = Game.objects.get(id=created["id"])

    assert not any(game.seed in text for text in texts)
    assert "stock" not in {key for key in created if key != "stock_count"}
