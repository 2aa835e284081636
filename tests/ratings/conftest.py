"""The ratings' tests play rated games paired through the lobby: its helpers and its fixtures
(registered players by default: rated games are for registered players)."""

from tests.lobby.conftest import (  # noqa: F401  (fixtures, found by name)
    Pair,
    make_player,
    pair,
    play_twice_each,
    post_seek,
    resign,
)
