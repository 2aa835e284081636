"""What the games app tells the apps built on it, so it never imports them."""

from django.dispatch import Signal

player_registered = Signal()
"""Sent with ``player`` (a :class:`~games.models.Player`) inside the transaction that gave a
guest its username and password: the boards that rank registered players only take it in."""
