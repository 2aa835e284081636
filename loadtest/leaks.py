"""Leaks: the response scan over thousands of complete games played over HTTP.

``python -m loadtest.leaks`` starts gunicorn (production settings, PostgreSQL, Redis) and has
``--players`` players each play games against the AI to the end (``--games`` in all, by
default 2,000: every ruleset with both AI levels in turn, to ``--target`` points), keeping
every response: the created game, each move's game and events, then the game read back and
its move log.  Then, in this process, each stored game is replayed from its seed and moves
to learn what its player could know at each version (tests/secrecy.py), and every kept
response is scanned against it: no card of the hand beyond that may be named, and the AI's
stock draws never show their card.  Exits 0 when no response of any game leaked.
"""

from __future__ import annotations

import argparse
import os
import queue
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from loadtest.common import Client, Stack, choose_move, new_player

RULESETS = ("standard", "classic", "arcade", "straight", "oklahoma", "hollywood")
LEVELS = ("novice", "expert")
MAX_REQUESTS_PER_GAME = 2000


@dataclass
class Played:
    """One game's responses as its player (seat 0) got them."""

    game_id: str
    created: dict[str, Any]
    moves: list[tuple[dict[str, Any], dict[str, Any]]] = field(default_factory=list)
    """(the game before the move, the move's response body)"""
    read: dict[str, Any] | None = None
    log: list[dict[str, Any]] = field(default_factory=list)


def play_game(client: Client, number: int, target: int) -> Played:
    body = {
        "opponent": "ai",
        "ruleset": RULESETS[number % len(RULESETS)],
        "ai_level": LEVELS[number // len(RULESETS) % len(LEVELS)],
        "target": target,
    }
    created = client.post("/api/v1/games", body)
    if created.status != 201:
        raise RuntimeError(f"POST /api/v1/games answered {created.status}: {created.body}")
    game = created.body
    played = Played(game["id"], game)
    for _ in range(MAX_REQUESTS_PER_GAME):
        if game["status"] == "finished":
            break
        reply = client.post(f"/api/v1/games/{game['id']}/moves", choose_move(game))
        if reply.status != 200:
            raise RuntimeError(f"a move answered {reply.status}: {reply.body}")
        played.moves.append((game, reply.body))
        game = reply.body["game"]
    else:
        raise RuntimeError(f"game {game['id']} did not end")
    played.read = client.get(f"/api/v1/games/{game['id']}").body
    played.log = client.get(f"/api/v1/games/{game['id']}/moves").body["moves"]
    return played


def scan(played: Played) -> int:
    """Scan one game's responses (AssertionError on a leak); the documents scanned."""
    from games.models import Game
    from tests.secrecy import Knowledge

    game = Game.objects.get(id=played.game_id)
    moves = ((move.seat, move.to_action()) for move in game.moves.order_by("version"))
    knowledge = Knowledge.of_replay(game.new_match(), moves)
    knowledge.check_document(played.created)
    for before, body in played.moves:
        knowledge.check_document(body["game"])
        knowledge.check_events(body["events"], before["hand_number"], body["game"]["version"])
    assert played.read is not None
    knowledge.check_document(played.read)
    for entry in played.log:
        version = entry["version"]
        knowledge.check_events(entry["events"], knowledge.series[version - 1][0], version)
        if entry["player"] == "opponent" and entry["action"] == "draw_stock":
            assert entry["card"] is None, entry
    return 2 + len(played.moves) * 2 + len(played.log)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--target", type=int, default=25, help="points each game is played to")
    parser.add_argument("--workers", type=int, default=4, help="gunicorn workers")
    options = parser.parse_args()

    started = time.monotonic()
    numbers: queue.Queue[int] = queue.Queue()
    for number in range(options.games):
        numbers.put(number)
    results: list[Played] = []
    failures: list[str] = []
    lock = threading.Lock()

    with Stack(workers=options.workers) as stack:
        os.environ.update(stack.env)
        print(
            f"gunicorn {options.workers} workers on port {stack.port}; {options.players} "
            f"players, {options.games} games to {options.target}",
            flush=True,
        )

        def player(index: int) -> None:
            client = new_player(stack.port, f"leaks{index}")
            while True:
                try:
                    number = numbers.get_nowait()
                except queue.Empty:
                    return
                try:
                    played = play_game(client, number, options.target)
                except Exception as error:
                    with lock:
                        failures.append(f"game {number}: {error}")
                    continue
                with lock:
                    results.append(played)
                    if len(results) % 250 == 0:
                        print(f"  {len(results)} games played", flush=True)

        threads = [threading.Thread(target=player, args=(i,)) for i in range(options.players)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        played_in = time.monotonic() - started

    import django

    django.setup()
    documents = leaks = 0
    for played in results:
        try:
            documents += scan(played)
        except AssertionError as error:
            leaks += 1
            failures.append(f"game {played.game_id}: {error}")
    requests = sum(len(played.moves) + 3 for played in results)
    print(
        f"{len(results)} games ({requests} requests) played in {played_in:.0f} s; "
        f"{documents} documents and event lists scanned in "
        f"{time.monotonic() - started - played_in:.0f} s"
    )
    print(f"games with a leak: {leaks}; games that failed to play: {len(failures) - leaks}")
    for failure in failures[:10]:
        print(f"  {failure}")
    ok = not failures and len(results) == options.games
    print("leaks: PASS" if ok else "leaks: FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
