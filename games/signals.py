"""What ``games`` tells the apps built on it (they listen; ``games`` never imports them)."""

from django.dispatch import Signal

game_finished = Signal()
"""Sent with ``game=<Game>`` inside the transaction that finishes a game (a points finish, a
resignation, a claimed victory on time), the game already carrying its final state; a
receiver's writes commit or roll back with the game's."""

player_registered = Signal()
"""Sent with ``player`` (a :class:`~games.models.Player`) inside the transaction that gave a
guest its username and password: the boards that rank registered players only take it in."""
