"""The computer opponents: novice plays docs/RULES.md section 6 exactly, both levels play only legal
moves, and every reply is a pure function of what the seat may see."""

from __future__ import annotations

import dataclasses
import doctest

import pytest

from games.engine import (
    RULESETS,
    Action,
    ActionKind,
    Card,
    IllegalActionError,
    InvalidActionError,
    Match,
    Phase,
    SeatView,
    all_melds,
    get_ruleset,
    min_deadwood,
    parse_cards,
)
from games.engine import ai as ai_module
from games.engine.ai import AI_LEVELS, choose_action

from .stacking import DEFENDER, KNOCKER, UPCARD, deal

MOVE_CAP = 1000
"""Arcade recycles its stock, so two deterministic AIs can circle forever: stop a test game
after this many moves (a hollywood game with the master may pass 600)."""


def cards(text: str) -> tuple[Card, ...]:
    return tuple(sorted(parse_cards(text.split())))


def view_of(
    hand: str,
    *,
    phase: Phase = Phase.DISCARD,
    top: str | None = None,
    ruleset: str = "standard",
    taken: str | None = None,
    knock_limit: int | None = None,
    stock_count: int | None = None,
    opponent_took: str = "",
) -> SeatView:
    """Seat 0's view on its turn, holding ``hand``, with ``top`` alone on the discard pile."""
    base = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, ruleset=ruleset, dealer=1).view(0)
    held = cards(hand)
    pile = () if top is None else (Card.parse(top),)
    assert not set(held) & set(pile)
    return dataclasses.replace(
        base,
        phase=phase,
        turn=0,
        your_cards=held,
        discard_pile=pile,
        taken_from_discard=None if taken is None else Card.parse(taken),
        must_draw_stock=False,
        knock_limit=base.knock_limit if knock_limit is None else knock_limit,
        stock_count=base.stock_count if stock_count is None else stock_count,
        opponent_took=cards(opponent_took),
    )


def novice(view: SeatView) -> Action:
    action = choose_action(view, "novice")
    assert_legal(view, action)
    return action


def assert_legal(view: SeatView, action: Action) -> None:
    allowed = {legal.kind: legal for legal in view.legal_actions}
    assert action.kind in allowed, (action, view.legal_actions)
    legal = allowed[action.kind]
    if legal.cards:
        assert action.card in legal.cards, (action, legal)
    else:
        assert action.card is None


# -- novice: drawing ---------------------------------------------------------------------------

NEAR_RUN = "7H 8H 2C 2D 5S 9C JD QS KC 4D"
"""Highest unmatched card KC; 9H would make 7H 8H 9H."""


def test_novice_takes_a_discard_that_lowers_its_deadwood() -> None:
    view = view_of(NEAR_RUN, phase=Phase.DRAW, top="9H")
    assert novice(view) == Action(ActionKind.DRAW_DISCARD)


def test_novice_takes_an_unmelded_low_card_that_replaces_a_higher_one() -> None:
    # The rule is only "less deadwood after the usual discard": AS for KC qualifies.
    view = view_of(NEAR_RUN, phase=Phase.DRAW, top="AS")
    assert novice(view) == Action(ActionKind.DRAW_DISCARD)


def test_novice_draws_from_the_stock_when_the_discard_would_not_lower_its_deadwood() -> None:
    # KS would only replace KC: the same deadwood is not less.
    view = view_of(NEAR_RUN, phase=Phase.DRAW, top="KS")
    assert novice(view) == Action(ActionKind.DRAW_STOCK)


def test_novice_treats_the_upcard_like_a_discard() -> None:
    assert novice(view_of(NEAR_RUN, phase=Phase.UPCARD, top="9H")) == Action(ActionKind.TAKE_UPCARD)
    assert novice(view_of(NEAR_RUN, phase=Phase.UPCARD, top="KS")) == Action(ActionKind.PASS)


def test_novice_draws_from_the_stock_when_it_must() -> None:
    view = dataclasses.replace(view_of(NEAR_RUN, phase=Phase.DRAW, top="9H"), must_draw_stock=True)
    assert novice(view) == Action(ActionKind.DRAW_STOCK)


# -- novice: discarding ------------------------------------------------------------------------

MELDED_9 = "AC 2C 3C 4D 5D 6D 7H 7S 7C"
"""Three melds; two more cards make 11."""


