"""One hand's flow: the deal, the upcard phase, turns, knocks, dead hands and illegal moves."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import (
    Action,
    ActionKind,
    Card,
    EventKind,
    IllegalActionError,
    InvalidMeldError,
    Match,
    Outcome,
    Phase,
    codes,
    derive_seed,
    get_ruleset,
    parse_cards,
    shuffled_deck,
)
from games.engine.hand import MAX_STOCK_RECYCLES
from games.engine.shuffle import seed_bit

from .stacking import (
    DEFENDER,
    KNOCK_POINTS,
    KNOCKER,
    UPCARD,
    act,
    cards,
    deal,
)


def where(match: Match) -> tuple[Phase, int | None]:
    """The phase and whose turn (read through a call, so type checkers do not narrow)."""
    return match.phase, match.turn


def kinds(match: Match, seat: int) -> list[str]:
    return [action.kind.value for action in match.legal_actions(seat)]


def rejects(match: Match, seat: int, action: Action, code: str) -> None:
    """``action`` raises IllegalActionError ``code`` and changes nothing."""
    before = match.to_snapshot()
    with pytest.raises(IllegalActionError) as caught:
        match.apply(seat, action)
    assert caught.value.code == code
    assert match.to_snapshot() == before


def a(kind: str, card: str | None = None, melds: Any = None) -> Action:
    return Action(
        ActionKind(kind),
        None if card is None else Card.parse(card),
        None if melds is None else tuple(parse_cards(meld) for meld in melds),
    )


# -- the deal ---------------------------------------------------------------------------------


def test_the_deal_alternates_from_the_non_dealer_then_turns_the_upcard() -> None:
    match = Match.new(seed=b"deal", ruleset=get_ruleset("standard"))
    deck = shuffled_deck(derive_seed(b"deal", "hand:1"))
    dealer = seed_bit(b"deal", "dealer")
    assert match.dealer == dealer
    non_dealer = 1 - dealer
    assert match.view(non_dealer).your_cards == tuple(sorted(deck[0:20:2]))
    assert match.view(dealer).your_cards == tuple(sorted(deck[1:20:2]))
    view = match.view(non_dealer)
    assert view.discard_pile == (deck[20],)
    assert view.stock_count == 31
    assert match.turn == non_dealer
    assert match.phase is Phase.UPCARD


def test_the_stock_is_drawn_in_deck_order() -> None:
    match = Match.new(seed=b"deal", ruleset=get_ruleset("standard"))
    deck = shuffled_deck(derive_seed(b"deal", "hand:1"))
    non_dealer = 1 - match.dealer
    act(match, non_dealer, "pass")
    act(match, match.dealer, "pass")
    [event] = match.apply(non_dealer, a("draw_stock"))
    assert event.card == deck[21]
    act(match, non_dealer, "discard", deck[21].code)
    [event] = match.apply(match.dealer, a("draw_stock"))
    assert event.card == deck[22]


def test_the_first_dealer_comes_from_the_seed() -> None:
    dealers = {
        Match.new(seed=bytes([i]), ruleset=get_ruleset("standard")).dealer for i in range(20)
    }
    assert dealers == {0, 1}


# -- the upcard phase -------------------------------------------------------------------------


def test_the_non_dealer_may_take_the_upcard_then_discards() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    assert kinds(match, 0) == ["take_upcard", "pass", "resign"]
    assert kinds(match, 1) == []
    [event] = act(match, 0, "take_upcard")
    assert event.kind is EventKind.TAKE_UPCARD and event.card == Card.parse(UPCARD)
    assert where(match) == (Phase.DISCARD, 0)
    assert match.view(0).discard_pile == ()
    assert match.view(1).opponent_took == (Card.parse(UPCARD),)
    act(match, 0, "discard", "KS")
    assert where(match) == (Phase.DRAW, 1)
    assert kinds(match, 1) == ["draw_stock", "draw_discard", "resign"]


def test_when_the_non_dealer_passes_the_dealer_may_take_the_upcard() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    [event] = act(match, 0, "pass")
    assert event.kind is EventKind.PASS
    assert where(match) == (Phase.UPCARD, 1)
    assert match.view(1).opponent_passed_upcard == Card.parse(UPCARD)
    act(match, 1, "take_upcard")
    assert where(match) == (Phase.DISCARD, 1)
    act(match, 1, "discard", "KH")
    assert where(match) == (Phase.DRAW, 0)


def test_when_both_pass_the_non_dealer_must_draw_from_the_stock() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    act(match, 0, "pass")
    act(match, 1, "pass")
    assert where(match) == (Phase.DRAW, 0)
    assert match.view(0).must_draw_stock
    assert kinds(match, 0) == ["draw_stock", "resign"]
    rejects(match, 0, a("draw_discard"), "must_draw_stock")
    act(match, 0, "draw_stock")
    assert not match.view(0).must_draw_stock
    assert where(match)[0] is Phase.DISCARD


def test_knocking_is_allowed_right_after_taking_the_upcard() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    act(match, 0, "take_upcard")
    knock = [la for la in match.legal_actions(0) if la.kind is ActionKind.KNOCK]
    assert codes(knock[0].cards) == ["KS"]
    events = act(match, 0, "knock", "KS")
    assert [event.kind for event in events] == [
        EventKind.KNOCK,
        EventKind.HAND_OVER,
        EventKind.DEAL,
    ]
    result = match.hand_results[0]
    assert result.outcome is Outcome.KNOCK
    assert (result.knocker, result.winner, result.points) == (0, 0, KNOCK_POINTS)
    assert result.knocker_deadwood == 2 and result.defender_deadwood == 73
    assert match.scores == [KNOCK_POINTS, 0]


# -- taken cards ------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["standard", "arcade"])
def test_the_card_just_taken_may_not_be_discarded(ruleset: str) -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, ruleset=ruleset)
    act(match, 0, "take_upcard" if ruleset == "standard" else "draw_discard")
    rejects(match, 0, a("discard", UPCARD), "cannot_discard_taken_card")
    [discard] = [la for la in match.legal_actions(0) if la.kind is ActionKind.DISCARD]
    assert Card.parse(UPCARD) not in discard.cards
    assert len(discard.cards) == 10


def test_classic_may_discard_the_card_just_taken() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, ruleset="classic")
    act(match, 0, "take_upcard")
    [discard] = [la for la in match.legal_actions(0) if la.kind is ActionKind.DISCARD]
    assert len(discard.cards) == 11
    act(match, 0, "discard", UPCARD)
    assert match.view(1).discard_pile == (Card.parse(UPCARD),)


def test_a_card_drawn_from_the_stock_may_be_discarded() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, stock="QS")
    act(match, 0, "pass")
    act(match, 1, "pass")
    act(match, 0, "draw_stock")
    act(match, 0, "discard", "QS")
    assert match.view(1).discard_top == Card.parse("QS")


# -- dead hands and the arcade stock ----------------------------------------------------------


def draw_and_throw(match: Match) -> list[Any]:
    """The player to move draws from the stock and discards the card drawn."""
    seat = match.turn
    assert seat is not None
    [draw, *rest] = match.apply(seat, a("draw_stock"))
    assert draw.card is not None
    return [draw, *rest, *match.apply(seat, Action(ActionKind.DISCARD, draw.card))]


def test_the_hand_is_dead_when_the_stock_is_down_to_two_and_the_drawer_discards() -> None:
    match = Match.new(seed=b"dead", ruleset=get_ruleset("standard"))
    dealer = match.dealer
    act(match, 1 - dealer, "pass")
    act(match, dealer, "pass")
    for _ in range(28):
        events = draw_and_throw(match)
        assert [event.kind for event in events] == [EventKind.DRAW_STOCK, EventKind.DISCARD]
    assert match.view(0).stock_count == 3
    events = draw_and_throw(match)
    assert [event.kind for event in events] == [
        EventKind.DRAW_STOCK,
        EventKind.DISCARD,
        EventKind.HAND_OVER,
        EventKind.DEAL,
    ]
    result = match.hand_results[0]
    assert result.outcome is Outcome.DEAD
    assert (result.knocker, result.winner, result.points) == (None, None, 0)
    assert len(result.cards[0]) == len(result.cards[1]) == 10
    assert match.hand_number == 2
    assert match.dealer == dealer
    assert match.scores == [0, 0]
    assert match.view(0).stock_count == 31


def test_taking_a_discard_with_three_in_the_stock_does_not_end_the_hand() -> None:
    match = Match.new(seed=b"dead", ruleset=get_ruleset("standard"))
    dealer = match.dealer
    act(match, 1 - dealer, "pass")
    act(match, dealer, "pass")
    for _ in range(28):
        draw_and_throw(match)
    seat = match.turn
    assert seat is not None
    match.apply(seat, a("draw_discard"))
    [discard] = [la for la in match.legal_actions(seat) if la.kind is ActionKind.DISCARD]
    match.apply(seat, Action(ActionKind.DISCARD, discard.cards[0]))
    assert match.hand_number == 1 and match.view(0).stock_count == 3


def test_arcade_turns_the_discard_pile_over_when_the_stock_runs_out() -> None:
    match = Match.new(seed=b"flip", ruleset=get_ruleset("arcade"))
    upcard = match.view(0).discard_top
    for _ in range(30):
        draw_and_throw(match)
    pile = match.view(0).discard_pile
    assert match.view(0).stock_count == 1 and len(pile) == 31 and pile[0] == upcard
    events = draw_and_throw(match)
    assert [event.kind for event in events] == [
        EventKind.DRAW_STOCK,
        EventKind.STOCK_RECYCLED,
        EventKind.DISCARD,
    ]
    view = match.view(0)
    assert view.stock_count == 31 and len(view.discard_pile) == 1
    # The pile's bottom card (the first upcard) is now the top of the stock.
    [draw, *_] = draw_and_throw(match)
    assert draw.card == upcard
    assert match.hand_number == 1


def test_an_arcade_hand_goes_dead_when_the_stock_runs_out_after_the_last_allowed_flip() -> None:
    # Two players who answer alike could otherwise turn the pile over for ever.
    match = Match.new(seed=b"flip", ruleset=get_ruleset("arcade"))
    recycles = 0
    while recycles < MAX_STOCK_RECYCLES:
        events = draw_and_throw(match)
        recycles += sum(event.kind is EventKind.STOCK_RECYCLED for event in events)
        assert match.hand_number == 1
    while match.view(0).stock_count > 1:
        draw_and_throw(match)
    events = draw_and_throw(match)
    assert EventKind.STOCK_RECYCLED not in [event.kind for event in events]
    assert match.hand_results[-1].outcome is Outcome.DEAD
    assert match.hand_number == 2


def test_arcade_right_after_the_flip_the_discard_pile_is_empty() -> None:
    match = Match.new(seed=b"flip", ruleset=get_ruleset("arcade"))
    for _ in range(30):
        draw_and_throw(match)
    seat = match.turn
    assert seat is not None
    match.apply(seat, a("draw_stock"))
    assert match.view(seat).discard_pile == ()
    assert match.hand.card_count() == 52


# -- knocking ---------------------------------------------------------------------------------


def test_a_knock_over_the_limit_is_rejected() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    act(match, 0, "take_upcard")
    rejects(match, 0, a("knock", "7H"), "deadwood_too_high")


def test_gin_is_a_knock_with_no_deadwood() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, "4C")
    act(match, 0, "take_upcard")
    [event, over, _] = act(match, 0, "knock", "KS")
    assert event.deadwood == 0
    assert over.result is not None
    assert over.result.outcome is Outcome.GIN
    assert over.result.points == 73 + 25
    assert over.result.layoffs == ()


def test_the_knocker_may_name_its_melds() -> None:
    hand = "7C 7D 7H 7S 8H 9H 2C 3C 4C KS"
    match = deal({0: hand, 1: DEFENDER.replace("9C", "AS")}, "AH")
    act(match, 0, "take_upcard")
    melds = [["7C", "7D", "7S"], ["7H", "8H", "9H"], ["2C", "3C", "4C"]]
    [knock, *_] = match.apply(0, a("knock", "KS", melds))
    assert knock.melds == tuple(cards(" ".join(meld)) for meld in melds)
    assert knock.deadwood == 1


def test_named_melds_that_leave_too_much_deadwood_are_rejected() -> None:
    hand = "7C 7D 7H 7S 8H 9H 2C 3C 4C KS"
    match = deal({0: hand, 1: DEFENDER.replace("9C", "AS")}, "AH")
    act(match, 0, "take_upcard")
    rejects(match, 0, a("knock", "KS", [["7C", "7D", "7H", "7S"]]), "deadwood_too_high")


def test_named_melds_that_are_not_melds_are_rejected_unchanged() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    act(match, 0, "take_upcard")
    before = match.to_snapshot()
    with pytest.raises(InvalidMeldError):
        match.apply(0, a("knock", "KS", [["AC", "2C", "4D"]]))
    assert match.to_snapshot() == before


def test_big_gin_is_declared_without_a_discard() -> None:
    hand = "AC 2C 3C 4D 5D 6D 7H 7S 7C 7D"
    match = deal({0: hand, 1: DEFENDER}, "8D")
    act(match, 0, "take_upcard")
    assert "big_gin" in kinds(match, 0)
    [event, over, _] = act(match, 0, "big_gin")
    assert event.kind is EventKind.BIG_GIN and event.card is None
    assert over.result is not None
    assert over.result.outcome is Outcome.BIG_GIN
    assert over.result.points == 73 + 31
    assert len(over.result.cards[0]) == 11


def test_an_undercut_scores_for_the_defender() -> None:
    match = deal({0: "AC 2C 3C 4D 5D 6D 7H 7S 7C KD", 1: "2S 3S 4S 8H 8D 8C JH QH KH 5C"}, "9S")
    act(match, 0, "take_upcard")
    act(match, 0, "knock", "KD")
    result = match.hand_results[0]
    assert result.outcome is Outcome.UNDERCUT
    assert (result.knocker, result.winner, result.points, result.bonus) == (0, 1, 29, 25)
    assert match.scores == [0, 29]


def test_the_defender_lays_off_on_the_knockers_melds() -> None:
    match = deal({0: KNOCKER, 1: "4C 7D 3D QH KH 8S 5H 3S 2D TD"}, UPCARD)
    act(match, 0, "take_upcard")
    act(match, 0, "knock", "KS")
    result = match.hand_results[0]
    # 3D goes below 4-5-6D, then 2D below it (chained); 7D above; 4C after 3C.
    assert sorted(codes(result.layoffs)) == ["2D", "3D", "4C", "7D"]
    assert Card.parse("4C") in result.cards[1]


# -- illegal actions --------------------------------------------------------------------------


def fresh() -> Match:
    return deal({0: KNOCKER, 1: DEFENDER}, UPCARD)


def test_not_your_turn() -> None:
    rejects(fresh(), 1, a("take_upcard"), "not_your_turn")


def test_wrong_phase_for_draws_and_discards_in_the_upcard_phase() -> None:
    match = fresh()
    for action in (a("draw_stock"), a("draw_discard"), a("discard", "KS"), a("big_gin")):
        rejects(match, 0, action, "wrong_phase")


def test_wrong_phase_for_the_upcard_actions_later() -> None:
    match = fresh()
    act(match, 0, "pass")
    act(match, 1, "pass")
    rejects(match, 0, a("take_upcard"), "wrong_phase")
    rejects(match, 0, a("pass"), "wrong_phase")
    act(match, 0, "draw_stock")
    rejects(match, 0, a("pass"), "wrong_phase")


def test_must_draw_first() -> None:
    match = fresh()
    act(match, 0, "pass")
    act(match, 1, "pass")
    rejects(match, 0, a("discard", "KS"), "must_draw_first")
    rejects(match, 0, a("knock", "KS"), "must_draw_first")


def test_must_discard_after_drawing() -> None:
    match = fresh()
    act(match, 0, "take_upcard")
    rejects(match, 0, a("draw_stock"), "must_discard")
    rejects(match, 0, a("draw_discard"), "must_discard")


def test_card_not_in_hand() -> None:
    match = fresh()
    act(match, 0, "take_upcard")
    rejects(match, 0, a("discard", "QS"), "card_not_in_hand")
    rejects(match, 0, a("knock", "QS"), "card_not_in_hand")


def test_card_required() -> None:
    match = fresh()
    act(match, 0, "take_upcard")
    rejects(match, 0, a("discard"), "card_required")
    rejects(match, 0, a("knock"), "card_required")


def test_card_not_allowed() -> None:
    match = fresh()
    rejects(match, 0, a("take_upcard", "2H"), "card_not_allowed")
    rejects(match, 0, a("resign", "2H"), "card_not_allowed")


def test_melds_not_allowed_outside_a_knock() -> None:
    match = fresh()
    act(match, 0, "take_upcard")
    rejects(match, 0, a("discard", "KS", [["AC", "2C", "3C"]]), "melds_not_allowed")


def test_not_big_gin() -> None:
    match = fresh()
    act(match, 0, "take_upcard")
    rejects(match, 0, a("big_gin"), "not_big_gin")


def test_no_big_gin_in_arcade() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, ruleset="arcade")
    act(match, 0, "draw_discard")
    rejects(match, 0, a("big_gin"), "no_big_gin_in_ruleset")


def test_arcade_knocks_take_no_card() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, ruleset="arcade")
    act(match, 0, "draw_discard")
    rejects(match, 0, a("knock", "KS"), "card_not_allowed")


def test_discard_pile_empty() -> None:
    match = Match.new(seed=b"flip", ruleset=get_ruleset("arcade"))
    for _ in range(30):
        draw_and_throw(match)
    seat = match.turn
    assert seat is not None
    match.apply(seat, a("draw_stock"))
    [discard] = [la for la in match.legal_actions(seat) if la.kind is ActionKind.DISCARD]
    # Empty the new pile again: the next player takes the only discard, then the pile is empty.
    match.apply(seat, Action(ActionKind.DISCARD, discard.cards[0]))
    other = 1 - seat
    match.apply(other, a("draw_discard"))
    [discard] = [la for la in match.legal_actions(other) if la.kind is ActionKind.DISCARD]
    match.apply(other, Action(ActionKind.DISCARD, discard.cards[0]))
    match.apply(seat, a("draw_discard"))
    [discard] = [la for la in match.legal_actions(seat) if la.kind is ActionKind.DISCARD]
    match.apply(seat, Action(ActionKind.DISCARD, discard.cards[0]))
    assert len(match.view(0).discard_pile) == 1
    match.apply(other, a("draw_discard"))
    assert match.view(0).discard_pile == ()
    [discard] = [la for la in match.legal_actions(other) if la.kind is ActionKind.DISCARD]
    match.apply(other, Action(ActionKind.DISCARD, discard.cards[0]))
    match.apply(seat, a("draw_discard"))
    match.apply(seat, Action(ActionKind.DISCARD, match.legal_actions(seat)[0].cards[0]))
    assert len(match.view(0).discard_pile) == 1


def test_game_over() -> None:
    match = fresh()
    act(match, 1, "resign")
    rejects(match, 0, a("take_upcard"), "game_over")
    rejects(match, 1, a("resign"), "game_over")


# -- oklahoma and straight --------------------------------------------------------------------


@pytest.mark.parametrize(("upcard", "limit"), [("7D", 7), ("KS", 10), ("TS", 10), ("AS", 0)])
def test_oklahoma_takes_the_knock_limit_from_the_first_upcard(upcard: str, limit: int) -> None:
    match = deal({0: KNOCKER.replace("KS", "QS"), 1: DEFENDER}, upcard, ruleset="oklahoma")
    assert match.view(0).knock_limit == limit
    assert match.view(1).knock_limit == limit


def test_oklahoma_rejects_a_knock_over_the_upcard_limit() -> None:
    # Upcard 5S: the limit is 5; taking it and discarding QS leaves 5S + ... = 5: allowed.
    hand = "AC 2C 3C 4D 5D 6D 7H 7S 7C QS"
    match = deal({0: hand, 1: DEFENDER}, "5S", ruleset="oklahoma")
    act(match, 0, "take_upcard")
    knocks = [la for la in match.legal_actions(0) if la.kind is ActionKind.KNOCK]
    assert codes(knocks[0].cards) == ["QS"]
    act(match, 0, "knock", "QS")
    assert match.hand_results[0].knocker_deadwood == 5


def test_oklahoma_an_ace_upcard_means_gin_only() -> None:
    hand = "AC 2C 3C 4D 5D 6D 7H 7S 7C QS"
    match = deal({0: hand, 1: DEFENDER.replace("9C", "2S")}, "AS", ruleset="oklahoma")
    act(match, 0, "take_upcard")
    assert "knock" not in kinds(match, 0)
    rejects(match, 0, a("knock", "QS"), "deadwood_too_high")


def test_straight_only_gin_ends_a_hand() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, ruleset="straight")
    act(match, 0, "take_upcard")
    assert "knock" not in kinds(match, 0)
    rejects(match, 0, a("knock", "KS"), "deadwood_too_high")
    gin = deal({0: KNOCKER, 1: DEFENDER}, "4C", ruleset="straight")
    act(gin, 0, "take_upcard")
    act(gin, 0, "knock", "KS")
    assert gin.hand_results[0].outcome is Outcome.GIN


# -- events -----------------------------------------------------------------------------------


def test_a_stock_draw_shows_its_card_only_to_the_drawer() -> None:
    match = fresh()
    act(match, 0, "pass")
    act(match, 1, "pass")
    [event] = act(match, 0, "draw_stock")
    assert event.card is not None
    assert event.to_dict(0)["card"] == event.card.code
    assert "card" not in event.to_dict(1)
    assert event.to_dict(1)["player"] == "opponent"


def test_public_events_show_their_cards_to_both() -> None:
    match = fresh()
    [take] = act(match, 0, "take_upcard")
    [discard] = act(match, 0, "discard", "KS")
    for seat in (0, 1):
        assert take.to_dict(seat)["card"] == UPCARD
        assert discard.to_dict(seat)["card"] == "KS"


def test_the_deal_event_names_the_hand_and_dealer_but_no_card() -> None:
    match = fresh()
    act(match, 0, "take_upcard")
    *_, over, dealt = act(match, 0, "knock", "KS")
    assert dealt.to_dict(0) == {"event": "deal", "hand_number": 2, "dealer": "you"}
    assert dealt.to_dict(1) == {"event": "deal", "hand_number": 2, "dealer": "opponent"}
    assert over.to_dict(1)["result"]["winner"] == "opponent"
