"""What the reviews' services tell the task module, so the services never import the tasks
that call them (as daily.signals.daily_deal_made does for the par)."""

from django.dispatch import Signal

review_queued = Signal()
"""Sent with ``review_id`` whenever a pending review is (re)queued; the task module enqueues
its computation once the transaction commits."""
