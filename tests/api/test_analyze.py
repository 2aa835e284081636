"""POST /api/v1/analyze"""

import pytest

pytestmark = pytest.mark.django_db

ELEVEN = ["7C", "7D", "7H", "7S", "8H", "9H", "2C", "3C", "4C", "KS", "QD"]
TEN_GIN = ["AC", "2C", "3C", "4D", "5D", "6D", "7H", "8H", "9H", "TH"]
ELEVEN_MELDED = ["AC", "2C", "3C", "4D", "5D", "6D", "7H", "8H", "9H", "TH", "JH"]
ARCADE_GIN = ["AC", "2C", "3C", "4C", "5D", "6D", "7D", "8D", "9H", "TH", "JH"]


def analyze(api, cards, ruleset=None, **extra):
    body = {"cards": cards}
    if ruleset:
        body["ruleset"] = ruleset
    return api.post("/api/v1/analyze", body, **extra)


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
