"""``manage.py games_fill``: a million finished games and ten million moves, at COPY speed.

For the "ten million moves" benchmarks (BENCHMARKS.md, docs/SCALING.md): an empty database
(the command refuses one with games) is filled with ``--players`` guests and ``--games``
finished games of ``--moves`` moves each, between them about a year old, newest last.

The games are real: ``--templates`` games are played by the engine (the novice AI for both
seats, then the player on turn resigns at move ``--moves``), and every stored game is one of
them under its own id, players, dates and, for friend games, invite code.  So each game's
snapshot is what the engine stored, its seed and moves replay to it, and the admin's game
page and replay check work on any of them.

Rows go in with PostgreSQL ``COPY`` (psycopg 3 ``cursor.copy()``, text format written in
large chunks).  The three tables' indexes and constraints other than primary keys are dropped
first and built again afterwards, one sort each instead of ten million index insertions; the
time each took and its size are printed, then VACUUM ANALYZE runs.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection

from accounts.models import Player
from games.engine.actions import Action, ActionKind
from games.engine.ai import choose_action
from games.engine.match import Match
from games.engine.rules import RULESETS, get_ruleset
from games.models import Game, Move
from games.services import INVITE_ALPHABET, INVITE_LENGTH

CHUNK_BYTES = 4 * 1024 * 1024
"""COPY data is sent in pieces of about this size."""

FRIEND_EVERY = 5
"""One game in this many is a friend game (two players, an invite code); the rest are AI."""

FIRST_NAMES = [
    "Ada",
    "Alan",
    "Barbara",
    "Brian",
    "Carla",
    "Dennis",
    "Edsger",
    "Frances",
    "Grace",
    "Guido",
    "Hedy",
    "Ivan",
    "Jean",
    "Ken",
    "Linus",
    "Lovelace",
    "Margaret",
    "Niklaus",
    "Olga",
    "Peter",
    "Radia",
    "Rob",
    "Sophie",
    "Tim",
    "Ursula",
    "Vint",
    "Whitfield",
    "Xiao",
    "Yukihiro",
    "Zelda",
]
LAST_NAMES = [
    "Hopper",
    "Turing",
    "Liskov",
    "Kernighan",
    "Ritchie",
    "Dijkstra",
    "Allen",
    "Wirth",
    "Hamilton",
    "Perlman",
    "Thompson",
    "Stallman",
    "Torvalds",
    "Lamport",
    "Knuth",
    "Backus",
    "Naur",
    "Cerf",
    "Kahn",
    "Goldberg",
    "Engelbart",
    "Wozniak",
]


@dataclass(frozen=True)
class Template:
    """A game the engine played, in COPY text form."""

    seed: str
    ruleset_name: str
    snapshot: str
    winner_seat: int
    moves: tuple[str, ...]
    """Each move's columns after game_id and before created_at: version, seat, action, payload."""


def copy_text(value: str) -> str:
    """``value`` escaped for COPY's text format (compact JSON has no tab or newline)."""
    return value.replace("\\", "\\\\")


def compact(data: Any) -> str:
    return copy_text(json.dumps(data, separators=(",", ":")))


def play_template(rng: random.Random, ruleset_name: str, moves: int) -> Template:
    seed = rng.randbytes(32)
    match = Match.new(seed=seed, ruleset=get_ruleset(ruleset_name))
    played: list[tuple[int, Action]] = []
    while len(played) < moves - 1 and not match.finished:
        seat = match.turn
        assert seat is not None
        action = choose_action(match.view(seat), "novice")
        match.apply(seat, action)
        played.append((seat, action))
    if not match.finished:
        seat = match.turn
        assert seat is not None
        resign = Action(ActionKind.RESIGN)
        match.apply(seat, resign)
        played.append((seat, resign))
    assert match.finished and match.winner is not None
    return Template(
        seed=seed.hex(),
        ruleset_name=ruleset_name,
        snapshot=compact(match.to_snapshot()),
        winner_seat=match.winner,
        moves=tuple(
            f"{version}\t{seat}\t{action.kind.value}\t{compact(action.to_dict())}"
            for version, (seat, action) in enumerate(played, start=1)
        ),
    )


