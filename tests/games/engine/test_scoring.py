"""Scoring a knock (docs/RULES.md sections 3 and 5), ruleset by ruleset."""

from __future__ import annotations

import pytest

from games.engine.cards import Card, codes, parse_cards
from games.engine.errors import (
    DuplicateCardError,
    HandSizeError,
    IllegalActionError,
    InvalidMeldError,
)
from games.engine.rules import RULESETS, get_ruleset
from games.engine.scoring import Outcome, score_knock


def hand(text: str) -> tuple[Card, ...]:
    return parse_cards(text.split())


STANDARD = RULESETS["standard"]
CLASSIC = RULESETS["classic"]
ARCADE = RULESETS["arcade"]

# Knocker: 7C 7D 7H + 2S 3S 4S + 9C TC JC, 2H left: deadwood 2.
KNOCKER_2 = hand("7C 7D 7H 2S 3S 4S 9C TC JC 2H")
# Defender: 7S goes on the sevens, 5S on 2S-4S; 52 left.
DEFENDER_52 = hand("AC 5D 6D 7S 8H KH QS 3D 9D 5S")
# Knocker: 4C 4D 4H + 8S 9S TS + JC QC KC, 9H left: deadwood 9.
KNOCKER_9 = hand("4C 4D 4H 8S 9S TS JC QC KC 9H")
# Defender: 5D-8D + 2C 2H 2S, AS 3H 5H left: 9, and nothing to lay off.
DEFENDER_9 = hand("5D 6D 7D 8D 2C 2H 2S AS 3H 5H")
# Gin: 4C-6C, the four eights, JD-KD.  Big gin adds 7C.
GIN = hand("4C 5C 6C 8C 8D 8H JD QD KD 8S")
BIG_GIN = hand("4C 5C 6C 7C 8C 8D 8H 8S JD QD KD")
# Against gin: 3C and TD would lay off on a knock, but not on gin; 59 in all.
AGAINST_GIN = hand("3C TD AH 2S 3H 9H KH QS 5S 6D")


def test_knock_scores_the_difference() -> None:
    result = score_knock(KNOCKER_2, DEFENDER_52, STANDARD)
    assert result.outcome is Outcome.KNOCK
    assert (result.knocker_deadwood, result.defender_deadwood) == (2, 52)
    assert (result.points, result.bonus, result.knocker_won) == (50, 0, True)
    assert codes(result.defence.layoffs) == ["5S", "7S"]


def test_ties_are_undercuts() -> None:
    result = score_knock(KNOCKER_9, DEFENDER_9, STANDARD)
    assert (result.knocker_deadwood, result.defender_deadwood) == (9, 9)
    assert result.outcome is Outcome.UNDERCUT
    assert (result.points, result.bonus, result.knocker_won) == (25, 25, False)


def test_undercut_scores_the_difference_plus_the_bonus() -> None:
    # 2D makes the twos a set of four: AS 3H left, 4.
    undercut = score_knock(KNOCKER_9, hand("5D 6D 7D 8D 2C 2H 2S AS 3H 2D"), STANDARD)
    assert undercut.outcome is Outcome.UNDERCUT
    assert undercut.defender_deadwood == 4
    assert (undercut.points, undercut.bonus) == (9 - 4 + 25, 25)
    knock = score_knock(KNOCKER_9, hand("5D 6D 7D 8D 2C 2H 2S AS 3H KS"), STANDARD)
    assert (knock.outcome, knock.points) == (Outcome.KNOCK, 14 - 9)


def test_classic_undercut_bonus_is_20() -> None:
    result = score_knock(KNOCKER_9, DEFENDER_9, CLASSIC)
    assert result.outcome is Outcome.UNDERCUT
    assert (result.points, result.bonus) == (20, 20)


