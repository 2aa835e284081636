"""One test per cell of the docs/RULES.md section 5 table that concerns play (the pure scoring
cells are pinned in test_scoring.py), plus the named variants."""

from __future__ import annotations

import pytest

from games.engine import (
    Action,
    ActionKind,
    Card,
    IllegalActionError,
    Match,
    Outcome,
    Phase,
    get_ruleset,
)

from .stacking import (
    DEFENDER,
    KNOCKER,
    UNDERCUTTER,
    UPCARD,
    WEAK_KNOCKER,
    WEAK_UPCARD,
    act,
    deal,
    lose_by_undercut,
    win_hand,
)

# 8 cards in two 4-card runs, KS and AH loose: 11 deadwood.  Drawing 9H, discarding KS
# leaves exactly 10; discarding 9H leaves 11.
BOUNDARY = "AC 2C 3C 4C 4D 5D 6D 7D KS AH"


def knock_after_stock_draw(ruleset: str, discard: str) -> Match:
    match = deal({0: BOUNDARY, 1: DEFENDER}, "QS", stock="9H", ruleset=ruleset)
    act(match, 0, "pass")
    act(match, 1, "pass")
    act(match, 0, "draw_stock")
    act(match, 0, "knock", discard)
    return match


def kinds(match: Match, seat: int) -> list[str]:
    return [action.kind.value for action in match.legal_actions(seat)]


def arcade_knock(hand: str, upcard: str, defender: str = DEFENDER, target: int = 100) -> Match:
    """Arcade: the non-dealer (seat 0) draws the upcard and knocks with its 11 cards."""
    rules = get_ruleset("arcade", {"target": target})
    match = deal({0: hand, 1: defender}, upcard, ruleset=rules)
    act(match, 0, "draw_discard")
    act(match, 0, "knock")
    return match


# -- knock limit: 10 / 10 / 10 ----------------------------------------------------------------


def check_ten_card_knock_limit_is_10(ruleset: str) -> None:
    assert knock_after_stock_draw(ruleset, "KS").hand_results[0].knocker_deadwood == 10
    with pytest.raises(IllegalActionError) as caught:
        knock_after_stock_draw(ruleset, "9H")
    assert caught.value.code == "deadwood_too_high"


def test_standard_knock_limit_is_10() -> None:
    check_ten_card_knock_limit_is_10("standard")


def test_classic_knock_limit_is_10() -> None:
    check_ten_card_knock_limit_is_10("classic")


def test_arcade_knock_limit_is_10() -> None:
    ten = "AC 2C 3C 4C 4D 5D 6D 7D AH 2H"
    assert arcade_knock(ten, "7S").hand_results[0].knocker_deadwood == 10
    with pytest.raises(IllegalActionError) as caught:
        arcade_knock(ten, "8H")
    assert caught.value.code == "deadwood_too_high"


# -- cards in hand when knocking: 10 / 10 / 11 ------------------------------------------------


def check_knocks_with_10_cards_after_a_discard(ruleset: str) -> None:
    match = knock_after_stock_draw(ruleset, "KS")
    result = match.hand_results[0]
    assert len(result.cards[0]) == 10 and result.discard == Card.parse("KS")


def test_standard_knocks_with_10_cards_after_a_discard() -> None:
    check_knocks_with_10_cards_after_a_discard("standard")


def test_classic_knocks_with_10_cards_after_a_discard() -> None:
    check_knocks_with_10_cards_after_a_discard("classic")


def test_arcade_knocks_with_11_cards_between_draw_and_discard() -> None:
    rules = get_ruleset("arcade")
    match = deal({0: "AC 2C 3C 4C 4D 5D 6D 7D AH 2H", 1: DEFENDER}, "7S", ruleset=rules)
    act(match, 0, "draw_discard")
    assert {"action": "knock"} in [la.to_dict() for la in match.legal_actions(0)]
    act(match, 0, "knock")
    result = match.hand_results[0]
    assert len(result.cards[0]) == 11 and result.discard is None


# -- max meld size: none / none / 4 -----------------------------------------------------------

FIVE_RUN = "AS 2S 3S 4S 5S KD QH JH 9H 7H"
SPREAD = "2C 4C 6C 8C TC 3D 5D 7D 9D JD"


def test_standard_has_no_meld_cap() -> None:
    view = deal({0: FIVE_RUN, 1: SPREAD}, "KC").view(0)
    assert view.deadwood == 46
    assert ["AS", "2S", "3S", "4S", "5S"] in view.to_dict()["melds"]


def test_classic_has_no_meld_cap() -> None:
    assert deal({0: FIVE_RUN, 1: SPREAD}, "KC", ruleset="classic").view(0).deadwood == 46


