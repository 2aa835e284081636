"""The example third-party app (examples/third-party/) signs a player in through the consent
page in Chromium, from another origin, with PKCE and the generated TypeScript client: Allow
reads the profile and plays a hand against the AI; Deny comes back with access_denied and no
token."""

from __future__ import annotations

import functools
import posixpath
import threading
import time
import urllib.error
import urllib.request
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from accounts.models import Player
from accounts.services import player_create, player_credentials_set
from oauth.models import AccessToken, App, Authorization
from oauth.selectors import game_app_id
from oauth.services import app_create
from testkit.browser import PHONE
from tests.accounts.logins import PASSWORD

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

REPOSITORY = Path(__file__).resolve().parents[2]
PAGE = "/examples/third-party/index.html"
CLIENT = "/clients/typescript/index.js"


class _Example(SimpleHTTPRequestHandler):
    """The repository's files as the page sees them (it imports the generated client as
    ``../../clients/typescript/index.js``), but only the example and that module."""

    def send_head(self):  # type: ignore[no-untyped-def]
        path = posixpath.normpath(unquote(urlsplit(self.path).path))
        if not (path.startswith("/examples/third-party/") or path == CLIENT):
            self.send_error(404)
            return None
        return super().send_head()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def example_origin():  # type: ignore[no-untyped-def]
    """examples/third-party/ and the generated client served as static files from another
    port: another origin."""
    handler = functools.partial(_Example, directory=str(REPOSITORY))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def app(example_origin: str, settings) -> App:  # type: ignore[no-untyped-def]
    settings.CORS_ALLOWED_ORIGINS = [example_origin]
    owner, _token = player_create(display_name="Maker")
    player_credentials_set(player=owner, username="maker", password=PASSWORD)
    made, _secret = app_create(
        player=owner,
        name="Example Gin",
        redirect_uris=[f"{example_origin}{PAGE}"],
        public=True,
    )
    return made


@pytest.fixture
def ada(db: None) -> Player:
    # Registered as POST /players/me/credentials does it (the sign-in looks the name up by
    # its folded key, which a bare update of username would leave empty).
    player, _token = player_create(display_name="Ada")
    return player_credentials_set(player=player, username="ada", password=PASSWORD)


def _open(page, live_server, example_origin: str, app: App) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{example_origin}{PAGE}?api={live_server.url}&client_id={app.client_id}")
    page.click('[data-example="sign-in"]')
    page.wait_for_url(f"{live_server.url}/oauth/authorize?**")
    page.fill('input[name="username"]', "ada")
    page.fill('input[name="password"]', PASSWORD)
    page.click('[data-oauth="sign-in"]')
    page.wait_for_selector('[data-oauth="allow"]')


def test_the_page_gets_the_generated_client_and_nothing_else_of_the_repository(
    example_origin: str,
) -> None:
    with urllib.request.urlopen(example_origin + CLIENT) as response:
        assert response.headers["Content-Type"].startswith("text/javascript")
        assert response.read() == (REPOSITORY / CLIENT.lstrip("/")).read_bytes()
    for path in ("/README.md", "/examples/third-party/../../README.md", "/clients/python/"):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(example_origin + path)
        assert refused.value.code == 404


def test_allow_signs_in_reads_the_profile_and_plays_a_hand(  # type: ignore[no-untyped-def]
    page, live_server, example_origin, app, ada
) -> None:
    modules: list[str] = []
    page.on("request", lambda request: modules.append(urlsplit(request.url).path))
    started = time.perf_counter()
    _open(page, live_server, example_origin, app)
    assert "Example Gin" in page.text_content("h1")
    page.click('[data-oauth="allow"]')
    page.wait_for_selector('body[data-oauth-result="allowed"]')
    elapsed = time.perf_counter() - started
    assert page.text_content('[data-example="name"]') == "Ada"
    assert CLIENT in modules  # the generated client, not a stand-in
    print(f"\nPKCE flow in Chromium, sign-in page to profile read: {elapsed * 1000:.0f} ms")
    page.click('[data-example="play"]')
    page.wait_for_selector('[data-example="hand-result"]:not([hidden])', timeout=60_000)
    outcome = page.get_attribute('[data-example="hand-result"]', "data-outcome")
    assert outcome in ("knock", "gin", "big_gin", "undercut", "dead", "finished")
    assert Authorization.objects.filter(player=ada, app=app).exists()
    game = ada.games_as_seat0.get()
    assert game_app_id(game) == app.pk


def test_deny_comes_back_with_access_denied_and_no_token(  # type: ignore[no-untyped-def]
    page, live_server, example_origin, app, ada
) -> None:
    _open(page, live_server, example_origin, app)
    page.click('[data-oauth="deny"]')
    page.wait_for_selector('body[data-oauth-result="access_denied"]')
    assert "did not allow" in page.text_content('[data-example="status"]')
    assert not AccessToken.objects.exists()
    assert not Authorization.objects.exists()


def test_the_consent_page_fits_a_phone(  # type: ignore[no-untyped-def]
    new_context, live_server, example_origin, app, ada
) -> None:
    page = new_context(viewport=PHONE, locale="es-ES").new_page()
    page.goto(f"{example_origin}{PAGE}?api={live_server.url}&client_id={app.client_id}")
    page.click('[data-example="sign-in"]')
    page.wait_for_selector('[data-oauth="sign-in"]')
    assert "Contraseña" in page.content()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"]
    box = page.locator('[data-oauth="sign-in"]').bounding_box()
    assert box is not None and box["x"] + box["width"] <= PHONE["width"]
