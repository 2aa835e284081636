"""The Daily Gin attack of issue 27, replayed against production settings and default limits.

``python -m loadtest.daily_attack`` starts gunicorn (production settings, the default rates of
every throttle, counters on Redis) on a database of its own, then, from one address:

1. ``guests``: 40 sign-ups one after another: how many guests one address gets (each guest is
   a new scored Daily Gin attempt).
2. ``throwaway``: a guest plays today's scored hand 1 (the reference client's simple choices):
   what its result, events and move log show of the AI's hand (nothing but the cards laid off
   and those it discarded), and whether practice of today opens (422).
3. ``replay``: a second guest replays the first one's line: it scores the same, but ranks on
   the plain board only once it registers; the staff's "replayed daily lines" lists it.
4. ``shopping``: 100 friend games created as fast as one client can: how many are made, what
   a waiting game shows of its deal.
5. ``guessing``: 300 joins with made-up invite codes: how many are answered before 429.

Prints PASS/FAIL lines with the figures (docs/HARDENING.md "Daily Gin integrity"); exits 1 if
any check failed.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import time
from collections import Counter
from typing import Any

from testkit.common import BASE_DIR, PYTHON, Client, Stack, choose_move

DEFAULT_LIMITS = {
    # The shipped defaults (ginapi/settings.py), over the loadtests' unthrottled ones.
    "THROTTLE_PLAYERS": "120/minute",
    "THROTTLE_PLAYERS_HOUR": "10/hour",
    "THROTTLE_PLAYERS_DAY": "30/day",
    "THROTTLE_MOVES": "1200/minute",
    "THROTTLE_GAMES_CREATE": "30/minute",
    "THROTTLE_GAMES_CREATE_ADDRESS": "120/minute",
    "THROTTLE_GAMES_JOIN": "10/minute",
    "THROTTLE_GAMES_JOIN_ADDRESS": "30/minute",
    "MAX_WAITING_GAMES": "5",
}
DATABASE = "ginapi_load_daily_attack"
REDIS_DB = 13
ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def play_hand_one(client: Client, line: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Play today's scored game until hand 1 is over: ``line``'s actions if given, else the
    reference client's choices.  Returns what was served: the game, the events, the line."""
    game = client.post("/api/v1/daily/play").body
    sent: list[dict[str, Any]] = []
    events: list[dict[str, Any]] = []
    while game["last_hand"] is None:
        action = (
            {key: value for key, value in line[len(sent)].items() if key != "expected_version"}
            if line is not None
            else choose_move(game)
        )
        if action is None:
            raise RuntimeError(f"no move to make in {game['phase']}")
        reply = client.post(f"/api/v1/games/{game['id']}/moves", action)
        if reply.status != 200:
            raise RuntimeError(f"move {action} answered {reply.status}: {reply.body}")
        sent.append(action)
        game = reply.body["game"]
        events += reply.body["events"]
    log = client.get(f"/api/v1/games/{game['id']}/moves").body["moves"]
    return {"game": game, "events": events, "line": sent, "log": log}


def shown_of_the_ai(served: dict[str, Any]) -> set[str]:
    """Every card of the AI's hand-1 hand named in its result, its knock and the move log,
    beyond those it discarded (public) and the cards laid off."""
    result = served["game"]["last_hand"]
    named: set[str] = set(result.get("opponent_cards") or ())
    for meld in result.get("opponent_melds") or ():
        named.update(meld)
    for event in served["events"]:
        if event["event"] in ("knock", "big_gin") and event.get("player") == "opponent":
            for meld in event.get("melds") or ():
                named.update(meld)
        if event["event"] == "hand_over":
            named.update(event["result"].get("opponent_cards") or ())
    for entry in served["log"]:
        if entry["player"] == "opponent":
            for meld in entry.get("melds") or ():
                named.update(meld)
    discarded = {entry["card"] for entry in served["log"] if entry["action"] == "discard"}
    return named - discarded - set(result.get("layoffs") or ())


