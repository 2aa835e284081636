"""docs/API.md (and docs/RULES.md) read as a contract, checked over HTTP only.

Every player is made with POST /api/v1/players; nothing here reaches into the database or the
services.  tests/contract/reference.py is a brute-force reading of docs/RULES.md sections 1 and 3.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import uuid
from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.contract import reference as ref

pytestmark = pytest.mark.django_db

V1 = "/api/v1"
CODE = re.compile(r"^[A2-9TJQK][CDHS]$")
RULESET_NAMES = ("standard", "classic", "arcade", "straight", "oklahoma", "hollywood")
PARAMETERS = (
    "knock_limit",
    "max_meld_size",
    "gin_bonus",
    "big_gin_bonus",
    "undercut_bonus",
    "target",
    "game_bonus",
    "line_bonus",
)


# -- helpers ----------------------------------------------------------------------------------


def new_player(name: str = "Ada") -> tuple[APIClient, dict[str, Any]]:
    response = APIClient().post(f"{V1}/players", {"display_name": name}, format="json")
    assert response.status_code == 201, response.content
    body = response.json()
    return bearer(body["token"]), body


def bearer(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def post(client: APIClient, path: str, body: Any, **extra: Any):
    return client.post(f"{V1}{path}", body, format="json", **extra)


def new_game(client: APIClient, **body: Any) -> dict[str, Any]:
    body.setdefault("opponent", "ai")
    if body["opponent"] == "ai":
        body.setdefault("ai_level", "novice")
    body.setdefault("ruleset", "standard")
    response = post(client, "/games", body)
    assert response.status_code == 201, response.content
    return response.json()


def get_game(client: APIClient, gid: str) -> dict[str, Any]:
    response = client.get(f"{V1}/games/{gid}")
    assert response.status_code == 200, response.content
    return response.json()


def move(client: APIClient, game: dict[str, Any], body: dict[str, Any], **extra: Any):
    return post(client, f"/games/{game['id']}/moves", body, **extra)


def play(client: APIClient, game: dict[str, Any], body: dict[str, Any]) -> dict[str, Any]:
    response = move(client, game, body)
    assert response.status_code == 200, (body, response.content)
    out = response.json()
    assert set(out) >= {"game", "events"}
    assert isinstance(out["events"], list)
    return out


def assert_error(response, status: int, code: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, (response.status_code, response.content)
    body = response.json()
    assert set(body) == {"error"}, body
    assert {"code", "message", "fields"} <= set(body["error"]), body
    assert isinstance(body["error"]["code"], str)
    assert isinstance(body["error"]["message"], str) and body["error"]["message"]
    assert isinstance(body["error"]["fields"], dict)
    if code is not None:
        assert body["error"]["code"] == code, body
    return body["error"]


def legal(game: dict[str, Any]) -> dict[str, list[str]]:
    return {a["action"]: list(a.get("cards") or []) for a in game["legal_actions"]}


def walk(value: Any, skip: tuple[str, ...] = ()):
    """Every (key, scalar) pair in a JSON document, skipping subtrees under ``skip`` keys."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in skip:
                continue
            if isinstance(v, dict | list):
                yield from walk(v, skip)
            else:
                yield k, v
    elif isinstance(value, list):
        for v in value:
            if isinstance(v, dict | list):
                yield from walk(v, skip)
            else:
                yield None, v


def keys(value: Any):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from keys(v)
    elif isinstance(value, list):
        for v in value:
            yield from keys(v)


def card_codes(value: Any, skip: tuple[str, ...] = ()) -> set[str]:
    return {v for _, v in walk(value, skip) if isinstance(v, str) and CODE.match(v)}


def best_discard(cards: list[str], choices: list[str], cap: int | None) -> str:
    return min(choices, key=lambda c: (ref.min_deadwood(set(cards) - {c}, cap), -ref.value(c)))


def choose(game: dict[str, Any], knock: bool = True) -> dict[str, Any]:
    """A decent player choosing only from legal_actions."""
    options = legal(game)
    if not knock:
        options.pop("knock", None)
        options.pop("big_gin", None)
    cap = game["ruleset"].get("max_meld_size")
    mine = game["your_cards"]
    body: dict[str, Any]
    if "big_gin" in options:
        body = {"action": "big_gin"}
    elif "knock" in options:
        if options["knock"]:
            body = {"action": "knock", "card": best_discard(mine, options["knock"], cap)}
        else:
            body = {"action": "knock"}
    elif "take_upcard" in options:
        top = game["discard_top"]
        before = ref.min_deadwood(mine, cap)
        after = min(ref.min_deadwood((set(mine) | {top}) - {c}, cap) for c in mine)
        body = {"action": "take_upcard" if after < before - 3 else "pass"}
    elif "draw_stock" in options or "draw_discard" in options:
        top = game["discard_top"]
        body = {"action": "draw_stock"}
        if "draw_discard" in options and top:
            before = ref.min_deadwood(mine, cap)
            after = min(ref.min_deadwood((set(mine) | {top}) - {c}, cap) for c in mine)
            if after < before - 2 or "draw_stock" not in options:
                body = {"action": "draw_discard"}
    elif "discard" in options:
        body = {"action": "discard", "card": best_discard(mine, options["discard"], cap)}
    else:
        raise AssertionError(f"nothing to do: {game['legal_actions']}")
    body["expected_version"] = game["version"]
    return body


class Tracker:
    """Follows one player's responses and checks that no hidden card leaks."""

    def __init__(self) -> None:
        self.hand = None
        self.known: set[str] = set()
        self.results: list[dict[str, Any]] = []

    def see(self, game: dict[str, Any], events: list[Any] | None = None) -> None:
        if game["hand_number"] != self.hand:
            if (
                self.hand is not None
                and game["hand_number"] == self.hand + 1
                and game.get("last_hand")
                # (not when the new hand also ended within the same request)
                and game["last_hand"]["hand_number"] == self.hand
                and game["last_hand"]["winner"]
                and game["ruleset"]["name"] != "hollywood"
            ):
                # RULES 4: the winner of a hand deals the next one.
                assert game["dealer"] == game["last_hand"]["winner"], game["last_hand"]
            self.hand = game["hand_number"]
            self.known = set()
            if game.get("last_hand"):
                self.results.append(game["last_hand"])
        check_view(game)
        self.known |= set(game["your_cards"]) | set(game["discard_pile"])
        # Cards the opponent took from, or passed on, the face-up pile are public.
        self.known |= set(game.get("opponent_took") or [])
        if game.get("opponent_passed_upcard"):
            self.known.add(game["opponent_passed_upcard"])
        assert not {"seed", "deck", "stock", "stock_order"} & set(keys(game)), sorted(keys(game))
        if game["phase"] in ("upcard", "draw", "discard"):
            leaked = card_codes(game, skip=("last_hand",)) - self.known
            assert not leaked, f"opponent cards shown: {leaked}"
            if events is not None and not any(
                "hand" in json.dumps(e) and ("knock" in json.dumps(e) or "dead" in json.dumps(e))
                for e in events
            ):
                leaked = card_codes(events) - self.known
                assert not leaked, f"opponent cards shown in events: {leaked} {events}"


def check_view(game: dict[str, Any]) -> None:
    """Invariants of one served view, from docs/RULES.md and docs/API.md."""
    rules = game["ruleset"]
    cap = rules.get("max_meld_size")
    mine = game["your_cards"]
    assert game["deadwood"] == ref.min_deadwood(mine, cap), game
    melded = [c for m in game["melds"] for c in m]
    assert len(melded) == len(set(melded)) and set(melded) <= set(mine)
    assert sum(ref.value(c) for c in set(mine) - set(melded)) == game["deadwood"]
    assert game["discard_top"] == (game["discard_pile"][-1] if game["discard_pile"] else None)
    if game["turn"] != "you" or game["status"] != "active":
        assert game["legal_actions"] == [], game["legal_actions"]
        return
    options = legal(game)
    limit = game.get("knock_limit", rules["knock_limit"])
    if game["phase"] == "discard":
        assert len(mine) == 11
        if rules["name"] == "arcade":
            can = ref.min_deadwood(mine, cap) <= limit
            assert ("knock" in options) is can, (mine, options)
        else:
            ok = sorted(c for c in mine if ref.min_deadwood(set(mine) - {c}, cap) <= limit)
            if ok and game.get("taken_from_discard") is None:
                assert sorted(options.get("knock", [])) == ok, (mine, options, limit)
            for c in options.get("knock", []):
                assert ref.min_deadwood(set(mine) - {c}, cap) <= limit
            if not rules.get("may_discard_taken_card", False) and game.get("taken_from_discard"):
                assert game["taken_from_discard"] not in options["discard"]
                assert game["taken_from_discard"] not in options.get("knock", [])
        if rules.get("big_gin_bonus") is not None:
            assert ("big_gin" in options) is (ref.min_deadwood(mine, cap) == 0)
    elif game["phase"] == "draw":
        assert len(mine) == 10
        assert "discard" not in options and "knock" not in options


