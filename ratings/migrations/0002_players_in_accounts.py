"""The keys to the player point at accounts.Player, the same table (``games_player``) under
the accounts app (accounts 0001_initial).  State only: the database is not touched."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('accounts', '0001_initial'),
        ('ratings', '0001_initial'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='playerrating',
                    name='player',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='ratings', to='accounts.player', verbose_name='player'),
                ),
                migrations.AlterField(
                    model_name='ratinghistory',
                    name='player',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='rating_history', to='accounts.player', verbose_name='player'),
                ),
            ],
            database_operations=[],
        ),
    ]
