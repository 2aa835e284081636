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


GIN = ["AC", "2C", "3C", "4D", "5D", "6D", "7H", "8H", "9H", "TH"]
AGAINST_GIN = ["JH", "4C", "KD", "KS", "KC", "2S", "3S", "9S", "QD", "QS"]
UNDERCUT = (
    ["4H", "5H", "6H", "7C", "7D", "7S", "AS", "2S", "3D", "3C"],  # 9 deadwood
    ["3H", "7H", "8H", "KC", "KD", "KS", "2C", "2D", "AD", "AC"],  # 6 after layoffs
)


def test_the_bonuses_in_rules_change_the_points(api):
    gin = score(api, knocker=GIN, defender=AGAINST_GIN, rules={"gin_bonus": 20}).json()
    undercut = score(
        api, knocker=UNDERCUT[0], defender=UNDERCUT[1], rules={"undercut_bonus": 10}
    ).json()
    big_gin = score(
        api,
        knocker=[*GIN, "JH"],
        defender=[*AGAINST_GIN[1:], "5C"],
        declare="big_gin",
        rules={"big_gin_bonus": 40},
    ).json()

    assert (gin["bonus"], gin["points"]) == (20, gin["defender_deadwood"] + 20)
    assert (undercut["bonus"], undercut["points"]) == (10, 9 - 6 + 10)
    assert (big_gin["bonus"], big_gin["points"]) == (40, big_gin["defender_deadwood"] + 40)


def test_a_knock_limit_in_rules_decides_whether_the_knock_is_legal(api):
    at_limit = score(api, knocker=KNOCKER, defender=DEFENDER, rules={"knock_limit": 2})
    over = score(api, knocker=KNOCKER, defender=DEFENDER, rules={"knock_limit": 1})

    assert at_limit.status_code == 200
    assert at_limit.json()["knock_limit"] == 2
    assert over.status_code == 422
    assert over.json()["error"]["code"] == "deadwood_too_high"
    assert "1" in over.json()["error"]["message"]


@pytest.mark.parametrize(
    ("upcard", "limit"), [("4D", 4), ("2c", 2), ("KD", 10), ("TS", 10), ("9H", 9)]
)
def test_oklahoma_takes_the_knock_limit_from_the_upcard(api, upcard, limit):
    response = score(api, knocker=KNOCKER, defender=DEFENDER, ruleset="oklahoma", upcard=upcard)

    assert response.status_code == 200, response.json()
    body = response.json()
    assert (body["ruleset"], body["knock_limit"]) == ("oklahoma", limit)
    assert (body["outcome"], body["points"]) == ("knock", 50)


def test_an_oklahoma_upcard_under_the_knockers_deadwood_makes_it_a_422(api):
    knocker = ["7C", "7D", "7H", "2S", "3S", "4S", "9C", "TC", "JC", "5H"]  # 5 deadwood

    at_five = score(api, knocker=knocker, defender=DEFENDER, ruleset="oklahoma", upcard="5C")
    response = score(api, knocker=knocker, defender=DEFENDER, ruleset="oklahoma", upcard="4D")

    assert at_five.status_code == 200
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "deadwood_too_high"


def test_an_oklahoma_ace_upcard_allows_only_gin(api):
    knock = score(api, knocker=KNOCKER, defender=DEFENDER, ruleset="oklahoma", upcard="AS")
    gin = score(api, knocker=GIN, defender=AGAINST_GIN, ruleset="oklahoma", upcard="AS")

    assert knock.status_code == 422
    assert knock.json()["error"]["code"] == "deadwood_too_high"
    assert gin.status_code == 200
    assert (gin.json()["knock_limit"], gin.json()["outcome"]) == (0, "gin")


@pytest.mark.parametrize("upcard", [None, "missing"])
def test_oklahoma_without_an_upcard_is_a_400_naming_it(api, upcard):
    body: dict[str, object] = {"knocker": KNOCKER, "defender": DEFENDER, "ruleset": "oklahoma"}
    if upcard is None:
        body["upcard"] = None

    response = api.post("/api/v1/score", body)

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "upcard_required"
    assert list(error["fields"]) == ["upcard"]
    assert "oklahoma" in error["message"]


@pytest.mark.parametrize("ruleset", ["standard", "classic", "arcade", "straight", "hollywood"])
def test_an_upcard_is_refused_where_the_ruleset_does_not_use_it(api, ruleset):
    response = score(api, knocker=KNOCKER, defender=DEFENDER, ruleset=ruleset, upcard="4D")

    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "upcard_not_allowed"
    assert list(error["fields"]) == ["upcard"]


@pytest.mark.parametrize(
    ("upcard", "code", "field"),
    [
        ("ZZ", "invalid_card", "upcard"),
        ("", "invalid_input", "upcard"),
        (4, "invalid_input", "upcard"),
        (["4D"], "invalid_input", "upcard"),
        ("4D\x00", "invalid_input", "upcard"),
    ],
    ids=["bad-code", "blank", "number", "list", "nul"],
)
def test_a_bad_upcard_is_a_400(api, upcard, code, field):
    response = score(api, knocker=KNOCKER, defender=DEFENDER, ruleset="oklahoma", upcard=upcard)

    assert response.status_code == 400
    error = response.json()["error"]
    assert (error["code"], list(error["fields"])) == (code, [field])
    assert "\x00" not in response.content.decode()


def test_the_upcard_messages_are_in_spanish_too(api):
    response = api.post(
        "/api/v1/score",
        {"knocker": KNOCKER, "defender": DEFENDER, "ruleset": "oklahoma"},
        HTTP_ACCEPT_LANGUAGE="es",
    )

    assert "primera carta descubierta" in response.json()["error"]["message"]


@pytest.mark.parametrize(
    ("rules", "code", "field"),
    [
        ({"gin_bonus": -1}, "invalid_ruleset", "rules.gin_bonus"),
        ({"undercut_bonuss": 10}, "unknown_field", "rules.undercut_bonuss"),
        ({"knock_limit": True}, "invalid_ruleset", "rules.knock_limit"),
        ([], "invalid_input", "rules"),
    ],
    ids=["negative", "typo", "bool", "list"],
)
def test_bad_rules_are_400s_naming_the_override(api, rules, code, field):
    response = score(api, knocker=KNOCKER, defender=DEFENDER, rules=rules)

    assert response.status_code == 400
    error = response.json()["error"]
    assert (error["code"], list(error["fields"])) == (code, [field])


def test_rules_are_refused_exactly_as_a_new_game_refuses_them(api, player_client):
    _, client = player_client
    for ruleset, rules in [
        ("standard", {"knock_limit": 11}),
        ("oklahoma", {"knock_limit": 3}),
        ("arcade", {"big_gin_bonus": 1}),
        ("standard", {"colour": 1}),
        ("standard", {"max_meld_size": 4}),
    ]:
        game = client.post("/api/v1/games", {"opponent": "ai", "ruleset": ruleset, "rules": rules})
        scored = score(api, knocker=KNOCKER, defender=DEFENDER, ruleset=ruleset, rules=rules)
        analysed = api.post(
            "/api/v1/analyze", {"cards": KNOCKER, "ruleset": ruleset, "rules": rules}
        )

        assert game.status_code == scored.status_code == analysed.status_code == 400
        assert game.json() == scored.json() == analysed.json()
