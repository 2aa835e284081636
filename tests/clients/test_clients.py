"""The generated clients (clients/, ``make clients``) play a whole game against the AI on a
running server: the Python package as a Python frontend would import it, the TypeScript one
compiled by tsc and run by Node."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from testkit.common import choose_move
from tests.liveserver import Server

CLIENTS = Path(__file__).resolve().parents[2] / "clients"
TYPESCRIPT = CLIENTS / "typescript"
MAX_MOVES = 2000


@pytest.fixture
def ginapi_client() -> Iterator[Any]:
    sys.path.insert(0, str(CLIENTS / "python"))
    try:
        import ginapi_client

        yield ginapi_client
    finally:
        sys.path.remove(str(CLIENTS / "python"))


def test_the_python_client_plays_a_whole_game_against_the_ai(server: Server, ginapi_client):
    from ginapi_client.api.games import games_create, games_get, games_moves_create
    from ginapi_client.api.players import players_create
    from ginapi_client.models import (
        Game,
        GameCreateRequestRequest,
        GamesMovesCreate422Error,
        MoveCreateRequestRequest,
        MoveResult,
        PlayerCreated,
        PlayerCreateRequestRequest,
    )

    base_url = f"http://127.0.0.1:{server.port}"
    made = players_create.sync(
        client=ginapi_client.Client(base_url=base_url),
        body=PlayerCreateRequestRequest(display_name="Typed"),
    )
    assert isinstance(made, PlayerCreated)
    client = ginapi_client.AuthenticatedClient(base_url=base_url, token=made.token)
    game = games_create.sync(
        client=client,
        body=GameCreateRequestRequest.from_dict(
            {"opponent": "ai", "ai_level": "novice", "ruleset": "standard", "target": 10}
        ),
    )
    assert isinstance(game, Game)

    moves = 0
    while game.status == "active" and moves < MAX_MOVES:
        body = choose_move(game.to_dict())
        assert body is not None, game.to_dict()
        played = games_moves_create.sync(
            game.id, client=client, body=MoveCreateRequestRequest.from_dict(body)
        )
        assert isinstance(played, MoveResult), played
        game = played.game
        moves += 1

    refused = games_moves_create.sync(
        game.id, client=client, body=MoveCreateRequestRequest.from_dict({"action": "draw_stock"})
    )
    final = games_get.sync_detailed(game.id, client=client)
    assert final.status_code == 200 and isinstance(final.parsed, Game)
    assert final.parsed.status == "finished"
    assert final.parsed.winner in ("you", "opponent")
    assert max(final.parsed.scores.you, final.parsed.scores.opponent) >= 10
    assert isinstance(refused, GamesMovesCreate422Error)
    assert refused.error.code == "game_over"
    assert final.headers["ETag"]


def test_the_typescript_client_plays_a_whole_game_against_the_ai(server: Server):
    build = TYPESCRIPT / "test" / "build"
    tsc = TYPESCRIPT / "node_modules" / ".bin" / "tsc"
    assert tsc.exists(), "clients/typescript/node_modules is missing: run make clients"
    compiled = subprocess.run(
        [str(tsc), "-p", "test/tsconfig.json"], cwd=TYPESCRIPT, capture_output=True, text=True
    )
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    # Run against the committed index.js, as a page importing the package would.
    shutil.copy2(TYPESCRIPT / "index.js", build / "index.js")

    played = subprocess.run(
        ["node", str(build / "test" / "play.js"), f"http://127.0.0.1:{server.port}"],
        capture_output=True,
        text=True,
        timeout=300,
    )

    assert played.returncode == 0, played.stdout + played.stderr
    end = json.loads(played.stdout.strip().splitlines()[-1])
    assert end["status"] == "finished"
    assert end["winner"] in ("you", "opponent")
    assert max(end["scores"]["you"], end["scores"]["opponent"]) >= 10
    assert end["refused"] == "game_over"
    assert end["etag"]
    assert [state["name"] for state in end["rateLimit"]] == ["moves"]
    assert 0 <= end["rateLimit"][0]["remaining"] < 1200
    assert end["rateLimit"][0]["reset"] >= 1
