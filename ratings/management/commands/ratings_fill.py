"""``manage.py ratings_fill [--players N] [--history H]``: bench data for the rating board and
profiles.

Writes N guest players (default 1,000,000) with a standard rating each (normal around 1500;
deviations spread so that about four in five are established, the rest provisional) and H
rating-history rows (default 10,000,000) spread over them, each pointing at one finished
placeholder game per player, with PostgreSQL COPY, then VACUUM ANALYZE.  Benchmark data only:
the games cannot be played or replayed, and ``ratings_recompute`` on it would not arrive at
these numbers.
"""

from __future__ import annotations

import datetime as dt
import random
import time
import uuid
from collections.abc import Iterable, Iterator
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection, models, transaction

from accounts.models import Player
from games.models import Game
from ratings.models import GameRating, PlayerRating, RatingHistory, RatingTally
from ratings.services import ratings_tally_rebuild


def _column(model: type[models.Model], name: str) -> str:
    field = model._meta.get_field(name)
    assert isinstance(field, models.Field) and field.column
    return field.column


def copy_rows(
    model: type[models.Model], columns: list[str], rows: Iterable[tuple[Any, ...]]
) -> int:
    """COPY ``rows`` (values of ``columns``, model attnames) into the model's table."""
    names = ", ".join(connection.ops.quote_name(_column(model, name)) for name in columns)
    table = connection.ops.quote_name(model._meta.db_table)
    count = 0
    with (
        connection.cursor() as cursor,
        cursor.cursor.copy(f"COPY {table} ({names}) FROM STDIN") as copy,
    ):
        for row in rows:
            copy.write_row(row)
            count += 1
    return count


class Command(BaseCommand):
    help = "Fill the database with rated players and rating history for benchmarks."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--players", type=int, default=1_000_000)
        parser.add_argument("--history", type=int, default=10_000_000)
        parser.add_argument("--seed", type=int, default=2026)

    def handle(self, *args: Any, **options: Any) -> None:
        if connection.vendor != "postgresql":
            raise CommandError("ratings_fill needs PostgreSQL (it uses COPY)")
        players: int = options["players"]
        history: int = options["history"]
        rng = random.Random(options["seed"])
        now = dt.datetime.now(dt.UTC)
        started = time.perf_counter()
        player_ids = [uuid.UUID(int=rng.getrandbits(128), version=4) for _ in range(players)]
        game_ids = [uuid.UUID(int=rng.getrandbits(128), version=4) for _ in range(players)]

        def player_rows() -> Iterator[tuple[Any, ...]]:
            for n, player_id in enumerate(player_ids):
                yield (player_id, f"rated {n}", now, 0, 0, "")

        def game_rows() -> Iterator[tuple[Any, ...]]:
            for player_id, game_id in zip(player_ids, game_ids, strict=True):
                yield (
                    game_id,
                    game_id.hex * 2,
                    "standard",
                    "{}",
                    "human",
                    player_id,
                    "finished",
                    0,
                    '{"bench": true}',
                    now,
                    now,
                    now,
                )

        def game_rating_rows() -> Iterator[tuple[Any, ...]]:
            for game_id in game_ids:
                yield (game_id, True)

        def rating_rows() -> Iterator[tuple[Any, ...]]:
            for player_id in player_ids:
                rd = 45 + rng.random() * 82 if rng.random() < 0.8 else 111 + rng.random() * 200
                yield (player_id, "standard", rng.gauss(1500, 220), rd, 0.06, 30, now)

        def history_rows() -> Iterator[tuple[Any, ...]]:
            year = 365 * 24 * 3600
            for n in range(history):
                index = n % players
                yield (
                    player_ids[index],
                    "standard",
                    game_ids[index],
                    now - dt.timedelta(seconds=rng.randrange(year)),
                    rng.gauss(1500, 220),
                    60.0,
                    0.06,
                )

        steps: list[tuple[type[models.Model], list[str], Iterable[tuple[Any, ...]]]] = [
            (
                Player,
                ["id", "display_name", "created_at", "hands_won", "gins", "password"],
                player_rows(),
            ),
            (
                Game,
                [
                    "id",
                    "seed",
                    "ruleset_name",
                    "rules",
                    "opponent_kind",
                    "player0",
                    "status",
                    "version",
                    "snapshot",
                    "created_at",
                    "updated_at",
                    "finished_at",
                ],
                game_rows(),
            ),
            (GameRating, ["game", "rated"], game_rating_rows()),
            (
                PlayerRating,
                ["player", "ruleset", "rating", "rd", "volatility", "games", "updated_at"],
                rating_rows(),
            ),
            (
                RatingHistory,
                ["player", "ruleset", "game", "at", "rating", "rd", "volatility"],
                history_rows(),
            ),
        ]
        with transaction.atomic():
            for model, columns, rows in steps:
                copied = copy_rows(model, columns, rows)
                elapsed = time.perf_counter() - started
                self.stdout.write(f"{model._meta.db_table}: {copied} ({elapsed:.1f}s)")
            ratings_tally_rebuild()
        with connection.cursor() as cursor:
            for model in (Player, Game, PlayerRating, RatingHistory, RatingTally):
                cursor.execute(f"VACUUM ANALYZE {connection.ops.quote_name(model._meta.db_table)}")
        self.stdout.write(f"done ({time.perf_counter() - started:.1f}s)")
