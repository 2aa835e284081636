"""How ``make serve`` answers REST operations and holds streams under ASGI, on stock parts."""

from __future__ import annotations

import ast
import asyncio
import gc
import importlib
from pathlib import Path

import pytest

from ginapi.cache import SharedConnectionPool
from tests.live.conftest import Seat, friend_game

BASE_DIR = Path(__file__).resolve().parents[2]


def test_the_asgi_middleware_chain_runs_in_sync_mode():
    # In async mode each of Django's middleware would hand its hooks to a thread of their own.
    from ginapi.asgi import django_application

    chain = django_application._middleware_chain  # type: ignore[attr-defined]
    assert not asyncio.iscoroutinefunction(chain)
    assert chain.__class__.__name__ != "SyncToAsync"


@pytest.mark.parametrize("entry_point", ["ginapi.asgi", "ginapi.wsgi"])
def test_what_loading_the_service_made_is_kept_out_of_the_collectors_walks(entry_point):
    # Django, DRF and the apps: ~110,000 objects a full collection would walk (30 ms).
    importlib.import_module(entry_point)
    assert gc.get_freeze_count() > 50_000


def test_a_stream_keeps_its_connection_while_rest_answers_come_on_the_same_server(pair):
    ada, grace = pair
    game_id = friend_game(ada, grace)

    stream = ada.game_stream(game_id)
    reply = ada.client.get(f"/api/v1/games/{game_id}")

    assert reply.status == 200
    assert stream.headers.get("connection") != "close"
    assert stream.event().id == "0"
    assert stream.next(comments=True, timeout=30) is not None  # the heartbeat: still open
    stream.close()


def test_no_module_of_the_project_reaches_for_a_private_name_of_asyncio():
    # Stock servers used as their authors intend (ginapi/asgi.py, ginapi/workers.py): no
    # asyncio._name, and no subclass of an event loop (whose overrides would be private).
    found = []
    for path in BASE_DIR.rglob("*.py"):
        if {".venv", "node_modules", ".git", "build"} & set(path.parts):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "asyncio"
                and node.attr.startswith("_")
            ):
                found.append(f"{path.relative_to(BASE_DIR)}:{node.lineno} asyncio.{node.attr}")
            if isinstance(node, ast.ClassDef) and any(
                "EventLoop" in ast.unparse(base) for base in node.bases
            ):
                found.append(f"{path.relative_to(BASE_DIR)}:{node.lineno} {node.name}")
    assert found == []


def test_a_rest_answer_reaches_the_database_and_its_errors_stay_json(server):
    ada = Seat(server, "Ada")

    created = ada.client.post("/api/v1/games", {"opponent": "ai", "ruleset": "standard"})
    missing = ada.client.get("/api/v1/games/00000000-0000-0000-0000-000000000000")
    malformed = ada.client.post(
        "/api/v1/games", raw_body=b"{", headers={"Content-Type": "application/json"}
    )

    assert created.status == 201
    assert missing.status == 404 and missing.body["error"]["code"] == "not_found"
    assert malformed.status == 400


def test_cache_objects_of_one_server_share_one_connection_pool():
    # Under ASGI Django makes a cache object per request: without this each one connected.
    first = SharedConnectionPool.from_url("redis://127.0.0.1:6379/9", socket_timeout=0.5)
    again = SharedConnectionPool.from_url("redis://127.0.0.1:6379/9", socket_timeout=0.5)
    other = SharedConnectionPool.from_url("redis://127.0.0.1:6379/10", socket_timeout=0.5)

    assert first is again
    assert other is not first