def invite_code(index: int) -> str:
    """A distinct code for each index (a bijection on 0..31^8-1, scrambled)."""
    base = len(INVITE_ALPHABET)
    value = (index * 2_654_435_761 + 12_345) % base**INVITE_LENGTH
    digits = []
    for _ in range(INVITE_LENGTH):
        value, digit = divmod(value, base)
        digits.append(INVITE_ALPHABET[digit])
    return "".join(digits)


def chunks(lines: Iterator[str]) -> Iterator[bytes]:
    batch: list[str] = []
    size = 0
    for line in lines:
        batch.append(line)
        size += len(line)
        if size >= CHUNK_BYTES:
            yield "".join(batch).encode()
            batch, size = [], 0
    if batch:
        yield "".join(batch).encode()


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--games", type=int, default=1_000_000)
        parser.add_argument("--moves", type=int, default=10, help="moves per game")
        parser.add_argument("--players", type=int, default=100_000)
        parser.add_argument("--templates", type=int, default=300)
        parser.add_argument("--seed", type=int, default=12)

    def handle(self, *args: Any, **options: Any) -> None:
        if connection.vendor != "postgresql":
            raise CommandError("games_fill needs PostgreSQL (it loads rows with COPY)")
        if Game.objects.exists():
            raise CommandError("games_fill fills an empty database; this one has games")
        games, moves, players = options["games"], options["moves"], options["players"]
        if games < 1 or moves < 1 or players < 2:
            raise CommandError("--games and --moves must be at least 1, --players at least 2")
        rng = random.Random(options["seed"])
        started = time.perf_counter()

        rulesets = sorted(RULESETS)
        templates = [
            play_template(rng, rulesets[i % len(rulesets)], moves)
            for i in range(options["templates"])
        ]
        self._say(f"{len(templates)} games played by the engine", started)

        tables = [Player._meta.db_table, Game._meta.db_table, Move._meta.db_table]
        with connection.cursor() as cursor:
            rebuild = self._drop_secondary_indexes(cursor, tables)
        self._say(f"dropped {len(rebuild)} indexes and constraints", started)

        year_ago = dt.datetime.now(dt.UTC) - dt.timedelta(days=365)
        player_ids = [uuid.UUID(int=rng.getrandbits(128), version=4) for _ in range(players)]
        self._copy(
            Player,
            ("id", "display_name", "password", "created_at", "hands_won", "gins"),
            self._player_rows(rng, player_ids, year_ago),
        )
        self._say(f"{players:,} players", started)

        game_ids = [uuid.UUID(int=rng.getrandbits(128), version=4) for _ in range(games)]
        chosen = [rng.randrange(len(templates)) for _ in range(games)]
        times = [year_ago + dt.timedelta(seconds=i * 365 * 86400 / games) for i in range(games)]
        self._copy(
            Game,
            (
                "id",
                "seed",
                "ruleset_name",
                "rules",
                "opponent_kind",
                "ai_level",
                "player0",
                "player1",
                "invite_code",
                "status",
                "version",
                "snapshot",
                "winner_seat",
                "created_at",
                "updated_at",
                "finished_at",
            ),
            self._game_rows(rng, game_ids, chosen, times, templates, player_ids),
        )
        self._say(f"{games:,} games", started)
        loaded = time.perf_counter()
        total_moves = self._copy(
            Move,
            ("game", "version", "seat", "action", "payload", "created_at"),
            self._move_rows(game_ids, chosen, times, templates),
        )
        rate = total_moves / (time.perf_counter() - loaded)
        self._say(f"{total_moves:,} moves ({rate:,.0f} rows/s)", started)

        with connection.cursor() as cursor:
            for table, name, statement in rebuild:
                built = time.perf_counter()
                cursor.execute(statement)
                cursor.execute(
                    "SELECT pg_relation_size(oid) FROM pg_class WHERE relname = %s", [name]
                )
                row = cursor.fetchone()
                size = f"{row[0] / 2**20:,.0f} MiB" if row else "(a check, no index)"
                self._say(f"built {table}.{name}: {size}", built)
            for table in tables:
                cursor.execute(f"VACUUM ANALYZE {table}")
        self._say("vacuumed and analysed", started)

    def _say(self, what: str, since: float) -> None:
        self.stdout.write(f"{time.perf_counter() - since:8.1f}s  {what}")

    def _drop_secondary_indexes(self, cursor: Any, tables: list[str]) -> list[tuple[str, ...]]:
        """Drop every constraint but primary keys, and every index not behind one, of
        ``tables``; the statements that build them again (foreign keys last)."""
        cursor.execute(
            """
            SELECT rel.relname, con.conname, con.contype, pg_get_constraintdef(con.oid)
            FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
            WHERE rel.relname = ANY(%s) AND con.contype IN ('u', 'f')
            """,
            [tables],
        )
        constraints = cursor.fetchall()
        cursor.execute(
            """
            SELECT idx.tablename, idx.indexname, idx.indexdef FROM pg_indexes idx
            WHERE idx.tablename = ANY(%s) AND NOT EXISTS (
                SELECT 1 FROM pg_constraint con WHERE con.conname = idx.indexname)
            """,
            [tables],
        )
        indexes = cursor.fetchall()
        rebuild: list[tuple[str, ...]] = []
        for table, name, _kind, definition in sorted(constraints, key=lambda c: c[2] != "f"):
            cursor.execute(f'ALTER TABLE {table} DROP CONSTRAINT "{name}"')
            rebuild.append(
                (table, name, f'ALTER TABLE {table} ADD CONSTRAINT "{name}" {definition}')
            )
        for table, name, definition in indexes:
            cursor.execute(f'DROP INDEX "{name}"')
            rebuild.append((table, name, definition))
        # Unique constraints and indexes before the foreign keys that use them.
        return sorted(rebuild, key=lambda entry: "FOREIGN KEY" in entry[2])

    def _copy(self, model: Any, names: tuple[str, ...], lines: Iterator[str]) -> int:
        columns = ", ".join(model._meta.get_field(name).column for name in names)
        count = 0
        with connection.cursor() as cursor:
            raw = cursor.cursor
            with raw.copy(f"COPY {model._meta.db_table} ({columns}) FROM STDIN") as copy:
                for chunk in chunks(lines):
                    copy.write(chunk)
                    count += chunk.count(b"\n")
        return count

    def _player_rows(
        self, rng: random.Random, ids: list[uuid.UUID], since: dt.datetime
    ) -> Iterator[str]:
        step = 365 * 86400 / len(ids)
        for index, player_id in enumerate(ids):
            name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)} {rng.randrange(1000)}"
            created = (
                since - dt.timedelta(days=1) + dt.timedelta(seconds=index * step)
            ).isoformat()
            # Guests: no username (NULL), no password (empty), no token (nobody logs in).
            yield f"{player_id}\t{name}\t\t{created}\t0\t0\n"

    def _game_rows(
        self,
        rng: random.Random,
        ids: list[uuid.UUID],
        chosen: list[int],
        times: list[dt.datetime],
        templates: list[Template],
        players: list[uuid.UUID],
    ) -> Iterator[str]:
        for index, game_id in enumerate(ids):
            template = templates[chosen[index]]
            seat0 = players[rng.randrange(len(players))]
            created = times[index]
            finished = (created + dt.timedelta(seconds=len(template.moves) * 7)).isoformat()
            if index % FRIEND_EVERY == 0:
                seat1 = players[rng.randrange(len(players))]
                kind = f"human\t\\N\t{seat0}\t{seat1}\t{invite_code(index)}"
            else:
                kind = f"ai\tnovice\t{seat0}\t\\N\t\\N"
            yield (
                f"{game_id}\t{template.seed}\t{template.ruleset_name}\t{{}}\t{kind}\tfinished\t"
                f"{len(template.moves)}\t{template.snapshot}\t{template.winner_seat}\t"
                f"{created.isoformat()}\t{finished}\t{finished}\n"
            )

    def _move_rows(
        self,
        ids: list[uuid.UUID],
        chosen: list[int],
        times: list[dt.datetime],
        templates: list[Template],
    ) -> Iterator[str]:
        for index, game_id in enumerate(ids):
            created = times[index]
            for offset, move in enumerate(templates[chosen[index]].moves, start=1):
                at = (created + dt.timedelta(seconds=offset * 7)).isoformat()
                yield f"{game_id}\t{move}\t{at}\n"