def test_arcade_caps_melds_at_4() -> None:
    view = deal({0: FIVE_RUN, 1: SPREAD}, "KC", ruleset="arcade").view(0)
    assert view.deadwood == 47
    assert ["2S", "3S", "4S", "5S"] in view.to_dict()["melds"]


# -- upcard phase: yes / yes / no -------------------------------------------------------------


def test_standard_has_an_upcard_phase() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD)
    assert match.phase is Phase.UPCARD and kinds(match, 0)[:2] == ["take_upcard", "pass"]


def test_classic_has_an_upcard_phase() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, ruleset="classic")
    assert match.phase is Phase.UPCARD


def test_arcade_has_no_upcard_phase_and_the_non_dealer_may_draw_the_upcard() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, ruleset="arcade")
    assert match.phase is Phase.DRAW and match.turn == 0
    assert kinds(match, 0) == ["draw_stock", "draw_discard", "resign"]
    with pytest.raises(IllegalActionError) as caught:
        act(match, 0, "take_upcard")
    assert caught.value.code == "wrong_phase"
    [event] = act(match, 0, "draw_discard")
    assert event.card == Card.parse(UPCARD)


# -- may discard the card just taken: no / yes / no -------------------------------------------


def check_taken_card(ruleset: str, take: str) -> bool:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, ruleset=ruleset)
    act(match, 0, take)
    try:
        act(match, 0, "discard", UPCARD)
    except IllegalActionError as error:
        assert error.code == "cannot_discard_taken_card"
        return False
    return True


def test_standard_may_not_discard_the_card_just_taken() -> None:
    assert not check_taken_card("standard", "take_upcard")


def test_classic_may_discard_the_card_just_taken() -> None:
    assert check_taken_card("classic", "take_upcard")


def test_arcade_may_not_discard_the_card_just_taken() -> None:
    assert not check_taken_card("arcade", "draw_discard")


# -- gin bonus: 25 / 25 / 25 (arcade: 4+4+3 over 11 cards) ------------------------------------


def check_gin_bonus_25(ruleset: str) -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, "4C", ruleset=ruleset)
    act(match, 0, "take_upcard")
    act(match, 0, "knock", "KS")
    result = match.hand_results[0]
    assert (result.outcome, result.bonus, result.points) == (Outcome.GIN, 25, 73 + 25)


def test_standard_gin_bonus_is_25() -> None:
    check_gin_bonus_25("standard")


def test_classic_gin_bonus_is_25() -> None:
    check_gin_bonus_25("classic")


def test_arcade_gin_is_4_4_3_over_11_cards_with_bonus_25() -> None:
    match = arcade_knock(ARCADE_GIN, "9S")
    result = match.hand_results[0]
    assert (result.outcome, result.bonus, result.points) == (Outcome.GIN, 25, 73 + 25)
    assert len(result.cards[0]) == 11


ARCADE_GIN = "AC 2C 3C 4C 4D 5D 6D 7D 9H 9D"
"""With 9S: A-4C, 4-7D, three nines."""


# -- big gin bonus: 31 / 31 / none ------------------------------------------------------------

BIG_GIN_HAND = "AC 2C 3C 4D 5D 6D 7H 7S 7C 7D"


def check_big_gin_31(ruleset: str) -> None:
    match = deal({0: BIG_GIN_HAND, 1: DEFENDER}, "8D", ruleset=ruleset)
    act(match, 0, "take_upcard")
    act(match, 0, "big_gin")
    result = match.hand_results[0]
    assert (result.outcome, result.bonus, result.points) == (Outcome.BIG_GIN, 31, 73 + 31)


def test_standard_big_gin_bonus_is_31() -> None:
    check_big_gin_31("standard")


def test_classic_big_gin_bonus_is_31() -> None:
    check_big_gin_31("classic")


def test_arcade_has_no_big_gin_eleven_melded_cards_are_plain_gin() -> None:
    match = deal({0: ARCADE_GIN, 1: DEFENDER}, "9S", ruleset="arcade")
    act(match, 0, "draw_discard")
    assert "big_gin" not in kinds(match, 0)
    with pytest.raises(IllegalActionError) as caught:
        act(match, 0, "big_gin")
    assert caught.value.code == "no_big_gin_in_ruleset"
    act(match, 0, "knock")
    assert match.hand_results[0].outcome is Outcome.GIN


# -- undercut bonus: 25 / 20 / 25 -------------------------------------------------------------


def check_undercut_bonus(ruleset: str, bonus: int) -> None:
    match = deal({0: WEAK_KNOCKER, 1: UNDERCUTTER}, WEAK_UPCARD, ruleset=ruleset)
    act(match, 0, "take_upcard")
    act(match, 0, "knock", "KD")
    result = match.hand_results[0]
    assert (result.outcome, result.winner, result.points) == (Outcome.UNDERCUT, 1, 4 + bonus)


