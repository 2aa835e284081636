"""The master's replies run in a pool of processes of their own (games/search_thread.py)."""

import pytest
from django.test import override_settings

from apikit.metrics import AI_REPLIES
from games import search_thread
from games.engine.ai import choose_action
from games.engine.ai.master import Budget
from games.engine.match import Match
from games.engine.rules import get_ruleset
from games.search_thread import ai_reply

BUDGET = Budget(worlds=60, max_rollouts=200)


def _position() -> tuple[Match, int]:
    match = Match.new(seed=b"lanes", ruleset=get_ruleset("standard"))
    assert match.turn is not None
    return match, match.turn


def _fallbacks() -> float:
    return AI_REPLIES.labels(outcome="fallback")._value.get()


@pytest.fixture
def fresh_pool():
    yield
    executor = search_thread._executor
    if executor is not None:
        search_thread._forget(executor)


@override_settings(AI_SEARCH_PROCESSES=1, AI_REPLY_DEADLINE_SECONDS=60)
def test_a_master_reply_from_the_pool_is_the_one_the_requests_thread_would_play(fresh_pool):
    match, seat = _position()
    view = match.view(seat)
    fallbacks = _fallbacks()

    from_the_pool = [
        ai_reply(view, "master", seed=b"seed", version=version, budget=BUDGET)
        for version in range(3)
    ]

    assert from_the_pool == [
        choose_action(view, "master", seed=b"seed", version=version, budget=BUDGET)
        for version in range(3)
    ]
    assert search_thread._executor is not None  # it went through the pool
    assert _fallbacks() == fallbacks


@override_settings(AI_SEARCH_PROCESSES=1, AI_REPLY_DEADLINE_SECONDS=0.000001)
def test_a_master_reply_that_misses_its_deadline_is_played_by_the_expert(fresh_pool):
    match, seat = _position()
    view = match.view(seat)
    fallbacks = _fallbacks()

    action = ai_reply(view, "master", seed=b"seed", version=0, budget=Budget(worlds=5000))

    assert action == choose_action(view, "expert")
    assert _fallbacks() == fallbacks + 1


@override_settings(AI_SEARCH_PROCESSES=0)
def test_with_no_search_processes_the_master_replies_on_the_callers_thread():
    match, seat = _position()
    view = match.view(seat)

    action = ai_reply(view, "master", seed=b"seed", version=0, budget=BUDGET)

    assert action == choose_action(view, "master", seed=b"seed", version=0, budget=BUDGET)
    assert search_thread._search_executor() is None


@override_settings(AI_SEARCH_PROCESSES=1)
def test_the_novice_and_the_expert_reply_on_the_callers_thread(fresh_pool):
    match, seat = _position()
    view = match.view(seat)

    assert ai_reply(view, "expert", seed=b"", version=0) == choose_action(view, "expert")
    assert ai_reply(view, "novice", seed=b"", version=0) == choose_action(view, "novice")
    assert search_thread._executor is None
