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

daily_deal_made = Signal()
"""Sent with ``deal`` (a :class:`~daily.models.DailyDeal`) whenever a date's deal is made sure
of (made now or found); the task module enqueues its par on commit, so the services never
import the tasks that call them."""

daily_par_wanted = Signal()
"""Sent with ``deal`` when a request finds a date over whose par the solver has not computed:
the task module enqueues the solve on commit (the request answers ``pending`` at once)."""
