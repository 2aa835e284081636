"""Staff see a deal's par, its line and whether it is proven on the deal's admin page."""

from __future__ import annotations

import datetime as dt

import pytest
from django.test import Client
from django.urls import reverse

from daily.models import DailyDeal
from daily.services import daily_deal_ensure, daily_par_compute

pytestmark = pytest.mark.django_db


def test_the_deal_page_shows_the_par_and_its_line(admin_client: Client) -> None:
    deal = daily_par_compute(deal=daily_deal_ensure(date=dt.date(2025, 3, 9)), budget=300)
    page = admin_client.get(reverse("admin:daily_dailydeal_change", args=[deal.pk]))
    assert page.status_code == 200
    html = page.content.decode()
    assert "par line" in html
    first = (deal.par_line or [{}])[0]
    assert first["action"] in html
    assert DailyDeal.objects.get().par_source == "solver"