@pytest.mark.parametrize(("name", "bonus"), [("standard", 25), ("classic", 20), ("hollywood", 25)])
def test_undercut_bonus_per_ruleset(name: str, bonus: int) -> None:
    result = score_knock(KNOCKER_9, DEFENDER_9, RULESETS[name])
    assert result.outcome is Outcome.UNDERCUT
    assert (result.bonus, result.points) == (bonus, bonus)


def test_arcade_undercut_bonus_is_25() -> None:
    # Knocker: 9H-JH, three kings, 5S-7S, 3C 7D left (10).  Defender lays off KS, QH and 8S
    # (one card per meld under the cap of 4) and counts the rest, melded or not: 10.
    knocker = hand("9H TH JH KC KD KH 5S 6S 7S 3C 7D")
    defender = hand("AC AD AH AS 2C 2D 2H KS QH 8S")
    result = score_knock(knocker, defender, ARCADE)
    assert codes(result.defence.layoffs) == ["QH", "8S", "KS"]
    assert (result.knocker_deadwood, result.defender_deadwood) == (10, 10)
    assert result.outcome is Outcome.UNDERCUT
    assert (result.bonus, result.points) == (25, 25)


@pytest.mark.parametrize("name", ["standard", "classic", "straight", "oklahoma", "hollywood"])
def test_gin_bonus_is_25(name: str) -> None:
    result = score_knock(GIN, AGAINST_GIN, RULESETS[name])
    assert result.outcome is Outcome.GIN
    assert result.knocker_deadwood == 0
    assert (result.points, result.bonus, result.knocker_won) == (59 + 25, 25, True)


def test_no_layoffs_against_gin() -> None:
    result = score_knock(GIN, AGAINST_GIN, STANDARD)
    assert result.defence.layoffs == ()
    assert result.defender_deadwood == 59
    assert result.to_dict()["layoffs"] == []


def test_gin_is_never_undercut() -> None:
    result = score_knock(GIN, hand("AH 2H 3H 4S 5S 6S 9C 9D 9H 9S"), STANDARD)
    assert result.outcome is Outcome.GIN
    assert result.defender_deadwood == 0
    assert (result.points, result.knocker_won) == (25, True)


def test_gin_counts_the_defenders_own_melds() -> None:
    result = score_knock(GIN, hand("AH 2H 3H 4S 5S 6S 9C 9D 2C KS"), STANDARD)
    assert result.defender_deadwood == 2 + 9 + 9 + 10


@pytest.mark.parametrize("name", ["standard", "classic", "hollywood"])
def test_big_gin_bonus_is_31(name: str) -> None:
    result = score_knock(BIG_GIN, AGAINST_GIN, RULESETS[name], big_gin=True)
    assert result.outcome is Outcome.BIG_GIN
    assert result.defence.layoffs == ()
    assert (result.points, result.bonus) == (59 + 31, 31)


def test_big_gin_needs_every_card_melded() -> None:
    almost = hand("4C 5C 6C 7C 8C 8D 8H 8S JD QD 2H")
    with pytest.raises(IllegalActionError) as error:
        score_knock(almost, AGAINST_GIN, STANDARD, big_gin=True)
    assert error.value.code == "not_big_gin"


def test_arcade_has_no_big_gin() -> None:
    assert ARCADE.big_gin_bonus is None
    with pytest.raises(IllegalActionError) as error:
        score_knock(BIG_GIN, AGAINST_GIN, ARCADE, big_gin=True)
    assert error.value.code == "no_big_gin_in_ruleset"


def test_arcade_gin_is_eleven_cards_with_the_plain_gin_bonus() -> None:
    # 4C-7C, the four eights, JD-KD: four + four + three under the cap of 4.
    result = score_knock(BIG_GIN, AGAINST_GIN, ARCADE)
    assert result.outcome is Outcome.GIN
    assert (result.points, result.bonus) == (59 + 25, 25)


