"""A page on another origin calls the API only when that origin is in CORS_ALLOWED_ORIGINS."""

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PAGE = """<!doctype html><title>third party</title><script>
window.result = fetch("%s/api/v1/analyze", {
  method: "POST",
  headers: {"Content-Type": "application/json", "Accept-Language": "es"},
  body: JSON.stringify({cards: ["7C","7D","7H","2S","3S","4S","9C","TC","JC","2H"]}),
}).then(r => r.json()).then(body => "deadwood " + body.deadwood, error => "refused: " + error.name);
</script>"""


@pytest.fixture
def other_origin(live_server):
    """A tiny static site on another port whose one page fetches the API."""
    body = (PAGE % live_server.url).encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_a_listed_origin_calls_the_api_from_a_browser(page, other_origin, settings):
    settings.CORS_ALLOWED_ORIGINS = [other_origin]

    page.goto(f"{other_origin}/")

    assert page.evaluate("window.result") == "deadwood 2"


def test_an_origin_not_listed_is_refused_by_the_browser(page, other_origin, settings):
    settings.CORS_ALLOWED_ORIGINS = ["http://127.0.0.1:1"]

    page.goto(f"{other_origin}/")

    assert page.evaluate("window.result") == "refused: TypeError"
