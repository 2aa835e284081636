"""Fuzzing the request headers of every operation of the served schema (issue 27: the bodies
were fuzzed, the headers were not, and a ``charset`` and a ``Last-Event-ID`` answered 500).

Hypothesis picks an operation and a set of headers, ``Content-Type`` with any parameters,
``Last-Event-ID``, ``Accept-Language``, ``Idempotency-Key`` and ``Authorization`` in many
forms, each value as a server hands it to the application (the bytes a client sent, UTF-8
or not, read as Latin-1).  Whatever arrives, the answer is not a 5xx, every 4xx is in the one
error shape, and a body in another charset is a 415.  Derandomized: the same examples every
run, a few hundred in all, so it runs in ``make test``.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from django.core import signals
from django.db import close_old_connections
from django.test import Client, override_settings
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from accounts.services import player_create
from games import services
from live import streams
from tests.contract.shape import assert_error_shape

pytestmark = pytest.mark.django_db

EXAMPLES = 300


HOST = "localhost"


def operations() -> list[tuple[str, str]]:
    """(method, path template) of every operation in the served schema."""
    with override_settings(ALLOWED_HOSTS=[HOST]):
        answer = Client().get("/api/schema?format=json", HTTP_HOST=HOST)
    schema = json.loads(answer.content)
    return sorted(
        (method.upper(), path)
        for path, methods in schema["paths"].items()
        for method in methods
        if method in {"get", "post", "put", "patch", "delete"}
    )


OPERATIONS = operations()


def on_the_wire(text: str) -> str:
    """``text`` as a server hands a header to the application: sent as UTF-8, read as
    Latin-1 (what WSGI and ASGI servers do), with no line break or NUL (which never arrive)."""
    cleaned = "".join(ch for ch in text if ch not in "\r\n\x00")
    return cleaned.encode("utf-8").decode("latin-1")


header_text = st.text(max_size=60).map(on_the_wire)
charsets = (
    st.sampled_from(
        [
            "utf-8",
            "UTF-8",
            "utf8",
            "bz2",
            "zlib",
            "rot13",
            "hex",
            "base64",
            "latin-1",
            "utf-16",
            "",
            '"',
        ]
    )
    | header_text
)
content_types = st.one_of(
    st.builds(
        lambda media, params: media + "".join(f"; {k}={v}" for k, v in params),
        st.sampled_from(
            [
                "application/json",
                "text/plain",
                "application/x-www-form-urlencoded",
                "multipart/form-data",
                "*/*",
                "",
            ]
        ),
        st.lists(
            st.tuples(st.sampled_from(["charset", "boundary", "q", "x"]), charsets), max_size=3
        ),
    ),
    header_text,
)
last_event_ids = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
    st.sampled_from(["²", "¹²", "٣", "\uff11", "0x1", "1e3", " 1 ", "0"]).map(on_the_wire),
    header_text,
)
languages = st.one_of(
    st.sampled_from(["es", "es-ES,es;q=0.9", "en;q=0", "*", "zz-ZZ", "es;q=abc", ",,,;"]),
    header_text,
)
authorizations = st.one_of(
    st.sampled_from(["Bearer", "Bearer ", "bearer x y", "Basic Zm9vOmJhcg==", "Token abc", ""]),
    st.builds(
        lambda word, value: f"{word} {value}",
        st.sampled_from(["Bearer", "bearer", "BEARER"]),
        header_text,
    ),
    header_text,
)
headers = st.fixed_dictionaries(
    {},
    optional={
        "CONTENT_TYPE": content_types,
        "HTTP_LAST_EVENT_ID": last_event_ids,
        "HTTP_ACCEPT_LANGUAGE": languages,
        "HTTP_IDEMPOTENCY_KEY": header_text,
        "HTTP_AUTHORIZATION": authorizations,
    },
)
bodies = st.sampled_from([b"", b"{}", b'{"display_name": "Ada"}', b"null", '{"x": "é"}'.encode()])


@pytest.fixture
def in_test_transaction(settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Requests keep the test's database connection, streams included: a stream hands its
    connection back as it starts and as it closes (live.streams), which inside the test's
    transaction would close it."""
    settings.ALLOWED_HOSTS = [HOST]
    monkeypatch.setattr(streams, "close_old_connections", lambda: None)


def new_table() -> dict[str, str]:
    """A new player's token, and what the paths of its resources are filled with (anew for
    each example: one may log the token out, or finish the game)."""
    player, token = player_create(display_name="Fuzz")
    game = services.game_create(
        player=player, opponent="ai", ai_level="novice", ruleset="standard", rules=None, target=None
    )
    return {
        "token": token,
        "game_id": str(game.pk),
        "session_id": str(player.tokens.get().pk),
        "date": "2026-01-01",
    }


def path_for(template: str, table: dict[str, str]) -> str:
    path = template
    for name in ("game_id", "session_id", "date"):
        path = path.replace("{" + name + "}", table[name])
    return (
        path.replace("{n}", "1").replace("{ruleset}", "standard").replace("{id}", str(uuid.uuid4()))
    )


@settings(
    max_examples=EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    # A failure is reported as found: shrinking one through the database takes minutes.
    phases=[Phase.explicit, Phase.generate],
)
@given(operation=st.sampled_from(OPERATIONS), sent=headers, body=bodies, as_player=st.booleans())
def test_no_header_makes_any_operation_answer_5xx(
    in_test_transaction: None,
    operation: tuple[str, str],
    sent: dict[str, str],
    body: bytes,
    as_player: bool,
) -> None:
    table = new_table()
    method, template = operation
    extra: dict[str, Any] = dict(sent)
    if "HTTP_AUTHORIZATION" not in extra and as_player:
        extra["HTTP_AUTHORIZATION"] = f"Bearer {table['token']}"
    content_type = extra.pop("CONTENT_TYPE", "application/json")
    response = Client().generic(
        method, path_for(template, table), body, content_type=content_type, HTTP_HOST=HOST, **extra
    )
    try:
        status = response.status_code
        assert status < 500, (method, template, sent, status)
        if status >= 400 and response.get("Content-Type", "").startswith("application/json"):
            assert_error_shape(status, response.json())
    finally:
        # As the test client closes a response that is not a stream (a stream's reader
        # closes it): without closing the test's database connection.
        signals.request_finished.disconnect(close_old_connections)
        try:
            response.close()
        finally:
            signals.request_finished.connect(close_old_connections)
