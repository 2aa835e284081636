"""Idempotency-Key answers are purged after IDEMPOTENCY_KEY_TTL_SECONDS: the index that finds
the old ones."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("games", "0005_trust_names")]

    operations = [
        migrations.AddIndex(
            model_name="idempotencyrecord",
            index=models.Index(fields=["created_at"], name="idempotency_created"),
        ),
    ]
