"""The Daily Gin holds (docs/API.md, fourth wave): issue 35's reproductions, each replayed
against the fix with a frozen clock and the end-to-end tests' pinned deal."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import pytest
from django.core.management.sql import emit_post_migrate_signal
from rest_framework.test import APIClient

from accounts.models import Player
from accounts.services import player_credentials_set
from apikit.throttles import ScopedRateThrottle
from daily.models import DailyAttempt, DailyDeal
from daily.services import daily_deal_ensure, daily_hand_counts
from games.models import Game
from leaderboard.models import BestScore, Score
from testkit.secrecy import ServedGame, scan_served

from .conftest import Reveal, at, first_view, utc
from .test_daily_end_to_end import play_first_hand
from .test_daily_puzzle import hand_one_points, play_line

MakePlayer = Callable[..., tuple[Player, APIClient]]
DAY = "2025-03-09"
DURING = utc(2025, 3, 9, 18, 0)
AFTER = utc(2025, 3, 10, 0, 0, 1)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("e2e_daily_secret")]


def stock_of(game_id: str) -> list[str]:
    """Hand 1's stock as dealt, top first (server side only)."""
    match = Game.objects.get(pk=game_id).new_match()
    return [card.code for card in reversed(match.hand.stock)]


# -- reproduction 2: a scored hand belongs to its date ---------------------------------------


def test_the_par_line_played_after_midnight_in_an_open_scored_hand_reaches_no_board(
    make_player: MakePlayer, reveal: Reveal
) -> None:
    _player, client = make_player("Late", registered=True)
    with at(DURING):
        game_id = client.post("/api/v1/daily/play").json()["id"]  # and no move
    with at(AFTER):
        par = reveal(client, DAY)["par"]
        play_line(client, game_id, par["line"])
        game = client.get(f"/api/v1/games/{game_id}").json()
        result = client.get(f"/api/v1/daily/{DAY}").json()["your_result"]
    assert hand_one_points(game_id) == par["score"] > 0, "the line won the par in the game"
    assert not Score.objects.filter(game_id=game_id, hand_number=1).exists()
    assert not BestScore.objects.filter(board__startswith=f"daily:{DAY}").exists()
    assert game["daily"]["expired"] is True
    assert result["expired"] is True and result["score"] is None
    assert DailyDeal.objects.get().par_source == "solver", "an expired hand sets no par"
    assert game["status"] == "active", "the game goes on, unscored"


def test_a_hand_counts_only_if_its_move_was_made_before_the_date_ended() -> None:
    deal = daily_deal_ensure(date=dt.date(2025, 3, 9))
    attempt = DailyAttempt(deal=deal, scored=True)
    last = deal.ends_at - dt.timedelta(microseconds=1)
    assert daily_hand_counts(attempt=attempt, achieved_at=last)
    assert not daily_hand_counts(attempt=attempt, achieved_at=deal.ends_at)
    assert not daily_hand_counts(attempt=DailyAttempt(deal=deal, scored=False), achieved_at=last)


def test_a_hand_won_before_midnight_still_counts_and_is_not_expired_after_it(
    make_player: MakePlayer,
) -> None:
    _player, client = make_player("Early", registered=True)
    with at(DURING):
        game_id = client.post("/api/v1/daily/play").json()["id"]
        play_first_hand(client, game_id)
    with at(AFTER):
        game = client.get(f"/api/v1/games/{game_id}").json()
    assert game["daily"] == {
        "date": DAY,
        "scored": True,
        "expired": False,
        "shared_stock": True,
    }
    assert Score.objects.get(game_id=game_id, hand_number=1).daily_deal is not None


# -- reproduction 3: who ranks ---------------------------------------------------------------


def test_a_guest_that_registers_after_winning_stays_off_the_plain_board(
    make_player: MakePlayer, api: APIClient
) -> None:
    gus, client = make_player("Gus")
    with at(DURING):
        game_id = client.post("/api/v1/daily/play").json()["id"]
        play_first_hand(client, game_id)
        player_credentials_set(player=gus, username="gus", password="a long enough passphrase")
        plain = api.get(f"/api/v1/leaderboards/daily/{DAY}").json()
        guests = api.get(f"/api/v1/leaderboards/daily/{DAY}", {"include": "guests"}).json()
    attempt = DailyAttempt.objects.get(game_id=game_id)
    assert attempt.registered is False
    assert plain["results"] == []
    if hand_one_points(game_id):
        assert [(row["player"]["id"], row["guest"]) for row in guests["results"]] == [
            (str(gus.pk), True)
        ]


# -- reproduction 4: the shared stock is learned only by ranked play --------------------------


def test_a_guest_gets_the_dates_opening_with_a_stock_of_its_own(make_player: MakePlayer) -> None:
    _ada, ada = make_player("Ada", registered=True)
    _gus, gus = make_player("Gus")
    _tim, tim = make_player("Tim")
    with at(DURING):
        shared = ada.post("/api/v1/daily/play").json()
        own = gus.post("/api/v1/daily/play").json()
        other = tim.post("/api/v1/daily/play").json()
    assert first_view(own) == first_view(shared) == first_view(other)
    assert shared["daily"]["shared_stock"] is True
    assert own["daily"]["shared_stock"] is False
    deal = DailyDeal.objects.get()
    assert stock_of(shared["id"]) == deal.first_hand()["stock"]
    assert sorted(stock_of(own["id"])) == sorted(deal.first_hand()["stock"])
    assert stock_of(own["id"]) != deal.first_hand()["stock"]
    assert stock_of(own["id"]) != stock_of(other["id"]), "each guest attempt its own stock"
    attempt = DailyAttempt.objects.get(game_id=own["id"])
    assert attempt.stock_seed and not attempt.registered
    assert Game.objects.get(pk=own["id"]).replay_matches_snapshot()


