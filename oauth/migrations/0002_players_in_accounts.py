"""The keys to the player point at accounts.Player, the same table (``games_player``) under
the accounts app (accounts 0001_initial).  State only: the database is not touched."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('accounts', '0001_initial'),
        ('oauth', '0001_oauth'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='accesstoken',
                    name='user',
                    field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='accounts.player'),
                ),
                migrations.AlterField(
                    model_name='app',
                    name='user',
                    field=models.ForeignKey(blank=True, help_text='The player who registered it; empty for an app made by staff.', null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='accounts.player', verbose_name='owner'),
                ),
                migrations.AlterField(
                    model_name='authorization',
                    name='player',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='oauth_authorizations', to='accounts.player'),
                ),
                migrations.AlterField(
                    model_name='grant',
                    name='user',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='accounts.player', verbose_name='player'),
                ),
                migrations.AlterField(
                    model_name='idtoken',
                    name='user',
                    field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='accounts.player'),
                ),
                migrations.AlterField(
                    model_name='refreshtoken',
                    name='user',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='accounts.player'),
                ),
            ],
            database_operations=[],
        ),
    ]
