"""Accounts that outlive a device: a player may have a username and password, and any number
of bearer tokens (one per device) in the new Token table.

Every existing Player.token_hash is copied into a Token row before the column is dropped, so
the tokens players already hold keep working.  Backwards, each player gets back the digest of
its newest token (a player with none gets a random digest nobody holds).
"""

import secrets
import uuid

import django.db.models.deletion
import django.db.models.functions.text
import django.utils.timezone
from django.db import migrations, models

BATCH = 2000


def tokens_from_players(apps, schema_editor):
    Player = apps.get_model("games", "Player")
    Token = apps.get_model("games", "Token")
    db = schema_editor.connection.alias
    rows = (
        Player.objects.using(db)
        .exclude(token_hash=None)
        .order_by()
        .values_list("id", "token_hash", "created_at")
        .iterator(chunk_size=BATCH)
    )
    batch = []
    for player_id, digest, created_at in rows:
        batch.append(
            Token(
                id=uuid.uuid4(),
                player_id=player_id,
                digest=digest,
                created_at=created_at,
                last_used_at=created_at,
            )
        )
        if len(batch) == BATCH:
            Token.objects.using(db).bulk_create(batch)
            batch = []
    Token.objects.using(db).bulk_create(batch)


def players_from_tokens(apps, schema_editor):
    Player = apps.get_model("games", "Player")
    Token = apps.get_model("games", "Token")
    db = schema_editor.connection.alias
    newest = {}
    for player_id, digest in (
        Token.objects.using(db).order_by("created_at").values_list("player_id", "digest")
    ):
        newest[player_id] = digest
    for player in Player.objects.using(db).order_by().only("id").iterator(chunk_size=BATCH):
        digest = newest.get(player.id) or secrets.token_hex(32)
        Player.objects.using(db).filter(id=player.id).update(token_hash=digest)


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="player",
            name="username",
            field=models.CharField(
                blank=True, editable=False, max_length=40, null=True, verbose_name="username"
            ),
        ),
        migrations.AddField(
            model_name="player",
            name="password",
            field=models.CharField(
                blank=True, default="", editable=False, max_length=128, verbose_name="password"
            ),
        ),
        migrations.AddConstraint(
            model_name="player",
            constraint=models.UniqueConstraint(
                django.db.models.functions.text.Lower("username"),
                name="player_username_ci_unique",
            ),
        ),
        migrations.CreateModel(
            name="Token",
            fields=[
                (
                    "id",
                    models.UUIDField(
                        default=uuid.uuid4, editable=False, primary_key=True, serialize=False
                    ),
                ),
                ("digest", models.CharField(editable=False, max_length=64, unique=True)),
                (
                    "label",
                    models.CharField(
                        blank=True,
                        help_text="The device's User-Agent when the token was made, shortened.",
                        max_length=100,
                        verbose_name="label",
                    ),
                ),
                (
                    "created_at",
                    models.DateTimeField(
                        default=django.utils.timezone.now, editable=False, verbose_name="created at"
                    ),
                ),
                (
                    "last_used_at",
                    models.DateTimeField(
                        default=django.utils.timezone.now,
                        help_text="To within a few minutes: it is not written on every request.",
                        verbose_name="last used at",
                    ),
                ),
                (
                    "player",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="tokens",
                        to="games.player",
                        verbose_name="player",
                    ),
                ),
            ],
            options={
                "verbose_name": "token",
                "verbose_name_plural": "tokens",
            },
        ),
        # Nullable for the way back: the column is re-added empty and filled from the tokens.
        migrations.AlterField(
            model_name="player",
            name="token_hash",
            field=models.CharField(editable=False, max_length=64, null=True, unique=True),
        ),
        migrations.RunPython(tokens_from_players, players_from_tokens),
        migrations.RemoveField(
            model_name="player",
            name="token_hash",
        ),
    ]
