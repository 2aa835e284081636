"""POST /api/v1/analyze"""

import pytest

pytestmark = pytest.mark.django_db

ELEVEN = ["7C", "7D", "7H", "7S", "8H", "9H", "2C", "3C", "4C", "KS", "QD"]
TEN_GIN = ["AC", "2C", "3C", "4D", "5D", "6D", "7H", "8H", "9H", "TH"]
ELEVEN_MELDED = ["AC", "2C", "3C", "4D", "5D", "6D", "7H", "8H", "9H", "TH", "JH"]
ARCADE_GIN = ["AC", "2C", "3C", "4C", "5D", "6D", "7D", "8D", "9H", "TH", "JH"]


def analyze(api, cards, ruleset=None, **fields):
    body = {"cards": cards, **fields}
    if ruleset:
        body["ruleset"] = ruleset
    return api.post("/api/v1/analyze", body)


def test_it_needs_no_token(api):
    assert analyze(api, ELEVEN).status_code == 200


def test_eleven_cards_get_the_best_discards(api):
    body = analyze(api, ELEVEN).json()

    assert body["deadwood"] == 20
    assert sorted(map(sorted, body["melds"])) == sorted(
        map(sorted, [["2C", "3C", "4C"], ["7C", "7D", "7S"], ["7H", "8H", "9H"]])
    )
    assert body["unmatched"] == ["QD", "KS"]
    assert body["best_discards"] == ["QD", "KS"]
    assert body["deadwood_after_discard"] == 10
    assert (body["can_knock"], body["is_gin"], body["is_big_gin"]) == (True, False, False)


def test_ten_melded_cards_are_gin(api):
    body = analyze(api, TEN_GIN).json()

    assert body["deadwood"] == 0
    assert (body["can_knock"], body["is_gin"], body["is_big_gin"]) == (True, True, False)
    assert "best_discards" not in body


def test_eleven_melded_cards_are_big_gin_where_the_ruleset_has_it(api):
    standard = analyze(api, ELEVEN_MELDED).json()
    arcade = analyze(api, ELEVEN_MELDED, "arcade").json()

    assert (standard["is_gin"], standard["is_big_gin"]) == (True, True)
    # Arcade caps melds at 4 cards: 7H-JH melds four and leaves one.
    assert arcade["deadwood"] == 7
    assert (arcade["can_knock"], arcade["is_gin"], arcade["is_big_gin"]) == (True, False, False)


def test_arcade_knocks_and_gins_over_all_eleven_cards(api):
    body = analyze(api, ARCADE_GIN, "arcade").json()

    assert body["deadwood"] == 0
    assert (body["can_knock"], body["is_gin"], body["is_big_gin"]) == (True, True, False)


def test_ten_cards_cannot_knock_in_arcade(api):
    body = analyze(api, TEN_GIN, "arcade").json()

    assert body["deadwood"] == 0
    assert (body["can_knock"], body["is_gin"]) == (False, False)


def test_straight_knocks_only_with_gin(api):
    assert analyze(api, ELEVEN, "straight").json()["can_knock"] is False


def test_codes_are_case_insensitive(api):
    body = analyze(api, [code.lower() for code in ELEVEN]).json()

    assert body["unmatched"] == ["QD", "KS"]


@pytest.mark.parametrize(
    ("cards", "ruleset", "code", "field"),
    [
        (ELEVEN[:9], None, "wrong_hand_size", "cards"),
        ([*ELEVEN[:10], "7C"], None, "duplicate_card", "cards"),
        ([*ELEVEN[:10], "1C"], None, "invalid_card", "cards"),
        ([*ELEVEN[:10], ""], None, "invalid_card", "cards"),
        ([*ELEVEN[:10], "Q" * 100_000], None, "invalid_input", "cards.10"),
        ([*ELEVEN[:10], "7\x00"], None, "invalid_input", "cards.10"),
        ("7C 7D 7H", None, "invalid_input", "cards"),
        ([["7C"]] * 10, None, "invalid_input", "cards.0"),
        (ELEVEN, "poker", "invalid_ruleset", "ruleset"),
        (["AC"] * 65, None, "invalid_input", "cards"),
    ],
    ids=[
        "nine",
        "duplicate",
        "unknown-code",
        "blank",
        "huge-string",
        "nul-byte",
        "a-string",
        "nested-lists",
        "unknown-ruleset",
        "too-many",
    ],
)
def test_bad_hands_are_400s_with_a_code(api, cards, ruleset, code, field):
    response = analyze(api, cards, ruleset)

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == code
    assert field in error["fields"]
    assert len(error["message"]) < 300
    assert "\x00" not in error["message"]


def test_a_lower_knock_limit_in_rules_changes_can_knock(api):
    # The best discard leaves 10 deadwood: a knock at the standard limit, not under 9.
    standard = analyze(api, ELEVEN).json()
    strict = analyze(api, ELEVEN, rules={"knock_limit": 9}).json()

    assert (standard["knock_limit"], standard["can_knock"]) == (10, True)
    assert (strict["knock_limit"], strict["can_knock"]) == (9, False)
    assert strict["deadwood_after_discard"] == standard["deadwood_after_discard"] == 10


def test_a_knock_limit_of_0_in_rules_knocks_only_with_gin(api):
    assert analyze(api, ELEVEN, rules={"knock_limit": 0}).json()["can_knock"] is False
    assert analyze(api, TEN_GIN, rules={"knock_limit": 0}).json()["can_knock"] is True


def test_rules_that_change_no_number_analysis_uses_change_nothing(api):
    plain = analyze(api, ELEVEN).json()

    assert analyze(api, ELEVEN, rules={"gin_bonus": 20}).json() == plain
    assert analyze(api, ELEVEN, rules={}).json() == plain
    assert analyze(api, ELEVEN, rules=None).json() == plain


@pytest.mark.parametrize(
    ("ruleset", "rules", "code", "field"),
    [
        ("standard", {"knock_limit": 11}, "invalid_ruleset", "rules.knock_limit"),
        ("standard", {"knock_limit": "5"}, "invalid_ruleset", "rules.knock_limit"),
        ("standard", {"gin_bonus": -1}, "invalid_ruleset", "rules.gin_bonus"),
        ("standard", {"max_meld_size": 3}, "invalid_ruleset", "rules.max_meld_size"),
        ("oklahoma", {"knock_limit": 5}, "invalid_ruleset", "rules.knock_limit"),
        ("straight", {"knock_limit": 5}, "invalid_ruleset", "rules.knock_limit"),
        ("arcade", {"big_gin_bonus": 5}, "invalid_ruleset", "rules.big_gin_bonus"),
        ("standard", {"gin_bonuss": 20}, "unknown_field", "rules.gin_bonuss"),
        ("standard", [1], "invalid_input", "rules"),
        ("standard", "knock_limit=5", "invalid_input", "rules"),
    ],
    ids=lambda value: str(value)[:30],
)
def test_bad_rules_are_400s_naming_the_override(api, ruleset, rules, code, field):
    response = analyze(api, ELEVEN, ruleset, rules=rules)

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == code
    assert field in error["fields"]
