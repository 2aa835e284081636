"""Nothing hidden ever leaves: a scan of every response of many complete games.

For each version of a game the server knows, by replaying it, which cards seat 0 could know
in the current hand: the cards it has held and every card that has been face up on the
discard pile.  No response may name any other card of that hand: not the opponent's hidden
cards, not the stock's cards before they are drawn.  Hands are shown in full only once they
are over (``last_hand``, the ``hand_over`` result, a knock's melds).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from games.models import Game
from tests.api.play import play_to_end

pytestmark = [pytest.mark.django_db, pytest.mark.slow]

CARD = re.compile(r"^[A2-9TJQK][CDHS]$")
REVEALED_AT_HAND_END = {"last_hand", "final_scores"}


def _cards_in(node: Any, skip: frozenset[str] = frozenset()) -> set[str]:
    if isinstance(node, str):
        return {node} if CARD.match(node) else set()
    if isinstance(node, list):
        return set().union(*(_cards_in(item, skip) for item in node)) if node else set()
    if isinstance(node, dict):
        out: set[str] = set()
        for key, value in node.items():
            if key not in skip:
                out |= _cards_in(value, skip)
        return out
    return set()


def _knowledge(game: Game) -> list[tuple[int, frozenset[str]]]:
    """For each version: the hand being played and what seat 0 may know of it."""
    match = game.new_match()
    known: dict[int, set[str]] = {}
    series = []

    def observe() -> None:
        view = match.view(0)
        seen = known.setdefault(view.hand_number, set())
        seen.update(card.code for card in view.your_cards)
        seen.update(card.code for card in view.discard_pile)
        series.append((view.hand_number, frozenset(seen)))

    observe()
    for move in game.moves.order_by("version"):
        match.apply(move.seat, move.to_action())
        observe()
    return series


def _known(series: list[tuple[int, frozenset[str]]], hand: int, version: int) -> frozenset[str]:
    for number, seen in reversed(series[: version + 1]):
        if number == hand:
            return seen
    raise AssertionError(f"hand {hand} not reached by version {version}")


def _check_game_document(series, doc: dict) -> None:
    version, hand = doc["version"], doc["hand_number"]
    assert series[version][0] == hand
    leaked = _cards_in(doc, frozenset(REVEALED_AT_HAND_END)) - _known(series, hand, version)
    assert not leaked, f"v{version}: {sorted(leaked)} shown before they were public"
    if doc["last_hand"] is not None and doc["status"] != "finished":
        assert doc["last_hand"]["hand_number"] < hand


def _check_events(series, events: list[dict], hand: int, version: int) -> None:
    for event in events:
        kind = event["event"]
        if kind == "deal":
            hand = event["hand_number"]
        elif kind == "draw_stock" and event["player"] == "opponent":
            assert "card" not in event, f"v{version}: the opponent's stock draw was shown"
        elif kind in ("take_upcard", "draw_discard", "pass", "draw_stock"):
            assert event["card"] in _known(series, hand, version), event
        elif kind in ("discard", "knock", "big_gin", "hand_over", "game_over", "resign"):
            # A discard is public by the act; a knock's melds and the hand's result are the
            # hand laid down at its end.
            continue
        else:
            assert not _cards_in(event), event


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
    series = _knowledge(Game.objects.get(id=final["id"]))

    _check_game_document(series, responses[0][1])
    for before, body in responses[1:]:
        _check_game_document(series, body["game"])
        _check_events(series, body["events"], before["hand_number"], body["game"]["version"])
    _check_game_document(series, client.get(f"/api/v1/games/{final['id']}").json())
    for entry in client.get(f"/api/v1/games/{final['id']}/moves").json()["moves"]:
        version = entry["version"]
        _check_events(series, entry["events"], series[version - 1][0], version)
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
