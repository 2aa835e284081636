"""The login throttles: attempts counted per client address and per username (POST
/api/v1/sessions, the admin's login, the OAuth consent page's sign-in), so neither many
guesses at one account from many addresses nor guesses at many accounts from one address get
far.  The username is counted under accounts.names.username_key, the one case folding of names;
the counting itself is apikit.throttles'.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from rest_framework.request import Request

from accounts.names import username_key
from apikit.throttles import ScopedRateThrottle


class LoginAddressThrottle(ScopedRateThrottle):
    """Login attempts per client address (THROTTLE_LOGIN_ADDRESS), whatever the username:
    per network, as apikit.throttles.request_client_address keys an address (an IPv6 /64
    is one client)."""

    def per_for(self, view: Any) -> str:
        return "client address"

    def scope_for(self, view: Any) -> str:
        return "login_address"

    def get_cache_key(self, request: Request, view: Any) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class LoginGlobalThrottle(ScopedRateThrottle):
    """Login attempts from everyone together (THROTTLE_LOGIN_GLOBAL): each failed attempt
    costs a password hash (tens to hundreds of milliseconds of CPU), so many networks at
    once must not be able to spend the service's CPU on guesses.  Counted before the hash,
    like the others, so a refused attempt is cheap."""

    def per_for(self, view: Any) -> str:
        return "service"

    def scope_for(self, view: Any) -> str:
        return "login_global"

    def get_cache_key(self, request: Request, view: Any) -> str:
        return self.cache_format % {"scope": self.scope, "ident": "all"}


class LoginUsernameThrottle(ScopedRateThrottle):
    """Login attempts per username (THROTTLE_LOGIN_USERNAME), from whatever address.

    Counted under the username's accounts.names.username_key, the very key the login looks the
    player up by (so two spellings of one name share a counter, and two names never do), as
    a digest: the cache key has a fixed length and the cache never holds the name.  A body
    with no username string is not counted here (it is a 400 anyway, and the address
    throttle still counts it).
    """

    def per_for(self, view: Any) -> str:
        return "username"

    def scope_for(self, view: Any) -> str:
        return "login_username"

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        data = request.data
        username = data.get("username") if isinstance(data, Mapping) else None
        if not isinstance(username, str):
            return None
        ident = hashlib.sha256(username_key(username).encode()).hexdigest()
        return self.cache_format % {"scope": self.scope, "ident": ident}


class AdminLoginUsernameThrottle(LoginUsernameThrottle):
    """The admin's login attempts per staff username, at the API's per-username rate, under
    counters of their own (a staff account and a player may share a name)."""

    cache_format = "throttle:admin_%(scope)s:%(ident)s"

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        username = request.POST.get("username")
        if not isinstance(username, str):
            return None
        ident = hashlib.sha256(username_key(username).encode()).hexdigest()
        return self.cache_format % {"scope": self.scope, "ident": ident}
