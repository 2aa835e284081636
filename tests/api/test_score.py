"""POST /api/v1/score"""

import pytest

pytestmark = pytest.mark.django_db

KNOCKER = ["7C", "7D", "7H", "2S", "3S", "4S", "9C", "TC", "JC", "2H"]
DEFENDER = ["AC", "5D", "6D", "7S", "8H", "KH", "QS", "3D", "9D", "5S"]


def score(api, **body):
    return api.post("/api/v1/score", body)


def test_it_scores_a_knock(api):
    response = score(api, knocker=KNOCKER, defender=DEFENDER, ruleset="standard")

    assert response.status_code == 200
    body = response.json()
    assert body["outcome"] == "knock"
    # The defender lays 7S off on the sevens and 5S on 2S-3S-4S.
    assert (body["knocker_deadwood"], body["defender_deadwood"]) == (2, 52)
    assert body["points"] == 50
    assert body["winner"] == "knocker"
    assert body["layoffs"] == ["5S", "7S"]


def test_the_defender_lays_off_and_can_undercut(api):
    knocker = ["4H", "5H", "6H", "7C", "7D", "7S", "AS", "2S", "3D", "3C"]  # 9 deadwood
    defender = [
        "3H",
        "7H",
        "8H",
        "KC",
        "KD",
        "KS",
        "2C",
        "2D",
        "AD",
        "AC",
    ]  # lays 3H 7H 8H off, then 6 left
    body = score(api, knocker=knocker, defender=defender).json()

    assert sorted(body["layoffs"]) == ["3H", "7H", "8H"]
    assert body["defender_deadwood"] == 6
    assert body["outcome"] == "undercut"
    assert body["winner"] == "defender"
    assert body["points"] == 9 - 6 + 25


def test_gin_scores_the_bonus_and_allows_no_layoffs(api):
    knocker = ["AC", "2C", "3C", "4D", "5D", "6D", "7H", "8H", "9H", "TH"]
    defender = ["JH", "4C", "KD", "KS", "KC", "2S", "3S", "9S", "QD", "QS"]
    body = score(api, knocker=knocker, defender=defender).json()

    assert body["outcome"] == "gin"
    assert body["layoffs"] == []
    assert body["points"] == body["defender_deadwood"] + 25


def test_big_gin_is_declared_with_eleven_cards(api):
    knocker = ["AC", "2C", "3C", "4D", "5D", "6D", "7H", "8H", "9H", "TH", "JH"]
    defender = ["4C", "KD", "KS", "KC", "2S", "3S", "9S", "QD", "QS", "5C"]
    body = score(api, knocker=knocker, defender=defender, declare="big_gin").json()

    assert body["outcome"] == "big_gin"
    assert body["points"] == body["defender_deadwood"] + 31


def test_the_knocker_may_name_its_melds(api):
    body = score(
        api,
        knocker=KNOCKER,
        defender=DEFENDER,
        knocker_melds=[["7C", "7D", "7H"], ["2S", "3S", "4S"], ["9C", "TC", "JC"]],
    ).json()

    assert body["knocker_deadwood"] == 2


def test_a_knock_over_the_limit_is_a_422(api):
    knocker = ["7C", "7D", "7H", "2S", "3S", "4S", "9C", "TC", "QD", "2H"]

    response = score(api, knocker=knocker, defender=DEFENDER)

    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "deadwood_too_high"
    assert error["fields"] == {}


def test_big_gin_that_is_not_is_a_422(api):
    response = score(api, knocker=[*KNOCKER, "KC"], defender=DEFENDER, declare="big_gin")

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "not_big_gin"


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"knocker": KNOCKER, "defender": [*DEFENDER[:9], "7C"]}, "duplicate_card", "defender"),
        ({"knocker": KNOCKER[:9], "defender": DEFENDER}, "wrong_hand_size", "knocker"),
        ({"knocker": KNOCKER, "defender": DEFENDER[:9]}, "wrong_hand_size", "defender"),
        ({"knocker": KNOCKER, "defender": [*DEFENDER[:9], "XX"]}, "invalid_card", "defender"),
        (
            {"knocker": KNOCKER, "defender": DEFENDER, "knocker_melds": [["7C", "2S", "9C"]]},
            "invalid_meld",
            "knocker_melds",
        ),
        (
            {"knocker": KNOCKER, "defender": DEFENDER, "knocker_melds": [["7C", "7D", "KH"]]},
            "invalid_meld",
            "knocker_melds",
        ),
        ({"knocker": KNOCKER, "defender": DEFENDER, "declare": "gin"}, "invalid_input", "declare"),
        (
            {"knocker": KNOCKER, "defender": DEFENDER, "ruleset": "poker"},
            "invalid_ruleset",
            "ruleset",
        ),
        ({"knocker": KNOCKER}, "invalid_input", "defender"),
    ],
    ids=[
        "overlap",
        "short-knocker",
        "short-defender",
        "bad-code",
        "not-a-meld",
        "meld-not-held",
        "bad-declare",
        "bad-ruleset",
        "missing",
    ],
)
def test_bad_input_is_a_400_with_a_code(api, body, code, field):
    response = api.post("/api/v1/score", body)

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == code
    assert field in error["fields"]
