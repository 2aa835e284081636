"""The five scopes an app may ask for, and which operations each covers.

Each API view declares ``oauth_scope``: the scope an OAuth access token needs to call it, or
``None`` for an operation never open to such a token (credentials, sessions, authorizations,
apps, a player's name); a view whose methods differ maps each method to its scope
(``{"GET": "games:read", "POST": "games:play"}``, a method left out being closed), and a
declaration may name several scopes, any one of which opens it (a move: ``games:play`` or
``daily:play``, the game itself then saying which one it needs), or ANY_TOKEN (a public read:
any valid token, whatever its scopes, as it takes none; docs/API.md, fourth wave).  A view
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
ANY_TOKEN = "*"
"""Declared by a public read: any valid access token may call it, whatever its scopes."""

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


def view_scopes(view: Any, method: str) -> tuple[str, ...]:
    """The scopes ``view`` declares for ``method``, any one of which opens it (ANY_TOKEN
    alone for a public read); empty when that is closed to OAuth tokens (or the view says
    nothing)."""
    scope = getattr(view, "oauth_scope", None)
    if isinstance(scope, Mapping):
        scope = scope.get(method.upper(), scope.get("GET") if method.upper() == "HEAD" else None)
    named = scope if isinstance(scope, tuple) else (scope,)
    return tuple(name for name in named if name in SCOPES or name == ANY_TOKEN)


def view_scope(view: Any, method: str) -> str | None:
    """The first scope ``view`` declares for ``method`` (ANY_TOKEN for a public read); None
    when that is closed to OAuth tokens (or the view says nothing)."""
    scopes = view_scopes(view, method)
    return scopes[0] if scopes else None


def scopes_cover(granted: Iterable[str], view: Any, method: str) -> bool:
    """Whether a token with ``granted`` scopes may call ``method`` on ``view``."""
    needed = view_scopes(view, method)
    expanded = scopes_expand(granted)
    return ANY_TOKEN in needed or any(scope in expanded for scope in needed)
