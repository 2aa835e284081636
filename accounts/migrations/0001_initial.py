"""Player and Token, moved here from the games app with their tables (``games_player``,
``games_token``, kept as ``Meta.db_table``): created in the migration state only, the
database already holds them (games 0001-0007).  games 0008_players_in_accounts then
takes them out of the games app's state."""

import django.db.models.deletion
import django.utils.timezone
import uuid
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        # The tables as games left them: every change games made to them comes first.
        ('games', '0007_merge_third_wave'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='Player',
                    fields=[
                        ('id', models.UUIDField(default=uuid.uuid4, editable=False, primary_key=True, serialize=False)),
                        ('display_name', models.CharField(max_length=40, verbose_name='display name')),
                        ('username', models.CharField(blank=True, editable=False, max_length=40, null=True, verbose_name='username')),
                        ('username_key', models.CharField(blank=True, editable=False, max_length=120, null=True, unique=True, verbose_name='username key')),
                        ('password', models.CharField(blank=True, default='', editable=False, max_length=128, verbose_name='password')),
                        ('created_at', models.DateTimeField(default=django.utils.timezone.now, editable=False, verbose_name='created at')),
                        ('hands_won', models.PositiveIntegerField(default=0, verbose_name='hands won')),
                        ('gins', models.PositiveIntegerField(default=0, help_text='Gin and big gin hands won.', verbose_name='gins')),
                        ('best_hand', models.PositiveIntegerField(blank=True, help_text='Most points won in one hand.', null=True, verbose_name='best hand')),
                    ],
                    options={
                        'verbose_name': 'player',
                        'verbose_name_plural': 'players',
                        'db_table': 'games_player',
                        'ordering': ('-created_at',),
                    },
                ),
                migrations.CreateModel(
                    name='Token',
                    fields=[
                        ('id', models.UUIDField(default=uuid.uuid4, editable=False, primary_key=True, serialize=False)),
                        ('digest', models.CharField(editable=False, max_length=64, unique=True)),
                        ('label', models.CharField(blank=True, help_text="The device's User-Agent when the token was made, shortened.", max_length=100, verbose_name='label')),
                        ('created_at', models.DateTimeField(default=django.utils.timezone.now, editable=False, verbose_name='created at')),
                        ('last_used_at', models.DateTimeField(default=django.utils.timezone.now, help_text='To within a few minutes: it is not written on every request.', verbose_name='last used at')),
                        ('player', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='tokens', to='accounts.player', verbose_name='player')),
                    ],
                    options={
                        'verbose_name': 'token',
                        'verbose_name_plural': 'tokens',
                        'db_table': 'games_token',
                    },
                ),
            ],
            database_operations=[],
        ),
    ]
