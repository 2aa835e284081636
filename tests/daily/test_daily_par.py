"""A deal's par: solved by a task as soon as the deal is made (once, idempotent), by the
``daily_par`` command for any date, and only ever raised."""

from __future__ import annotations

import datetime as dt
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from daily.models import DailyDeal
from daily.services import daily_deal_ensure, daily_par_claim, daily_par_compute
from daily.tasks import daily_par_compute_task
from games.engine.actions import Action
from games.engine.match import Match
from games.engine.rules import get_ruleset
from games.engine.solver import replay_points

pytestmark = pytest.mark.django_db
DATE = dt.date(2025, 3, 9)


def replayed(deal: DailyDeal) -> int | None:
    seed = deal.seed_bytes
    match = Match.new(seed=seed, ruleset=get_ruleset(deal.ruleset_name), first_hand_seed=seed)
    return replay_points(match, [Action.from_dict(action) for action in deal.par_line or []])


@pytest.mark.django_db(transaction=True)
def test_making_a_deal_solves_its_par_once_committed() -> None:
    deal = daily_deal_ensure(date=DATE)
    deal.refresh_from_db()
    assert deal.par_score is not None
    assert deal.par_source == "solver"
    assert deal.par_computed_at is not None
    assert replayed(deal) == deal.par_score


def test_the_task_runs_once_per_deal() -> None:
    deal = daily_deal_ensure(date=DATE)
    assert daily_par_compute_task(deal.pk) is not None
    solved_at = DailyDeal.objects.get().par_computed_at
    assert daily_par_compute_task(deal.pk) is None
    assert DailyDeal.objects.get().par_computed_at == solved_at


def test_a_claim_is_taken_by_one_worker_until_it_goes_stale() -> None:
    deal = daily_deal_ensure(date=DATE)
    now = timezone.now()
    assert daily_par_claim(deal=deal, now=now) is True
    assert daily_par_claim(deal=deal, now=now + dt.timedelta(minutes=1)) is False
    assert daily_par_claim(deal=deal, now=now + dt.timedelta(minutes=11)) is True


def test_a_failed_solve_gives_its_claim_back_for_the_retry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    deal = daily_deal_ensure(date=DATE)

    def broken(**_kwargs: object) -> DailyDeal:
        raise RuntimeError("worker lost its database")

    monkeypatch.setattr("daily.tasks.daily_par_compute", broken)
    with pytest.raises(RuntimeError):
        daily_par_compute_task.run(deal.pk)
    assert DailyDeal.objects.get().par_claimed_at is None


def test_the_solver_never_lowers_a_better_par() -> None:
    deal = daily_deal_ensure(date=DATE)
    DailyDeal.objects.update(par_score=999, par_source="player", par_line=[])
    stored = daily_par_compute(deal=deal)
    assert (stored.par_score, stored.par_source) == (999, "player")
    assert stored.par_computed_at is not None


def test_the_command_solves_any_date_and_says_what_it_found() -> None:
    out = StringIO()
    call_command("daily_par", "--date", "2025-03-09", "--days", "2", "--budget", "300", stdout=out)
    lines = out.getvalue().splitlines()
    assert [line.split()[0] for line in lines] == ["2025-03-08", "2025-03-09"]
    for deal in DailyDeal.objects.all():
        assert f"par {deal.par_score} " in out.getvalue()
        assert replayed(deal) == deal.par_score