def play_to_end(client: APIClient, game: dict[str, Any], tracker: Tracker | None = None):
    tracker = tracker or Tracker()
    tracker.see(game)
    for _ in range(3000):
        if game["status"] == "finished":
            return game, tracker
        assert game["turn"] == "you", game
        version = game["version"]
        out = play(client, game, choose(game))
        game = out["game"]
        assert game["version"] >= version + 1
        tracker.see(game, out["events"])
    raise AssertionError("game did not end")


def to_my_draw(client: APIClient, game: dict[str, Any]) -> dict[str, Any]:
    for _ in range(10):
        if game["phase"] == "draw" and game["turn"] == "you":
            return game
        assert game["phase"] == "upcard", game["phase"]
        game = play(client, game, {"action": "pass"})["game"]
    raise AssertionError("never reached my draw")


def to_my_discard(client: APIClient, game: dict[str, Any]) -> dict[str, Any]:
    game = to_my_draw(client, game)
    return play(client, game, {"action": "draw_stock"})["game"]


# -- players and authentication ---------------------------------------------------------------


def test_it_creates_a_guest_player_with_a_token():
    response = APIClient().post(f"{V1}/players", {"display_name": "Ada"}, format="json")
    assert response.status_code == 201
    body = response.json()
    assert {"id", "display_name", "token"} <= set(body)
    assert body["display_name"] == "Ada"


def test_players_me_shows_profile_and_stats():
    client, _ = new_player()
    response = client.get(f"{V1}/players/me")
    assert response.status_code == 200
    text = json.dumps(response.json())
    for word in ("games", "hands_won", "gins", "best_hand"):
        assert word in text, text


def test_it_answers_401_without_a_token_and_with_a_wrong_one():
    assert_error(APIClient().get(f"{V1}/games"), 401)
    bad = APIClient()
    bad.credentials(HTTP_AUTHORIZATION="Bearer not-a-real-token")
    assert_error(bad.get(f"{V1}/games"), 401)
    assert_error(bad.get(f"{V1}/players/me"), 401)
    assert_error(APIClient().post(f"{V1}/games", {"opponent": "ai"}, format="json"), 401)


def test_another_players_game_is_404():
    ada, _ = new_player("Ada")
    bob, _ = new_player("Bob")
    game = new_game(ada)
    assert_error(bob.get(f"{V1}/games/{game['id']}"), 404)
    assert_error(bob.get(f"{V1}/games/{game['id']}/moves"), 404)
    assert_error(move(bob, game, {"action": "pass"}), 404)
    assert_error(bob.get(f"{V1}/games/{uuid.uuid4()}"), 404)


# -- 1. cards, /analyze -----------------------------------------------------------------------


def analyze(cards: list[str] | str, ruleset: str = "standard", **extra: Any):
    if isinstance(cards, str):
        cards = cards.split()
    return APIClient().post(
        f"{V1}/analyze", {"cards": cards, "ruleset": ruleset}, format="json", **extra
    )


def test_analyze_needs_no_token_and_reads_codes_in_any_case():
    response = analyze("ah 2H 3h 7s 7D 7c kd kc Ks 5c")
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["deadwood"] == 5
    assert body["unmatched"] == ["5C"]
    for meld in body["melds"]:
        for code in meld:
            assert CODE.match(code), code
    assert sorted(c for m in body["melds"] for c in m) == sorted(
        ["AH", "2H", "3H", "7S", "7D", "7C", "KD", "KC", "KS"]
    )


@pytest.mark.parametrize("bad", ["10H", "1H", "ZZ", "", "XS", "TDX", 7, None])
def test_analyze_rejects_an_unknown_card_with_the_error_shape(bad):
    cards = ["AH", "2H", "3H", "7S", "7D", "7C", "KD", "KC", "KS", bad]
    error = assert_error(analyze(cards), 400)
    assert error["fields"], error


def test_analyze_rejects_a_duplicate_card_in_any_case():
    assert_error(analyze(["AH", "2H", "3H", "7S", "7D", "7C", "KD", "KC", "KS", "ah"]), 400)


@pytest.mark.parametrize("count", [0, 9, 12])
def test_analyze_rejects_other_than_10_or_11_cards(count):
    assert_error(analyze(ref.DECK[:count]), 400)


def test_analyze_rejects_an_unknown_ruleset():
    assert_error(analyze("AH 2H 3H 7S 7D 7C KD KC KS 5C", ruleset="bogus"), 400)


def test_analyze_never_melds_ace_high():
    body = analyze("QH KH AH 2C 4D 6S 8C TD 3S 9H").json()
    assert body["melds"] == []
    assert body["deadwood"] == 10 + 10 + 1 + 2 + 4 + 6 + 8 + 10 + 3 + 9


def test_analyze_resolves_7h_7s_7d_8h_9h_to_the_least_deadwood():
    body = analyze("7H 7S 7D 8H 9H 2C 3C 4C KS KD").json()
    assert body["deadwood"] == ref.min_deadwood(
        ["7H", "7S", "7D", "8H", "9H", "2C", "3C", "4C", "KS", "KD"]
    )
    assert body["deadwood"] == 7 + 7 + 20


def test_analyze_in_arcade_melds_four_of_a_five_card_straight():
    body = analyze("3H 4H 5H 6H 7H KC KD KS 2C 2D", ruleset="arcade").json()
    assert body["deadwood"] == 3 + 2 + 2
    assert all(len(m) <= 4 for m in body["melds"])
    body = analyze("3H 4H 5H 6H 7H KC KD KS 2C 2D").json()
    assert body["deadwood"] == 4


def test_analyze_ten_card_gin():
    body = analyze("AH 2H 3H 4H 7S 7D 7C KD KC KS").json()
    assert body["deadwood"] == 0
    assert body["is_gin"] is True
    assert body["can_knock"] is True
    assert body["is_big_gin"] is False
    assert body["unmatched"] == []


def test_analyze_ten_cards_over_the_limit_cannot_knock():
    body = analyze("AH 2H 3H 7S 7D 7C KD QC 2S JS").json()
    assert body["deadwood"] == 32
    assert body["can_knock"] is False
    assert body["is_gin"] is False


def _check_eleven(cards: str, ruleset: str):
    cap = 4 if ruleset == "arcade" else None
    body = analyze(cards, ruleset).json()
    hand = cards.split()
    assert body["deadwood"] == ref.min_deadwood(hand, cap)
    least, which = ref.best_discards(hand, cap)
    assert body["deadwood_after_discard"] == least
    assert set(body["best_discards"]) == which
    melded = [c for m in body["melds"] for c in m]
    assert sorted(melded + body["unmatched"]) == sorted(hand)
    assert sum(ref.value(c) for c in body["unmatched"]) == body["deadwood"]
    return body, least


@pytest.mark.parametrize("ruleset", ["standard", "classic", "arcade"])
def test_analyze_eleven_cards_gives_every_best_discard_and_the_least_deadwood_after_it(ruleset):
    for cards in (
        "7C 7D 7H 7S 8H 9H 2C 3C 4C KS QD",
        "AH 2H 3H 4H 5H 9C 9D 9S KS KD 6C",
        "AH 2H 3H 5S 5D 5C 8C 8D 2C 3S 4D",
        "TH JH QH KH 9H 8H 2S 2C 2D 3S 4S",
    ):
        body, least = _check_eleven(cards, ruleset)
        if ruleset == "arcade":
            assert body["can_knock"] is (body["deadwood"] <= 10), cards
        else:
            assert body["can_knock"] is (least <= 10), cards


