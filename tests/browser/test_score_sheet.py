"""The score sheet against docs/RULES.md §4-5, drawn by the page from the documents the API
sends (the game as the player sees it, and the hands' results the move log's `hand_over`
events carry), here made by the engine from whole games its novice plays against itself:
hollywood keeps three columns, each a game with its own bonuses; the game bonus is a shutout's
when the loser scored nothing; the sheet ends on a line that says who won."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from games.engine import Match
from games.engine.ai.novice import novice_action
from games.engine.rules import get_ruleset
from testkit.browser import open_play

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def played(seed: bytes, ruleset: str, rules: dict[str, int]) -> tuple[dict, list[dict]]:
    """A finished game as seat 0 sees it, and its hands' results, oldest first."""
    match = Match.new(seed=seed, ruleset=get_ruleset(ruleset, rules))
    while not match.finished:
        seat = match.turn
        assert seat is not None
        match.apply(seat, novice_action(match.view(seat)))
    game = {**match.view(0).to_dict(), "id": "sheet", "version": 1, "status": "finished"}
    return game, [result.to_dict(0) for result in match.hand_results]


def sheet(page: Page, game: dict, hands: list[dict], language: str = "en") -> Any:
    """Draw the sheet in the page, and read it back: each pad's caption, rows and totals."""
    return page.evaluate(
        """async ([game, hands, language]) => {
            const { setLanguage } = await import("/static/play/i18n.js");
            const { renderScoreSheet } = await import("/static/play/table.js");
            setLanguage(language);
            renderScoreSheet(game, hands);
            const body = document.querySelector("[data-score-sheet-body]");
            const text = (node) => node?.textContent.trim() ?? null;
            return {
                pads: [...body.querySelectorAll("table")].map((pad) => ({
                    column: pad.dataset.sheetColumn ?? null,
                    caption: text(pad.querySelector("caption")),
                    hands: [...pad.querySelectorAll("[data-sheet-hand]")].map(
                        (row) => Number(row.dataset.sheetHand)),
                    bonuses: Object.fromEntries([...pad.querySelectorAll("[data-sheet-bonus]")]
                        .map((row) => [row.dataset.sheetBonus,
                                       [...row.querySelectorAll("td")].map(text)])),
                    totals: [...pad.querySelectorAll("[data-total]")].map(
                        (td) => Number(td.textContent)),
                })),
                totals: Object.fromEntries([...body.querySelectorAll("[data-sheet-total]")]
                    .map((td) => [td.dataset.sheetTotal, Number(td.textContent)])),
                winner: text(body.querySelector("[data-sheet-winner]")),
            };
        }""",
        [game, hands, language],
    )


def test_hollywood_keeps_three_columns_each_with_its_own_bonuses(page, live_server):
    # Seed h0, to 40: the opponent takes columns 1 and 2 with the player at 0 (shutouts), the
    # player takes column 3; hands 3 and 4 scored in no column (column 1 was decided).
    game, hands = played(b"h0", "hollywood", {"target": 40})
    final = game["final_scores"]
    assert [hand.get("columns", []) for hand in hands] == [[1], [1, 2], [], [], [3], [3], [3]]
    open_play(page, live_server.url)

    drawn = sheet(page, game, hands)

    pads = {pad["column"]: pad for pad in drawn["pads"]}
    assert [pads[str(n)]["hands"] for n in (1, 2, 3)] == [[1, 2], [2], [5, 6, 7]]
    assert pads["1"]["caption"] == "Column 1: the opponent won it"
    assert pads["3"]["caption"] == "Column 3: you won it"
    for n, column in enumerate(final["columns"], start=1):
        pad = pads[str(n)]
        assert pad["totals"] == [column["you"]["total"], column["opponent"]["total"]]
        assert pad["bonuses"]["game_bonus"][1:] == [
            str(column["you"]["game_bonus"]),
            str(column["opponent"]["game_bonus"]),
        ]
    assert pads["1"]["bonuses"]["game_bonus"][0] == "Game bonus (shutout)"
    assert pads["2"]["bonuses"]["game_bonus"][0] == "Game bonus (shutout)"
    assert pads["3"]["bonuses"]["game_bonus"][0] == "Game bonus"
    assert drawn["totals"] == {"you": final["you"]["total"], "opponent": final["opponent"]["total"]}
    assert drawn["winner"] == ("The opponent wins the game. Columns won: you 1, the opponent 2.")

    spanish = sheet(page, game, hands, "es")
    assert spanish["pads"][0]["caption"] == "Columna 1: la ganó el oponente"
    assert spanish["winner"].startswith("El oponente gana la partida. Columnas ganadas: tú 1")


def test_the_winners_line_follows_who_reached_the_target_not_the_bigger_total(page, live_server):
    # Seed s18, to 60 with no game bonus: the opponent reached 60 first, but the player's six
    # hands' line bonus make the bigger total (docs/RULES.md §4: totals decide nothing).
    game, hands = played(b"s18", "standard", {"target": 60, "game_bonus": 0})
    final = game["final_scores"]
    assert game["winner"] == "opponent" and final["you"]["total"] > final["opponent"]["total"]
    open_play(page, live_server.url)

    drawn = sheet(page, game, hands)

    assert drawn["winner"] == "The opponent wins the game."
    (pad,) = drawn["pads"]
    assert "game_bonus" not in pad["bonuses"]  # this game has none: no row of zeros
    assert pad["bonuses"]["line_bonus"][1:] == ["150", "100"]
    assert drawn["totals"] == {"you": 205, "opponent": 183}


def test_a_shutout_is_the_loser_scoring_nothing(page, live_server):
    # Seed t1, to 25: the player wins the one hand, the opponent never scores.
    game, hands = played(b"t1", "standard", {"target": 25})
    assert game["winner"] == "you" and game["final_scores"]["opponent"]["points"] == 0
    open_play(page, live_server.url)

    (pad,) = sheet(page, game, hands)["pads"]

    assert pad["bonuses"]["game_bonus"] == ["Game bonus (shutout)", "200", "0"]
