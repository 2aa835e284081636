"""The client's files go out gzipped to a browser that accepts it; the API's answers never."""

import gzip

import pytest

pytestmark = pytest.mark.django_db

GZIP = {"HTTP_ACCEPT_ENCODING": "gzip, deflate, br"}


def body(response):
    return b"".join(response.streaming_content) if response.streaming else response.content


def test_a_module_is_gzipped_for_a_browser_that_accepts_it(client):
    plain = client.get("/static/play/app.js")
    packed = client.get("/static/play/app.js", **GZIP)

    assert packed["Content-Encoding"] == "gzip"
    assert "Content-Encoding" not in plain
    source, compressed = body(plain), body(packed)
    assert gzip.decompress(compressed) == source
    assert len(compressed) < len(source) / 2


def test_the_page_is_gzipped_too(client):
    assert client.get("/play/", **GZIP)["Content-Encoding"] == "gzip"


def test_api_answers_are_never_compressed(client):
    response = client.post(
        "/api/v1/players", {"display_name": "Ada"}, content_type="application/json", **GZIP
    )

    assert response.status_code == 201
    assert "Content-Encoding" not in response


def test_a_returning_browser_revalidates_its_gzipped_copy_with_a_304(client):
    first = client.get("/static/play/app.js", **GZIP)
    assert first["ETag"].startswith("W/")

    again = client.get("/static/play/app.js", HTTP_IF_NONE_MATCH=first["ETag"], **GZIP)

    assert again.status_code == 304