def test_analyze_eleven_card_gin_standard_is_big_gin_and_arcade_is_gin():
    cards = "AH 2H 3H 4H 7S 7D 7C KD KC KS KH"
    standard = analyze(cards).json()
    assert standard["deadwood"] == 0
    assert standard["is_big_gin"] is True
    assert standard["can_knock"] is True
    arcade = analyze(cards, "arcade").json()
    assert arcade["deadwood"] == 0
    assert arcade["is_gin"] is True
    assert arcade["is_big_gin"] is False


def test_analyze_eleven_cards_arcade_knocks_over_all_eleven():
    # 11 cards with deadwood 12 over all 11 but 2 after discarding the KS: standard can knock
    # (after the best discard), arcade cannot (it counts all 11).
    cards = "AH 2H 3H 7S 7D 7C 4C 5C 6C KS 2D"
    standard = analyze(cards).json()
    arcade = analyze(cards, "arcade").json()
    assert standard["deadwood"] == arcade["deadwood"] == 12
    assert standard["deadwood_after_discard"] == 2
    assert standard["can_knock"] is True
    assert arcade["can_knock"] is False


def test_analyze_eleven_cards_that_gin_after_a_discard_says_gin_in_standard():
    body = analyze("AH 2H 3H 4H 7S 7D 7C KD KC KS 9D").json()
    assert body["deadwood_after_discard"] == 0
    assert body["best_discards"] == ["9D"]
    assert body["is_gin"] is True
    assert body["is_big_gin"] is False


# -- /score -----------------------------------------------------------------------------------


def score(knocker: str, defender: str, ruleset: str = "standard", **extra: Any):
    body: dict[str, Any] = {
        "knocker": knocker.split(),
        "defender": defender.split(),
        "ruleset": ruleset,
    }
    body.update(extra)
    return APIClient().post(f"{V1}/score", body, format="json")


def test_score_a_knock_gives_the_difference_to_the_knocker():
    body = score("AH 2H 3H 7S 7D 7C KD KC KS 5C", "2D 4D 6D 8D TS 9C JH QH 4S 8S").json()
    d = ref.min_deadwood(["2D", "4D", "6D", "8D", "TS", "9C", "JH", "QH", "4S", "8S"])
    assert body["outcome"] == "knock"
    assert body["knocker_deadwood"] == 5
    assert body["defender_deadwood"] == d
    assert body["points"] == d - 5
    assert body["winner"] == "knocker"
    assert body["layoffs"] == []


def test_score_reads_codes_in_any_case_and_answers_upper_case():
    body = score("ah 2h 3h 4h 7s 7d 7c kd kc ks", "5h 2d 4d 6d 8d ts 9c jh qh 4s").json()
    assert body["outcome"] == "gin"
    body = score("ah 2h 3h 7s 7d 7c kd kc ks 5c", "4h 2d 5d 9d 8d ts 9c jh qh 3s").json()
    assert body["layoffs"] == ["4H"]


def test_score_a_tie_is_an_undercut():
    body = score("AH 2H 3H 7S 7D 7C KD KC KS 5C", "2D 3D 4D 8C 8S 8D TS JS QS 5S").json()
    assert body["outcome"] == "undercut"
    assert body["knocker_deadwood"] == body["defender_deadwood"] == 5
    assert body["points"] == 25
    assert body["winner"] == "defender"


def test_score_an_undercut_scores_the_difference_plus_25_and_20_in_classic():
    standard = score("AH 2H 3H 7S 7D 7C KD KC KS 9C", "2D 3D 4D 8C 8S 8D TS JS QS 5S").json()
    assert (standard["outcome"], standard["points"], standard["winner"]) == (
        "undercut",
        4 + 25,
        "defender",
    )
    classic = score(
        "AH 2H 3H 7S 7D 7C KD KC KS 9C", "2D 3D 4D 8C 8S 8D TS JS QS 5S", "classic"
    ).json()
    assert (classic["outcome"], classic["points"]) == ("undercut", 4 + 20)


def test_score_gin_allows_no_layoffs_and_adds_25():
    defender = "4H 7H 2C 2D 9C 9D 5S 6S JC JD"
    body = score("AH 2H 3H 5D 6D 7D KD KC KS KH", defender).json()
    assert body["outcome"] == "gin"
    assert body["layoffs"] == []
    d = ref.min_deadwood(defender.split())
    assert body["defender_deadwood"] == d
    assert body["points"] == d + 25
    assert body["winner"] == "knocker"


def test_score_gin_is_never_undercut():
    body = score("AH 2H 3H 5D 6D 7D KD KC KS KH", "4C 5C 6C 8D 8S 8C 2S 3S 4S 5S").json()
    assert (body["outcome"], body["points"], body["winner"]) == ("gin", 25, "knocker")


def test_score_big_gin_is_declared_with_eleven_cards_for_31():
    defender = "4C 5C 9C 8D 2S 8C TD 3S 4S 5D"
    response = score("AH 2H 3H 4H 7S 7D 7C KD KC KS KH", defender, declare="big_gin")
    assert response.status_code == 200, response.content
    body = response.json()
    d = ref.min_deadwood(defender.split())
    assert (body["outcome"], body["points"], body["winner"]) == ("big_gin", d + 31, "knocker")
    classic = score(
        "AH 2H 3H 4H 7S 7D 7C KD KC KS KH", defender, "classic", declare="big_gin"
    ).json()
    assert (classic["outcome"], classic["points"]) == ("big_gin", d + 31)


def test_score_refuses_a_knock_over_ten_with_422_deadwood_too_high():
    assert_error(
        score("AH 2H 3H 7S 7D 7C KD QC 2S JS", "2D 3D 4D 8C 8S 8D TS JS QS 5S".replace("JS", "JD")),
        422,
        "deadwood_too_high",
    )


def test_score_refuses_a_knock_in_straight_unless_gin():
    assert_error(
        score("AH 2H 3H 7S 7D 7C KD KC KS 2C", "2D 3D 4D 8C 8S 8D TS JS QS 5S", "straight"),
        422,
        "deadwood_too_high",
    )


def test_score_rejects_bad_and_duplicate_cards_with_400():
    assert_error(score("AH 2H 3H 7S 7D 7C KD KC KS 1C", "2D 3D 4D 8C 8S 8D TS JS QS 5S"), 400)
    assert_error(score("AH 2H 3H 7S 7D 7C KD KC KS ah", "2D 3D 4D 8C 8S 8D TS JS QS 5S"), 400)
    # A card in both hands is a duplicate too.
    assert_error(score("AH 2H 3H 7S 7D 7C KD KC KS 5C", "5C 3D 4D 8C 8S 8D TS JS QS 5S"), 400)


def test_score_chained_layoffs_on_a_run():
    body = score("4H 5H 6H 9S 9D 9C KD KC KS 2C", "7H 8H 3H JC QD 5D 6S 8C TC AD").json()
    assert {"7H", "8H", "3H"} <= set(body["layoffs"])
    assert body["defender_deadwood"] == ref.min_deadwood(["JC", "QD", "5D", "6S", "8C", "TC", "AD"])
    assert body["points"] == body["defender_deadwood"] - 2


def test_score_the_fourth_card_of_a_set_is_laid_off():
    body = score("4H 5H 6H 9S 9D 9C KD KC KS 2C", "9H JC QD 5D 6S 8C TC AD 2S 3S").json()
    assert "9H" in body["layoffs"]


def test_score_knocker_melds_naming_a_worse_arrangement_changes_the_knocker_deadwood():
    knocker = "AH 2H 3H 4H 5C 5S 5D KD KC KS"
    defender = "2D 3D 4D 8C 8S 8D TS JS QS 6S"
    best = score(knocker, defender).json()
    assert (best["outcome"], best["knocker_deadwood"]) == ("gin", 0)
    named = score(
        knocker,
        defender,
        knocker_melds=[["2H", "3H", "4H"], ["5C", "5S", "5D"], ["kd", "kc", "ks"]],
    ).json()
    assert named["knocker_deadwood"] == 1
    assert named["outcome"] in ("knock", "undercut")
    assert named["outcome"] != "gin"
    # AH is unmatched now: the defender may still lay nothing on AH; 6S counts.
    assert (
        named["defender_deadwood"]
        == ref.defender_count(
            [["2H", "3H", "4H"], ["5C", "5S", "5D"], ["KD", "KC", "KS"]],
            defender.split(),
            None,
            False,
        )[0]
    )