def test_standard_undercut_bonus_is_25() -> None:
    check_undercut_bonus("standard", 25)


def test_classic_undercut_bonus_is_20() -> None:
    check_undercut_bonus("classic", 20)


def test_arcade_undercut_bonus_is_25() -> None:
    assert get_ruleset("arcade").undercut_bonus == 25


# -- the defender's count after a non-gin knock -----------------------------------------------

MELDED_DEFENDER = "8H 8D 8S QH KH 5H 3S 2D TD 6C"
"""Three eights melded (24); the rest, 46, unmatched and not layable."""


def test_standard_defender_counts_only_its_unmatched_cards() -> None:
    match = deal({0: KNOCKER, 1: MELDED_DEFENDER}, UPCARD)
    act(match, 0, "take_upcard")
    act(match, 0, "knock", "KS")
    assert match.hand_results[0].defender_deadwood == 46


def test_classic_defender_counts_only_its_unmatched_cards() -> None:
    match = deal({0: KNOCKER, 1: MELDED_DEFENDER}, UPCARD, ruleset="classic")
    act(match, 0, "take_upcard")
    act(match, 0, "knock", "KS")
    assert match.hand_results[0].defender_deadwood == 46


def test_arcade_defender_counts_every_card_it_could_not_lay_off() -> None:
    match = arcade_knock("AC 2C 3C 4D 5D 6D 7H 7S 7C 2S", "AH", MELDED_DEFENDER)
    result = match.hand_results[0]
    assert result.knocker_deadwood == 3
    assert result.defender_deadwood == 46 + 24


# -- the defender's count against gin: its deadwood with its own melds (all three) -----------


def check_gin_defender_keeps_its_melds(ruleset: str) -> None:
    match = deal({0: KNOCKER, 1: MELDED_DEFENDER}, "4C", ruleset=ruleset)
    act(match, 0, "take_upcard")
    act(match, 0, "knock", "KS")
    result = match.hand_results[0]
    assert (result.outcome, result.defender_deadwood) == (Outcome.GIN, 46)


def test_standard_defender_keeps_its_own_melds_against_gin() -> None:
    check_gin_defender_keeps_its_melds("standard")


def test_classic_defender_keeps_its_own_melds_against_gin() -> None:
    check_gin_defender_keeps_its_melds("classic")


def test_arcade_defender_keeps_its_own_melds_against_gin() -> None:
    match = arcade_knock(ARCADE_GIN, "9S", MELDED_DEFENDER)
    result = match.hand_results[0]
    assert (result.outcome, result.defender_deadwood) == (Outcome.GIN, 46)


# -- stock runs low: dead hand / dead hand / recycle ------------------------------------------


def run_the_stock_down(ruleset: str, draws: int) -> Match:
    match = Match.new(seed=b"low", ruleset=get_ruleset(ruleset))
    if match.phase is Phase.UPCARD:
        act(match, 1 - match.dealer, "pass")
        act(match, match.dealer, "pass")
    for _ in range(draws):
        seat = match.turn
        assert seat is not None
        [draw, *_] = match.apply(seat, Action(ActionKind.DRAW_STOCK))
        match.apply(seat, Action(ActionKind.DISCARD, draw.card))
    return match


def check_dead_hand_at_2(ruleset: str) -> None:
    match = run_the_stock_down(ruleset, 29)
    assert match.hand_results[0].outcome is Outcome.DEAD
    assert match.hand_number == 2


def test_standard_hand_is_dead_at_2_stock_cards() -> None:
    check_dead_hand_at_2("standard")


def test_classic_hand_is_dead_at_2_stock_cards() -> None:
    check_dead_hand_at_2("classic")


def test_arcade_turns_the_discard_pile_over_when_the_stock_is_empty() -> None:
    match = run_the_stock_down("arcade", 40)
    assert match.hand_number == 1 and match.hand_results == []
    assert match.view(0).stock_count == 31 - 9


# -- target: 100 / 100 / 100 ------------------------------------------------------------------


def check_target_100(ruleset: str) -> None:
    match = Match.new(seed=b"t", ruleset=get_ruleset(ruleset))
    for _ in range(3):
        lose_by_undercut(match, 0)  # 29 each time: 87, below the target
    assert not match.finished
    lose_by_undercut(match, 0)
    assert match.finished and match.winner == 1 and match.scores[1] >= 100


def test_standard_target_is_100() -> None:
    check_target_100("standard")


