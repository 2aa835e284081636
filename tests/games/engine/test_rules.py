"""Rulesets and their overrides (docs/RULES.md section 5)."""

from __future__ import annotations

import doctest
import json
from typing import Any

import pytest

from games.engine import rules as rules_module
from games.engine.cards import Card
from games.engine.errors import InputError, InvalidRulesetError
from games.engine.rules import OVERRIDABLE, RULESETS, StockExhaustion, get_ruleset


def test_every_named_ruleset_exists() -> None:
    assert set(RULESETS) == {"standard", "classic", "arcade", "straight", "oklahoma", "hollywood"}


@pytest.mark.parametrize(
    ("field", "standard", "classic", "arcade"),
    [
        ("knock_limit", 10, 10, 10),
        ("knock_cards", 10, 10, 11),
        ("max_meld_size", None, None, 4),
        ("upcard_phase", True, True, False),
        ("may_discard_taken_card", False, True, False),
        ("gin_bonus", 25, 25, 25),
        ("big_gin_bonus", 31, 31, None),
        ("undercut_bonus", 25, 20, 25),
        ("defender_counts_melded", False, False, True),
        ("stock_exhaustion", StockExhaustion.DEAD_HAND, StockExhaustion.DEAD_HAND, "recycle"),
        ("target", 100, 100, 100),
        ("game_bonus", 100, 0, 0),
        ("line_bonus", 25, 0, 0),
    ],
)
def test_the_section_5_table(field: str, standard: Any, classic: Any, arcade: Any) -> None:
    assert getattr(RULESETS["standard"], field) == standard
    assert getattr(RULESETS["classic"], field) == classic
    assert getattr(RULESETS["arcade"], field) == arcade


def test_variants_change_only_their_knob() -> None:
    standard = RULESETS["standard"].to_dict()
    changed: dict[str, dict[str, Any]] = {
        "straight": {"knock_limit": 0},
        "oklahoma": {"knock_limit_from_upcard": True},
        "hollywood": {"hollywood_columns": 3},
    }
    for name, knobs in changed.items():
        variant = RULESETS[name].to_dict()
        assert {k: v for k, v in variant.items() if standard[k] != v} == {"name": name, **knobs}


@pytest.mark.parametrize(
    ("upcard", "limit"), [("AS", 0), ("2C", 2), ("7H", 7), ("TD", 10), ("KS", 10)]
)
def test_oklahoma_limit_is_the_first_upcards_value(upcard: str, limit: int) -> None:
    assert RULESETS["oklahoma"].knock_limit_for(Card.parse(upcard)) == limit
    assert RULESETS["standard"].knock_limit_for(Card.parse(upcard)) == 10
    assert RULESETS["straight"].knock_limit_for(Card.parse(upcard)) == 0


def test_to_dict_is_json_ready_with_the_name_first() -> None:
    data = RULESETS["arcade"].to_dict()
    assert next(iter(data)) == "name"
    assert json.loads(json.dumps(data)) == data
    assert data["stock_exhaustion"] == "recycle"


def test_unknown_ruleset() -> None:
    with pytest.raises(InvalidRulesetError) as error:
        get_ruleset("poker")
    assert error.value.code == "invalid_ruleset"
    assert error.value.params["field"] == "ruleset"


def test_overrides_apply_without_changing_the_named_ruleset() -> None:
    custom = get_ruleset("standard", {"gin_bonus": 20, "undercut_bonus": 10, "target": 250})
    assert (custom.gin_bonus, custom.undercut_bonus, custom.target) == (20, 10, 250)
    assert RULESETS["standard"].gin_bonus == 25
    assert get_ruleset("classic", {}) is RULESETS["classic"]
    assert get_ruleset("arcade") is RULESETS["arcade"]


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"colour": 1}, "colour"),  # unknown key
        ({"max_meld_size": 5}, "max_meld_size"),  # not overridable
        ({"gin_bonus": -1}, "gin_bonus"),  # negative
        ({"gin_bonus": True}, "gin_bonus"),  # a bool is not a number here
        ({"gin_bonus": 2.5}, "gin_bonus"),
        ({"gin_bonus": "25"}, "gin_bonus"),
        ({"gin_bonus": None}, "gin_bonus"),
        ({"knock_limit": -1}, "knock_limit"),
        ({"knock_limit": 11}, "knock_limit"),
        ({"target": 0}, "target"),
        ({"target": 1001}, "target"),
        ({"undercut_bonus": 10, "line_bonus": -5}, "line_bonus"),
    ],
)
def test_bad_overrides_are_refused(overrides: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidRulesetError) as error:
        get_ruleset("standard", overrides)
    assert error.value.code == "invalid_ruleset"
    assert error.value.params["field"] == field


@pytest.mark.parametrize(
    ("key", "low", "high"), [("knock_limit", 0, 10), ("target", 1, 1000), ("gin_bonus", 0, None)]
)
def test_override_bounds_are_inclusive(key: str, low: int, high: int | None) -> None:
    assert getattr(get_ruleset("standard", {key: low}), key) == low
    if high is not None:
        assert getattr(get_ruleset("standard", {key: high}), key) == high
    assert OVERRIDABLE[key][0] == low


def test_fixed_knobs_cannot_be_overridden() -> None:
    for name in ("straight", "oklahoma"):
        with pytest.raises(InvalidRulesetError):
            get_ruleset(name, {"knock_limit": 5})
    with pytest.raises(InvalidRulesetError):
        get_ruleset("arcade", {"big_gin_bonus": 31})


def test_overrides_must_be_a_mapping() -> None:
    with pytest.raises(InvalidRulesetError):
        get_ruleset("standard", [("gin_bonus", 20)])  # type: ignore[arg-type]


def test_docstring_examples() -> None:
    result = doctest.testmod(rules_module)
    assert result.attempted > 0 and result.failed == 0


def test_a_hand_scored_alone_needs_its_upcard_only_where_the_limit_comes_from_it() -> None:
    oklahoma = RULESETS["oklahoma"]
    assert oklahoma.knock_limit_given(Card.parse("QH")) == 10
    assert get_ruleset("standard", {"knock_limit": 4}).knock_limit_given(None) == 4
    with pytest.raises(InputError) as missing:
        oklahoma.knock_limit_given(None)
    assert (missing.value.code, missing.value.params["field"]) == ("upcard_required", "upcard")
    with pytest.raises(InputError) as unused:
        RULESETS["straight"].knock_limit_given(Card.parse("4D"))
    assert (unused.value.code, unused.value.params["field"]) == ("upcard_not_allowed", "upcard")
