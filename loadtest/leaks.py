"""Leaks: the response scan over thousands of complete games played over HTTP.

``python -m loadtest.leaks`` starts gunicorn (production settings, PostgreSQL, Redis) and has
``--players`` players each play games against the AI to the end (``--games`` in all, by
default 2,000: every ruleset with both AI levels in turn, to ``--target`` points), keeping
every response: the created game, each move's game and events, then the game read back and
its move log.  Then, in this process, each stored game is replayed from its seed and moves
to learn what its player could know at each version (testkit/secrecy.py), and every kept
response is scanned against it: no card of the hand beyond that may be named, and the AI's
stock draws never show their card.  With ``--streams`` (the server then runs as ``make
serve`` does) each game's live stream is read too, and every streamed event scanned the same
way.  Exits 0 when no response of any game leaked.
"""

from __future__ import annotations

import argparse
import os
import queue
import threading
import time

from games.engine.ai import AI_LEVELS
from games.engine.rules import RULESETS
from testkit.common import Client, Stack, choose_move, default_server, new_player
from testkit.secrecy import ServedGame, scan_served
from testkit.sse import EventStream

RULESET_NAMES = list(RULESETS)
MAX_REQUESTS_PER_GAME = 2000


def play_game(client: Client, number: int, target: int, streams: bool = False) -> ServedGame:
    body = {
        "opponent": "ai",
        "ruleset": RULESET_NAMES[number % len(RULESET_NAMES)],
        "ai_level": AI_LEVELS[number // len(RULESET_NAMES) % len(AI_LEVELS)],
        "target": target,
    }
    created = client.post("/api/v1/games", body)
    if created.status != 201:
        raise RuntimeError(f"POST /api/v1/games answered {created.status}: {created.body}")
    game = created.body
    played = ServedGame(game)
    stream = None
    if streams:
        stream = EventStream(client.port, f"/api/v1/games/{game['id']}/stream", client.token)
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
    if stream is not None:
        # It closes after the event that finished the game.
        while (event := stream.next(timeout=30)) is not None:
            played.streamed.append(event.json())
        stream.close()
    played.read = client.get(f"/api/v1/games/{game['id']}").body
    played.log = client.get(f"/api/v1/games/{game['id']}/moves").body["moves"]
    return played


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--target", type=int, default=25, help="points each game is played to")
    parser.add_argument("--workers", type=int, default=4, help="gunicorn workers")
    parser.add_argument(
        "--streams", action="store_true", help="also read and scan each game's live stream"
    )
    options = parser.parse_args()

    started = time.monotonic()
    numbers: queue.Queue[int] = queue.Queue()
    for number in range(options.games):
        numbers.put(number)
    results: list[ServedGame] = []
    failures: list[str] = []
    lock = threading.Lock()

    with Stack(
        workers=options.workers, server="asgi" if options.streams else default_server()
    ) as stack:
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
                    played = play_game(client, number, options.target, options.streams)
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
    from games.models import Game

    documents = leaks = 0
    for played in results:
        try:
            documents += scan_served(Game.objects.get(id=played.created["id"]), played)
        except AssertionError as error:
            leaks += 1
            failures.append(f"game {played.created['id']}: {error}")
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
