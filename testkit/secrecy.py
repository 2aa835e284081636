"""What a seat may know of a game, version by version, and the scan of served documents
against it (used by tests/games/test_secrecy.py, tests/games/test_leak_scan.py,
tests/live/test_stream_secrecy.py, tests/puzzles/test_puzzle_leak_scan.py,
``python -m loadtest.leaks`` and ``loadtest.streams``).

After each version a seat may know, of the hand being played, the cards it has held and
every card that has been face up on the discard pile.  No document served to it may name any
other card of that hand: not the opponent's hidden cards, not the stock's cards before they
are drawn.  Hands are shown in full only once they are over (``last_hand``, the
``hand_over`` result, a knock's melds), except a sealed hand (``Game.sealed_hands``: hand 1 of a
scored Daily Gin game until its date is over): its result and its opponent's knock name no card
the seat did not know by the hand's end but the cards laid off, and ``opponent_cards`` and
``opponent_melds`` are null.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from games.engine.actions import Action
from games.engine.match import Match

if TYPE_CHECKING:
    from games.models import Game

CARD = re.compile(r"^[A2-9TJQK][CDHS]$")
REVEALED_AT_HAND_END = frozenset({"last_hand", "final_scores"})
"""Fields of a game document that show a finished hand (or game) in full."""


def cards_in(node: Any, skip: frozenset[str] = frozenset()) -> set[str]:
    """Every card code anywhere in a JSON document, except under the keys in ``skip``."""
    found: set[str] = set()
    pending = [node]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if len(item) == 2 and CARD.match(item):
                found.add(item)
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, dict):
            pending.extend(value for key, value in item.items() if key not in skip)
    return found


class Knowledge:
    """What ``seat`` may know, for each version of one game: call :meth:`observe` with the
    match as dealt, then after every action applied to it."""

    def __init__(self, seat: int = 0, sealed: frozenset[int] = frozenset()) -> None:
        self.seat = seat
        self.sealed = sealed
        """Hands whose opponent's cards stay hidden even once they are over."""
        self.series: list[tuple[int, frozenset[str]]] = []
        self._seen: dict[int, set[str]] = {}

    @classmethod
    def of_replay(
        cls,
        new: Match,
        moves: Iterable[tuple[int, Action]],
        seat: int = 0,
        sealed: frozenset[int] = frozenset(),
    ) -> Knowledge:
        """The knowledge of a stored game: its match as dealt, then its moves in order."""
        knowledge = cls(seat, sealed)
        knowledge.observe(new)
        for mover, action in moves:
            new.apply(mover, action)
            knowledge.observe(new)
        return knowledge

    def observe(self, match: Match) -> None:
        view = match.view(self.seat)
        seen = self._seen.setdefault(view.hand_number, set())
        seen.update(card.code for card in view.your_cards)
        seen.update(card.code for card in view.discard_pile)
        self.series.append((view.hand_number, frozenset(seen)))

    def known(self, hand: int, version: int) -> frozenset[str]:
        for number, seen in reversed(self.series[: version + 1]):
            if number == hand:
                return seen
        raise AssertionError(f"hand {hand} not reached by version {version}")

    def known_at_end(self, hand: int) -> frozenset[str]:
        """What the seat knew of ``hand`` by its last version."""
        return next(seen for number, seen in reversed(self.series) if number == hand)

    def check_sealed(self, result: dict[str, Any], where: str) -> None:
        """A sealed hand's result (or its opponent's knock): nothing of the opponent's hand
        beyond what the seat knew by the hand's end and the cards laid off."""
        hand = result["hand_number"]
        if hand not in self.sealed:
            return
        if "opponent_cards" in result:
            assert result["sealed"] is True, f"{where}: hand {hand} not sealed"
            assert result["opponent_cards"] is None, f"{where}: the opponent's cards shown"
            assert result["opponent_melds"] is None, f"{where}: the opponent's melds shown"
        leaked = cards_in(result) - self.known_at_end(hand) - set(result.get("layoffs") or ())
        assert not leaked, f"{where}: sealed hand {hand} showed {sorted(leaked)}"

    def check_document(self, doc: dict[str, Any]) -> None:
        """A game document (needs ``version``, ``hand_number``, ``status``, ``last_hand``)."""
        version, hand = doc["version"], doc["hand_number"]
        assert self.series[version][0] == hand
        leaked = cards_in(doc, REVEALED_AT_HAND_END) - self.known(hand, version)
        assert not leaked, f"v{version}: {sorted(leaked)} shown before they were public"
        if doc["last_hand"] is not None and doc["status"] != "finished":
            assert doc["last_hand"]["hand_number"] < hand
        if doc["last_hand"] is not None:
            self.check_sealed(doc["last_hand"], f"v{version} last_hand")

    def check_puzzle(self, body: dict[str, Any], hand: int, version: int) -> None:
        """A puzzle as served before its attempt (GET /puzzles/next), mined from the decision
        of this seat that made ``version`` in ``hand``: no card the seat could not see then,
        and nothing of the answer (no ``solution``, no ``values``, no action with a card)."""
        leaked = cards_in(body) - self.known(hand, version - 1)
        assert not leaked, f"puzzle {body.get('id')}: {sorted(leaked)} shown, never seen"
        pending = [body]
        while pending:
            item = pending.pop()
            if isinstance(item, dict):
                answer = {"solution", "values", "points", "correct", "best"} & set(item)
                assert not answer, f"puzzle {body.get('id')}: {sorted(answer)} before the attempt"
                assert "card" not in item, f"puzzle {body.get('id')}: an action shown: {item}"
                pending.extend(item.values())
            elif isinstance(item, list):
                pending.extend(item)

    def check_events(self, events: list[dict[str, Any]], hand: int, version: int) -> None:
        """The events of one request, which began in ``hand`` and left the game at
        ``version``."""
        for event in events:
            kind = event["event"]
            if kind == "deal":
                hand = event["hand_number"]
            elif kind == "draw_stock" and event["player"] == "opponent":
                assert "card" not in event, f"v{version}: the opponent's stock draw was shown"
            elif kind in ("take_upcard", "draw_discard", "pass", "draw_stock"):
                assert event["card"] in self.known(hand, version), event
            elif kind in ("knock", "big_gin") and event["player"] == "opponent":
                self.check_sealed({**event, "hand_number": hand}, f"v{version} {kind}")
            elif kind == "hand_over":
                self.check_sealed(event["result"], f"v{version} hand_over")
            elif kind in ("discard", "knock", "big_gin", "game_over", "resign"):
                # A discard is public by the act; a knock's melds and the hand's result are
                # the hand laid down at its end.
                continue
            else:
                assert not cards_in(event), event


