"""The hand review: what each decision of one seat cost, judged from that seat's view only."""

from __future__ import annotations

import pytest

from games.engine.actions import Action, ActionKind
from games.engine.ai import choose_action
from games.engine.ai.review import CLASSES, HandNotEnded, Thresholds, review_hand
from games.engine.cards import Card
from games.engine.match import Match
from games.engine.rules import get_ruleset
from games.engine.shuffle import shuffled_deck

STANDARD = get_ruleset("standard")
WORLDS = 60


def _first_hand(
    deck: tuple[Card, ...], *, seat_levels: tuple[str, str]
) -> list[tuple[int, Action]]:
    """The moves of hand 1 dealt from ``deck``, each seat played by an AI level."""
    match = Match.from_deck(deck, ruleset=STANDARD, dealer=1)
    moves = []
    while match.hand_number == 1 and not match.finished:
        seat = match.turn
        assert seat is not None
        action = choose_action(match.view(seat), seat_levels[seat])
        moves.append((seat, action))
        match.apply(seat, action)
    return moves


def _seen_by(seat: int, deck: tuple[Card, ...], moves: list[tuple[int, Action]]) -> set[Card]:
    """Every card ``seat`` saw while hand 1 was played (not its end, when all is shown)."""
    match = Match.from_deck(deck, ruleset=STANDARD, dealer=1)
    seen: set[Card] = set()
    for played_seat, action in moves:
        view = match.view(seat)
        seen.update(view.your_cards, view.discard_pile, view.opponent_took)
        seen.update(view.opponent_discarded, view.your_discarded)
        if view.opponent_passed_upcard is not None:
            seen.add(view.opponent_passed_upcard)
        match.apply(played_seat, action)
    return seen


def _review(deck: tuple[Card, ...], moves: list[tuple[int, Action]], **kwargs: object):
    match = Match.from_deck(deck, ruleset=STANDARD, dealer=1)
    return review_hand(match, moves, seat=0, hand=1, key=b"game-1", worlds=WORLDS, **kwargs)  # type: ignore[arg-type]


def _deal() -> tuple[tuple[Card, ...], list[tuple[int, Action]]]:
    """The first deal whose hand 1 seat 0 ends with a knock (so the opponent's cards, laid
    down only after it, may be any)."""
    for n in range(50):
        deck = shuffled_deck(b"review-information-%d" % n)
        moves = _first_hand(deck, seat_levels=("expert", "novice"))
        seat, action = moves[-1]
        if seat == 0 and action.kind is ActionKind.KNOCK and len(moves) > 8:
            return deck, moves
    raise AssertionError("no deal ends with seat 0's knock")


def test_two_deals_that_look_the_same_to_the_seat_get_the_same_review() -> None:
    deck, moves = _deal()
    hidden = [card for card in deck if card not in _seen_by(0, deck, moves)]
    assert len(hidden) >= 10  # the opponent's unseen cards and the stock the seat never drew
    # Rotate the cards the seat never saw: other opponent cards, another stock order.
    rotated = dict(zip(hidden, hidden[1:] + hidden[:1], strict=True))
    other_deck = tuple(rotated.get(card, card) for card in deck)
    assert other_deck != deck
    # The same actions are legal and played in the other deal, and look the same to seat 0 ...
    other = Match.from_deck(other_deck, ruleset=STANDARD, dealer=1)
    for seat, action in moves:
        other.apply(seat, action)
    assert other.hand_results[0].hand_number == 1

    first, second = _review(deck, moves), _review(other_deck, moves)

    assert first == second
    assert first.decisions


def test_the_review_lists_every_decision_of_the_seat_in_the_hand() -> None:
    deck, moves = _deal()
    review = _review(deck, moves)
    versions = [version for version, (seat, action) in enumerate(moves, start=1) if seat == 0]
    assert [decision.version for decision in review.decisions] == versions
    assert [decision.played for decision in review.decisions] == [
        action for seat, action in moves if seat == 0
    ]


def test_each_decision_loses_what_the_best_action_would_have_gained() -> None:
    deck, moves = _deal()
    review = _review(deck, moves)
    for decision in review.decisions:
        assert decision.loss >= 0
        assert decision.loss == pytest.approx(decision.expected_best - decision.expected_played)
        assert decision.klass in CLASSES
        if decision.best == decision.played:
            assert decision.loss == 0
    assert 0 <= review.accuracy <= 100
    assert review.total_loss == pytest.approx(sum(d.loss for d in review.decisions))


def test_a_review_is_the_same_each_time_it_is_computed() -> None:
    deck, moves = _deal()
    assert _review(deck, moves) == _review(deck, moves)


def test_a_novice_loses_more_than_the_expert_on_the_same_deals() -> None:
    novice = expert = 0.0
    for n in range(6):
        deck = shuffled_deck(b"review-rank-%d" % n)
        for level in ("novice", "expert"):
            moves = _first_hand(deck, seat_levels=(level, "expert"))
            loss = _review(deck, moves).total_loss
            if level == "novice":
                novice += loss
            else:
                expert += loss
    assert expert < novice


def test_a_hand_that_has_not_ended_cannot_be_reviewed() -> None:
    deck, moves = _deal()
    with pytest.raises(HandNotEnded):
        _review(deck, moves[:-1])


@pytest.mark.parametrize(
    ("loss", "klass"),
    [
        (0.0, "best"),
        (0.5, "best"),
        (1.5, "good"),
        (4.0, "inaccuracy"),
        (9.0, "mistake"),
        (12, "blunder"),
    ],
)
def test_the_class_follows_the_thresholds(loss: float, klass: str) -> None:
    assert Thresholds().classify(loss) == klass


def test_thresholds_come_from_settings_by_name() -> None:
    assert Thresholds.from_mapping({"best": 1, "good": 3}).classify(2.5) == "good"
    assert Thresholds.from_mapping({"best": 1, "good": 3}).classify(1.0) == "best"
