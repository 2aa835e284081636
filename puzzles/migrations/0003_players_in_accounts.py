"""The keys to the player point at accounts.Player, the same table (``games_player``) under
the accounts app (accounts 0001_initial).  State only: the database is not touched."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('accounts', '0001_initial'),
        ('puzzles', '0002_mined_game_claim'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='puzzleattempt',
                    name='player',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='accounts.player'),
                ),
                migrations.AlterField(
                    model_name='puzzleplayer',
                    name='player',
                    field=models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, primary_key=True, related_name='+', serialize=False, to='accounts.player'),
                ),
            ],
            database_operations=[],
        ),
    ]
