"""Indexes for a million games and ten million moves (docs/SCALING.md, BENCHMARKS.md).

- Dropped: the foreign keys' own indexes on games.player0, games.player1 and moves.game.
  game_seat0_recent, game_seat1_recent and move_unique_version start with those columns and
  serve the same lookups; the move index alone was a third of the index writes of a move.
- Added, for the admin at that size (each names the query it serves):
  game_recent, player_recent and player_name_prefix.

Indexes are built CONCURRENTLY on PostgreSQL (this migration is not atomic), so a live table
is not locked while they build, and IF NOT EXISTS, so a build interrupted and retried
finishes.  On SQLite (``make run``) they are plain indexes, the name one without its
PostgreSQL operator class.
"""

from django.db import migrations, models

INDEXES = [
    # Admin game list, unfiltered and by status/ruleset: ORDER BY created_at DESC LIMIT 100.
    ("game_recent", "games_game", "(created_at DESC)", "(created_at DESC)"),
    # Admin player list: ORDER BY created_at DESC LIMIT 100.
    ("player_recent", "games_player", "(created_at DESC)", "(created_at DESC)"),
    # Admin search by the start of a name (players, and the games of those players):
    # WHERE UPPER(display_name::text) LIKE UPPER('ada%'), Django's istartswith.
    (
        "player_name_prefix",
        "games_player",
        "(UPPER(display_name::text) text_pattern_ops)",
        "(UPPER(display_name))",
    ),
]


def create_indexes(apps, schema_editor):
    postgres = schema_editor.connection.vendor == "postgresql"
    for name, table, postgres_columns, other_columns in INDEXES:
        if postgres:
            schema_editor.execute(
                f"CREATE INDEX CONCURRENTLY IF NOT EXISTS {name} ON {table} {postgres_columns}"
            )
        else:
            schema_editor.execute(f"CREATE INDEX IF NOT EXISTS {name} ON {table} {other_columns}")


def drop_indexes(apps, schema_editor):
    concurrently = "CONCURRENTLY " if schema_editor.connection.vendor == "postgresql" else ""
    for name, *_rest in INDEXES:
        schema_editor.execute(f"DROP INDEX {concurrently}IF EXISTS {name}")


class Migration(migrations.Migration):
    atomic = False

    dependencies = [
        ("games", "0003_live"),
    ]

    operations = [
        migrations.AlterField(
            model_name="game",
            name="player0",
            field=models.ForeignKey(
                db_index=False,
                on_delete=models.deletion.PROTECT,
                related_name="games_as_seat0",
                to="games.player",
                verbose_name="creator",
            ),
        ),
        migrations.AlterField(
            model_name="game",
            name="player1",
            field=models.ForeignKey(
                blank=True,
                db_index=False,
                null=True,
                on_delete=models.deletion.PROTECT,
                related_name="games_as_seat1",
                to="games.player",
                verbose_name="friend",
            ),
        ),
        migrations.AlterField(
            model_name="move",
            name="game",
            field=models.ForeignKey(
                db_index=False,
                on_delete=models.deletion.CASCADE,
                related_name="moves",
                to="games.game",
            ),
        ),
        migrations.RunPython(create_indexes, drop_indexes, elidable=False),
    ]
