"""GET /api/docs (Swagger UI) and /api/redoc: they work with no internet access (docs/API.md), so
every asset they reference is served by the service itself and nothing comes from a CDN."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

PAGES = ["/api/docs", "/api/redoc"]

CONTENT_TYPES = {
    ".js": ("text/javascript", "application/javascript"),
    ".css": ("text/css",),
    ".png": ("image/png",),
}


class _Assets(HTMLParser):
    """The URLs a page makes the browser load: script src, link href, img src."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        wanted = {"script": "src", "link": "href", "img": "src", "iframe": "src"}.get(tag)
        for name, value in attrs:
            if name == wanted and value:
                self.urls.append(value)


def assets_of(html: str) -> list[str]:
    parser = _Assets()
    parser.feed(html)
    return parser.urls


@pytest.fixture
def client() -> Client:
    return Client()


@pytest.mark.parametrize("page", PAGES)
def test_the_page_is_html_that_loads_its_assets_from_static(client: Client, page: str) -> None:
    response = client.get(page)

    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/html")
    assets = assets_of(response.content.decode())
    assert any(url.endswith(".js") for url in assets), assets
    for url in assets:
        assert url.startswith("/static/"), url


@pytest.mark.parametrize("page", PAGES)
def test_the_page_names_no_other_origin(client: Client, page: str) -> None:
    html = client.get(page).content.decode()

    assert not re.search(r"https?://", html), re.findall(r"https?://[^\s\"'<>]*", html)
    assert not [url for url in assets_of(html) if url.startswith("//")]  # protocol-relative


@pytest.mark.parametrize("page", PAGES)
def test_every_asset_is_served_with_its_content_type(client: Client, page: str) -> None:
    for url in assets_of(client.get(page).content.decode()):
        response = client.get(url)

        assert response.status_code == 200, url
        suffix = url[url.rfind(".") :]
        assert response["Content-Type"].split(";")[0] in CONTENT_TYPES[suffix], url
        body = response.getvalue()
        assert len(body) > 100, url


def test_swagger_ui_asks_no_outside_validator(client: Client) -> None:
    # Swagger UI's default badge loads from validator.swagger.io, sending it the schema's URL.
    html = client.get("/api/docs").content.decode()

    assert '"validatorUrl": null' in html


@pytest.mark.parametrize("page", PAGES)
def test_the_page_reads_the_schema_the_service_serves(client: Client, page: str) -> None:
    html = client.get(page).content.decode()

    assert "/api/schema" in html
    assert client.get("/api/schema", {"format": "json"}).status_code == 200
