"""What an OAuth access token costs a request, against a device token, in the same run.

``python -m loadtest.oauth_cost`` starts gunicorn with production settings (PostgreSQL,
Redis), makes one registered player with a device token and, through the PKCE flow over
HTTP (the consent page's sign-in and Allow, then POST /oauth/token), an OAuth access token
for the same player.  Then, in alternating rounds so that drift hits both alike, each token
calls ``GET /api/v1/players/me`` and plays moves in a game against the AI of its own.  It
prints requests/s, p50 and p99 for each (one client thread: the cost of one request, not
the server's ceiling).  A bearer token of either kind is one indexed lookup (oauth/auth.py).
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import re
import secrets
import time
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import requests

from testkit.common import Client, Stack, choose_move, percentile

PASSWORD = "correct horse battery staple"
REDIRECT_URI = "http://127.0.0.1:9/callback"


def oauth_token(port: int, username: str, client_id: str, scope: str) -> str:
    """The whole PKCE flow by HTTP; the access token."""
    base = f"http://127.0.0.1:{port}"
    verifier = secrets.token_urlsafe(48)
    challenge = (
        base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    )
    query = urlencode(
        {
            "response_type": "code",
            "client_id": client_id,
            "redirect_uri": REDIRECT_URI,
            "scope": scope,
            "state": "s",
            "code_challenge": challenge,
            "code_challenge_method": "S256",
        }
    )
    url = f"{base}/oauth/authorize?{query}"
    browser = requests.Session()

    def csrf(html: str) -> str:
        match = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html)
        assert match, html[:500]
        return match.group(1)

    page = browser.get(url)
    form = {"action": "sign-in", "username": username, "password": PASSWORD}
    page = browser.post(
        url, {**form, "csrfmiddlewaretoken": csrf(page.text)}, headers={"Referer": url}
    )
    allowed = browser.post(
        url,
        {"action": "allow", "csrfmiddlewaretoken": csrf(page.text)},
        headers={"Referer": url},
        allow_redirects=False,
    )
    code = parse_qs(urlsplit(allowed.headers["Location"]).query)["code"][0]
    tokens = requests.post(
        f"{base}/oauth/token",
        {
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": REDIRECT_URI,
            "client_id": client_id,
            "code_verifier": verifier,
        },
    ).json()
    return str(tokens["access_token"])


def play(client: Client, game: dict[str, Any], latencies: list[float]) -> dict[str, Any]:
    """One move of ``game`` (a new game when it is over); the game after it."""
    move = choose_move(game)
    if move is None or game["status"] != "active":
        reply = client.post("/api/v1/games", {"opponent": "ai", "ruleset": "standard"})
        assert reply.status == 201, reply.body
        return dict(reply.body)
    reply = client.post(
        f"/api/v1/games/{game['id']}/moves", {**move, "expected_version": game["version"]}
    )
    assert reply.status == 200, reply.body
    latencies.append(reply.elapsed)
    return dict(reply.body["game"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--requests", type=int, default=200, help="per token and round")
    options = parser.parse_args()
    with Stack(workers=2, extra_env={"SECURE_COOKIES": "false"}) as stack:
        device = stack.client()
        reply = device.post("/api/v1/players", {"display_name": "Bench"})
        device.token = reply.body["token"]
        username = f"bench{secrets.token_hex(4)}"
        reply = device.post(
            "/api/v1/players/me/credentials", {"username": username, "password": PASSWORD}
        )
        assert reply.status == 200, reply.body
        reply = device.post(
            "/api/v1/apps", {"name": "Bench", "redirect_uris": [REDIRECT_URI], "public": True}
        )
        assert reply.status == 201, reply.body
        oauth = stack.client(
            oauth_token(stack.port, username, reply.body["client_id"], "profile:read games:play")
        )
        clients = {"device token": device, "OAuth token": oauth}
        reads: dict[str, list[float]] = {name: [] for name in clients}
        moves: dict[str, list[float]] = {name: [] for name in clients}
        games = {
            name: dict(client.post("/api/v1/games", {"opponent": "ai"}).body)
            for name, client in clients.items()
        }
        elapsed = {name: 0.0 for name in clients}
        for _round in range(options.rounds):
            for name, client in clients.items():
                started = time.perf_counter()
                for _ in range(options.requests):
                    reply = client.get("/api/v1/players/me")
                    assert reply.status == 200, reply.body
                    reads[name].append(reply.elapsed)
                for _ in range(options.requests):
                    games[name] = play(client, games[name], moves[name])
                elapsed[name] += time.perf_counter() - started
        print(f"{options.rounds} rounds of {options.requests} reads and moves per token\n")
        print("| token | GET /players/me p50, p99 | move p50, p99 |")
        print("|---|---|---|")
        for name in clients:
            r, m = reads[name], moves[name]
            print(
                f"| {name} | {percentile(r, 50) * 1000:.2f}, {percentile(r, 99) * 1000:.2f} ms "
                f"| {percentile(m, 50) * 1000:.2f}, {percentile(m, 99) * 1000:.2f} ms |"
            )


if __name__ == "__main__":
    main()
