"""What the accounts app tells the apps built on it, so it never imports them.

Every other app depends on ``accounts``, never the other way: they connect to
:data:`player_registered` (in their ``AppConfig.ready``) and contribute to the player's
profile through :func:`profile_section` (``games`` its game counts, ``daily`` the streaks).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.dispatch import Signal

player_registered = Signal()
"""Sent with ``player`` (a :class:`~accounts.models.Player`) inside the transaction that gave a
guest its username and password: the boards that rank registered players only take it in."""

ProfileSection = Callable[[Any], dict[str, Any]]
"""A function of a :class:`~accounts.models.Player` giving keys for its profile's ``stats``."""

_PROFILE_SECTIONS: dict[str, ProfileSection] = {}


def profile_section(name: str, section: ProfileSection) -> None:
    """Adds ``section``'s keys to every player's profile ``stats`` (``GET /players/me``),
    under the app's ``name`` (registering a name again replaces its section)."""
    _PROFILE_SECTIONS[name] = section


def profile_sections() -> list[ProfileSection]:
    """The sections the apps registered, in the order they registered them (the order of
    INSTALLED_APPS: ``games`` first)."""
    return list(_PROFILE_SECTIONS.values())
