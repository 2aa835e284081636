"""Properties of random legal play, for every ruleset (hypothesis).

Each example plays up to a couple of hundred random legal actions, preferring knocks so that
hands end and games finish; along the way it checks that the 52 cards are conserved, that a
random action is accepted exactly when it is listed, that a rejected one changes nothing, and
that a seat's view never shows the opponent's hidden cards or the stock.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine import (
    DECK,
    RULESETS,
    Action,
    ActionKind,
    EngineError,
    LegalAction,
    Match,
    codes,
    get_ruleset,
    min_deadwood,
    to_mask,
)

ALL_CARDS = (1 << 52) - 1
KINDS = list(ActionKind)


def strings(data: Any) -> set[str]:
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return set(data) | {s for value in data.values() for s in strings(value)}
    if isinstance(data, list | tuple):
        return {s for value in data for s in strings(value)}
    return set()


def listed(legal: list[LegalAction], action: Action) -> bool:
    """Whether ``legal`` lists ``action`` (no melds named)."""
    for option in legal:
        if option.kind is action.kind:
            if option.cards:
                return action.card in option.cards
            return action.card is None
    return False


def check_cards(match: Match) -> None:
    hand = match.hand
    parts = [hand.hands[0], hand.hands[1], to_mask(hand.stock), to_mask(hand.discard_pile)]
    assert sum(part.bit_count() for part in parts) == 52
    assert parts[0] | parts[1] | parts[2] | parts[3] == ALL_CARDS
    # No card twice in the stock or the pile.
    assert len(hand.stock) == parts[2].bit_count()
    assert len(hand.discard_pile) == parts[3].bit_count()


def check_views(match: Match) -> None:
    hand = match.hand
    for seat in (0, 1):
        other = 1 - seat
        view = match.view(seat)
        assert to_mask(view.your_cards) == hand.hands[seat]
        data = view.to_dict()
        data.pop("last_hand")  # the previous hand, laid face up: another deal's cards
        hidden = set(codes(hand.cards(other))) - set(codes(hand.took[other]))
        hidden |= set(codes(hand.stock))
        assert not hidden & strings(data)
        assert list(view.legal_actions) == match.legal_actions(seat)


def choose(match: Match, pick: int) -> tuple[int, Action]:
    seat = match.turn
    assert seat is not None
    options = [la for la in match.legal_actions(seat) if la.kind is not ActionKind.RESIGN]
    enders = [la for la in options if la.kind in (ActionKind.KNOCK, ActionKind.BIG_GIN)]
    option = enders[0] if enders and pick % 3 else options[pick % len(options)]
    card = option.cards[(pick // 7) % len(option.cards)] if option.cards else None
    if option.kind is ActionKind.DISCARD and pick % 4:
        # Mostly a greedy discard, so that hands reach knocks, gins and undercuts.
        held, cap = match.hand.hands[seat], match.ruleset.max_meld_size
        card = min(option.cards, key=lambda c: min_deadwood(held ^ c.bit, max_meld_size=cap))
    return seat, Action(option.kind, card)


def play(
    seed: bytes, ruleset: str, picks: list[int], probes: list[tuple[int, int, int]] | None = None
) -> tuple[Match, list[tuple[int, Action]]]:
    match = Match.new(seed=seed, ruleset=get_ruleset(ruleset))
    moves: list[tuple[int, Action]] = []
    for i, pick in enumerate(picks):
        if match.finished:
            break
        if probes:
            probe(match, *probes[i % len(probes)])
        seat, action = choose(match, pick)
        if pick % 397 == 0:
            seat, action = pick % 2, Action(ActionKind.RESIGN)
        match.apply(seat, action)
        moves.append((seat, action))
        check_cards(match)
    return match, moves


def probe(match: Match, seat: int, kind: int, card: int) -> None:
    """A random action: accepted if listed (checked on a copy), else rejected unchanged."""
    action = Action(KINDS[kind % len(KINDS)], None if card >= 52 else DECK[card])
    accepted = listed(match.legal_actions(seat), action) or (
        action.kind is ActionKind.RESIGN and action.card is None
    )
    if accepted:
        copy = Match.from_snapshot(match.to_snapshot())
        copy.apply(seat, action)
        check_cards(copy)
        return
    before = match.to_snapshot()
    try:
        match.apply(seat, action)
    except EngineError:
        pass
    else:
        raise AssertionError(f"{action} by seat {seat} was accepted but not listed")
    assert match.to_snapshot() == before


seeds = st.binary(max_size=6)
rulesets = st.sampled_from(sorted(RULESETS))
picks = st.lists(st.integers(0, 2**16), min_size=40, max_size=250)


@settings(max_examples=40, deadline=None)
@given(seed=seeds, ruleset=rulesets, picks=picks)
def test_52_cards_are_conserved_and_replay_reproduces_the_state(
    seed: bytes, ruleset: str, picks: list[int]
) -> None:
    match, moves = play(seed, ruleset, picks)
    again = Match.replay(seed=seed, ruleset=get_ruleset(ruleset), moves=moves)
    assert again.to_snapshot() == match.to_snapshot()
    assert again.move_count == len(moves)


@settings(max_examples=25, deadline=None)
@given(
    seed=seeds,
    ruleset=rulesets,
    picks=st.lists(st.integers(0, 2**16), min_size=1, max_size=120),
    probes=st.lists(
        st.tuples(st.integers(0, 1), st.integers(0, 7), st.integers(0, 60)),
        min_size=1,
        max_size=20,
    ),
)
def test_an_action_is_accepted_exactly_when_it_is_listed(
    seed: bytes, ruleset: str, picks: list[int], probes: list[tuple[int, int, int]]
) -> None:
    play(seed, ruleset, picks, probes)


@settings(max_examples=25, deadline=None)
@given(seed=seeds, ruleset=rulesets, picks=st.lists(st.integers(0, 2**16), max_size=120))
def test_a_view_never_shows_the_opponents_hidden_cards(
    seed: bytes, ruleset: str, picks: list[int]
) -> None:
    match = Match.new(seed=seed, ruleset=get_ruleset(ruleset))
    check_views(match)
    for pick in picks:
        if match.finished:
            break
        seat, action = choose(match, pick)
        events = match.apply(seat, action)
        for event in events:
            shown = event.to_dict(1 - seat)
            if event.kind.value == "draw_stock":
                assert "card" not in shown
        check_views(match)


def every_listed_action(legal: list[LegalAction]) -> list[Action]:
    return [Action(option.kind, card) for option in legal for card in (option.cards or (None,))]


@settings(max_examples=12, deadline=None)
@given(seed=seeds, ruleset=rulesets, picks=st.lists(st.integers(0, 2**16), max_size=60))
def test_every_listed_action_is_accepted(seed: bytes, ruleset: str, picks: list[int]) -> None:
    match = Match.new(seed=seed, ruleset=get_ruleset(ruleset))
    for pick in picks:
        if match.finished:
            break
        snapshot = match.to_snapshot()
        for seat in (0, 1):
            for action in every_listed_action(match.legal_actions(seat)):
                Match.from_snapshot(snapshot).apply(seat, action)
        match.apply(*choose(match, pick))
