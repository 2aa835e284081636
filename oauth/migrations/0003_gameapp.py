"""The app a game was created through becomes oauth's own table (oauth.GameApp): each game
with an app is copied from games' column before games 0011 drops it; back, copied again
first."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def copy_in(apps, schema_editor):
    Game = apps.get_model("games", "Game")
    GameApp = apps.get_model("oauth", "GameApp")
    rows = Game.objects.filter(app__isnull=False).values_list("pk", "app_id")
    GameApp.objects.bulk_create(
        (GameApp(game_id=pk, app_id=app_id) for pk, app_id in rows.iterator(chunk_size=2000)),
        batch_size=2000,
    )


def copy_back(apps, schema_editor):
    Game = apps.get_model("games", "Game")
    GameApp = apps.get_model("oauth", "GameApp")
    for row in GameApp.objects.iterator(chunk_size=2000):
        Game.objects.filter(pk=row.game_id).update(app_id=row.app_id)


class Migration(migrations.Migration):

    dependencies = [
        ('games', '0010_ratings_columns_in_ratings'),
        ('oauth', '0002_players_in_accounts'),
    ]
    run_before = [
        ('games', '0011_app_in_oauth'),
    ]

    operations = [
        migrations.CreateModel(
            name='GameApp',
            fields=[
                ('game', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, primary_key=True, related_name='+', serialize=False, to='games.game', verbose_name='game')),
                ('app', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to=settings.OAUTH2_PROVIDER_APPLICATION_MODEL, verbose_name='created through app')),
            ],
            options={
                'verbose_name': 'game made through an app',
                'verbose_name_plural': 'games made through apps',
            },
        ),
        migrations.RunPython(copy_in, copy_back, elidable=True),
    ]
