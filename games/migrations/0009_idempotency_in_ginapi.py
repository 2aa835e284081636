"""IdempotencyRecord now belongs to the project's own app (ginapi 0001_idempotency_records,
same table): it leaves the games app's state.  State only: no table, column, constraint or
row changes."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('games', '0008_players_in_accounts'),
        ('ginapi', '0001_idempotency_records'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel(
                    name='IdempotencyRecord',
                ),
            ],
            database_operations=[],
        ),
    ]
