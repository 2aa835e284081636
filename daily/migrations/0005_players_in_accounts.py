"""The keys to the player point at accounts.Player, the same table (``games_player``) under
the accounts app (accounts 0001_initial).  State only: the database is not touched."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('accounts', '0001_initial'),
        ('daily', '0004_daily_holds'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='dailyattempt',
                    name='player',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='daily_attempts', to='accounts.player'),
                ),
            ],
            database_operations=[],
        ),
    ]
