"""GET /api/v1/rulesets"""

import pytest

from games.engine.rules import RULESETS

pytestmark = pytest.mark.django_db


def test_it_lists_every_named_ruleset_with_its_parameters(api):
    response = api.get("/api/v1/rulesets")

    assert response.status_code == 200
    body = response.json()
    assert [r["name"] for r in body["rulesets"]] == list(RULESETS)
    arcade = next(r for r in body["rulesets"] if r["name"] == "arcade")
    assert arcade == RULESETS["arcade"].to_dict()
    assert arcade["knock_cards"] == 11 and arcade["max_meld_size"] == 4


def test_it_says_what_a_game_may_override(api):
    overridable = api.get("/api/v1/rulesets").json()["overridable"]

    assert overridable["knock_limit"] == {"min": 0, "max": 10}
    assert overridable["target"] == {"min": 1, "max": 1000}


def test_it_answers_post_with_a_405_in_the_error_shape(api):
    response = api.post("/api/v1/rulesets", {})

    assert response.status_code == 405
    assert response.json()["error"]["code"] == "method_not_allowed"
