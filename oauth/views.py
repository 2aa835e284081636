"""The authorization server's endpoints: the consent page, the token and revocation endpoints.

``GET /oauth/authorize`` is the service's own page (a Django template, English or Spanish by
Accept-Language): a registered player signs in on it (a session of this site only), reads
the app's name and each scope in words, and allows or denies.  Nothing is ever redirected
before the app and its exact redirect URI are known: an unknown ``client_id`` or a
``redirect_uri`` not registered for it is an error page.  Once they are known, every other
problem goes back to the app as ``redirect_uri?error=...&state=...`` (RFC 6749 4.1.2.1).

``POST /oauth/token`` and ``POST /oauth/revoke`` are the toolkit's views, in a transaction
(an authorization code is claimed under a row lock, see oauth.validators), throttled per
client and per address, answering RFC 6749 JSON errors.  A browser app may call them from
the origin of one of its registered redirect URIs (CORS, no credentials).
"""

from __future__ import annotations

import logging
from types import SimpleNamespace
from typing import Any
from urllib.parse import urlsplit

from django.db import transaction
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.decorators import method_decorator
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views import View
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt
from oauth2_provider.exceptions import FatalClientError, OAuthToolkitError
from oauth2_provider.oauth2_backends import get_oauthlib_core
from oauth2_provider.views import RevokeTokenView, TokenView
from oauthlib.common import add_params_to_uri

from accounts.models import Player
from accounts.services import player_authenticate
from accounts.throttles import LoginAddressThrottle, LoginGlobalThrottle, LoginUsernameThrottle
from apikit.errors import ApiError
from apikit.throttles import ScopedRateThrottle, first_refusal
from oauth import selectors, services
from oauth.models import App
from oauth.params import param_problem
from oauth.redirects import redirect_uri_problem
from oauth.scopes import scope_description

logger = logging.getLogger(__name__)

SESSION_PLAYER = "oauth_player"
"""The session key of the player signed in on the consent page."""

CONSENT_SESSION_SECONDS = 15 * 60
"""The consent page's sign-in lasts one decision, and at most this long: it is a session of
this page only, not listed with the player's devices, so it must not outlive its purpose
(docs/HARDENING.md, "Fourth wave")."""

CONSENT_CSP = (
    "default-src 'none'; style-src 'self'; img-src 'self'; script-src 'self'; "
    "base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
)


class _ThrottleRequest(SimpleNamespace):
    """What the API's throttles read of a request (its address and its body), for a view
    that is not DRF's."""


def _throttled(request: HttpRequest, throttles: list[Any]) -> int | None:
    """Seconds to wait when one of ``throttles`` refuses ``request``; None when all allow."""
    shim = _ThrottleRequest(META=request.META, data=request.POST, user=None)
    return first_refusal(throttles, shim, None)


def _secure_page(response: HttpResponse, redirect_uri: str | None = None) -> HttpResponse:
    """No framing, nothing from elsewhere, and no caching of a page with a player on it."""
    csp = CONSENT_CSP
    if redirect_uri:
        # Chromium holds the redirect after the form's POST to form-action too.
        parts = urlsplit(redirect_uri)
        csp += f" {parts.scheme}://{parts.netloc}"
    response["Content-Security-Policy"] = csp
    response["X-Frame-Options"] = "DENY"
    # Not "no-referrer": Chromium then sends "Origin: null" with the form, which CSRF refuses.
    response["Referrer-Policy"] = "same-origin"
    return response


def _error_page(request: HttpRequest, message: str, status: int = 400) -> HttpResponse:
    response = render(request, "oauth/error.html", {"message": message}, status=status)
    return _secure_page(response)


def _signed_in_player(request: HttpRequest) -> Player | None:
    player_id = request.session.get(SESSION_PLAYER)
    if not player_id:
        return None
    return Player.objects.filter(pk=player_id, password__gt="").first()


