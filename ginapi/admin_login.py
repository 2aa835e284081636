"""The admin's login, throttled like the API's (docs/API.md "Trust"; issue 27 item 4: 60 wrong
passwords in 22 s, then the right one worked, and floods of its slow hashing slowed the API).

The project's own throttle rather than django-axes: the same fixed windows on the same shared
cache as POST /api/v1/sessions (one Redis INCR per attempt, no table written per failure),
the same rates (THROTTLE_LOGIN_USERNAME per username, THROTTLE_LOGIN_ADDRESS per client
address, and the address's count is shared with the API's logins and registrations), the
same client address (TRUSTED_PROXIES) and the same username folding.  An attempt over the
limit is answered 429 with Retry-After before any password is hashed.  axes would add a
second notion of a client's address and of a lockout to configure and keep in step.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest, HttpResponse
from django.utils.translation import ngettext
from django.views.decorators.cache import never_cache

from accounts.throttles import AdminLoginUsernameThrottle, LoginAddressThrottle
from apikit.throttles import first_refusal


@never_cache
def admin_login(request: HttpRequest, extra_context: dict[str, Any] | None = None) -> HttpResponse:
    """``/admin/login/``: Django's admin login, behind the login throttles."""
    if request.method == "POST":
        throttles = (LoginAddressThrottle(), AdminLoginUsernameThrottle())
        wait = first_refusal(throttles, request, None)
        if wait is not None:
            response = HttpResponse(
                ngettext(
                    "Too many login attempts. Try again in %(seconds)s second.",
                    "Too many login attempts. Try again in %(seconds)s seconds.",
                    wait,
                )
                % {"seconds": wait},
                status=429,
                content_type="text/plain; charset=utf-8",
            )
            response["Retry-After"] = str(wait)
            return response
    return admin.site.login(request, extra_context)