@pytest.mark.parametrize(
    ("extra", "discard"),
    [
        ("KD KH", "KH"),  # same rank: suit order S H D C
        ("KC QS", "KC"),  # same value: the higher rank
        ("TS JC", "JC"),
        ("9S TC", "TC"),  # the higher value first
    ],
)
def test_novice_discards_its_highest_unmatched_card_in_the_documented_order(
    extra: str, discard: str
) -> None:
    action = novice(view_of(f"{MELDED_9} {extra}", ruleset="classic"))
    assert action == Action(ActionKind.DISCARD, Card.parse(discard))


def test_novice_keeps_high_cards_that_are_in_a_meld() -> None:
    action = novice(view_of("KC KD KS 2H 3H 4H 5C 6C 7C 9D TS"))
    assert action == Action(ActionKind.DISCARD, Card.parse("TS"))


def test_novice_never_discards_the_card_it_just_took_where_the_rules_forbid() -> None:
    hand = f"{MELDED_9} KS QD"
    assert novice(view_of(hand, taken="KS")) == Action(ActionKind.DISCARD, Card.parse("QD"))
    # classic allows it, and KS is the highest unmatched card
    assert novice(view_of(hand, taken="KS", ruleset="classic")) == Action(
        ActionKind.DISCARD, Card.parse("KS")
    )


# -- novice: knocking --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("loose", "knocks"),
    [("8H", True), ("9H", False), ("TH", False), ("2H", True)],
)
def test_novice_knocks_at_eight_or_less_though_the_rules_allow_ten(
    loose: str, knocks: bool
) -> None:
    view = view_of(f"{MELDED_9} KD {loose}")
    assert any(legal.kind is ActionKind.KNOCK for legal in view.legal_actions)
    kind = ActionKind.KNOCK if knocks else ActionKind.DISCARD
    assert novice(view) == Action(kind, Card.parse("KD"))


def test_novice_knocks_within_a_lower_limit_only() -> None:
    assert novice(view_of(f"{MELDED_9} KD 5H", knock_limit=5)).kind is ActionKind.KNOCK
    assert novice(view_of(f"{MELDED_9} KD 6H", knock_limit=5)).kind is ActionKind.DISCARD
    assert novice(view_of(f"{MELDED_9} KD 6H", knock_limit=0)).kind is ActionKind.DISCARD


def test_novice_with_eleven_card_knocking_tests_all_eleven_cards() -> None:
    # arcade: 3H + 5S = 8 over the 11 cards
    assert novice(view_of(f"{MELDED_9} 3H 5S", ruleset="arcade")) == Action(ActionKind.KNOCK)
    # 4H + 5S = 9: no knock, although discarding 5S would leave 4
    view = view_of(f"{MELDED_9} 4H 5S", ruleset="arcade")
    assert min_deadwood(view.your_cards, max_meld_size=4) == 9
    assert novice(view) == Action(ActionKind.DISCARD, Card.parse("5S"))


def test_novice_declares_big_gin() -> None:
    hand = "AC 2C 3C 4C 5D 6D 7D 8H 8S 8C 8D"
    assert novice(view_of(hand)) == Action(ActionKind.BIG_GIN)
    # arcade has no big gin: eleven melded cards are a gin knock
    assert novice(view_of(hand, ruleset="arcade")) == Action(ActionKind.KNOCK)


# -- novice against a slow, literal reading of docs/RULES.md section 6 --------------------------


def discard_order(card: Card) -> tuple[int, int, int]:
    """Highest value first, then highest rank, then suit S H D C."""
    return (-card.value, -card.rank, -card.suit_index)


def free_cards(hand: tuple[Card, ...], cap: int | None) -> set[Card]:
    """The cards left unmatched by at least one least-deadwood arrangement, found by trying
    every choice of disjoint melds."""
    melds = [set(meld.cards) for meld in all_melds(hand, max_meld_size=cap)]
    best: list[int] = [1000]
    free: set[Card] = set()

    def visit(start: int, used: set[Card]) -> None:
        unmatched = set(hand) - used
        deadwood = sum(card.value for card in unmatched)
        if deadwood < best[0]:
            best[0] = deadwood
            free.clear()
        if deadwood == best[0]:
            free.update(unmatched)
        for i in range(start, len(melds)):
            if not melds[i] & used:
                visit(i + 1, used | melds[i])

    visit(0, set())
    return free


def reference_discard(hand: tuple[Card, ...], forbidden: Card | None, cap: int | None) -> Card:
    allowed = sorted((card for card in hand if card != forbidden), key=discard_order)
    free = free_cards(hand, cap)
    for card in allowed:
        if card in free:
            return card
    return min(
        allowed,
        key=lambda c: (
            min_deadwood([x for x in hand if x != c], max_meld_size=cap),
            allowed.index(c),
        ),
    )