@method_decorator(never_cache, name="dispatch")
class AuthorizeView(View):
    """GET shows the page; POST signs in (``action=sign-in``) or decides (``allow``/``deny``).

    The form posts back to the same URL, query string included, so the authorization
    request is validated again from the same parameters on every step.
    """

    def get(self, request: HttpRequest) -> HttpResponse:
        return self._page(request)

    def post(self, request: HttpRequest) -> HttpResponse:
        action = request.POST.get("action")
        if action == "sign-in":
            return self._sign_in(request)
        if action in ("allow", "deny"):
            return self._decide(request, allow=action == "allow")
        return self._page(request)

    def _validated(self, request: HttpRequest) -> tuple[list[str], dict[str, Any]] | HttpResponse:
        """The request's scopes and credentials, or the answer that refuses it.

        A parameter no client sends (a control character, too long, PKCE outside RFC 7636)
        and a redirect URI that could never have been registered (oauth.redirects, the one
        rule of both) are an error page (400, invalid_request) before anything is looked up:
        never a redirect, since neither the URI nor the state can be trusted to carry it."""
        problem = param_problem(request.GET)
        if problem is None and request.method == "POST":
            problem = param_problem(request.POST)
        if problem is None and request.GET.get("redirect_uri"):
            problem = redirect_uri_problem(request.GET["redirect_uri"])
        if problem is not None:
            return _error_page(request, _invalid_request_text(problem))
        core = get_oauthlib_core()
        try:
            scopes, credentials = core.validate_authorization_request(request)
        except FatalClientError as error:
            # Unknown client, or a redirect URI that is not one of its own: never redirect.
            return _error_page(request, _authorize_error_text(error.oauthlib_error.error))
        except OAuthToolkitError as error:
            return _redirect_error(error.oauthlib_error.redirect_uri, error.oauthlib_error)
        if credentials.get("code_challenge_method") != "S256" or not credentials.get(
            "code_challenge"
        ):
            return HttpResponseRedirect(
                add_params_to_uri(
                    credentials["redirect_uri"],
                    _error_params(
                        "invalid_request",
                        "PKCE is required: code_challenge with code_challenge_method=S256.",
                        credentials.get("state"),
                    ),
                )
            )
        return scopes, credentials

    def _page(
        self, request: HttpRequest, *, sign_in_error: str = "", status: int = 200
    ) -> HttpResponse:
        validated = self._validated(request)
        if isinstance(validated, HttpResponse):
            return validated
        scopes, credentials = validated
        app = App.objects.get(client_id=credentials["client_id"])
        context = {
            "app_name": app.name or app.client_id,
            "scopes": [scope_description(scope) for scope in scopes],
            "player": _signed_in_player(request),
            "sign_in_error": sign_in_error,
            "action_url": request.get_full_path(),
        }
        response = render(request, "oauth/authorize.html", context, status=status)
        return _secure_page(response, credentials["redirect_uri"])

    def _too_many(self, request: HttpRequest, wait: int) -> HttpResponse:
        """The page again, with a 429 that says in words how long to wait."""
        message = ngettext(
            "Too many attempts. Try again in %(seconds)s second.",
            "Too many attempts. Try again in %(seconds)s seconds.",
            wait,
        )
        response = self._page(request, sign_in_error=message % {"seconds": wait}, status=429)
        response["Retry-After"] = str(wait)
        return response

    def _sign_in(self, request: HttpRequest) -> HttpResponse:
        validated = self._validated(request)
        if isinstance(validated, HttpResponse):
            return validated
        wait = _throttled(
            request, [LoginAddressThrottle(), LoginUsernameThrottle(), LoginGlobalThrottle()]
        )
        if wait is not None:
            return self._too_many(request, wait)
        try:
            player = player_authenticate(
                username=request.POST.get("username", "")[:200],
                password=request.POST.get("password", "")[:200],
            )
        except ApiError:
            return self._page(
                request, sign_in_error=_("The username or the password is not right."), status=401
            )
        request.session.cycle_key()
        request.session[SESSION_PLAYER] = str(player.pk)
        request.session.set_expiry(CONSENT_SESSION_SECONDS)
        return HttpResponseRedirect(request.get_full_path())

    def _decide(self, request: HttpRequest, *, allow: bool) -> HttpResponse:
        validated = self._validated(request)
        if isinstance(validated, HttpResponse):
            return validated
        scopes, credentials = validated
        player = _signed_in_player(request)
        if player is None:
            return self._page(request, status=401)
        wait = _throttled(request, [ConsentThrottle(player)])
        if wait is not None:
            return self._too_many(request, wait)
        # The sign-in was for this decision only: whichever it is, it ends the session.
        request.session.flush()
        if not allow:
            return HttpResponseRedirect(
                add_params_to_uri(
                    credentials["redirect_uri"],
                    _error_params("access_denied", None, credentials.get("state")),
                )
            )
        request.user = player  # type: ignore[assignment]
        try:
            with transaction.atomic():
                authorization = services.authorization_grant(
                    player=player, app=credentials["request"].client, scopes=scopes
                )
                credentials["oauth_authorization"] = authorization
                uri, _headers, _body, _status = get_oauthlib_core().create_authorization_response(
                    request, scopes=scopes, credentials=_plain(credentials), allow=True
                )
        except OAuthToolkitError as error:
            return _redirect_error(error.oauthlib_error.redirect_uri, error.oauthlib_error)
        return HttpResponseRedirect(uri)


def _plain(credentials: dict[str, Any]) -> dict[str, Any]:
    """The credentials oauthlib hands back to create_authorization_response (without its
    own request object, as the toolkit's view does)."""
    return {key: value for key, value in credentials.items() if key != "request"}


