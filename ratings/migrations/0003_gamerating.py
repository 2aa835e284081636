"""What ratings keeps of a game becomes its own table (ratings.GameRating): the games that
asked to be rated (``rated``, or unrated for a reason, or with a rating change) are copied
from games' columns before games 0010 drops them; back, they are copied again first."""

import django.db.models.deletion
from django.db import migrations, models


def _asked(Game):
    return Game.objects.filter(
        models.Q(rated=True)
        | models.Q(unrated_reason__isnull=False)
        | models.Q(rating_change__isnull=False)
    )


def copy_in(apps, schema_editor):
    Game = apps.get_model("games", "Game")
    GameRating = apps.get_model("ratings", "GameRating")
    rows = _asked(Game).values_list("pk", "rated", "unrated_reason", "rating_change")
    GameRating.objects.bulk_create(
        (
            GameRating(game_id=pk, rated=rated, unrated_reason=reason, rating_change=change)
            for pk, rated, reason, change in rows.iterator(chunk_size=2000)
        ),
        batch_size=2000,
    )


def copy_back(apps, schema_editor):
    Game = apps.get_model("games", "Game")
    GameRating = apps.get_model("ratings", "GameRating")
    for row in GameRating.objects.iterator(chunk_size=2000):
        Game.objects.filter(pk=row.game_id).update(
            rated=row.rated, unrated_reason=row.unrated_reason, rating_change=row.rating_change
        )


class Migration(migrations.Migration):

    dependencies = [
        ('games', '0009_idempotency_in_ginapi'),
        ('ratings', '0002_players_in_accounts'),
    ]
    run_before = [
        ('games', '0010_ratings_columns_in_ratings'),
    ]

    operations = [
        migrations.CreateModel(
            name='GameRating',
            fields=[
                ('game', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, primary_key=True, related_name='+', serialize=False, to='games.game', verbose_name='game')),
                ('rated', models.BooleanField(default=True, help_text="Counts for both players' ratings.", verbose_name='rated')),
                ('unrated_reason', models.CharField(blank=True, max_length=16, null=True, verbose_name='unrated because')),
                ('rating_change', models.JSONField(blank=True, null=True, verbose_name='rating change')),
            ],
            options={
                'verbose_name': 'game rating',
                'verbose_name_plural': 'game ratings',
            },
        ),
        migrations.RunPython(copy_in, copy_back, elidable=True),
    ]