def reference_novice(view: SeatView) -> Action:
    ruleset = view.ruleset
    cap = ruleset.max_meld_size
    hand = view.your_cards
    if view.phase is not Phase.DISCARD:
        offered = view.discard_pile[-1] if view.discard_pile else None
        if view.phase is Phase.DRAW and (offered is None or view.must_draw_stock):
            return Action(ActionKind.DRAW_STOCK)
        assert offered is not None
        held = (*hand, offered)
        forbidden = None if ruleset.may_discard_taken_card else offered
        thrown = reference_discard(held, forbidden, cap)
        left = min_deadwood([c for c in held if c != thrown], max_meld_size=cap)
        take = left < min_deadwood(hand, max_meld_size=cap)
        if view.phase is Phase.UPCARD:
            return Action(ActionKind.TAKE_UPCARD if take else ActionKind.PASS)
        if take or not view.stock_count:
            return Action(ActionKind.DRAW_DISCARD)
        return Action(ActionKind.DRAW_STOCK)
    knock_at = min(8, view.knock_limit)
    deadwood = min_deadwood(hand, max_meld_size=cap)
    if deadwood == 0 and ruleset.big_gin_bonus is not None:
        return Action(ActionKind.BIG_GIN)
    if ruleset.knock_cards == 11 and deadwood <= knock_at:
        return Action(ActionKind.KNOCK)
    forbidden = None if ruleset.may_discard_taken_card else view.taken_from_discard
    thrown = reference_discard(hand, forbidden, cap)
    left = min_deadwood([c for c in hand if c != thrown], max_meld_size=cap)
    if ruleset.knock_cards == 10 and left <= knock_at:
        return Action(ActionKind.KNOCK, thrown)
    return Action(ActionKind.DISCARD, thrown)


@pytest.mark.parametrize("ruleset", ["standard", "classic", "arcade", "oklahoma"])
def test_novice_matches_a_literal_reading_of_the_rules(ruleset: str) -> None:
    for n in range(3):
        match = Match.new(seed=b"reference:%d" % n, ruleset=get_ruleset(ruleset))
        for _ in range(200):
            if match.finished:
                break
            seat = match.turn
            assert seat is not None
            view = match.view(seat)
            action = choose_action(view, "novice")
            assert action == reference_novice(view), view.to_dict()
            match.apply(seat, action)


# -- both levels -------------------------------------------------------------------------------


def test_an_unknown_level_is_refused() -> None:
    view = view_of(NEAR_RUN, phase=Phase.DRAW, top="9H")
    with pytest.raises(InvalidActionError):
        choose_action(view, "grandmaster")


def test_the_ai_refuses_to_move_out_of_turn() -> None:
    match = Match.new(seed=b"turn", ruleset=get_ruleset("standard"))
    waiting = 1 - (match.turn or 0)
    with pytest.raises(IllegalActionError) as raised:
        choose_action(match.view(waiting), "novice")
    assert raised.value.code == "not_your_turn"


def play(
    seed: bytes, ruleset: str, levels: tuple[str, str], check: bool = False
) -> tuple[Match, list[tuple[int, Action]]]:
    """An AI-vs-AI game (at most MOVE_CAP moves) and its moves."""
    match = Match.new(seed=seed, ruleset=get_ruleset(ruleset))
    moves: list[tuple[int, Action]] = []
    while not match.finished and len(moves) < MOVE_CAP:
        seat = match.turn
        assert seat is not None
        view = match.view(seat)
        action = choose_action(view, levels[seat])
        if check:
            assert_legal(view, action)
        match.apply(seat, action)
        moves.append((seat, action))
    return match, moves


PAIRINGS = [(first, second) for first in AI_LEVELS for second in AI_LEVELS]


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_both_levels_only_play_legal_actions(ruleset: str) -> None:
    games = finished = 0
    for seed in range(2):
        for levels in PAIRINGS:
            match, _ = play(b"legal:%d:%s" % (seed, ruleset.encode()), ruleset, levels, check=True)
            games += 1
            finished += match.finished
    if ruleset != "arcade":
        assert finished == games