def test_score_refuses_knocker_melds_that_are_not_melds_or_not_its_cards():
    knocker = "AH 2H 3H 4H 5C 5S 5D KD KC KS"
    defender = "2D 3D 4D 8C 8S 8D TS JS QS 6S"
    response = score(knocker, defender, knocker_melds=[["AH", "2H", "4H"]])
    assert_error(response, 400)
    response = score(knocker, defender, knocker_melds=[["2D", "3D", "4D"]])
    assert_error(response, 400)
    # A named arrangement over the limit is deadwood_too_high.
    assert_error(
        score(knocker, defender, knocker_melds=[["KD", "KC", "KS"]]), 422, "deadwood_too_high"
    )


def test_score_arcade_knocker_shows_eleven_cards():
    assert (
        score(
            "AH 2H 3H 7S 7D 7C KD KC KS 5C", "2D 4D 6D 8D TS 9C JH QH 4S 8S", "arcade"
        ).status_code
        == 400
    )
    body = score(
        "AH 2H 3H 4H 7S 7D 7C KD KC KS 2C", "5H 6H 8C 8S 8D JC QD 9S 9H 3D", "arcade"
    ).json()
    assert body["knocker_deadwood"] == 2


def test_score_arcade_defender_counts_every_card_not_laid_off_melded_or_not():
    defender = "5H 8C 8S 8D JC QD 9S 9H 3D 2S"
    body = score("AH 2H 3H 7S 7D 7C KD KC KS 2C 3C", defender, "arcade").json()
    # 5H cannot lay off (4H missing); 8C 8S 8D is a set yet counts.
    assert body["layoffs"] == []
    total = sum(ref.value(c) for c in defender.split())
    assert body["defender_deadwood"] == total
    assert body["knocker_deadwood"] == 5
    assert body["points"] == total - 5


def test_score_arcade_layoffs_respect_the_four_card_cap():
    # Knocker run AH-4H is full (4): the defender's 5H cannot go on it.
    body = score(
        "AH 2H 3H 4H 7S 7D 7C KD KC KS 2C", "5H 7H 8C 8S 8D JC QD 9S 9H 3D", "arcade"
    ).json()
    assert "5H" not in body["layoffs"]
    assert "7H" in body["layoffs"]
    total = sum(ref.value(c) for c in ["5H", "8C", "8S", "8D", "JC", "QD", "9S", "9H", "3D"])
    assert body["defender_deadwood"] == total


def test_score_arcade_gin_is_four_four_three_for_25():
    defender = "5H 6H 8C 8S 8D JC QD 9S 9H 3D"
    body = score("AH 2H 3H 4H 7S 7D 7C 7H KD KC KS", defender, "arcade").json()
    assert body["outcome"] == "gin"
    d = ref.min_deadwood(defender.split(), 4)
    assert body["defender_deadwood"] == d
    assert body["points"] == d + 25
    assert body["layoffs"] == []


def test_score_arcade_five_card_run_is_not_gin():
    body = score("AH 2H 3H 4H 5H 7S 7D 7C KD KC KS", "6H 9C 8S 8D JC QD 9S 9H 3D 2S", "arcade")
    assert body.status_code == 200
    assert body.json()["knocker_deadwood"] == 1
    assert body.json()["outcome"] != "gin"


def test_score_rejects_wrong_hand_sizes_with_400():
    assert_error(score("AH 2H 3H 7S 7D 7C KD KC KS", "2D 3D 4D 8C 8S 8D TS JS QS 5S"), 400)
    assert_error(score("AH 2H 3H 7S 7D 7C KD KC KS 5C", "2D 3D 4D 8C 8S 8D TS JS QS"), 400)


# -- /rulesets --------------------------------------------------------------------------------


def test_rulesets_lists_every_named_ruleset_with_its_parameters():
    response = APIClient().get(f"{V1}/rulesets")
    assert response.status_code == 200
    body = response.json()
    rows = body if isinstance(body, list) else body.get("results", body.get("rulesets", body))
    if isinstance(rows, dict):
        rows = [{"name": k, **v} for k, v in rows.items()]
    by_name = {row["name"]: row for row in rows}
    assert set(RULESET_NAMES) <= set(by_name)
    for name in RULESET_NAMES:
        for parameter in PARAMETERS:
            assert parameter in by_name[name], (name, parameter)
        text = json.dumps(by_name[name])
        for idea in ("upcard", "discard", "stock", "defender"):
            assert idea in text, (name, idea)
    s, c, a = by_name["standard"], by_name["classic"], by_name["arcade"]
    assert [r["undercut_bonus"] for r in (s, c, a)] == [25, 20, 25]
    assert [r["big_gin_bonus"] for r in (s, c, a)] == [31, 31, None]
    assert [r["game_bonus"] for r in (s, c, a)] == [100, 0, 0]
    assert [r["line_bonus"] for r in (s, c, a)] == [25, 0, 0]
    assert [r["max_meld_size"] for r in (s, c, a)] == [None, None, 4]
    assert by_name["straight"]["knock_limit"] == 0


# -- games: creation --------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESET_NAMES)
@pytest.mark.parametrize("level", ["novice", "expert"])
def test_it_creates_a_game_against_the_ai_in_every_ruleset(ruleset, level):
    client, _ = new_player()
    game = new_game(client, ai_level=level, ruleset=ruleset)
    for field in (
        "id",
        "version",
        "status",
        "ruleset",
        "scores",
        "hand_number",
        "dealer",
        "turn",
        "phase",
        "your_cards",
        "opponent_card_count",
        "discard_top",
        "discard_pile",
        "stock_count",
        "deadwood",
        "melds",
        "legal_actions",
        "last_hand",
        "winner",
    ):
        assert field in game, field
    assert game["status"] == "active"
    assert game["ruleset"]["name"] == ruleset
    assert set(game["scores"]) >= {"you", "opponent"}
    assert game["dealer"] in ("you", "opponent")
    assert game["turn"] == "you"
    assert game["winner"] is None
    # The AI may have ended hand 1 already (it moves first when it is the non-dealer).
    assert game["hand_number"] == 1 or game["last_hand"]["knocker"] == "opponent", game["last_hand"]
    cap = game["ruleset"].get("max_meld_size")
    assert game["deadwood"] == ref.min_deadwood(game["your_cards"], cap)
    assert len(game["your_cards"]) in (10, 11)
    assert game["your_cards"] == [c.upper() for c in game["your_cards"]]
    if ruleset == "arcade":
        assert game["phase"] == "draw"
    else:
        assert game["phase"] in ("upcard", "draw")
    public = (
        set(game["your_cards"]) | set(game["discard_pile"]) | set(game.get("opponent_took") or [])
    )
    assert card_codes(game, skip=("last_hand",)) <= public


@pytest.mark.parametrize(
    "rules",
    [
        {"gin_bonus": -1},
        {"gin_bonus": 2.5},
        {"gin_bonus": "20"},
        {"undercut_bonus": -10},
        {"knock_limit": 11},
        {"knock_limit": -1},
        {"target": 0},
        {"target": 1001},
        {"line_bonus": True},
    ],
)
def test_it_rejects_invalid_rule_overrides_with_400(rules):
    client, _ = new_player()
    error = assert_error(
        post(
            client,
            "/games",
            {"opponent": "ai", "ai_level": "novice", "ruleset": "standard", "rules": rules},
        ),
        400,
    )
    assert error["fields"]


@pytest.mark.parametrize("target", [0, 1001, -5, "abc", 2.5])
def test_it_rejects_an_invalid_target_with_400(target):
    client, _ = new_player()
    assert_error(
        post(client, "/games", {"opponent": "ai", "ai_level": "novice", "target": target}), 400
    )


def test_it_accepts_valid_overrides_and_shows_them_in_the_ruleset():
    client, _ = new_player()
    game = new_game(
        client,
        rules={"gin_bonus": 20, "undercut_bonus": 10, "line_bonus": 20, "knock_limit": 0},
        target=1000,
    )
    r = game["ruleset"]
    assert (
        r["gin_bonus"],
        r["undercut_bonus"],
        r["line_bonus"],
        r["knock_limit"],
        r["target"],
    ) == (20, 10, 20, 0, 1000)