def test_classic_target_is_100() -> None:
    match = Match.new(seed=b"t", ruleset=get_ruleset("classic"))
    for _ in range(4):
        lose_by_undercut(match, 0)  # 24 each time with classic's 20 bonus: 96
    assert not match.finished
    lose_by_undercut(match, 0)
    assert match.finished and match.scores[1] == 120


def test_arcade_target_is_100() -> None:
    match = arcade_knock("AC 2C 3C 4D 5D 6D 7H 7S 7C 2S", "AH")
    assert match.scores == [70, 0] and not match.finished
    assert match.ruleset.target == 100


# -- game bonus / shutout: 100/200 / none / none ----------------------------------------------


def test_standard_game_bonus_is_100_and_200_on_a_shutout() -> None:
    shutout = Match.new(seed=b"g", ruleset=get_ruleset("standard"))
    win_hand(shutout, 0)
    win_hand(shutout, 0)
    final = shutout.final_scores()
    assert final is not None and final.totals[0].game_bonus == 200
    contested = Match.new(seed=b"g", ruleset=get_ruleset("standard"))
    lose_by_undercut(contested, 0)
    win_hand(contested, 0)
    win_hand(contested, 0)
    final = contested.final_scores()
    assert final is not None and final.totals[0].game_bonus == 100
    assert final.totals[1].game_bonus == 0


def test_classic_has_no_game_bonus() -> None:
    match = Match.new(seed=b"g", ruleset=get_ruleset("classic"))
    win_hand(match, 0)
    win_hand(match, 0)
    final = match.final_scores()
    assert final is not None and final.totals[0].game_bonus == 0


def test_arcade_has_no_game_bonus() -> None:
    match = arcade_knock("AC 2C 3C 4D 5D 6D 7H 7S 7C 2S", "AH", target=50)
    final = match.final_scores()
    assert match.finished and final is not None
    assert final.totals[0].to_dict() == {
        "points": 70,
        "game_bonus": 0,
        "line_bonus": 0,
        "total": 70,
    }


# -- line bonus per hand won: 25 / none / none ------------------------------------------------


def test_standard_line_bonus_is_25_per_hand_won() -> None:
    match = Match.new(seed=b"l", ruleset=get_ruleset("standard"))
    lose_by_undercut(match, 0)
    win_hand(match, 0)
    win_hand(match, 0)
    final = match.final_scores()
    assert final is not None
    assert (final.totals[0].line_bonus, final.totals[1].line_bonus) == (50, 25)


def test_classic_has_no_line_bonus() -> None:
    match = Match.new(seed=b"l", ruleset=get_ruleset("classic"))
    lose_by_undercut(match, 0)
    win_hand(match, 0)
    win_hand(match, 0)
    final = match.final_scores()
    assert final is not None
    assert (final.totals[0].line_bonus, final.totals[1].line_bonus) == (0, 0)


def test_arcade_has_no_line_bonus() -> None:
    match = arcade_knock("AC 2C 3C 4D 5D 6D 7H 7S 7C 2S", "AH", target=50)
    final = match.final_scores()
    assert final is not None and final.totals[0].line_bonus == 0


# -- variants ---------------------------------------------------------------------------------


def test_straight_only_gin_ends_a_hand() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, UPCARD, ruleset="straight")
    assert match.view(0).knock_limit == 0
    act(match, 0, "take_upcard")
    assert "knock" not in kinds(match, 0)


def test_oklahoma_knock_limit_is_the_first_upcards_value() -> None:
    for upcard, limit in (("5S", 5), ("9H", 9), ("QS", 10)):
        match = deal({0: KNOCKER, 1: DEFENDER}, upcard, ruleset="oklahoma")
        assert match.view(0).knock_limit == limit


def test_oklahoma_an_ace_upcard_means_only_gin() -> None:
    match = deal({0: KNOCKER, 1: DEFENDER}, "AH", ruleset="oklahoma")
    assert match.view(0).knock_limit == 0
    act(match, 0, "take_upcard")
    assert "knock" not in kinds(match, 0)


def test_oklahoma_each_hand_has_its_own_limit() -> None:
    match = Match.new(seed=b"ok", ruleset=get_ruleset("oklahoma"))
    for _ in range(2):
        upcard = match.view(0).discard_top
        assert upcard is not None
        assert match.view(0).knock_limit == (0 if upcard.rank == 1 else upcard.value)
        win_hand(match, 0)
    assert match.finished


def test_hollywood_scores_in_three_columns() -> None:
    match = Match.new(seed=b"h", ruleset=get_ruleset("hollywood"))
    win_hand(match, 0)
    win_hand(match, 0)
    assert [column.scores for column in match.columns] == [(142, 0), (71, 0), (0, 0)]
    assert not match.finished
