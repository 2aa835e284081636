"""GET /metrics: who may read it, and what it counts (docs/API.md "Operations")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.test import Client

from apikit.metrics import MOVES

ROOT = Path(__file__).resolve().parents[2]


def sample(text: str, name: str, **labels: str) -> float:
    """The value of one sample of the exposition, 0 when absent."""
    wanted = ",".join(f'{key}="{value}"' for key, value in sorted(labels.items()))
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        series, _, value = line.rpartition(" ")
        metric, _, label_text = series.partition("{")
        found = ",".join(sorted(label_text.rstrip("}").split(","))) if label_text else ""
        if metric == name and found == wanted:
            return float(value)
    return 0.0


@pytest.fixture
def staff(db: None) -> Client:
    user = User.objects.create_user("ops", password="pw", is_staff=True)
    client = Client()
    client.force_login(user)
    return client


def test_metrics_are_not_public_by_default(client, settings):
    settings.METRICS_TOKEN = None

    response = client.get("/metrics")

    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"
    assert "ginapi_" not in response.content.decode()


def test_a_signed_in_user_who_is_not_staff_is_refused(client, settings, db):
    settings.METRICS_TOKEN = None
    client.force_login(User.objects.create_user("someone", password="pw"))

    response = client.get("/metrics")

    assert response.status_code == 403
    assert response.json()["error"]["code"] == "permission_denied"


def test_staff_read_the_metrics_when_no_token_is_set(staff, settings):
    settings.METRICS_TOKEN = None

    response = staff.get("/metrics")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    assert "ginapi_moves_total" in response.content.decode()


def test_with_a_token_set_only_its_bearer_reads_the_metrics(client, staff, settings):
    settings.METRICS_TOKEN = "s3cret-scrape"

    assert client.get("/metrics").status_code == 401
    assert client.get("/metrics", HTTP_AUTHORIZATION="Bearer wrong").status_code == 401
    assert staff.get("/metrics").status_code == 401
    answer = client.get("/metrics", HTTP_AUTHORIZATION="Bearer s3cret-scrape")
    assert answer.status_code == 200
    assert "ginapi_http_requests_total" in answer.content.decode()


def test_it_lists_every_metric_the_contract_names(client, settings):
    settings.METRICS_TOKEN = "t"

    text = client.get("/metrics", HTTP_AUTHORIZATION="Bearer t").content.decode()

    for name in (
        "ginapi_http_requests_total",
        "ginapi_http_request_duration_seconds_bucket",
        "ginapi_moves_total",
        "ginapi_move_conflicts_total",
        "ginapi_open_streams",
        "ginapi_daily_deals_total",
        "ginapi_celery_tasks_total",
    ):
        assert f"# TYPE {name.removesuffix('_bucket').removesuffix('_total')}" in text, name


def test_requests_are_counted_and_timed_per_operation(client, settings):
    settings.METRICS_TOKEN = "t"
    scrape = {"HTTP_AUTHORIZATION": "Bearer t"}
    labels = {"operation": "rulesets", "method": "GET"}
    before = client.get("/metrics", **scrape).content.decode()

    client.get("/api/v1/rulesets")
    client.get("/api/v1/rulesets")

    after = client.get("/metrics", **scrape).content.decode()
    counted = "ginapi_http_requests_total"
    assert (
        sample(after, counted, **labels, status="200")
        == sample(before, counted, **labels, status="200") + 2
    )
    timed = "ginapi_http_request_duration_seconds_count"
    assert sample(after, timed, **labels) == sample(before, timed, **labels) + 2


def test_a_path_no_route_matches_adds_no_label_value(client, settings):
    settings.METRICS_TOKEN = "t"

    client.get("/no/such/path/x1")

    text = client.get("/metrics", HTTP_AUTHORIZATION="Bearer t").content.decode()
    assert "x1" not in text
    assert sample(text, "ginapi_http_requests_total", operation="unmatched", method="GET",
                  status="404") >= 1  # fmt: skip


def test_moves_and_conflicts_are_counted(
    player_client, settings, django_capture_on_commit_callbacks
):
    settings.METRICS_TOKEN = "t"
    _player, client = player_client
    game = client.post("/api/v1/games", {"opponent": "ai"}).json()
    move = next(
        a
        for a in game["legal_actions"]
        if a["action"] in ("take_upcard", "pass", "draw_stock", "draw_discard")
    )
    moves_before = MOVES._value.get()
    scraper = Client(HTTP_AUTHORIZATION="Bearer t")
    text = scraper.get("/metrics").content.decode()
    refused_before = sample(text, "ginapi_move_conflicts_total", outcome="refused")

    url = f"/api/v1/games/{game['id']}/moves"
    # Counted once the move commits (the test's transaction never does).
    with django_capture_on_commit_callbacks(execute=True):
        played = client.post(url, {"action": move["action"], "expected_version": game["version"]})
    assert played.status_code == 200
    stale = client.post(url, {"action": "pass", "expected_version": game["version"]})

    assert stale.status_code == 409
    assert MOVES._value.get() == moves_before + 1
    text = scraper.get("/metrics").content.decode()
    assert sample(text, "ginapi_move_conflicts_total", outcome="refused") == refused_before + 1


COUNT_IN_A_WORKER = """
import os, sys
os.environ["DJANGO_SETTINGS_MODULE"] = "tests.settings"
import django
django.setup()
from apikit.metrics import MOVES
for _ in range(int(sys.argv[1])):
    MOVES.inc()
"""

READ_AS_ANOTHER_WORKER = """
import os
os.environ["DJANGO_SETTINGS_MODULE"] = "tests.settings"
import django
django.setup()
from apikit.metrics import exposition
print(exposition().decode())
"""


def test_with_a_multiprocess_directory_every_worker_s_counts_are_added_up(tmp_path):
    env = {
        "PATH": "/usr/bin:/bin",
        "PROMETHEUS_MULTIPROC_DIR": str(tmp_path),
        "PYTHONPATH": str(ROOT),
    }

    for count in ("3", "4"):
        subprocess.run([sys.executable, "-c", COUNT_IN_A_WORKER, count], env=env, check=True,
                       cwd=ROOT)  # fmt: skip
    text = subprocess.run(
        [sys.executable, "-c", READ_AS_ANOTHER_WORKER],
        env=env,
        check=True,
        cwd=ROOT,
        capture_output=True,
        text=True,
    ).stdout

    assert sample(text, "ginapi_moves_total") == 7


def test_a_task_run_and_the_deals_it_made_are_counted(
    db, settings, django_capture_on_commit_callbacks
):
    from daily.tasks import daily_deal_create

    settings.METRICS_TOKEN = "t"
    scraper = Client(HTTP_AUTHORIZATION="Bearer t")
    task = {"task": "daily.tasks.daily_deal_create"}
    before = scraper.get("/metrics").content.decode()

    with django_capture_on_commit_callbacks(execute=True):
        daily_deal_create.delay(date="2026-03-10", days=3).get()
        daily_deal_create.delay(date="2026-03-10", days=3).get()

    after = scraper.get("/metrics").content.decode()
    success = sample(after, "ginapi_celery_tasks_total", **task, outcome="success")
    assert success == sample(before, "ginapi_celery_tasks_total", **task, outcome="success") + 2
    assert (
        sample(after, "ginapi_daily_deals_total") == sample(before, "ginapi_daily_deals_total") + 3
    )