def test_nothing_a_guest_is_served_shows_the_shared_stock(make_player: MakePlayer) -> None:
    _gus, gus = make_player("Gus")
    texts: list[str] = []
    with at(DURING):
        created = gus.post("/api/v1/daily/play").json()
        read = play_first_hand(gus, created["id"])
        log = gus.get(f"/api/v1/games/{created['id']}/moves").json()["moves"]
        result = gus.get("/api/v1/daily").json()["your_result"]
        texts += [str(created), str(read), str(log), str(result)]
        game = Game.objects.get(pk=created["id"])
        assert game.sealed_hands() == {1}
        served = ServedGame(created, read=read, log=log)
        assert scan_served(game, served) > 2, "the sealed rule holds in the guest's attempt"
    deal = DailyDeal.objects.get()
    attempt = DailyAttempt.objects.get(game=game)
    assert not any(deal.seed in text or attempt.stock_seed in text for text in texts)
    drawn = [
        event["card"]
        for entry in log
        for event in entry["events"]
        if entry["player"] == "you" and event["event"] == "draw_stock"
    ]
    own = iter(stock_of(created["id"]))
    assert drawn and all(card in own for card in drawn), "its draws, in its own stock's order"
    assert result["shared_stock"] is False


def test_a_guests_win_sets_no_par(make_player: MakePlayer) -> None:
    _gus, gus = make_player("Gus")
    with at(DURING):
        game_id = gus.post("/api/v1/daily/play").json()["id"]
        play_first_hand(gus, game_id)
    deal = DailyDeal.objects.get()
    assert deal.par_source != "player"
    assert DailyAttempt.objects.get(game_id=game_id).line_digest == ""


# -- reproduction 6: practice throttled, deals at start-up, par pending ----------------------


def test_practice_is_throttled_like_other_creations(
    make_player: MakePlayer, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ScopedRateThrottle, "timer", staticmethod(lambda: 1_800_000_015.0))
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "games_create": "2/minute",
        },
    }
    _player, client = make_player(registered=True)
    daily_deal_ensure(date=dt.date(2025, 3, 9))
    with at(AFTER):
        statuses = [client.post(f"/api/v1/daily/{DAY}/practice").status_code for _ in range(3)]
        refused = client.post(f"/api/v1/daily/{DAY}/practice")
    assert statuses == [201, 201, 429]
    assert refused.json()["error"]["code"] == "throttled"
    assert int(refused["Retry-After"]) > 0


def test_the_schema_declares_practices_limits(api: APIClient) -> None:
    schema = api.get("/api/schema", {"format": "json"}).json()
    operation = schema["paths"]["/api/v1/daily/{date}/practice"]["post"]
    names = {limit["name"] for limit in operation["x-rate-limits"]}
    assert names == {"games_create", "games_create_address"}
    assert "429" in operation["responses"]


def test_tomorrows_deal_and_commitment_exist_once_the_service_has_migrated(
    api: APIClient, settings: Any
) -> None:
    settings.DAILY_DEALS_AT_MIGRATE = True
    with at(utc(2025, 3, 9, 13, 30)):
        emit_post_migrate_signal(verbosity=0, interactive=False, db="default")
        tomorrow = api.get("/api/v1/daily/2025-03-10")
    assert sorted(DailyDeal.objects.values_list("date", flat=True)) == [
        dt.date(2025, 3, 9),
        dt.date(2025, 3, 10),
    ]
    assert tomorrow.status_code == 200
    body = tomorrow.json()
    assert body["revealed"] is False and "seed" not in body
    assert body["seed_commitment"] == DailyDeal.objects.get(date="2025-03-10").seed_commitment


def test_without_the_setting_migrate_makes_no_deal(settings: Any) -> None:
    settings.DAILY_DEALS_AT_MIGRATE = False
    with at(utc(2025, 3, 9, 13, 30)):
        emit_post_migrate_signal(verbosity=0, interactive=False, db="default")
    assert not DailyDeal.objects.exists()


def test_a_past_dates_par_is_pending_and_enqueued_never_solved_in_the_request(
    api: APIClient, django_capture_on_commit_callbacks: Any
) -> None:
    with at(DURING):
        api.get("/api/v1/daily")  # the deal exists; its solve was never run
    with at(AFTER):
        with django_capture_on_commit_callbacks() as enqueued:
            first = api.get(f"/api/v1/daily/{DAY}").json()
        assert first["par"] == {"status": "pending"}
        assert DailyDeal.objects.get().par_computed_at is None, "not solved in the request"
        assert len(enqueued) == 1
        with django_capture_on_commit_callbacks() as again:
            assert api.get(f"/api/v1/daily/{DAY}").json()["par"] == {"status": "pending"}
        assert again == [], "enqueued once, however many ask"
        enqueued[0]()  # the worker runs the task
        done = api.get(f"/api/v1/daily/{DAY}").json()["par"]
    assert done["status"] == "done" and done["score"] >= 0 and done["found_by"] == "solver"
