"""Playing games through the HTTP API, as a third-party client would.

Seat 0 is driven by the engine's novice AI choosing from the *served* view: the JSON is
turned back into a SeatView, so a game only finishes if the document a client gets is enough
to play from.
"""

from __future__ import annotations

from typing import Any

from rest_framework.test import APIClient

from games.engine.actions import Action
from games.engine.ai import choose_action
from games.engine.cards import Card, parse_cards
from games.engine.events import Column
from games.engine.match import ruleset_from_dict
from games.engine.view import Phase, SeatView

MAX_REQUESTS = 5000


def _card(code: str | None) -> Card | None:
    return None if code is None else Card.parse(code)


def seat_view_from_json(game: dict[str, Any]) -> SeatView:
    """The SeatView a served game document describes (seat 0 = "you" by convention)."""
    seat = 0

    def seat_of(relative: str | None) -> int | None:
        return None if relative is None else (seat if relative == "you" else 1 - seat)

    ruleset = ruleset_from_dict(game["ruleset"])
    dealer = seat_of(game["dealer"])
    assert dealer is not None
    return SeatView(
        seat=seat,
        ruleset=ruleset,
        hand_number=game["hand_number"],
        dealer=dealer,
        turn=seat_of(game["turn"]),
        phase=Phase(game["phase"]),
        your_cards=parse_cards(game["your_cards"]),
        opponent_card_count=game["opponent_card_count"],
        discard_pile=parse_cards(game["discard_pile"]),
        stock_count=game["stock_count"],
        knock_limit=game["knock_limit"],
        taken_from_discard=_card(game["taken_from_discard"]),
        must_draw_stock=game["must_draw_stock"],
        opponent_took=parse_cards(game["opponent_took"]),
        # Not parse_cards: a card can be discarded twice in one hand (taken back in between).
        opponent_discarded=tuple(Card.parse(code) for code in game["opponent_discarded"]),
        opponent_passed_upcard=_card(game["opponent_passed_upcard"]),
        your_discarded=(),
        scores=(game["scores"]["you"], game["scores"]["opponent"]),
        hands_won=(game["hands_won"]["you"], game["hands_won"]["opponent"]),
        columns=tuple(Column() for _ in range(ruleset.hollywood_columns)),
        winner=seat_of(game["winner"]),
        final=None,
    )


def choose_move(game: dict[str, Any], level: str = "novice") -> dict[str, Any]:
    """The move body the engine's AI picks from the served document."""
    action: Action = choose_action(seat_view_from_json(game), level)
    body = action.to_dict()
    body["expected_version"] = game["version"]
    return body


def play_to_end(
    client: APIClient,
    game: dict[str, Any],
    *,
    level: str = "novice",
    on_response: Any = None,
) -> dict[str, Any]:
    """Play seat 0 until the game is over (the server plays the AI); the final document.

    ``on_response(body)`` sees every move response.
    """
    for _ in range(MAX_REQUESTS):
        if game["status"] == "finished":
            return game
        assert game["turn"] == "you", game
        response = client.post(f"/api/v1/games/{game['id']}/moves", choose_move(game, level))
        assert response.status_code == 200, response.json()
        body = response.json()
        if on_response is not None:
            on_response(body)
        game = body["game"]
    raise AssertionError("the game did not end")