@pytest.mark.parametrize(
    "body",
    [
        {"opponent": "robot"},
        {"opponent": "ai", "ai_level": "godlike"},
        {"opponent": "ai", "ruleset": "bogus"},
        {"opponent": 5},
        {"opponent": "ai", "rules": [1, 2]},
    ],
)
def test_it_rejects_bad_game_bodies_with_400(body):
    client, _ = new_player()
    assert_error(post(client, "/games", body), 400)


def test_games_list_is_newest_first_paginated_and_filterable_by_status():
    client, _ = new_player()
    ids = [new_game(client)["id"] for _ in range(3)]
    finished = new_game(client)
    play(client, finished, {"action": "resign"})
    response = client.get(f"{V1}/games")
    assert response.status_code == 200
    body = response.json()
    assert (isinstance(body, dict) and "results" in body) or "items" in body, body
    rows = body.get("results", body.get("items"))
    assert [row["id"] for row in rows] == [finished["id"], *reversed(ids)]
    done = client.get(f"{V1}/games?status=finished").json()
    assert [row["id"] for row in done.get("results", done.get("items"))] == [finished["id"]]
    active = client.get(f"{V1}/games?status=active").json()
    assert [row["id"] for row in active.get("results", active.get("items"))] == list(reversed(ids))
    # Nobody else's games.
    other, _ = new_player("Bob")
    theirs = other.get(f"{V1}/games").json()
    assert theirs.get("results", theirs.get("items")) == []


def test_games_list_pages():
    client, _ = new_player()
    for _ in range(3):
        new_game(client)
    body = client.get(f"{V1}/games?page_size=2").json()
    rows = body.get("results", body.get("items"))
    assert len(rows) <= 3
    text = json.dumps(body)
    assert "next" in text or "count" in text or "cursor" in text


