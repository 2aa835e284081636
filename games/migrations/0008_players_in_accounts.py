"""Player and Token now belong to the accounts app (accounts 0001_initial, same tables):
the games app's foreign keys point at accounts.Player and the two models leave the games
app's state, after every other app's keys have moved.  State only: no table, column,
constraint or row changes."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('accounts', '0001_initial'),
        ('daily', '0005_players_in_accounts'),
        ('games', '0007_merge_third_wave'),
        ('leaderboard', '0004_players_in_accounts'),
        ('lobby', '0002_players_in_accounts'),
        ('oauth', '0002_players_in_accounts'),
        ('puzzles', '0003_players_in_accounts'),
        ('ratings', '0002_players_in_accounts'),
        ('reviews', '0003_players_in_accounts'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='idempotencyrecord',
                    name='player',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='accounts.player'),
                ),
                migrations.AlterField(
                    model_name='game',
                    name='player0',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.PROTECT, related_name='games_as_seat0', to='accounts.player', verbose_name='creator'),
                ),
                migrations.AlterField(
                    model_name='game',
                    name='player1',
                    field=models.ForeignKey(blank=True, db_index=False, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='games_as_seat1', to='accounts.player', verbose_name='friend'),
                ),
                migrations.DeleteModel(
                    name='Token',
                ),
                migrations.DeleteModel(
                    name='Player',
                ),
            ],
            database_operations=[],
        ),
    ]
