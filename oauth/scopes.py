"""The five scopes an app may ask for, and which operations each covers.

Each API view declares ``oauth_scope``: the scope an OAuth access token needs to call it, or
``None`` for an operation never open to such a token (credentials, sessions, authorizations,
apps, a player's name); a view whose methods differ maps each method to its scope
(``{"GET": "games:read", "POST": "games:play"}``, a method left out being closed).  A view
that declares nothing is refused to OAuth tokens too: a view added later that forgets the
attribute fails safe (and a test names it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from django.conf import settings

PROFILE_READ = "profile:read"
GAMES_READ = "games:read"
GAMES_PLAY = "games:play"
DAILY_PLAY = "daily:play"
PUZZLES_PLAY = "puzzles:play"
SCOPES = (PROFILE_READ, GAMES_READ, GAMES_PLAY, DAILY_PLAY, PUZZLES_PLAY)

IMPLIED = {GAMES_PLAY: frozenset({GAMES_READ})}
"""What a scope brings with it: playing a game needs reading it."""


def scope_description(scope: str) -> str:
    """The scope in words, in the request's language (the consent page)."""
    return str(settings.OAUTH_SCOPES[scope])


def scopes_expand(granted: Iterable[str]) -> frozenset[str]:
    """The scopes ``granted`` with those they imply."""
    expanded = set(granted)
    for scope in list(expanded):
        expanded |= IMPLIED.get(scope, frozenset())
    return frozenset(expanded)


def view_scope(view: Any, method: str) -> str | None:
    """The scope ``view`` declares for ``method``; None when that is closed to OAuth tokens
    (or the view says nothing)."""
    scope = getattr(view, "oauth_scope", None)
    if isinstance(scope, Mapping):
        scope = scope.get(method.upper(), scope.get("GET") if method.upper() == "HEAD" else None)
    return scope if scope in SCOPES else None


def scopes_cover(granted: Iterable[str], view: Any, method: str) -> bool:
    """Whether a token with ``granted`` scopes may call ``method`` on ``view``."""
    needed = view_scope(view, method)
    return needed is not None and needed in scopes_expand(granted)
