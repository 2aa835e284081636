"""The content types of Player and Token follow them from the games app to this one, so the
staff permissions given on them (``games.change_player`` becomes ``accounts.change_player``)
and the admin's history of their pages still name them.  Only django_content_type's two rows
are relabelled; on a new database there are none yet (they are made after the migrations)."""

from django.db import migrations

MODELS = ("player", "token")


def relabel(apps, schema_editor, source, target):
    ContentType = apps.get_model("contenttypes", "ContentType")
    db = schema_editor.connection.alias
    for model in MODELS:
        if ContentType.objects.using(db).filter(app_label=target, model=model).exists():
            continue
        ContentType.objects.using(db).filter(app_label=source, model=model).update(
            app_label=target
        )


def forwards(apps, schema_editor):
    relabel(apps, schema_editor, "games", "accounts")


def backwards(apps, schema_editor):
    relabel(apps, schema_editor, "accounts", "games")


class Migration(migrations.Migration):

    dependencies = [
        ("accounts", "0001_initial"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(forwards, backwards, elidable=True)]