def test_arcade_knocks_with_eleven_cards() -> None:
    with pytest.raises(HandSizeError):
        score_knock(KNOCKER_2, DEFENDER_52, ARCADE)
    result = score_knock(KNOCKER_2 + hand("AH"), DEFENDER_52, ARCADE)
    # The deadwood is over all 11 cards: 2H and AH.
    assert result.knocker_deadwood == 3
    assert (result.outcome, result.points) == (Outcome.KNOCK, 52 - 3)


def test_arcade_caps_the_knockers_melds() -> None:
    knocker = hand("5S 6S 7S 8S 9S 2C 3C 4C KD KH KS")
    defender = hand("AC 5D 6D 8H QS 3D 9D 2H 3H 7H")
    assert score_knock(knocker, defender, ARCADE).knocker_deadwood == 5
    with pytest.raises(InvalidMeldError):
        score_knock(knocker, defender, ARCADE, knocker_melds=[hand("5S 6S 7S 8S 9S")])


def test_arcade_defender_counts_melded_cards() -> None:
    defender = hand("4D 5D 6D 7S 5S KH QS 3C 9H 8H")
    standard = score_knock(KNOCKER_2, defender, STANDARD)
    assert standard.defender_deadwood == 3 + 10 + 10 + 9 + 8
    arcade = score_knock(KNOCKER_2 + hand("AH"), defender, ARCADE)
    # 5S and 7S laid off; the 4D-6D run counts like everything else.
    assert codes(arcade.defence.layoffs) == ["5S", "7S"]
    assert arcade.defence.melds == ()
    assert arcade.defender_deadwood == 4 + 5 + 6 + 3 + 10 + 10 + 9 + 8
    assert arcade.points == arcade.defender_deadwood - 3


def test_arcade_defender_keeps_its_melds_against_gin() -> None:
    result = score_knock(BIG_GIN, hand("4D 5D 6D 7S 5S KH QS 3C 9H 2H"), ARCADE)
    assert result.outcome is Outcome.GIN
    assert result.defender_deadwood == 7 + 5 + 10 + 10 + 3 + 9 + 2


def test_a_knock_over_the_limit_is_refused() -> None:
    with pytest.raises(IllegalActionError) as error:
        score_knock(hand("7C 7D 7H 2S 3S 4S 9C TC AD 2D"), DEFENDER_52, STANDARD)
    assert error.value.code == "deadwood_too_high"
    assert error.value.params == {"deadwood": 22, "limit": 10}
    at_the_limit = score_knock(hand("7C 7D 7H 2S 3S 4S 9C TC JC QH"), DEFENDER_52, STANDARD)
    assert at_the_limit.knocker_deadwood == 10


def test_the_knock_limit_can_be_lowered() -> None:
    with pytest.raises(IllegalActionError) as error:
        score_knock(KNOCKER_9, DEFENDER_52, STANDARD, knock_limit=8)
    assert error.value.code == "deadwood_too_high"
    assert error.value.params == {"deadwood": 9, "limit": 8}
    custom = get_ruleset("standard", {"knock_limit": 5})
    with pytest.raises(IllegalActionError):
        score_knock(KNOCKER_9, DEFENDER_52, custom)
    assert score_knock(KNOCKER_2, DEFENDER_52, custom).outcome is Outcome.KNOCK


def test_straight_allows_only_gin() -> None:
    with pytest.raises(IllegalActionError) as error:
        score_knock(KNOCKER_2, DEFENDER_52, RULESETS["straight"])
    assert error.value.code == "deadwood_too_high"
    assert score_knock(GIN, AGAINST_GIN, RULESETS["straight"]).outcome is Outcome.GIN


def test_oklahoma_ace_upcard_means_gin_only() -> None:
    oklahoma = RULESETS["oklahoma"]
    limit = oklahoma.knock_limit_for(Card.parse("AS"))
    assert limit == 0
    with pytest.raises(IllegalActionError):
        score_knock(KNOCKER_2, DEFENDER_52, oklahoma, knock_limit=limit)
    assert score_knock(GIN, AGAINST_GIN, oklahoma, knock_limit=limit).outcome is Outcome.GIN
    limit = oklahoma.knock_limit_for(Card.parse("3S"))
    assert score_knock(KNOCKER_2, DEFENDER_52, oklahoma, knock_limit=limit).points == 50