def _error_params(error: str, description: str | None, state: str | None) -> list[tuple[str, str]]:
    params = [("error", error)]
    if description:
        params.append(("error_description", description))
    if state:
        params.append(("state", state))
    return params


def _redirect_error(redirect_uri: str | None, error: Any) -> HttpResponse:
    if not redirect_uri:
        return HttpResponse(status=400)
    params = _error_params(error.error, error.description, getattr(error, "state", None))
    return HttpResponseRedirect(add_params_to_uri(redirect_uri, params))


def _authorize_error_text(error: str) -> str:
    if error == "invalid_client_id" or error == "missing_client_id":
        return _("This app is not known to the service.")
    if error in ("invalid_redirect_uri", "mismatching_redirect_uri", "missing_redirect_uri"):
        return _("This app's return address is not one it registered.")
    return _("This authorization request is not valid.")


def _invalid_request_text(problem: str) -> str:
    return _("This authorization request is not valid (invalid_request): %(problem)s") % {
        "problem": problem
    }


def _cors(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """Let a browser app on the origin of one of its registered redirect URIs read the
    answer (no credentials: the client sends everything in the body)."""
    origin = request.headers.get("Origin")
    client_id = request.POST.get("client_id")
    response["Vary"] = "Origin"
    if (
        origin
        and client_id
        and param_problem({"client_id": client_id}) is None
        and services.app_origin_allowed(client_id=client_id, origin=origin)
    ):
        response["Access-Control-Allow-Origin"] = origin
    return response


class ClientThrottle(ScopedRateThrottle):
    """Token requests per client_id (THROTTLE_OAUTH_TOKEN_CLIENT), counting only requests
    that could succeed: a code, refresh token or token alive for that app
    (oauth.selectors.token_request_redeemable).  The client_id is public, so a count of
    every request naming it would let a stranger spend the budget of every player of the
    app; junk is counted per address (AddressThrottle) instead (docs/HARDENING.md, "Fourth
    wave")."""

    def scope_for(self, view: Any) -> str:
        return "oauth_token_client"

    def get_cache_key(self, request: Any, view: Any) -> str | None:
        client_id = request.data.get("client_id")
        if not client_id or not selectors.token_request_redeemable(
            client_id=str(client_id), data=request.data
        ):
            return None
        return self.cache_format % {"scope": self.scope, "ident": str(client_id)}


class ConsentThrottle(ScopedRateThrottle):
    """Decisions on the consent page per signed-in player (THROTTLE_OAUTH_CONSENT)."""

    def __init__(self, player: Player) -> None:
        super().__init__()
        self.player_id = player.pk

    def per_for(self, view: Any) -> str:
        return "player"

    def scope_for(self, view: Any) -> str:
        return "oauth_consent"

    def get_cache_key(self, request: Any, view: Any) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.player_id}


class AddressThrottle(ScopedRateThrottle):
    """Token and revocation requests per client address (THROTTLE_OAUTH_TOKEN_ADDRESS)."""

    def scope_for(self, view: Any) -> str:
        return "oauth_token_address"

    def get_cache_key(self, request: Any, view: Any) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


def _invalid_request(description: str) -> HttpResponse:
    return JsonResponse({"error": "invalid_request", "error_description": description}, status=400)


def _token_request_refusal(request: HttpRequest) -> HttpResponse | None:
    """The answer that refuses a token or revocation request before it reaches the
    database (too many from its network, a parameter no client sends, too many that could
    succeed for its app); None when it may go on."""
    wait = _throttled(request, [AddressThrottle()])
    if wait is not None:
        return _too_many(wait)
    problem = param_problem(request.GET) or param_problem(request.POST)
    if problem is not None:
        return _invalid_request(problem)
    wait = _throttled(request, [ClientThrottle()])
    if wait is not None:
        return _too_many(wait)
    return None


def _too_many(wait: int) -> HttpResponse:
    response = JsonResponse(
        {"error": "slow_down", "error_description": "Too many requests."}, status=429
    )
    response["Retry-After"] = str(wait)
    return response


@method_decorator(csrf_exempt, name="dispatch")
class TokenApi(TokenView):
    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        refusal = _token_request_refusal(request)
        if refusal is not None:
            return _cors(request, refusal)
        if request.POST.get("grant_type") not in ("authorization_code", "refresh_token"):
            response = JsonResponse({"error": "unsupported_grant_type"}, status=400)
            return _cors(request, response)
        with transaction.atomic():
            response = self.authorization_flow_token_response(request)
        response["Cache-Control"] = "no-store"
        return _cors(request, response)


@method_decorator(csrf_exempt, name="dispatch")
class RevokeApi(RevokeTokenView):
    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        refusal = _token_request_refusal(request)
        if refusal is not None:
            return _cors(request, refusal)
        with transaction.atomic():
            response = super().post(request, *args, **kwargs)
        return _cors(request, response)
