"""IdempotencyRecord, moved here from the games app with its table
(``games_idempotencyrecord``, kept as ``Meta.db_table``): created in the migration state
only, the database already holds it (games 0001-0008).  games 0009_idempotency_in_ginapi
then takes it out of the games app's state."""

import django.db.models.deletion
import django.utils.timezone
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        # The table as games left it: every change games made to it comes first.
        ('games', '0008_players_in_accounts'),
        ('accounts', '0001_initial'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='IdempotencyRecord',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('key', models.CharField(max_length=255)),
                        ('request_fingerprint', models.CharField(help_text='sha256 of method, path and canonical JSON body.', max_length=64)),
                        ('status_code', models.PositiveSmallIntegerField()),
                        ('body', models.JSONField()),
                        ('created_at', models.DateTimeField(default=django.utils.timezone.now, editable=False)),
                        ('player', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='accounts.player')),
                    ],
                    options={
                        'db_table': 'games_idempotencyrecord',
                        'indexes': [models.Index(fields=['created_at'], name='idempotency_created')],
                        'constraints': [models.UniqueConstraint(fields=('player', 'key'), name='idempotency_unique_key')],
                    },
                ),
            ],
            database_operations=[],
        ),
    ]