def replayed_listed(stack: Stack) -> str:
    """What the staff's view lists (player names and same-address flags), read in-process."""
    code = (
        "from leaderboard.admin import replayed_daily_scores;"
        "from leaderboard.models import Score;"
        "print(sorted((s.player.display_name, s.same_address) "
        "for s in replayed_daily_scores(Score.objects.all())))"
    )
    done = subprocess.run(
        [PYTHON, "manage.py", "shell", "-v", "0", "-c", code],
        cwd=BASE_DIR,
        env=stack.env,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=2)
    options = parser.parse_args()
    failed = 0

    def report(name: str, ok: bool, detail: str) -> None:
        nonlocal failed
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {name}: {detail}", flush=True)

    with Stack(
        workers=options.workers,
        database=DATABASE,
        redis_db=REDIS_DB,
        fresh_db=True,
        extra_env=DEFAULT_LIMITS,
    ) as stack:
        signups = []
        started = time.perf_counter()
        for n in range(40):
            reply = stack.client().post("/api/v1/players", {"display_name": f"guest {n}"})
            signups.append(reply)
        made = [reply.body["token"] for reply in signups if reply.status == 201]
        statuses = Counter(reply.status for reply in signups)
        report(
            "guests",
            len(made) == 10 and statuses[429] == 30,
            f"40 sign-ups from one address in {time.perf_counter() - started:.1f} s: "
            f"{dict(statuses)} (was: 120 a minute)",
        )

        finder, copier, shopper, guesser = (stack.client(token) for token in made[:4])
        first = play_hand_one(finder)
        result = first["game"]["last_hand"]
        leaked = shown_of_the_ai(first)
        report(
            "throwaway",
            not leaked and result["sealed"] and result["opponent_cards"] is None,
            f"hand 1 {result['outcome']} by {result['knocker']}, {result['points']} points to "
            f"{result['winner']}, in {len(first['line'])} actions; AI cards shown beyond its "
            f"discards and the layoffs: {sorted(leaked) or 'none'} "
            f"(opponent_cards {result['opponent_cards']}, sealed {result['sealed']})",
        )
        practice = finder.post("/api/v1/daily/today/practice")
        report(
            "practice",
            practice.status == 422,
            f"practice of today after one's scored hand: {practice.status} "
            f"{practice.body['error']['code']}",
        )

        second = play_hand_one(copier, first["line"])
        same = second["game"]["last_hand"]["points"] == result["points"]
        plain = stack.client().get("/api/v1/leaderboards/daily/today").body
        with_guests = stack.client().get("/api/v1/leaderboards/daily/today?include=guests").body
        copier.post(
            "/api/v1/players/me/credentials",
            {"username": "copier", "password": "a long enough passphrase"},
        )
        registered = stack.client().get("/api/v1/leaderboards/daily/today").body
        listed = replayed_listed(stack)
        scored = result["winner"] == "you"
        report(
            "replay",
            same
            and plain["count"] == 0
            and with_guests["count"] == (2 if scored else 0)
            and registered["count"] == (1 if scored else 0)
            and (not scored or "('guest 1', True)" in listed),
            f"the replayed line scores {second['game']['last_hand']['points']} "
            f"(the first: {result['points']}); plain board {plain['count']} rows, "
            f"?include=guests {with_guests['count']}, after registering {registered['count']}; "
            f"staff's replayed lines: {listed}",
        )

        started = time.perf_counter()
        created = [shopper.post("/api/v1/games", {"opponent": "human"}) for _ in range(100)]
        elapsed = time.perf_counter() - started
        made_games = [reply.body for reply in created if reply.status == 201]
        codes = Counter(
            reply.body["error"]["code"] if reply.status != 201 else "201" for reply in created
        )
        cards = {card for game in made_games for card in game["your_cards"]}
        report(
            "shopping",
            len(made_games) == 5 and not cards,
            f"100 friend games in {elapsed:.1f} s: {dict(codes)}; cards shown while waiting: "
            f"{len(cards)}",
        )

        rng = random.Random(27)
        started = time.perf_counter()
        joins = [
            guesser.post(
                "/api/v1/games/join",
                {"invite_code": "".join(rng.choice(ALPHABET) for _ in range(8))},
            )
            for _ in range(300)
        ]
        elapsed = time.perf_counter() - started
        answered = Counter(reply.status for reply in joins)
        report(
            "guessing",
            answered[404] == 10 and answered[429] == 290,
            f"300 made-up codes in {elapsed:.1f} s: {dict(answered)}",
        )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
