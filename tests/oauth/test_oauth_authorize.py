"""GET/POST /oauth/authorize: the consent page and every way it refuses (API.md)."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from oauth.models import Authorization, Grant
from tests.oauth.flow import REDIRECT_URI, Flow


def _query(response) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    return parse_qs(urlsplit(response["Location"]).query)


def test_the_page_asks_a_stranger_to_sign_in(flow: Flow) -> None:
    response = flow.browser.get(flow.authorize_url())
    page = response.content.decode()
    assert response.status_code == 200
    assert 'name="username"' in page and 'name="password"' in page
    assert 'data-oauth="sign-in"' in page
    assert "Gin on the go" in page
    assert "csrfmiddlewaretoken" in page


def test_after_sign_in_it_names_the_app_and_each_scope_with_allow_and_deny(flow: Flow) -> None:
    url = flow.authorize_url(scope="profile:read games:play")
    assert flow.sign_in(url).status_code == 302
    page = flow.browser.get(url).content.decode()
    assert 'data-oauth="allow"' in page and 'data-oauth="deny"' in page
    assert "See your profile" in page
    assert "Create and play games for you" in page


def test_it_cannot_be_framed_and_loads_nothing_inline(flow: Flow) -> None:
    response = flow.browser.get(flow.authorize_url())
    assert response["X-Frame-Options"] == "DENY"
    assert "frame-ancestors 'none'" in response["Content-Security-Policy"]
    page = response.content.decode()
    assert "<script" not in page and "style=" not in page and "<style" not in page


def test_it_speaks_spanish_to_a_spanish_browser(flow: Flow) -> None:
    page = flow.browser.get(flow.authorize_url(), HTTP_ACCEPT_LANGUAGE="es").content.decode()
    assert "Contraseña" in page
    assert 'lang="es"' in page


def test_it_fits_a_phone(flow: Flow) -> None:
    page = flow.browser.get(flow.authorize_url()).content.decode()
    assert 'name="viewport" content="width=device-width, initial-scale=1"' in page


def test_allow_redirects_with_a_code_and_the_state(flow: Flow) -> None:
    url = flow.authorize_url(state="s-123")
    flow.sign_in(url)
    response = flow.browser.post(url, {"action": "allow"})
    assert response.status_code == 302
    assert response["Location"].startswith(REDIRECT_URI + "?")
    assert _query(response)["state"] == ["s-123"]
    assert _query(response)["code"]
    assert Authorization.objects.filter(player=flow.player).count() == 1


def test_deny_redirects_with_access_denied_and_grants_nothing(flow: Flow) -> None:
    url = flow.authorize_url(state="s-9")
    flow.sign_in(url)
    response = flow.browser.post(url, {"action": "deny"})
    assert response.status_code == 302
    assert _query(response) == {"error": ["access_denied"], "state": ["s-9"]}
    assert not Grant.objects.exists()
    assert not Authorization.objects.exists()


@pytest.mark.parametrize(
    "redirect_uri",
    [
        REDIRECT_URI + "x",
        REDIRECT_URI[:-1],
        REDIRECT_URI + "/",
        REDIRECT_URI.replace("8765", "8766"),
        REDIRECT_URI.replace("127.0.0.1", "localhost"),
        "https://evil.example/callback",
    ],
)
def test_an_unregistered_redirect_uri_is_an_error_page_never_a_redirect(
    flow: Flow, redirect_uri: str
) -> None:
    url = flow.authorize_url(redirect_uri=redirect_uri)
    response = flow.browser.get(url)
    assert response.status_code == 400
    assert "Location" not in response
    assert 'data-oauth="error"' in response.content.decode()
    flow.sign_in(url)
    response = flow.browser.post(url, {"action": "allow"})
    assert response.status_code == 400 and "Location" not in response
    assert not Grant.objects.exists()


@pytest.mark.parametrize("client_id", ["nope", "", None])
def test_an_unknown_client_id_is_an_error_page_never_a_redirect(
    flow: Flow, client_id: str | None
) -> None:
    response = flow.browser.get(flow.authorize_url(client_id=client_id))
    assert response.status_code == 400
    assert "Location" not in response


@pytest.mark.parametrize(
    "pkce",
    [
        {"code_challenge": None, "code_challenge_method": None},
        {"code_challenge_method": None},
        {"code_challenge_method": "plain"},
        {"code_challenge": None},
    ],
)
def test_a_missing_or_plain_challenge_is_refused_before_any_code(
    flow: Flow, pkce: dict[str, None | str]
) -> None:
    url = flow.authorize_url(**pkce)
    response = flow.browser.get(url)
    assert response.status_code == 302
    assert _query(response)["error"] == ["invalid_request"]
    assert _query(response)["state"] == ["xyz"]
    flow.sign_in(url)
    response = flow.browser.post(url, {"action": "allow"})
    assert _query(response)["error"] == ["invalid_request"]
    assert not Grant.objects.exists()
    assert not Authorization.objects.exists()


def test_an_unknown_scope_goes_back_as_invalid_scope(flow: Flow) -> None:
    response = flow.browser.get(flow.authorize_url(scope="profile:read admin"))
    assert response.status_code == 302
    assert _query(response)["error"] == ["invalid_scope"]


def test_a_wrong_password_signs_nobody_in(flow: Flow) -> None:
    url = flow.authorize_url()
    response = flow.sign_in(url, password="wrong")
    assert response.status_code == 401
    assert 'data-oauth="sign-in-error"' in response.content.decode()
    response = flow.browser.post(url, {"action": "allow"})
    assert "Location" not in response
    assert not Grant.objects.exists()


def test_a_guest_cannot_sign_in_there(flow: Flow, make_player) -> None:  # type: ignore[no-untyped-def]
    make_player("Guest")
    response = flow.browser.post(
        flow.authorize_url(), {"action": "sign-in", "username": "Guest", "password": ""}
    )
    assert response.status_code == 401


def test_sign_in_is_throttled_like_the_api_login(flow: Flow, settings) -> None:  # type: ignore[no-untyped-def]
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {
            **settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
            "login_username": "2/minute",
        },
    }
    url = flow.authorize_url()
    assert flow.sign_in(url, password="wrong").status_code == 401
    assert flow.sign_in(url, password="wrong").status_code == 401
    response = flow.sign_in(url)
    assert response.status_code == 429
    assert int(response["Retry-After"]) >= 1


def test_allow_needs_the_csrf_token(flow: Flow) -> None:
    from django.test import Client

    browser = Client(enforce_csrf_checks=True)
    url = flow.authorize_url()
    response = browser.post(url, {"action": "sign-in", "username": "ada", "password": "x"})
    assert response.status_code == 403
