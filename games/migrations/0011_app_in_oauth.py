"""The app a game was created through leaves the game: it is the oauth app's own table now
(oauth.GameApp; oauth 0003_gameapp copies the column there first and names this migration in
its ``run_before``, so games names no app built on it)."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('games', '0010_ratings_columns_in_ratings'),
    ]

    operations = [
        migrations.RemoveField(
            model_name='game',
            name='app',
        ),
    ]
