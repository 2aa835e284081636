"""daily.services: the seed, the deck, and making a date's deal exactly once."""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import threading

import pytest
from django.db import connection
from django.test import override_settings

from daily.models import DailyDeal
from daily.services import daily_deal_ensure, daily_deals_backfill, daily_seed
from games.engine.match import Match
from games.engine.rules import get_ruleset

DATE = dt.date(2025, 3, 9)

GOLDEN_SECRET = "golden-daily-secret"
GOLDEN_SEED = "0795d52a984680cfe7ff78fb28bc8f6a645f23a7106590867b79c14e16867d99"
"""openssl: printf 'ginapi-daily-v1:2025-03-09' | openssl dgst -sha256 -hmac golden-daily-secret"""
# fmt: off
GOLDEN_DECK = [
    "6D", "5S", "7C", "9S", "AD", "9H", "JD", "2S", "7S", "3H", "9C", "QC", "KD",
    "9D", "8C", "JH", "6C", "5C", "KC", "2D", "TC", "AH", "3S", "JS", "6H", "4C",
    "TH", "QS", "TD", "JC", "AC", "6S", "4H", "2C", "7H", "TS", "4D", "AS", "QD",
    "5D", "5H", "7D", "KH", "2H", "QH", "8H", "8S", "3D", "3C", "KS", "4S", "8D",
]
# fmt: on


@override_settings(DAILY_DEAL_SECRET=GOLDEN_SECRET)
def test_the_seed_is_the_hmac_of_the_date_under_the_secret() -> None:
    expected = hmac.new(
        GOLDEN_SECRET.encode(), b"ginapi-daily-v1:2025-03-09", hashlib.sha256
    ).hexdigest()
    assert daily_seed(date=DATE).hex() == expected == GOLDEN_SEED


@pytest.mark.django_db
@override_settings(DAILY_DEAL_SECRET=GOLDEN_SECRET)
def test_it_deals_the_golden_deck_for_a_pinned_secret_and_date() -> None:
    deal = daily_deal_ensure(date=DATE)
    assert deal.seed == GOLDEN_SEED
    assert deal.deck == GOLDEN_DECK
    assert len(set(deal.deck)) == 52
    assert deal.ruleset_name == "arcade"


@pytest.mark.django_db
def test_a_different_secret_gives_a_different_deck_for_the_same_date() -> None:
    with override_settings(DAILY_DEAL_SECRET="secret-one"):
        one = daily_deal_ensure(date=DATE)
    DailyDeal.objects.all().delete()
    with override_settings(DAILY_DEAL_SECRET="secret-two"):
        two = daily_deal_ensure(date=DATE)
    assert one.seed != two.seed
    assert one.deck != two.deck


@pytest.mark.django_db
def test_consecutive_dates_get_different_decks() -> None:
    decks = {tuple(daily_deal_ensure(date=DATE + dt.timedelta(days=n)).deck) for n in range(5)}
    assert len(decks) == 5


@pytest.mark.django_db
def test_the_stored_deck_is_the_one_the_engine_deals_the_first_hand_from() -> None:
    deal = daily_deal_ensure(date=DATE)
    match = Match.new(
        seed=b"any game seed", ruleset=get_ruleset("arcade"), first_hand_seed=deal.seed_bytes
    )
    hand = deal.first_hand()
    non_dealer = 1 - match.dealer
    # Deal order (games/engine/hand.py): deck[0] to the non-dealer, deck[1] to the dealer, ...
    assert {c.code for c in match.view(non_dealer).your_cards} == set(deal.deck[0:20:2])
    assert {c.code for c in match.view(match.dealer).your_cards} == set(deal.deck[1:20:2])
    assert hand["upcard"] == deal.deck[20]
    assert hand["stock"] == deal.deck[21:]
    assert match.view(0).stock_count == 31
    assert hand["dealer"] == ("player" if match.dealer == 0 else "ai")


@pytest.mark.django_db
def test_making_a_deal_twice_keeps_the_first_row() -> None:
    first = daily_deal_ensure(date=DATE)
    second = daily_deal_ensure(date=DATE)
    assert first.pk == second.pk
    assert DailyDeal.objects.count() == 1


@pytest.mark.django_db
@override_settings(DAILY_RULESET="standard")
def test_the_ruleset_comes_from_settings_and_is_stored_with_the_deal() -> None:
    assert daily_deal_ensure(date=DATE).ruleset_name == "standard"


@pytest.mark.django_db
def test_backfill_makes_the_missing_days_up_to_the_date_and_no_more() -> None:
    daily_deal_ensure(date=DATE - dt.timedelta(days=3))
    deals = daily_deals_backfill(until=DATE, days=7)
    assert [deal.date for deal in deals] == [DATE - dt.timedelta(days=n) for n in range(6, -1, -1)]
    assert DailyDeal.objects.count() == 7
    assert not DailyDeal.objects.filter(date__gt=DATE).exists()


@pytest.mark.django_db(transaction=True)
def test_sixteen_threads_making_the_same_deal_make_one_row_and_one_deck() -> None:
    barrier = threading.Barrier(16)
    results: list[DailyDeal] = []
    failures: list[BaseException] = []

    def make() -> None:
        try:
            barrier.wait()
            results.append(daily_deal_ensure(date=DATE))
        except BaseException as error:
            failures.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=make) for _ in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert failures == []
    assert len(results) == 16
    assert DailyDeal.objects.filter(date=DATE).count() == 1
    assert len({deal.pk for deal in results}) == 1
    assert len({tuple(deal.deck) for deal in results}) == 1