def test_game_detail_has_an_etag_and_answers_304_to_if_none_match():
    client, _ = new_player()
    game = new_game(client)
    response = client.get(f"{V1}/games/{game['id']}")
    assert response.status_code == 200
    etag = response.headers["ETag"]
    assert etag
    again = client.get(f"{V1}/games/{game['id']}", HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304
    play(client, response.json(), {"action": "resign"})
    changed = client.get(f"{V1}/games/{game['id']}", HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200
    assert changed.headers["ETag"] != etag


def test_game_detail_matches_what_the_move_answered():
    client, _ = new_player()
    game = new_game(client)
    out = play(client, game, choose(game))
    assert get_game(client, game["id"]) == out["game"]


# -- games: moves -----------------------------------------------------------------------------


def test_draw_stock_adds_exactly_one_version_and_a_discard_adds_the_ai_replies_too():
    client, _ = new_player()
    game = to_my_draw(client, new_game(client))
    out = play(client, game, {"action": "draw_stock", "expected_version": game["version"]})
    assert out["game"]["version"] == game["version"] + 1
    assert out["game"]["phase"] == "discard"
    assert len(out["game"]["your_cards"]) == 11
    after = out["game"]
    card = best_discard(after["your_cards"], legal(after)["discard"], None)
    out = play(
        client,
        after,
        {"action": "discard", "card": card.lower(), "expected_version": after["version"]},
    )
    g = out["game"]
    assert out["events"], "the AI's replies are events"
    if g["hand_number"] == after["hand_number"] and g["phase"] == "draw":
        assert g["turn"] == "you"
        assert g["version"] == after["version"] + 3  # my discard, the AI's draw and discard
        assert card in g["discard_pile"] or g["discard_pile"][-1] != card


def test_every_action_name_of_the_api_is_understood():
    client, _ = new_player()
    game = new_game(client)
    names = set()
    for _ in range(40):
        names |= set(legal(game))
        body = choose(game)
        game = play(client, game, body)["game"]
        if (
            game["status"] == "finished"
            or {"take_upcard", "pass", "draw_stock", "draw_discard", "discard"} <= names
        ):
            break
    for action in (
        "take_upcard",
        "pass",
        "draw_stock",
        "draw_discard",
        "discard",
        "knock",
        "big_gin",
        "resign",
    ):
        response = move(client, game, {"action": action, "card": game["your_cards"][0]})
        assert response.status_code in (200, 422), (action, response.content)
        if response.status_code == 200:
            game = response.json()["game"]
            if game["status"] == "finished":
                break
    assert_error(move(client, game, {"action": "fly"}), 400)


def _refused_changes_nothing(client, game, body, status, code):
    before = client.get(f"{V1}/games/{game['id']}")
    response = move(client, game, body)
    error = assert_error(response, status, code)
    after = client.get(f"{V1}/games/{game['id']}")
    assert after.json() == before.json()
    assert after.headers["ETag"] == before.headers["ETag"]
    moves_before = client.get(f"{V1}/games/{game['id']}/moves").json()
    assert client.get(f"{V1}/games/{game['id']}/moves").json() == moves_before
    return error


def test_discarding_before_drawing_is_must_draw_first_and_changes_nothing():
    client, _ = new_player()
    game = to_my_draw(client, new_game(client))
    _refused_changes_nothing(
        client, game, {"action": "discard", "card": game["your_cards"][0]}, 422, "must_draw_first"
    )


def test_discarding_a_card_not_held_is_card_not_in_hand_and_changes_nothing():
    client, _ = new_player()
    game = to_my_discard(client, new_game(client))
    other = next(
        c for c in ref.DECK if c not in game["your_cards"] and c not in game["discard_pile"]
    )
    _refused_changes_nothing(
        client, game, {"action": "discard", "card": other}, 422, "card_not_in_hand"
    )


def stacked_api_game(body: dict[str, Any], you: str, ai: str, upcard: str, **kwargs: Any):
    """The player's game (``body``: its POST /players answer) on a stacked first hand, as its
    GET shows it (tests.factories.stacked_game; its moves log cannot replay it)."""
    from accounts.models import Player
    from tests.factories import stacked_game

    game = stacked_game(Player.objects.get(pk=body["id"]), you, ai, upcard, **kwargs)
    return bearer(body["token"]).get(f"{V1}/games/{game.pk}").json()


def fixed_deal_api_game(body: dict[str, Any], first_hand_seed: bytes):
    """The player's game against the novice whose first hand is dealt from
    ``first_hand_seed`` (as a Daily's is): the same deal and replies in every run."""
    from accounts.models import Player
    from tests.factories import game_create

    player = Player.objects.get(pk=body["id"])
    game = game_create(player, first_hand_seed=first_hand_seed)
    return bearer(body["token"]).get(f"{V1}/games/{game.pk}").json()


def test_knocking_over_ten_is_deadwood_too_high_and_changes_nothing():
    client, body = new_player()
    game = to_my_discard(client, fixed_deal_api_game(body, b"high-hand-0"))
    mine = game["your_cards"]
    assert all(ref.min_deadwood(set(mine) - {c}) > 10 for c in mine)
    _refused_changes_nothing(
        client, game, {"action": "knock", "card": mine[0]}, 422, "deadwood_too_high"
    )


def test_moving_when_it_is_not_your_turn_is_not_your_turn():
    ada, _ = new_player("Ada")
    bob, _ = new_player("Bob")
    game = new_game(ada, opponent="human")
    joined = post(bob, "/games/join", {"invite_code": game["invite_code"]})
    views = {"ada": get_game(ada, game["id"]), "bob": get_game(bob, game["id"])}
    waiting = ada if views["ada"]["turn"] == "opponent" else bob
    assert joined.status_code == 200
    view = get_game(waiting, game["id"])
    assert view["legal_actions"] == []
    _refused_changes_nothing(waiting, view, {"action": "pass"}, 422, "not_your_turn")
    _refused_changes_nothing(waiting, view, {"action": "draw_stock"}, 422, "not_your_turn")


def test_a_stale_expected_version_is_409_and_changes_nothing():
    client, _ = new_player()
    game = new_game(client)
    out = play(client, game, choose(game))
    current = out["game"]
    _refused_changes_nothing(
        client, current, {**choose(current), "expected_version": game["version"]}, 409, None
    )


def test_an_idempotency_key_replays_the_first_response_and_applies_once():
    client, _ = new_player()
    game = new_game(client)
    body = choose(game)
    first = move(client, game, body, HTTP_IDEMPOTENCY_KEY="key-1")
    assert first.status_code == 200
    second = move(client, game, body, HTTP_IDEMPOTENCY_KEY="key-1")
    assert second.status_code == 200
    assert second.json() == first.json()
    assert get_game(client, game["id"])["version"] == first.json()["game"]["version"]


def test_an_idempotency_key_replays_a_refusal_too_and_keys_are_per_player():
    ada, _ = new_player()
    game = to_my_draw(ada, new_game(ada))
    first = move(
        ada, game, {"action": "discard", "card": game["your_cards"][0]}, HTTP_IDEMPOTENCY_KEY="k"
    )
    assert first.status_code == 422
    bob, _ = new_player("Bob")
    bob_game = new_game(bob)
    response = move(bob, bob_game, choose(bob_game), HTTP_IDEMPOTENCY_KEY="k")
    assert response.status_code == 200


def test_resigning_ends_the_game_at_once_and_the_other_player_wins_without_bonuses():
    client, _ = new_player()
    game = new_game(client)
    g = play(client, game, {"action": "resign"})["game"]
    assert g["status"] == "finished"
    assert g["phase"] == "game_over"
    assert g["winner"] == "opponent"
    assert g["legal_actions"] == []
    finals = g["final_scores"]
    for side in ("you", "opponent"):
        assert finals[side] == {"points": 0, "game_bonus": 0, "line_bonus": 0, "total": 0}
    assert_error(move(client, g, {"action": "draw_stock"}), 422)


def test_the_moves_log_hides_the_opponents_stock_draws():
    # A fixed first hand (its seed, so the log can replay it) that lasts the 14 steps played.
    client, body = new_player()
    game = fixed_deal_api_game(body, b"long-hand-1")
    tracker = Tracker()
    tracker.see(game)
    for _step in range(14):
        out = play(client, game, choose(game, knock=False))
        game = out["game"]
        assert game["hand_number"] == 1 and game["phase"] not in ("hand_over", "game_over")
        tracker.see(game, out["events"])
    response = client.get(f"{V1}/games/{game['id']}/moves")
    assert response.status_code == 200
    log = response.json()
    leaked = card_codes(log) - tracker.known
    assert not leaked, [m for m in log["moves"] if card_codes(m) & leaked]
    assert "draw_stock" in json.dumps(log)


@pytest.mark.parametrize("ruleset", ["standard", "arcade", "classic", "straight", "oklahoma"])
def test_a_full_game_against_the_ai_ends_with_final_scores(ruleset):
    client, _ = new_player()
    target = 100 if ruleset in ("standard", "arcade") else 40
    game = new_game(client, ruleset=ruleset, ai_level="novice", target=target)
    final, tracker = play_to_end(client, game)
    check_final(client, final, tracker, ruleset)


def test_a_one_hand_standard_game_gets_the_shutout_bonus_and_one_line_bonus():
    client, _ = new_player()
    for _ in range(5):
        game = new_game(client, ruleset="standard", target=1)
        final, tracker = play_to_end(client, game)
        check_final(client, final, tracker, "standard")
        won = [r for r in [*tracker.results, final["last_hand"]] if r and r["winner"]]
        f = final["final_scores"]
        w = final["winner"]
        loser = "opponent" if w == "you" else "you"
        assert f[w]["game_bonus"] == 200
        assert f[w]["line_bonus"] == 25
        assert f[loser] == {"points": 0, "game_bonus": 0, "line_bonus": 0, "total": 0}
        assert won


def check_final(client, final, tracker, ruleset):
    assert final["status"] == "finished"
    assert final["phase"] == "game_over"
    assert final["winner"] in ("you", "opponent")
    assert final["legal_actions"] == []
    assert get_game(client, final["id"]) == final
    f = final["final_scores"]
    assert set(f) == {"you", "opponent"}
    for side in ("you", "opponent"):
        assert set(f[side]) >= {"points", "game_bonus", "line_bonus", "total"}
        assert f[side]["total"] == f[side]["points"] + f[side]["game_bonus"] + f[side]["line_bonus"]
        assert f[side]["points"] == final["scores"][side]
    w = final["winner"]
    loser = "opponent" if w == "you" else "you"
    target = final["ruleset"]["target"]
    assert f[w]["points"] >= target > f[loser]["points"]
    results = [r for r in tracker.results if r] + [final["last_hand"]]
    # every hand result seen, checked against docs/RULES.md section 3
    wins = {"you": 0, "opponent": 0}
    for r in dict((json.dumps(r, sort_keys=True), r) for r in results).values():
        check_last_hand(r, final["ruleset"])
        if r["winner"]:
            wins[r["winner"]] += 1
    rules = final["ruleset"]
    if rules["game_bonus"]:
        assert f[w]["game_bonus"] == rules["game_bonus"] * (2 if f[loser]["points"] == 0 else 1)
    else:
        assert f[w]["game_bonus"] == 0
    assert f[loser]["game_bonus"] == 0
    for side in ("you", "opponent"):
        assert (
            f[side]["line_bonus"] >= rules["line_bonus"] * wins[side]
        )  # seen hands: a lower bound
        if "hands_won" in final:
            assert f[side]["line_bonus"] == rules["line_bonus"] * final["hands_won"][side]
    if ruleset == "standard":
        assert (rules["game_bonus"], rules["line_bonus"]) == (100, 25)
    if ruleset in ("arcade", "classic"):
        assert (rules["game_bonus"], rules["line_bonus"]) == (0, 0)


def check_last_hand(r, ruleset, ai_level: str | None = "novice"):
    if ai_level == "novice" and r.get("knocker") == "opponent" and r["outcome"] != "dead":
        # RULES 6: the novice knocks as soon as its deadwood is <= 8 (never above 8).
        assert r["knocker_deadwood"] <= 8, r
    for field in (
        "outcome",
        "knocker",
        "winner",
        "points",
        "your_cards",
        "opponent_cards",
        "knocker_deadwood",
        "defender_deadwood",
        "layoffs",
    ):
        assert field in r, field
    assert r["outcome"] in ("knock", "gin", "big_gin", "undercut", "dead")
    if r["outcome"] == "dead":
        assert r["winner"] is None and r["knocker"] is None
        return
    cap = ruleset.get("max_meld_size")
    knocker = r["your_cards"] if r["knocker"] == "you" else r["opponent_cards"]
    defender = r["opponent_cards"] if r["knocker"] == "you" else r["your_cards"]
    assert not set(knocker) & set(defender)
    assert set(r["layoffs"]) <= set(defender)
    assert len(defender) == 10
    assert len(knocker) == (11 if r["outcome"] == "big_gin" or ruleset["name"] == "arcade" else 10)
    kd = r["knocker_deadwood"]
    assert kd >= ref.min_deadwood(knocker, cap)
    if r["outcome"] in ("gin", "big_gin"):
        assert kd == 0
        assert r["layoffs"] == []
        assert r["defender_deadwood"] == ref.min_deadwood(defender, cap)
        bonus = ruleset["gin_bonus"] if r["outcome"] == "gin" else ruleset["big_gin_bonus"]
        assert r["points"] == r["defender_deadwood"] + bonus
        assert r["winner"] == r["knocker"]
        return
    assert 0 < kd <= ruleset["knock_limit"] or ruleset["name"] == "oklahoma"
    dd = r["defender_deadwood"]
    if ruleset["name"] == "arcade":
        rest = [c for c in defender if c not in r["layoffs"]]
        assert dd == sum(ref.value(c) for c in rest)
    else:
        assert dd >= ref.min_deadwood(defender, cap) - sum(ref.value(c) for c in r["layoffs"]) - 100
        rest = [c for c in defender if c not in r["layoffs"]]
        assert dd == ref.min_deadwood(rest, cap)
    if r["outcome"] == "knock":
        assert kd < dd
        assert r["points"] == dd - kd
        assert r["winner"] == r["knocker"]
    else:
        assert dd <= kd
        assert r["points"] == kd - dd + ruleset["undercut_bonus"]
        assert r["winner"] != r["knocker"]


def test_the_opponents_cards_never_show_while_a_hand_runs_and_the_ai_game_versions_grow():
    client, _ = new_player()
    game = new_game(client, ruleset="classic", target=30)
    tracker = Tracker()
    final, tracker = play_to_end(client, game, tracker)
    assert final["status"] == "finished"


# -- friend games -----------------------------------------------------------------------------


def test_a_friend_game_waits_with_an_invite_code_and_join_makes_it_active():
    ada, _ = new_player("Ada")
    bob, _ = new_player("Bob")
    game = new_game(ada, opponent="human")
    assert game["status"] == "waiting"
    assert game["invite_code"]
    response = post(bob, "/games/join", {"invite_code": game["invite_code"]})
    assert response.status_code == 200, response.content
    joined = response.json()
    assert joined["id"] == game["id"]
    assert joined["status"] == "active"
    a = get_game(ada, game["id"])
    b = get_game(bob, game["id"])
    assert a["status"] == b["status"] == "active"
    assert not set(a["your_cards"]) & set(b["your_cards"])
    assert len(a["your_cards"]) == len(b["your_cards"]) == 10
    assert {a["turn"], b["turn"]} == {"you", "opponent"}
    assert {a["dealer"], b["dealer"]} == {"you", "opponent"}
    assert a["discard_pile"] == b["discard_pile"]
    assert not card_codes(a) & set(b["your_cards"])
    assert not card_codes(b) & set(a["your_cards"])
    # a third player cannot join a full game, nor join with a bad code
    cy, _ = new_player("Cy")
    # A started game's code is no longer a waiting game's: the same 404 as a code never given.
    assert_error(
        post(cy, "/games/join", {"invite_code": game["invite_code"]}), 404, "invite_not_found"
    )
    assert_error(post(cy, "/games/join", {"invite_code": "nope"}), 404, "invite_not_found")
    assert_error(cy.get(f"{V1}/games/{game['id']}"), 404)


def test_a_friend_game_can_be_played_by_both_seats():
    ada, _ = new_player("Ada")
    bob, _ = new_player("Bob")
    game = new_game(ada, opponent="human", target=10)
    post(bob, "/games/join", {"invite_code": game["invite_code"]})
    clients = {"ada": ada, "bob": bob}
    for _ in range(400):
        views = {k: get_game(c, game["id"]) for k, c in clients.items()}
        if views["ada"]["status"] == "finished":
            break
        on = "ada" if views["ada"]["turn"] == "you" else "bob"
        off = "bob" if on == "ada" else "ada"
        assert views[off]["legal_actions"] == []
        public = set(views[off]["opponent_took"]) | set(views[off]["discard_pile"])
        leaked = card_codes(views[off], skip=("last_hand",)) & set(views[on]["your_cards"]) - public
        assert not leaked, leaked
        play(clients[on], views[on], choose(views[on]))
    a = get_game(ada, game["id"])
    b = get_game(bob, game["id"])
    assert a["status"] == b["status"] == "finished"
    assert {a["winner"], b["winner"]} == {"you", "opponent"}
    assert a["final_scores"]["you"] == b["final_scores"]["opponent"]


# -- daily ------------------------------------------------------------------------------------


def test_daily_today_shows_date_ruleset_played_count_and_no_cards():
    client, _ = new_player()
    response = client.get(f"{V1}/daily")
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["date"] == dt.datetime.now(dt.UTC).date().isoformat()
    ruleset = body["ruleset"]
    assert (ruleset["name"] if isinstance(ruleset, dict) else ruleset) == "arcade"
    assert any(
        isinstance(v, int) and not isinstance(v, bool) for k, v in body.items() if "play" in k
    ), body
    assert not card_codes(body)
    assert APIClient().get(f"{V1}/daily").status_code == 200


def test_daily_play_starts_the_deal_then_returns_the_unfinished_game():
    client, _ = new_player()
    first = post(client, "/daily/play", {})
    assert first.status_code == 201, first.content
    again = post(client, "/daily/play", {})
    assert again.status_code == 200
    assert again.json()["id"] == first.json()["id"]
    today = client.get(f"{V1}/daily").json()
    assert any(isinstance(v, int) and v >= 1 for k, v in today.items() if "play" in k), today


def test_two_players_get_the_same_first_view_of_the_daily_deal():
    ada, _ = new_player("Ada")
    bob, _ = new_player("Bob")
    a = post(ada, "/daily/play", {}).json()
    b = post(bob, "/daily/play", {}).json()
    for field in (
        "your_cards",
        "discard_pile",
        "dealer",
        "turn",
        "phase",
        "stock_count",
        "ruleset",
        "version",
    ):
        assert a[field] == b[field], field
    assert a["id"] != b["id"]


def test_daily_for_tomorrow_is_404_and_a_bad_date_is_400():
    client, _ = new_player()
    tomorrow = (dt.datetime.now(dt.UTC).date() + dt.timedelta(days=1)).isoformat()
    assert_error(client.get(f"{V1}/daily/{tomorrow}"), 404)
    assert_error(client.get(f"{V1}/daily/not-a-date"), 400)


def _rows(body):
    if isinstance(body, list):
        return body
    return body.get("results", body.get("rows", body.get("items")))


def _win_a_hand(client, body) -> int:
    """A one-hand game (target 1) the player wins at once, gin with the upcard; the points."""
    game = stacked_api_game(
        body, "AC 2C 3C 4D 5D 6D 7H 8H 9H KS", "KD QH JS TC 9D 8C 7S 6C 5S 4H", "TH", target=1
    )
    final, _ = play_to_end(client, game)
    assert final["winner"] == "you", final["last_hand"]
    assert final["last_hand"]["outcome"] == "gin"
    return int(final["last_hand"]["points"])


def test_leaderboards_rank_rows_and_today_and_around_me_are_accepted():
    client, me = new_player("Winner")
    points = _win_a_hand(client, me)
    best = APIClient().get(f"{V1}/leaderboards/best-hand")
    assert best.status_code == 200
    rows = _rows(best.json())
    assert rows, best.json()
    for row in rows:
        assert {"rank", "player", "score", "achieved_at"} <= set(row)
    mine = [row for row in rows if me["display_name"] in json.dumps(row["player"])]
    assert mine and mine[0]["score"] == points
    assert rows[0]["rank"] == 1
    assert [row["score"] for row in rows] == sorted((row["score"] for row in rows), reverse=True)
    dt.datetime.fromisoformat(rows[0]["achieved_at"].replace("Z", "+00:00"))
    daily = APIClient().get(f"{V1}/leaderboards/daily/today")
    assert daily.status_code == 200
    assert isinstance(_rows(daily.json()), list)
    iso = dt.datetime.now(dt.UTC).date().isoformat()
    assert APIClient().get(f"{V1}/leaderboards/daily/{iso}").status_code == 200
    around = client.get(f"{V1}/leaderboards/best-hand?around=me")
    assert around.status_code == 200
    assert any(me["display_name"] in json.dumps(row["player"]) for row in _rows(around.json()))


def test_friend_game_hands_are_not_recorded_on_the_leaderboard():
    ada, _me = new_player("Friendly")
    bob, _ = new_player("Buddy")
    game = new_game(ada, opponent="human", target=1)
    post(bob, "/games/join", {"invite_code": game["invite_code"]})
    clients = [ada, bob]
    for _ in range(300):
        views = [get_game(c, game["id"]) for c in clients]
        if views[0]["status"] == "finished":
            break
        i = 0 if views[0]["turn"] == "you" else 1
        play(clients[i], views[i], choose(views[i]))
    rows = _rows(APIClient().get(f"{V1}/leaderboards/best-hand").json())
    assert not [r for r in rows if "Friendly" in json.dumps(r) or "Buddy" in json.dumps(r)]


# -- operations and errors --------------------------------------------------------------------


def test_schema_is_openapi_3_and_docs_are_served():
    response = APIClient().get("/api/schema")
    assert response.status_code == 200
    text = response.content.decode()
    assert re.search(r"openapi[\"']?:\s*[\"']?3\.", text), text[:200]
    assert APIClient().get("/api/docs").status_code == 200


def test_healthz_reports_the_database_and_the_broker():
    response = APIClient().get("/healthz")
    assert response.status_code == 200
    assert "broker" in json.dumps(response.json())


def test_messages_follow_accept_language_spanish():
    bad = ["AH", "2H", "3H", "7S", "7D", "7C", "KD", "KC", "KS", "ZZ"]
    english = analyze(bad, HTTP_ACCEPT_LANGUAGE="en").json()
    spanish = analyze(bad, HTTP_ACCEPT_LANGUAGE="es").json()
    assert english["error"]["code"] == spanish["error"]["code"]
    assert english["error"]["message"] != spanish["error"]["message"]
    client, _ = new_player()
    game = to_my_draw(client, new_game(client))
    en = move(
        client,
        game,
        {"action": "discard", "card": game["your_cards"][0]},
        HTTP_ACCEPT_LANGUAGE="en",
    ).json()
    es = move(
        client,
        game,
        {"action": "discard", "card": game["your_cards"][0]},
        HTTP_ACCEPT_LANGUAGE="es",
    ).json()
    assert en["error"]["code"] == es["error"]["code"] == "must_draw_first"
    assert en["error"]["message"] != es["error"]["message"]
    no_token = APIClient().get(f"{V1}/games", HTTP_ACCEPT_LANGUAGE="es").json()
    assert no_token["error"]["message"] != APIClient().get(f"{V1}/games").json()["error"]["message"]


@pytest.mark.parametrize(
    "path",
    [
        "/analyze",
        "/score",
        "/players",
        "/games",
        "/games/join",
        "/daily/play",
    ],
)
def test_malformed_json_is_400_in_the_error_shape(path):
    client, _ = new_player()
    response = client.post(f"{V1}{path}", data="{not json", content_type="application/json")
    assert_error(response, 400)


def test_malformed_json_on_a_move_is_400():
    client, _ = new_player()
    game = new_game(client)
    response = client.post(
        f"{V1}/games/{game['id']}/moves", data="[1,", content_type="application/json"
    )
    assert_error(response, 400)


@pytest.mark.parametrize(
    "path, body",
    [
        ("/analyze", {"cards": "AH 2H 3H 7S 7D 7C KD KC KS 5C"}),
        ("/analyze", {"cards": {"a": 1}}),
        (
            "/analyze",
            {"cards": ["AH", "2H", "3H", "7S", "7D", "7C", "KD", "KC", "KS", "5C"], "ruleset": 5},
        ),
        ("/analyze", [1, 2, 3]),
        ("/analyze", {}),
        ("/score", {"knocker": 5, "defender": []}),
        (
            "/score",
            {
                "knocker": ["AH", "2H", "3H", "7S", "7D", "7C", "KD", "KC", "KS", "5C"],
                "defender": ["2D", "4D", "6D", "8D", "TS", "9C", "JH", "QH", "4S", "8S"],
                "knocker_melds": "AH",
            },
        ),
        (
            "/score",
            {
                "knocker": ["AH", "2H", "3H", "7S", "7D", "7C", "KD", "KC", "KS", "5C"],
                "defender": ["2D", "4D", "6D", "8D", "TS", "9C", "JH", "QH", "4S", "8S"],
                "knocker_melds": [[1, 2, 3]],
            },
        ),
        (
            "/score",
            {
                "knocker": ["AH", "2H", "3H", "7S", "7D", "7C", "KD", "KC", "KS", "5C"],
                "defender": ["2D", "4D", "6D", "8D", "TS", "9C", "JH", "QH", "4S", "8S"],
                "declare": 5,
            },
        ),
        (
            "/score",
            {
                "knocker": ["AH", "2H", "3H", "7S", "7D", "7C", "KD", "KC", "KS", "5C"],
                "defender": ["2D", "4D", "6D", "8D", "TS", "9C", "JH", "QH", "4S", "8S"],
                "declare": "small_gin",
            },
        ),
        ("/players", {"display_name": 5}),
        ("/players", {"display_name": ["x"]}),
        ("/players", {}),
        ("/games", {"opponent": "ai", "target": [100]}),
        ("/games", {"opponent": "ai", "rules": "gin_bonus=20"}),
        ("/games/join", {"invite_code": 5}),
        ("/games/join", {}),
    ],
)
def test_wrong_field_types_are_400_never_500(path, body):
    client, _ = new_player()
    assert_error(post(client, path, body), 400)


@pytest.mark.parametrize(
    "body",
    [
        {"action": 5},
        {"action": "discard", "card": 5},
        {"action": "discard", "card": "ZZ"},
        {"action": "discard", "card": ["AH"]},
        {"action": "knock", "card": "AH", "melds": "AH"},
        {"action": "knock", "card": "AH", "melds": [["ZZ", "AH", "2H"]]},
        {"action": "pass", "expected_version": "one"},
        {"action": "pass", "expected_version": -1.5},
        {},
    ],
)
def test_wrong_move_field_types_are_400(body):
    client, _ = new_player()
    game = new_game(client)
    before = get_game(client, game["id"])
    assert_error(move(client, game, body), 400)
    assert get_game(client, game["id"]) == before


def test_an_unknown_path_answers_in_the_error_shape():
    assert_error(APIClient().get(f"{V1}/nowhere"), 404)


def test_a_hollywood_match_ends_when_all_three_columns_are_decided():
    client, _ = new_player()
    game = new_game(client, ruleset="hollywood", target=1)
    final, _tracker = play_to_end(client, game)
    assert final["status"] == "finished"
    assert final["winner"] in ("you", "opponent")
    f = final["final_scores"]
    for side in ("you", "opponent"):
        assert f[side]["total"] == f[side]["points"] + f[side]["game_bonus"] + f[side]["line_bonus"]


def test_the_moves_log_numbers_every_applied_action_once():
    client, _ = new_player()
    game = new_game(client)
    for _ in range(12):
        if game["status"] != "active":
            break
        game = play(client, game, choose(game, knock=False))["game"]
    log = client.get(f"{V1}/games/{game['id']}/moves").json()
    rows = log["moves"] if isinstance(log, dict) else log
    assert [row["version"] for row in rows] == list(range(1, game["version"] + 1))


def test_too_many_requests_is_429_with_retry_after():
    api = APIClient()
    for _ in range(400):
        response = api.post(f"{V1}/players", {"display_name": "Spam"}, format="json")
        if response.status_code == 429:
            assert response.headers.get("Retry-After")
            assert_error(response, 429)
            return
        assert response.status_code == 201
    pytest.fail("never throttled")


def test_the_ai_replies_the_same_way_to_the_same_daily_moves():
    # Registered players share the date's stock (a guest's attempt has a stock of its own).
    ada, _ = new_player("Ada")
    bob, _ = new_player("Bob")
    for client, name in ((ada, "ada_daily"), (bob, "bob_daily")):
        registered = post(
            client, "/players/me/credentials", {"username": name, "password": "a long passphrase"}
        )
        assert registered.status_code == 200, registered.content
    a = post(ada, "/daily/play", {}).json()
    b = post(bob, "/daily/play", {}).json()
    same = (
        "your_cards",
        "discard_pile",
        "dealer",
        "turn",
        "phase",
        "stock_count",
        "version",
        "opponent_card_count",
    )
    for _ in range(12):
        if a["status"] != "active" or a["hand_number"] != 1:
            break
        body = choose(a)
        a = play(ada, a, body)["game"]
        b = play(bob, b, {**body, "expected_version": b["version"]})["game"]
        assert a.get("last_hand") == b.get("last_hand")
        assert (a["status"], a["hand_number"]) == (b["status"], b["hand_number"])
        if a["hand_number"] != 1:
            break  # hand 2 is dealt from each game's own seed
        for field in same:
            assert a[field] == b[field], field


def test_a_gin_knock_is_reported_as_gin():
    body = score("AH 2H 3H 4H 7S 7D 7C KD KC KS", "5H 2D 4D 6D 8D TS 9C JH QH 4S").json()
    assert body["outcome"] == "gin"


def test_players_me_counts_finished_games():
    client, _ = new_player()
    game = new_game(client, target=1)
    _final, _ = play_to_end(client, game)
    me = client.get(f"{V1}/players/me").json()
    text = json.dumps(me)
    assert '"games": 1' in text or '"games": {"' in text, text