def test_named_melds_set_the_knockers_deadwood_and_the_layoff_spots() -> None:
    knocker = hand("AH 2H 3H 4H 4C 4D 9S TS JS AC")
    defender = hand("5H 4S KC KD QC JD 9C 8D 7C 6S")
    # Shown by the engine: AH-3H, the three fours, 9S-JS; AC left.  4S goes on the fours.
    best = score_knock(knocker, defender, STANDARD)
    assert best.knocker_deadwood == 1
    assert codes(best.defence.layoffs) == ["4S"]
    assert best.points == 75 - 1
    # Named: AH-4H and 9S-JS, 4C 4D AC left (9).  Now 5H goes on AH-4H and 4S stays.
    named = score_knock(
        knocker, defender, STANDARD, knocker_melds=[hand("AH 2H 3H 4H"), hand("9S TS JS")]
    )
    assert named.knocker_deadwood == 9
    assert codes(named.defence.layoffs) == ["5H"]
    assert named.points == 74 - 9
    with pytest.raises(IllegalActionError) as error:
        score_knock(knocker, defender, STANDARD, knocker_melds=[hand("9S TS JS")])
    assert error.value.code == "deadwood_too_high"


def test_invalid_named_melds_are_refused() -> None:
    with pytest.raises(InvalidMeldError):
        score_knock(KNOCKER_2, DEFENDER_52, STANDARD, knocker_melds=[hand("7C 7D 2H")])
    with pytest.raises(InvalidMeldError):  # 7S is the defender's
        score_knock(KNOCKER_2, DEFENDER_52, STANDARD, knocker_melds=[hand("7C 7D 7S")])


def test_hand_sizes_and_duplicates() -> None:
    with pytest.raises(HandSizeError):
        score_knock(KNOCKER_2[:9], DEFENDER_52, STANDARD)
    with pytest.raises(HandSizeError):
        score_knock(KNOCKER_2, DEFENDER_52[:9], STANDARD)
    with pytest.raises(HandSizeError):  # 11 cards without declaring big gin
        score_knock(BIG_GIN, AGAINST_GIN, STANDARD)
    with pytest.raises(DuplicateCardError):
        score_knock(KNOCKER_2, hand("7C 5D 6D 7S 8H KH QS 3D 9D 5S"), STANDARD)


def test_bonus_overrides() -> None:
    ruleset = get_ruleset("standard", {"gin_bonus": 20, "undercut_bonus": 10})
    assert score_knock(GIN, AGAINST_GIN, ruleset).points == 59 + 20
    assert score_knock(KNOCKER_9, DEFENDER_9, ruleset).points == 10
    big = get_ruleset("standard", {"big_gin_bonus": 40})
    assert score_knock(BIG_GIN, AGAINST_GIN, big, big_gin=True).points == 59 + 40


def test_to_dict() -> None:
    assert score_knock(KNOCKER_2, DEFENDER_52, STANDARD).to_dict() == {
        "outcome": "knock",
        "knocker_deadwood": 2,
        "defender_deadwood": 52,
        "layoffs": ["5S", "7S"],
        "points": 50,
        "winner": "knocker",
        "bonus": 0,
        "knocker_melds": [["7C", "7D", "7H"], ["9C", "TC", "JC"], ["2S", "3S", "4S"]],
        "knocker_unmatched": ["2H"],
        "defender_melds": [],
        "defender_unmatched": ["AC", "3D", "5D", "6D", "9D", "8H", "KH", "QS"],
    }
    assert score_knock(KNOCKER_9, DEFENDER_9, STANDARD).to_dict()["winner"] == "defender"
