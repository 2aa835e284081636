#!/usr/bin/env python3
"""Check a past Daily Gin deal against its published commitment, with the standard library only.

    python scripts/verify_daily.py 2025-03-09 --base https://gin.example.org

It fetches ``GET {base}/api/v1/daily/{date}``, checks that ``seed_commitment`` is the SHA-256 of
the revealed ``seed``, rebuilds the first hand's deck, deal, upcard and stock from the seed as
docs/DAILY_VERIFY.md describes, and compares them with the ``deal`` the service shows.  Exit
status 0 when everything matches, 1 when something does not, 2 when the date cannot be checked
(not over yet, no such deal, the server unreachable).  Nothing here imports the project.
"""

from __future__ import annotations

import argparse
import hashlib
import hmac
import json
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

RANKS = "A23456789TJQK"
SUITS = "CDHS"
DECK = [rank + suit for suit in SUITS for rank in RANKS]
"""The 52 cards in index order: AC 2C ... KC, AD ... KD, AH ... KH, AS ... KS."""
STREAM_PREFIX = b"ginapi-deck-stream\x00"


def derive(seed: bytes, label: str) -> bytes:
    """HMAC-SHA256(key=seed, msg=label)."""
    return hmac.new(seed, label.encode(), hashlib.sha256).digest()


def byte_stream(seed: bytes) -> Iterator[int]:
    """Block n is HMAC-SHA256(key=seed, msg=STREAM_PREFIX + n as 8 bytes big-endian)."""
    counter = 0
    while True:
        yield from hmac.new(
            seed, STREAM_PREFIX + counter.to_bytes(8, "big"), hashlib.sha256
        ).digest()
        counter += 1


def shuffled(seed: bytes) -> list[str]:
    """Fisher-Yates from the top, each j a byte of the stream modulo i + 1, rejecting bytes at
    or above 256 - 256 % (i + 1)."""
    cards = list(DECK)
    stream = byte_stream(seed)
    for i in range(51, 0, -1):
        bound = i + 1
        limit = 256 - 256 % bound
        byte = next(stream)
        while byte >= limit:
            byte = next(stream)
        j = byte % bound
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def rebuild(seed: bytes) -> dict[str, Any]:
    """The first hand of a daily game dealt from ``seed`` (seat 0 the player, seat 1 the AI)."""
    deck = shuffled(derive(seed, "hand:1"))
    dealer = derive(seed, "dealer")[0] & 1
    hands: list[list[str]] = [[], []]
    for i in range(20):
        seat = 1 - dealer if i % 2 == 0 else dealer
        hands[seat].append(deck[i])
    return {
        "deck": deck,
        "dealer": "player" if dealer == 0 else "ai",
        "player_cards": sorted(hands[0], key=DECK.index),
        "ai_cards": sorted(hands[1], key=DECK.index),
        "upcard": deck[20],
        "stock": deck[21:],
    }


def fetch(base: str, date: str) -> dict[str, Any]:
    url = f"{base.rstrip('/')}/api/v1/daily/{date}"
    request = urllib.request.Request(url, headers={"Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        body: dict[str, Any] = json.load(response)
    return body


def verify(body: dict[str, Any]) -> list[str]:
    """What does not match (empty when the deal is verified)."""
    problems = []
    seed = bytes.fromhex(body["seed"])
    digest = hashlib.sha256(seed).hexdigest()
    if digest != body["seed_commitment"]:
        problems.append(f"seed_commitment {body['seed_commitment']} is not SHA-256(seed) {digest}")
    rebuilt = rebuild(seed)
    shown = body["deal"]
    for key, value in rebuilt.items():
        if key in ("player_cards", "ai_cards") and key in shown:
            if sorted(shown[key], key=DECK.index) != value:
                problems.append(f"{key}: shown {shown[key]}, rebuilt {value}")
        elif key in shown and shown[key] != value:
            problems.append(f"{key}: shown {shown[key]}, rebuilt {value}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("date", help="a past date, YYYY-MM-DD")
    parser.add_argument("--base", default="http://127.0.0.1:8000", help="the service's URL")
    args = parser.parse_args(argv)
    try:
        body = fetch(args.base, args.date)
    except (urllib.error.URLError, OSError, ValueError) as error:
        print(f"cannot fetch {args.date}: {error}", file=sys.stderr)
        return 2
    if "seed" not in body or "deal" not in body:
        print(f"{args.date} is not over yet: only its commitment is shown", file=sys.stderr)
        return 2
    problems = verify(body)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"{args.date}: seed matches its commitment {body['seed_commitment']}; deal rebuilt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