@dataclass
class ServedGame:
    """Everything one player (seat 0) was served of one game, in order."""

    created: dict[str, Any]
    moves: list[tuple[dict[str, Any], dict[str, Any]]] = field(default_factory=list)
    """(the game before the move, the move's response body)"""
    read: dict[str, Any] | None = None
    """The game read back at the end."""
    log: list[dict[str, Any]] = field(default_factory=list)
    """The move log read at the end."""
    streamed: list[dict[str, Any]] = field(default_factory=list)
    """The data of each event its live stream sent, opened once the game was created."""


def scan_served(game: Game, served: ServedGame) -> int:
    """Scan what was served of the stored ``game`` against what its player could know at
    each version (AssertionError on a leak); the documents and event lists scanned."""
    stored = ((move.seat, move.to_action()) for move in game.moves.order_by("version"))
    knowledge = Knowledge.of_replay(game.new_match(), stored, sealed=game.sealed_hands())
    knowledge.check_document(served.created)
    for before, body in served.moves:
        knowledge.check_document(body["game"])
        knowledge.check_events(body["events"], before["hand_number"], body["game"]["version"])
    assert served.read is not None
    knowledge.check_document(served.read)
    for entry in served.log:
        version = entry["version"]
        knowledge.check_events(entry["events"], knowledge.series[version - 1][0], version)
        if entry["player"] == "opponent" and entry["action"] == "draw_stock":
            assert entry["card"] is None, entry
        if entry["player"] == "opponent" and knowledge.series[version - 1][0] in knowledge.sealed:
            assert entry["melds"] is None, f"v{version}: a sealed hand's opponent melds"
    scanned = 0
    if served.streamed:
        first = served.streamed[0]["game"]["version"]
        scanned = scan_stream(game, 0, served.streamed, first)
    return 2 + 2 * len(served.moves) + len(served.log) + scanned


def scan_stream(game: Game, seat: int, events: list[dict[str, Any]], first: int = 0) -> int:
    """Scan what a seat's live stream sent (each event's parsed data, in order, ``first``
    the version the stream started from) against what that seat could know at each version:
    every event's game as a document, and its events as those of the version they bring.
    Also checks that the versions came once each, in order.  The events scanned."""
    stored = ((move.seat, move.to_action()) for move in game.moves.order_by("version"))
    knowledge = Knowledge.of_replay(game.new_match(), stored, seat, sealed=game.sealed_hands())
    expected = first
    for data in events:
        document = data["game"]
        version = document["version"]
        if data["events"]:
            expected += 1
            assert version == expected, f"v{version} came where v{expected} was due"
            knowledge.check_events(data["events"], knowledge.series[version - 1][0], version)
        knowledge.check_document(document)
    return len(events)
