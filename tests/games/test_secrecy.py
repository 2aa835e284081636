"""Nothing hidden ever leaves: a scan of every response of many complete games.

What seat 0 may know at each version comes from replaying the stored game
(:class:`testkit.secrecy.Knowledge`); no response may name a card of the hand beyond that.
"""

from __future__ import annotations

import pytest

from games.models import Game
from testkit.secrecy import ServedGame, scan_served
from tests.games.play import play_to_end

pytestmark = [pytest.mark.django_db, pytest.mark.slow]


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
    served = ServedGame(created.json())

    def record(body: dict) -> None:
        before = served.moves[-1][1]["game"] if served.moves else served.created
        served.moves.append((before, body))

    final = play_to_end(client, created.json(), on_response=record)
    served.read = client.get(f"/api/v1/games/{final['id']}").json()
    served.log = client.get(f"/api/v1/games/{final['id']}/moves").json()["moves"]

    assert scan_served(Game.objects.get(id=final["id"]), served) > 20


def test_the_seed_and_stock_never_appear(player_client):
    _, client = player_client
    created = client.post("/api/v1/games", {"opponent": "ai"}).json()
    texts = []
    play_to_end(client, created, on_response=lambda body: texts.append(str(body)))
    game = Game.objects.get(id=created["id"])

    assert not any(game.seed in text for text in texts)
    assert "stock" not in {key for key in created if key != "stock_count"}