@pytest.mark.parametrize("level", AI_LEVELS)
def test_the_same_view_gets_the_same_action(level: str) -> None:
    match, moves = play(b"same-view", "standard", (level, level))
    for count in (0, 5, 17, 40):
        replayed = Match.replay(seed=b"same-view", ruleset=match.ruleset, moves=moves[:count])
        seat = replayed.turn
        assert seat is not None
        first = choose_action(replayed.view(seat), level)
        again = Match.replay(seed=b"same-view", ruleset=match.ruleset, moves=moves[:count])
        assert choose_action(again.view(seat), level) == first
        assert moves[count] == (seat, first)


@pytest.mark.parametrize("ruleset", ["standard", "arcade"])
def test_a_seeded_ai_game_replays_move_for_move(ruleset: str) -> None:
    match, moves = play(b"replay", ruleset, ("expert", "novice"))
    again, moves_again = play(b"replay", ruleset, ("expert", "novice"))
    assert moves_again == moves
    replayed = Match.replay(seed=b"replay", ruleset=match.ruleset, moves=moves)
    assert replayed.to_snapshot() == match.to_snapshot() == again.to_snapshot()


@pytest.mark.parametrize("level", AI_LEVELS)
def test_the_ai_decides_from_the_view_alone(level: str) -> None:
    # Two deals that differ only in what seat 0 cannot see (seat 1's cards and the stock):
    # seat 0 gets the same view, so the same reply.
    mine = "7H 8H 2C 2D 5S 9C JD QS KC 4D"
    theirs = "AS 2S 3S 4S 6S 7S 8S 9S TS JS"
    other = "AD 3D 5D 6D 7D 8D 9D TD QD KD"
    first = deal({0: mine, 1: theirs}, "9H", stock=other)
    second = deal({0: mine, 1: other}, "9H", stock=theirs)
    assert first.view(0).to_dict() == second.view(0).to_dict()
    assert choose_action(first.view(0), level) == choose_action(second.view(0), level)
    assert first.hand.hands[1] != second.hand.hands[1]


# -- expert ------------------------------------------------------------------------------------


def expert(view: SeatView) -> Action:
    action = choose_action(view, "expert")
    assert_legal(view, action)
    return action


def test_expert_keeps_a_pair_over_a_lone_card_of_more_value() -> None:
    view = view_of("AC 2C 3C 4D 5D 6D QS QH 9C KD 8S", stock_count=20)
    action = expert(view)
    assert action.kind is ActionKind.DISCARD
    assert action.card in cards("KD 9C 8S")


def test_expert_does_not_feed_a_run_the_opponent_is_known_to_hold() -> None:
    # KD or KC leave the same hand, but the opponent took QD and JD from the pile.
    view = view_of(f"{MELDED_9} KD KC", stock_count=15, opponent_took="QD JD")
    assert expert(view) == Action(ActionKind.DISCARD, Card.parse("KC"))
    # without that knowledge the usual order would throw KD
    assert novice(view) == Action(ActionKind.DISCARD, Card.parse("KD"))


@pytest.mark.parametrize(
    ("stock_count", "knocks"),
    [(28, True), (25, True), (15, False), (5, False), (4, True), (2, True)],
)
def test_expert_knocks_in_the_opening_and_near_the_end_and_plays_for_gin_between(
    stock_count: int, knocks: bool
) -> None:
    view = view_of(f"{MELDED_9} KD 5H", stock_count=stock_count)
    assert expert(view).kind is (ActionKind.KNOCK if knocks else ActionKind.DISCARD)


def test_expert_always_goes_gin_and_big_gin() -> None:
    gin = view_of(f"{MELDED_9} 7D KD", stock_count=15)
    assert expert(gin) == Action(ActionKind.KNOCK, Card.parse("KD"))
    assert expert(view_of("AC 2C 3C 4C 5D 6D 7D 8H 8S 8C 8D")) == Action(ActionKind.BIG_GIN)


def test_expert_knocks_at_once_with_eleven_card_knocking() -> None:
    view = view_of(f"{MELDED_9} 4H 5S", ruleset="arcade", stock_count=15)
    assert expert(view) == Action(ActionKind.KNOCK)


def test_expert_takes_a_discard_that_makes_a_meld_and_leaves_a_useless_one() -> None:
    hand = "7H 8H 2C 2D 5S 9C JD QS KC 4D"
    assert expert(view_of(hand, phase=Phase.DRAW, top="9H", stock_count=20)) == Action(
        ActionKind.DRAW_DISCARD
    )
    assert expert(view_of(hand, phase=Phase.DRAW, top="KS", stock_count=20)) == Action(
        ActionKind.DRAW_STOCK
    )


def test_the_module_examples_hold() -> None:
    result = doctest.testmod(ai_module)
    assert result.attempted and not result.failed
