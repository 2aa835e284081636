"""One case folding for usernames (games.names.username_key): a stored key, unique, which the
login looks players up by, in place of the unique index on LOWER(username) (PostgreSQL's
LOWER and Python's case folding disagree on letters such as İ).

Every registered player's key is computed here.  Two usernames that were distinct under
LOWER but fold to one key (only possible with letters such as İ, ß or ς) stop the migration
with their ids: an operator decides which keeps the name.
"""

import unicodedata

from django.db import migrations, models

BATCH = 2000


def username_key(username):
    # games.names.username_key as of this migration (migrations do not import app code).
    name = unicodedata.normalize("NFKC", username).strip()
    return unicodedata.normalize("NFKC", name.casefold())


def keys_from_usernames(apps, schema_editor):
    Player = apps.get_model("games", "Player")
    db = schema_editor.connection.alias
    seen = {}
    clashes = []
    rows = (
        Player.objects.using(db)
        .exclude(username=None)
        .order_by("created_at")
        .values_list("id", "username")
        .iterator(chunk_size=BATCH)
    )
    keys = []
    for player_id, username in rows:
        key = username_key(username)
        if key in seen:
            clashes.append(f"{seen[key]} / {player_id} ({key!r})")
            continue
        seen[key] = player_id
        keys.append((player_id, key))
    if clashes:
        raise RuntimeError(
            "usernames that are one name under Unicode case folding: " + "; ".join(clashes)
        )
    for player_id, key in keys:
        Player.objects.using(db).filter(id=player_id).update(username_key=key)


class Migration(migrations.Migration):
    dependencies = [("games", "0004_scale")]

    operations = [
        migrations.AddField(
            model_name="player",
            name="username_key",
            field=models.CharField(
                blank=True, editable=False, max_length=120, null=True, verbose_name="username key"
            ),
        ),
        migrations.RunPython(keys_from_usernames, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="player",
            name="username_key",
            field=models.CharField(
                blank=True,
                editable=False,
                max_length=120,
                null=True,
                unique=True,
                verbose_name="username key",
            ),
        ),
        migrations.RemoveConstraint(model_name="player", name="player_username_ci_unique"),
    ]
