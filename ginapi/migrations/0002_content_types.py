"""The content type of IdempotencyRecord follows it from the games app to this one, so the
staff permissions given on it (``games.view_idempotencyrecord`` becomes
``ginapi.view_idempotencyrecord``) still name it, as accounts 0002_content_types did for
Player and Token.  Only django_content_type's row is relabelled; on a new database there is
none yet (it is made after the migrations)."""

from django.db import migrations

MODEL = "idempotencyrecord"


def relabel(apps, schema_editor, source, target):
    ContentType = apps.get_model("contenttypes", "ContentType")
    rows = ContentType.objects.using(schema_editor.connection.alias)
    if not rows.filter(app_label=target, model=MODEL).exists():
        rows.filter(app_label=source, model=MODEL).update(app_label=target)


def forwards(apps, schema_editor):
    relabel(apps, schema_editor, "games", "ginapi")


def backwards(apps, schema_editor):
    relabel(apps, schema_editor, "ginapi", "games")


class Migration(migrations.Migration):

    dependencies = [
        ("ginapi", "0001_idempotency_records"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(forwards, backwards, elidable=True)]
