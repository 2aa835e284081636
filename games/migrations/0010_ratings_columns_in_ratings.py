"""The ratings' columns leave the game: ``rated``, ``unrated_reason`` and ``rating_change``
are the ratings app's own table now (ratings 0003_gamerating copies them there first; it
names this migration in its ``run_before``, so games names no app built on it)."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('games', '0009_idempotency_in_ginapi'),
    ]

    operations = [
        migrations.RemoveField(
            model_name='game',
            name='rated',
        ),
        migrations.RemoveField(
            model_name='game',
            name='rating_change',
        ),
        migrations.RemoveField(
            model_name='game',
            name='unrated_reason',
        ),
    ]
