"""The hand review and the verifiable Daily Gin on /play/: "Review this hand" on a hand result
shows each decision with the master's choice, its loss and class; the reveal shows each
decision's loss beside the par line and the deal's commitment and seed."""

from __future__ import annotations

import os
from typing import Any

import pytest

from testkit.browser import api_get, game_id, start_ai_game, take_turn, visible
from tests.browser.test_daily_reveal import DAY, as_player, open_reveal, played_the_day
from tests.factories import E2E_DAILY_SECRET

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def small_review_budget(settings: Any) -> None:
    settings.REVIEW_WORLDS = 40
    settings.DAILY_DEAL_SECRET = E2E_DAILY_SECRET


def test_a_hand_result_offers_the_masters_review_of_the_hand(page, live_server):
    start_ai_game(page, live_server.url, target=100)
    for _turn in range(200):
        if visible(page, "[data-hand-result]"):
            break
        take_turn(page)
    else:
        pytest.fail("the hand did not end in 200 turns")

    page.click("[data-review-ask]")
    page.wait_for_selector('[data-review][data-review-status="done"]', timeout=60_000)

    game = api_get(page, f"/games/{game_id(page)}")
    hand = game["last_hand"]["hand_number"]
    review = api_get(page, f"/games/{game['id']}/hands/{hand}/review")
    rows = page.locator("[data-review-decision]").evaluate_all(
        "els => els.map(e => "
        "[Number(e.dataset.reviewDecision), e.dataset.class, Number(e.dataset.loss)])"
    )
    assert rows == [[d["version"], d["class"], d["loss"]] for d in review["decisions"]]
    # Under each decision, the hand it was made with and a line on why.
    hands = page.locator("[data-review-hand]").evaluate_all(
        "els => els.map(e => [e.dataset.cards, e.dataset.drawn || null,"
        " e.querySelector('[data-review-why]').textContent])"
    )
    assert [[cards, drawn] for cards, drawn, _ in hands] == [
        [" ".join(d["cards"]), d["drawn"]] for d in review["decisions"]
    ]
    assert all(why for _, _, why in hands)
    assert any(d["drawn"] for d in review["decisions"])
    if os.environ.get("GINAPI_SCREENSHOTS"):
        page.locator("[data-review]").screenshot(
            path=f"{os.environ['GINAPI_SCREENSHOTS']}/review-hand.png"
        )
    summary = page.locator("[data-review-accuracy]")
    assert summary.get_attribute("data-review-accuracy") == str(review["accuracy"])
    assert "Accuracy" in summary.inner_text()
    # The result can still be closed.
    page.click("[data-dismiss]")
    page.wait_for_selector("[data-hand-result]", state="hidden")


def test_the_reveal_shows_the_players_losses_and_the_commitment(new_context, live_server):
    token = played_the_day()
    page = as_player(new_context(), token)
    open_reveal(page, live_server.url, DAY)
    page.wait_for_selector("[data-reveal] [data-par-line]")

    daily = api_get(page, f"/daily/{DAY}")
    verify = page.locator("[data-verify]")
    assert verify.get_attribute("data-seed-commitment") == daily["seed_commitment"]
    assert verify.get_attribute("data-seed") == daily["seed"]
    assert daily["seed_commitment"] in verify.inner_text()

    page.click("[data-review-line]")
    page.wait_for_selector("[data-your-line] li[data-step-loss]", timeout=60_000)
    daily = api_get(page, f"/daily/{DAY}")
    losses = page.locator("[data-your-line] li").evaluate_all(
        "els => els.map(e => [Number(e.dataset.stepLoss), e.dataset.stepClass])"
    )
    assert losses == [[d["loss"], d["class"]] for d in daily["your_line"]["review"]["decisions"]]
