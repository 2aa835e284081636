"""What the daily app tells apps that build on it, so it never imports them.

The leaderboard depends on the daily app (its daily boards are per deal), never the other way:
when a daily game starts, the daily app sends :data:`daily_attempt_started` and the leaderboard
(connected in ``LeaderboardConfig.ready``) applies the daily rules to any hand the AI's opening
turn already ended.
"""

from django.dispatch import Signal

daily_attempt_started = Signal()
"""Sent with ``attempt`` (a :class:`~daily.models.DailyAttempt`) inside the transaction that
made it."""

daily_line_review = Signal()
"""Sent with ``game`` (a player's scored daily game) while the reveal is built; a receiver
(the reviews app) answers with the review of its first hand for the player, or None."""
