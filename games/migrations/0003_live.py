from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0002_accounts"),
    ]

    operations = [
        migrations.AlterField(
            model_name="game",
            name="status",
            field=models.CharField(
                choices=[
                    ("waiting", "waiting for the opponent"),
                    ("active", "active"),
                    ("finished", "finished"),
                    ("cancelled", "cancelled"),
                ],
                default="active",
                max_length=16,
            ),
        ),
        migrations.AddField(
            model_name="game",
            name="turn_deadline",
            field=models.DateTimeField(blank=True, null=True, verbose_name="turn deadline"),
        ),
        migrations.AddField(
            model_name="game",
            name="termination",
            field=models.CharField(
                blank=True, max_length=16, null=True, verbose_name="termination"
            ),
        ),
        migrations.AddIndex(
            model_name="game",
            index=models.Index(
                condition=models.Q(("status", "waiting")),
                fields=["created_at"],
                name="game_waiting_created",
            ),
        ),
    ]
