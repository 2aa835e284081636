"""Races: concurrent requests that must not double-apply or corrupt anything.

``python -m loadtest.races`` starts gunicorn (production settings, several workers) and runs:

1. ``same-move``: 200 threads send the same move of one AI game at once, three ways:
   with one ``Idempotency-Key`` (all must get the same 200, applied once), with the same
   ``expected_version`` and no key (one 200, the rest 409), and with neither (one 200, the rest
   422: the move is no longer legal).  In each case the move log gains exactly one move of
   the player and no answer is a 5xx.
2. ``daily``: 100 threads of one player POST /api/v1/daily/play at once: one 201 and 99 times
   the same game (200); the player has one daily game, and one scored attempt.  After that
   game is finished, 100 more at once make exactly one practice game.
3. ``friend``: both players of a friend game send moves at the same time, each twice, for a
   whole game: afterwards both players' move logs agree, versions run 1..N without a gap,
   the game's version is N, and the server's replay of seed + moves equals the stored state.

Prints one PASS/FAIL line per check and exits 1 if any failed.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import threading
import uuid
from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any

from testkit.common import (
    BASE_DIR,
    PYTHON,
    Client,
    Reply,
    Stack,
    choose_move,
    new_player,
    run_threads,
)

Results = list[tuple[str, bool, str]]


def check(results: Results, name: str, ok: bool, detail: str) -> None:
    results.append((name, ok, detail))
    print(f"{'PASS' if ok else 'FAIL'}  {name}: {detail}", flush=True)


def statuses(replies: list[Any]) -> Counter[Any]:
    return Counter(r.status if isinstance(r, Reply) else repr(r) for r in replies)


def no_5xx(replies: list[Any]) -> bool:
    return all(isinstance(r, Reply) and 0 < r.status < 500 for r in replies)


def blast(count: int, send: Callable[[Client], Reply], port: int, token: str) -> list[Any]:
    """``count`` threads, each with its own connection, send at the same moment."""
    clients = [Client(port, token, timeout=60) for _ in range(count)]
    return run_threads(count, lambda index: send(clients[index]))


def my_moves(client: Client, game_id: str) -> list[dict[str, Any]]:
    reply = client.get(f"/api/v1/games/{game_id}/moves")
    assert reply.status == 200, reply.body
    return [move for move in reply.body["moves"] if move["player"] == "you"]


def ai_game_on_turn(client: Client) -> dict[str, Any]:
    reply = client.post("/api/v1/games", {"opponent": "ai"})
    assert reply.status == 201, reply.body
    game: dict[str, Any] = reply.body
    assert game["legal_actions"], "the AI game should wait for the creator"
    return game


def race_same_move(port: int, count: int, results: Results) -> None:
    client = new_player(port, "racer")
    assert client.token
    token = client.token
    variants: list[tuple[str, bool, bool, set[int]]] = [
        ("same Idempotency-Key", True, True, {200}),
        ("same expected_version", False, True, {200, 409}),
        ("no key, no version", False, False, {200, 422}),
    ]
    for label, keyed, versioned, allowed in variants:
        game = ai_game_on_turn(client)
        before = len(my_moves(client, game["id"]))
        body = choose_move(game)
        assert body is not None
        if not versioned:
            body.pop("expected_version")
        headers = {"Idempotency-Key": str(uuid.uuid4())} if keyed else {}
        path = f"/api/v1/games/{game['id']}/moves"
        replies = blast(
            count, partial(send_move, path=path, body=body, headers=headers), port, token
        )
        seen = statuses(replies)
        applied = len(my_moves(client, game["id"])) - before
        oks = [r for r in replies if isinstance(r, Reply) and r.status == 200]
        # Compared as JSON: PostgreSQL's jsonb keeps the stored body's keys in its own order.
        distinct = {json.dumps(r.body, sort_keys=True) for r in oks}
        same_answer = len(distinct) == 1 if keyed else len(oks) == 1
        ok = (
            no_5xx(replies)
            and set(seen) <= allowed
            and applied == 1
            and same_answer
            and (len(oks) == count if keyed else True)
        )
        replays = sum(1 for r in oks if r.headers.get("idempotent-replayed") == "true")
        check(
            results,
            f"same-move ({label})",
            ok,
            f"{count} at once -> {dict(seen)}; moves applied {applied}; "
            f"identical 200 bodies {same_answer}; replays flagged {replays}",
        )


def send_move(client: Client, *, path: str, body: Any, headers: dict[str, str]) -> Reply:
    return client.post(path, body, headers=headers)


def play_out(client: Client, game: dict[str, Any], limit: int = 3000) -> dict[str, Any]:
    for _ in range(limit):
        if game["status"] == "finished":
            return game
        body = choose_move(game)
        if body is None:
            game = client.get(f"/api/v1/games/{game['id']}").body
            continue
        reply = client.post(f"/api/v1/games/{game['id']}/moves", body)
        assert reply.status == 200, reply.body
        game = reply.body["game"]
    raise AssertionError("the game did not end")


def psql(env: dict[str, str], sql: str, *params: Any) -> list[tuple[Any, ...]]:
    import psycopg

    with psycopg.connect(env["DATABASE_URL"]) as conn:
        return conn.execute(sql, params).fetchall()  # type: ignore[arg-type]


def race_daily(stack: Stack, count: int, results: Results) -> None:
    port = stack.port
    client = new_player(port, "daily")
    assert client.token
    player_id = client.get("/api/v1/players/me").body["id"]
    replies = blast(count, lambda c: c.post("/api/v1/daily/play"), port, client.token)
    seen = statuses(replies)
    games = {r.body["id"] for r in replies if isinstance(r, Reply) and r.ok}
    attempts = psql(
        stack.env,
        "SELECT scored, count(*) FROM daily_dailyattempt WHERE player_id = %s GROUP BY scored",
        player_id,
    )
    listed = client.get("/api/v1/games").body["count"]
    ok = (
        no_5xx(replies)
        and seen == Counter({201: 1, 200: count - 1})
        and len(games) == 1
        and dict(attempts) == {True: 1}
        and listed == 1
    )
    check(
        results,
        "daily (first play)",
        ok,
        f"{count} at once -> {dict(seen)}; distinct games {len(games)}; "
        f"attempts by scored {dict(attempts)}; games listed {listed}",
    )

    # The scored game over, the next plays are practice: still one new game for many requests.
    play_out(client, client.get(f"/api/v1/games/{games.pop()}").body)
    replies = blast(count, lambda c: c.post("/api/v1/daily/play"), port, client.token)
    seen = statuses(replies)
    games = {r.body["id"] for r in replies if isinstance(r, Reply) and r.ok}
    scored = {r.body.get("daily", {}).get("scored") for r in replies if isinstance(r, Reply)}
    attempts = psql(
        stack.env,
        "SELECT scored, count(*) FROM daily_dailyattempt WHERE player_id = %s GROUP BY scored",
        player_id,
    )
    ok = (
        no_5xx(replies)
        and seen == Counter({201: 1, 200: count - 1})
        and len(games) == 1
        and dict(attempts) == {True: 1, False: 1}
        and scored == {False}
    )
    check(
        results,
        "daily (practice after the scored game)",
        ok,
        f"{count} at once -> {dict(seen)}; distinct games {len(games)}; "
        f"attempts by scored {dict(attempts)}",
    )


def race_friend(stack: Stack, results: Results, max_rounds: int = 600) -> None:
    port = stack.port
    host = new_player(port, "host")
    guest = new_player(port, "guest")
    created = host.post("/api/v1/games", {"opponent": "human"})
    assert created.status == 201, created.body
    game_id = created.body["id"]
    joined = guest.post("/api/v1/games/join", {"invite_code": created.body["invite_code"]})
    assert joined.status == 200, joined.body
    seats = [host, guest]
    extra = [Client(port, host.token), Client(port, guest.token)]
    seen: Counter[Any] = Counter()
    finished = False
    lock = threading.Lock()
    for _ in range(max_rounds):
        views = [seat.get(f"/api/v1/games/{game_id}").body for seat in seats]
        if views[0]["status"] == "finished":
            finished = True
            break
        # Each seat sends what it would play (the off-turn seat a draw it may not make),
        # twice, from two connections, all four at once.
        bodies = [choose_move(view) or {"action": "draw_stock"} for view in views]
        senders = [seats[0], extra[0], seats[1], extra[1]]
        payloads = [bodies[0], bodies[0], bodies[1], bodies[1]]

        def send(index: int, senders: list[Client], payloads: list[dict[str, Any]]) -> Reply:
            return senders[index].post(f"/api/v1/games/{game_id}/moves", payloads[index])

        for reply in run_threads(4, send, senders, payloads):
            with lock:
                seen[reply.status if isinstance(reply, Reply) else repr(reply)] += 1
    logs = [seat.get(f"/api/v1/games/{game_id}/moves").body["moves"] for seat in seats]
    final = [seat.get(f"/api/v1/games/{game_id}").body for seat in seats]
    versions = [move["version"] for move in logs[0]]
    flipped = {"you": "opponent", "opponent": "you"}
    agree = len(logs[0]) == len(logs[1]) and all(
        a["version"] == b["version"]
        and a["action"] == b["action"]
        and a["player"] == flipped[b["player"]]
        for a, b in zip(logs[0], logs[1], strict=False)
    )
    replay = subprocess.run(
        [
            PYTHON,
            "manage.py",
            "shell",
            "-c",
            "from games.models import Game; "
            f"print(Game.objects.get(pk='{game_id}').replay_matches_snapshot())",
        ],
        cwd=BASE_DIR,
        env=stack.env,
        capture_output=True,
        text=True,
    )
    replay_ok = replay.stdout.strip().endswith("True")
    ok = (
        finished
        and agree
        and versions == list(range(1, len(versions) + 1))
        and final[0]["version"] == final[1]["version"] == len(versions)
        and all(isinstance(k, int) and 0 < k < 500 for k in seen)
        and replay_ok
    )
    check(
        results,
        "friend (both seats at once)",
        ok,
        f"finished {finished}; answers {dict(seen)}; moves {len(versions)}; logs agree {agree}; "
        f"versions 1..N {versions == list(range(1, len(versions) + 1))}; "
        f"replay matches snapshot {replay_ok} {replay.stderr.strip()[-200:]}",
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=4, help="gunicorn workers")
    parser.add_argument("--moves", type=int, default=200, help="concurrent same-move requests")
    parser.add_argument("--daily", type=int, default=100, help="concurrent daily plays")
    parser.add_argument("--only", choices=["same-move", "daily", "friend"], action="append")
    options = parser.parse_args()
    only = set(options.only or ["same-move", "daily", "friend"])
    results: Results = []
    with Stack(workers=options.workers) as stack:
        print(f"gunicorn {options.workers} workers on 127.0.0.1:{stack.port}", flush=True)
        if "same-move" in only:
            race_same_move(stack.port, options.moves, results)
        if "daily" in only:
            race_daily(stack, options.daily, results)
        if "friend" in only:
            race_friend(stack, results)
    failed = [name for name, ok, _ in results if not ok]
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
