"""A request body is JSON in UTF-8: the reproductions of issue 27 item 1 (a compression bomb
named as the body's ``charset``) and the 500s of codecs that are not text codecs."""

from __future__ import annotations

import bz2
import codecs
import io
import zlib
from typing import Any

import pytest
from django.test import Client
from django.test.utils import override_settings
from rest_framework import exceptions
from rest_framework.test import APIClient

from accounts.models import Player
from apikit.parsers import JSONParser, RequestTooLarge, body_charset_allowed
from tests.contract.shape import assert_error_shape

BOMB_SIZE = 8 * 1024 * 1024
"""Far over the 2.5 MB body limit once unpacked; a few kilobytes packed."""


def bomb(compress: Any) -> bytes:
    return bytes(compress(b'{"display_name": "' + b" " * BOMB_SIZE + b'"}'))


def raw_post(api: APIClient, path: str, body: bytes, content_type: str, **extra: Any) -> Any:
    """A POST of exactly these bytes (DRF's stubs type the body as text)."""
    return api.generic("POST", path, body, content_type=content_type, **extra)  # type: ignore[arg-type]


def post_players(api: APIClient, body: bytes, content_type: str) -> Any:
    return raw_post(api, "/api/v1/players", body, content_type)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("charset", "body"),
    [
        ("bz2", bomb(bz2.compress)),
        ("bz2_codec", bomb(bz2.compress)),
        ("zlib", bomb(zlib.compress)),
        ("zip", bomb(zlib.compress)),
        ("bz2", b'{"display_name": "Ada"}'),
        ("zlib", b'{"display_name": "Ada"}'),
        ("rot13", b'{"qvfcynl_anzr": "Nqn"}'),
        ("hex", b'{"display_name": "Ada"}'.hex().encode()),
        ("base64", codecs.encode(b'{"display_name": "Ada"}', "base64")),
        ("latin-1", b'{"display_name": "Ada"}'),
        ("utf-16", '{"display_name": "Ada"}'.encode("utf-16")),
        ("no-such-codec", b'{"display_name": "Ada"}'),
        ("", b'{"display_name": "Ada"}'),
    ],
    ids=[
        "bz2-bomb",
        "bz2_codec-bomb",
        "zlib-bomb",
        "zip-bomb",
        "bz2-plain",
        "zlib-plain",
        "rot13",
        "hex",
        "base64",
        "latin-1",
        "utf-16",
        "unknown",
        "empty",
    ],
)
def test_a_body_in_any_charset_but_utf8_is_a_415_and_creates_nothing(
    api: APIClient, charset: str, body: bytes
) -> None:
    response = post_players(api, body, f"application/json; charset={charset}")
    assert response.status_code == 415, response.content
    assert_error_shape(415, response.json())
    assert response.json()["error"]["code"] == "unsupported_media_type"
    assert not Player.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(
    "content_type",
    [
        "application/json",
        "application/json; charset=utf-8",
        "application/json; charset=UTF-8",
        'application/json; charset="utf-8"',
        "application/json; charset=utf8",
    ],
)
def test_a_utf8_body_is_read_as_before(api: APIClient, content_type: str) -> None:
    response = post_players(api, '{"display_name": "Adã"}'.encode(), content_type)
    assert response.status_code == 201, response.content
    assert response.json()["display_name"] == "Adã"


@pytest.mark.django_db
def test_a_body_that_is_not_utf8_is_a_400(api: APIClient) -> None:
    response = post_players(api, '{"display_name": "Adã"}'.encode("latin-1"), "application/json")
    assert response.status_code == 400
    assert_error_shape(400, response.json())


@pytest.mark.django_db
def test_the_charset_is_refused_on_every_operation_with_a_body(
    player_client: tuple[Player, APIClient],
) -> None:
    _player, client = player_client
    body = bomb(bz2.compress)
    for path in ("/api/v1/games", "/api/v1/analyze", "/api/v1/sessions", "/api/v1/daily/play"):
        response = raw_post(client, path, body, "application/json; charset=bz2")
        assert response.status_code == 415, (path, response.content)
        assert response.json()["error"]["code"] == "unsupported_media_type"


@pytest.mark.django_db
def test_the_admin_login_form_refuses_another_charset_too() -> None:
    response = Client().generic(
        "POST",
        "/admin/login/",
        b"username=staff&password=secret",
        content_type="application/x-www-form-urlencoded; charset=rot13",
    )
    assert response.status_code == 415
    assert response.json()["error"]["code"] == "unsupported_media_type"


@pytest.mark.django_db
def test_the_415_speaks_spanish(api: APIClient) -> None:
    response = raw_post(
        api, "/api/v1/players", b"{}", "application/json; charset=bz2", HTTP_ACCEPT_LANGUAGE="es"
    )
    assert response.status_code == 415
    assert "UTF-8" in response.json()["error"]["message"]
    assert "body is JSON" not in response.json()["error"]["message"]


def test_the_parser_reads_no_more_than_the_limit_whatever_the_stream_holds() -> None:
    stream = io.BytesIO(b"[" + b"0," * 2_000_000 + b"0]")
    with override_settings(DATA_UPLOAD_MAX_MEMORY_SIZE=1000), pytest.raises(RequestTooLarge):
        JSONParser().parse(stream, "application/json", {})
    assert stream.tell() == 1001


@pytest.mark.parametrize(
    ("content_type", "allowed"),
    [
        (None, True),
        ("application/json", True),
        ("application/json;charset=utf-8", True),
        ("application/json; charset=Utf-8 ", True),
        ("application/json; charset=utf8", True),
        ("application/json; charset=UTF8", True),
        ("application/json; charset=utf_8", False),
        ("application/json; charset=bz2", False),
        ("application/json; charset=", False),
    ],
)
def test_only_utf8_or_no_charset_is_allowed(content_type: str | None, allowed: bool) -> None:
    assert body_charset_allowed(content_type) is allowed


def test_the_parser_itself_refuses_another_charset_before_reading() -> None:
    stream = io.BytesIO(bomb(bz2.compress))
    with pytest.raises(exceptions.UnsupportedMediaType):
        JSONParser().parse(stream, "application/json; charset=bz2", {})
    assert stream.tell() == 0
