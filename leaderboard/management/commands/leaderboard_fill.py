"""``manage.py leaderboard_fill [--scores N] [--players P]``: bench data for the leaderboards.

Writes N won-hand scores (default 1,000,000) for P guest players (default N, so the all-time
board has up to N rows), one finished placeholder game per player, with PostgreSQL COPY, then
rebuilds the boards set-based and runs VACUUM ANALYZE.  Every ``--daily-every``-th score is the
first hand of a scored daily game on ``--daily-date`` (default today, UTC), so that date's
board is filled too.  The rows are benchmark data only: the games cannot be played or replayed.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection, models, transaction

from accounts.models import Player
from daily.services import daily_deal_ensure, daily_today
from games.models import Game
from leaderboard.models import BestScore, BoardTally, Score
from leaderboard.services import leaderboard_rebuild

MAX_POINTS = 200


def copy_rows(model: type[models.Model], rows: Iterable[dict[str, Any]]) -> int:
    """COPY ``rows`` (attname -> value; missing fields take their model default) into the table."""
    # Serial primary keys are left to the database's sequence.
    fields = [
        field
        for field in model._meta.concrete_fields
        if not isinstance(field, models.AutoField | models.BigAutoField)
    ]
    defaults: dict[str, Any] = {}
    for field in fields:
        if field.has_default():
            defaults[field.attname] = field.get_default()
        elif field.null:
            defaults[field.attname] = None
    # JSON columns go over COPY as text; everything else as psycopg adapts it.
    json_attnames = {field.attname for field in fields if isinstance(field, models.JSONField)}
    columns = ", ".join(connection.ops.quote_name(field.column) for field in fields)
    table = connection.ops.quote_name(model._meta.db_table)
    count = 0
    with connection.cursor() as cursor:
        raw = cursor.cursor
        with raw.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
            for row in rows:
                values = []
                for field in fields:
                    value = row[field.attname] if field.attname in row else defaults[field.attname]
                    if field.attname in json_attnames and value is not None:
                        value = json.dumps(value)
                    values.append(value)
                copy.write_row(values)
                count += 1
    return count


def points_sampler(rng: random.Random) -> Callable[[], int]:
    """Hand scores shaped like arcade play: mostly knocks of 5-60, some gins (+25), a long tail."""

    def sample() -> int:
        points = max(1, int(rng.gammavariate(2.0, 14.0)))
        if rng.random() < 0.12:
            points += 25
        return min(points, MAX_POINTS)

    return sample


class Command(BaseCommand):
    help = "Fill the database with N leaderboard scores (default 1,000,000) for benchmarks."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--scores", type=int, default=1_000_000)
        parser.add_argument("--players", type=int, default=None, help="Default: --scores.")
        parser.add_argument("--daily-every", type=int, default=10)
        parser.add_argument("--daily-date", default=None, help="ISO date; default today (UTC).")
        parser.add_argument("--seed", type=int, default=2025)
        parser.add_argument(
            "--force", action="store_true", help="Fill even if the database already has players."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if connection.vendor != "postgresql":
            raise CommandError("leaderboard_fill needs PostgreSQL (it uses COPY)")
        scores: int = options["scores"]
        players: int = options["players"] or scores
        if scores < 1 or players < 1 or players > scores:
            raise CommandError("need 1 <= --players <= --scores")
        if Player.objects.exists() and not options["force"]:
            raise CommandError("the database already has players; pass --force to add to it")
        daily_date = (
            dt.date.fromisoformat(options["daily_date"]) if options["daily_date"] else daily_today()
        )
        deal = daily_deal_ensure(date=daily_date)
        rng = random.Random(options["seed"])
        sample_points = points_sampler(rng)
        now = dt.datetime.now(dt.UTC)
        started = time.perf_counter()

        player_ids = [uuid.UUID(int=rng.getrandbits(128), version=4) for _ in range(players)]
        game_ids = [uuid.UUID(int=rng.getrandbits(128), version=4) for _ in range(players)]

        def player_rows() -> Iterator[dict[str, Any]]:
            for n, player_id in enumerate(player_ids):
                yield {
                    "id": player_id,
                    "display_name": f"bench {n}",
                    # Registered, so they rank on the daily boards too (guests only show there
                    # with ?include=guests).
                    "username": f"bench{n}",
                    "created_at": now,
                }

        def game_rows() -> Iterator[dict[str, Any]]:
            for player_id, game_id in zip(player_ids, game_ids, strict=True):
                yield {
                    "id": game_id,
                    "seed": game_id.hex * 2,
                    "ruleset_name": "arcade",
                    "rules": {},
                    "opponent_kind": "ai",
                    "ai_level": "novice",
                    "player0_id": player_id,
                    "status": "finished",
                    "snapshot": {"bench": True},
                    "created_at": now,
                    "updated_at": now,
                    "finished_at": now,
                }

        def score_rows() -> Iterator[dict[str, Any]]:
            year = 365 * 24 * 3600
            for n in range(scores):
                hand_number = n // players + 1
                yield {
                    "player_id": player_ids[n % players],
                    "game_id": game_ids[n % players],
                    "hand_number": hand_number,
                    "points": sample_points(),
                    "achieved_at": now - dt.timedelta(seconds=rng.randrange(year)),
                    "daily_deal_id": deal.pk
                    if hand_number == 1 and n % options["daily_every"] == 0
                    else None,
                    "hidden": False,
                    "hidden_reason": "",
                    "created_at": now,
                }

        with transaction.atomic():
            copied = copy_rows(Player, player_rows())
            self.stdout.write(f"players: {copied} ({time.perf_counter() - started:.1f}s)")
            copied = copy_rows(Game, game_rows())
            self.stdout.write(f"games: {copied} ({time.perf_counter() - started:.1f}s)")
            copied = copy_rows(Score, score_rows())
            self.stdout.write(f"scores: {copied} ({time.perf_counter() - started:.1f}s)")
            leaderboard_rebuild()
            self.stdout.write(f"boards rebuilt ({time.perf_counter() - started:.1f}s)")
        with connection.cursor() as cursor:
            for model in (Player, Game, Score, BestScore, BoardTally):
                cursor.execute(f"VACUUM ANALYZE {connection.ops.quote_name(model._meta.db_table)}")
        self.stdout.write(
            f"done: {scores} scores, {players} players, daily board {daily_date} "
            f"({time.perf_counter() - started:.1f}s)"
        )
