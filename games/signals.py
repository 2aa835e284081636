"""What ``games`` tells the apps built on it (they listen; ``games`` never imports them).

``game_finished`` is sent inside the transaction that finishes a game (a points finish, a
resignation, a claimed victory on time), with ``game=<Game>`` already carrying its final
state; a receiver's writes commit or roll back with the game's.
"""

import django.dispatch

game_finished = django.dispatch.Signal()
