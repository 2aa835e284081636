"""/play/ is served by the service: the page with its hooks, its static files, the switch off."""

import importlib
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from django.urls import clear_url_caches

from games.engine import RULESETS
from testkit.common import free_port

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "play" / "static" / "play"


def options(html, name):
    select = re.search(rf'<select data-field="{name}">(.*?)</select>', html, re.S)
    assert select, name
    return re.findall(r'<option value="([^"]+)"', select.group(1))


def test_a_new_visitor_gets_the_start_screen_with_its_hooks(client):
    response = client.get("/play/")

    assert response.status_code == 200
    html = response.content.decode()
    for hook in (
        'data-field="display_name"',
        'data-start="ai"',
        'data-start="friend"',
        'data-field="invite_code"',
        'data-start="join"',
        "data-invite-code",
        "data-deadwood",
        "data-status",
        "data-hand-result",
        "data-dismiss",
        "data-game-over",
        'data-field="reveal_date"',
        "data-reveal-open",
        "data-reveal",
        "data-practice",
    ):
        assert hook in html
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
        assert f'<button data-action="{action}"' in html


def test_the_selects_offer_the_apis_own_values(client):
    html = client.get("/play/").content.decode()

    assert options(html, "ruleset") == list(RULESETS)
    assert options(html, "ruleset")[0] == "standard"
    assert options(html, "ai_level") == ["novice", "expert", "master"]


def test_every_module_the_page_loads_is_served(client):
    html = client.get("/play/").content.decode()
    assets = re.findall(r'(?:src|href)="(/static/[^"]+)"', html)
    assert "/static/play/app.js" in assets
    for source in STATIC.glob("*.js"):
        for module in re.findall(r'from "\./([\w.]+)"', source.read_text()):
            assets.append(f"/static/play/{module}")

    for asset in assets:
        response = client.get(asset)
        assert response.status_code == 200, asset
        if asset.endswith(".js"):
            assert response["Content-Type"].startswith("text/javascript")


def test_the_page_holds_no_data_and_asks_the_api_for_everything(client):
    # A teaching example: it reaches the service only through /api/v1/, like a third party.
    for source in STATIC.glob("*.js"):
        text = source.read_text()
        for url in re.findall(r"fetch\(\s*([^,)]+)", text):
            assert "BASE" in url, (source.name, url)
    assert 'const BASE = "/api/v1";' in (STATIC / "api.js").read_text()


@pytest.fixture
def reload_urls(settings):
    def reload():
        import ginapi.urls

        importlib.reload(ginapi.urls)
        clear_url_caches()

    yield reload
    settings.PLAY_CLIENT = True
    reload()


def test_play_client_false_turns_the_page_off(client, settings, reload_urls):
    settings.PLAY_CLIENT = False
    reload_urls()

    response = client.get("/play/")

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_gunicorn_with_production_settings_serves_the_page_and_its_modules():
    port = free_port()
    env = {
        **os.environ,
        "DEBUG": "false",
        "SECRET_KEY": "a-production-like-secret-for-this-test-only",
        "SECURE_SSL_REDIRECT": "false",
    }
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "ginapi.wsgi",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            "1",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                time.sleep(0.2)
        for path, kind in (
            ("/play/", "text/html"),
            ("/static/play/app.js", "text/javascript"),
            ("/static/play/play.css", "text/css"),
        ):
            # The worker loads the project on its first request: slow on a busy machine.
            with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=60) as answer:
                assert answer.status == 200
                assert answer.headers["Content-Type"].startswith(kind), path
    finally:
        server.terminate()
        server.wait(timeout=10)
