"""The keys to the player point at accounts.Player, the same table (``games_player``) under
the accounts app (accounts 0001_initial).  State only: the database is not touched."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('accounts', '0001_initial'),
        ('reviews', '0002_pending_caps'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='handreview',
                    name='requested_by',
                    field=models.ForeignKey(blank=True, db_index=False, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='accounts.player'),
                ),
            ],
            database_operations=[],
        ),
    ]
