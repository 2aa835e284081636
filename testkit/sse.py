"""A small blocking Server-Sent Events client over a raw socket, for the tests and the
load scripts: it sees exactly what travels on the wire (comments included)."""

from __future__ import annotations

import json
import socket
import time
from dataclasses import dataclass
from typing import Any


@dataclass
class Event:
    """One dispatched event, or a comment (``event`` is ``":"``, ``data`` its text)."""

    event: str
    data: str
    id: str | None = None

    def json(self) -> Any:
        return json.loads(self.data)


class StreamError(Exception):
    """The server answered something other than an open event stream."""

    def __init__(self, status: int, headers: dict[str, str], body: bytes) -> None:
        super().__init__(f"{status}: {body[:300]!r}")
        self.status = status
        self.headers = headers
        self.body = body

    def json(self) -> Any:
        return json.loads(self.body)


class EventStream:
    """``GET path`` as a stream; :meth:`next` returns events as they come.

    Raises :class:`StreamError` on an answer that is not 200 text/event-stream.
    """

    def __init__(
        self,
        port: int,
        path: str,
        token: str | None,
        *,
        last_event_id: str | int | None = None,
        host: str = "127.0.0.1",
        timeout: float = 10.0,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.sock = socket.create_connection((host, port), timeout=timeout)
        lines = [f"GET {path} HTTP/1.1", f"Host: {host}:{port}", "Accept: text/event-stream"]
        if token is not None:
            lines.append(f"Authorization: Bearer {token}")
        if last_event_id is not None:
            lines.append(f"Last-Event-ID: {last_event_id}")
        lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        self._buffer = b""
        self.closed = False
        head = self._read_until(b"\r\n\r\n")
        status_line, *header_lines = head.decode("latin-1").split("\r\n")
        self.status = int(status_line.split()[1])
        self.headers = {
            name.strip().lower(): value.strip()
            for name, _, value in (line.partition(":") for line in header_lines)
        }
        self._chunked = self.headers.get("transfer-encoding", "").lower() == "chunked"
        self._body = b""
        if self.status != 200 or "text/event-stream" not in self.headers.get("content-type", ""):
            body = self._rest_of_body()
            self.close()
            raise StreamError(self.status, self.headers, body)

    def _recv(self) -> bool:
        data = self.sock.recv(65536)  # TimeoutError when nothing comes in time
        if not data:
            self.closed = True
            return False
        self._buffer += data
        return True

    def _read_until(self, marker: bytes) -> bytes:
        while marker not in self._buffer:
            if not self._recv():
                raise ConnectionError("closed before " + repr(marker))
        head, _, self._buffer = self._buffer.partition(marker)
        return head

    def _rest_of_body(self) -> bytes:
        length = self.headers.get("content-length")
        if length is not None:
            while len(self._buffer) < int(length) and self._recv():
                pass
            return self._buffer[: int(length)]
        if self._chunked:
            out = b""
            while True:
                size = int(self._read_until(b"\r\n").split(b";")[0], 16)
                if size == 0:
                    return out
                while len(self._buffer) < size + 2 and self._recv():
                    pass
                out += self._buffer[:size]
                self._buffer = self._buffer[size + 2 :]
        while self._recv():
            pass
        return self._buffer

    def _more_body(self) -> bool:
        """Move the next piece of the body into ``_body``; False once it has ended."""
        if not self._chunked:
            if not self._buffer and not self._recv():
                return False
            self._body += self._buffer
            self._buffer = b""
            return True
        try:
            size = int(self._read_until(b"\r\n").split(b";")[0], 16)
        except ConnectionError:
            return False
        if size == 0:
            self.closed = True
            return False
        while len(self._buffer) < size + 2:
            if not self._recv():
                return False
        self._body += self._buffer[:size]
        self._buffer = self._buffer[size + 2 :]
        return True

    def next(self, *, comments: bool = False, timeout: float | None = None) -> Event | None:
        """The next event (or comment, if asked); None once the stream has ended.
        TimeoutError if nothing comes within ``timeout`` (else the socket's timeout)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            while b"\n\n" not in self._body:
                if deadline is not None:
                    self.sock.settimeout(max(0.01, deadline - time.monotonic()))
                if not self._more_body():
                    return None
            block, _, self._body = self._body.partition(b"\n\n")
            event = self._parse(block.decode())
            if event is not None and (comments or event.event != ":"):
                return event

    def event(self, timeout: float = 30.0) -> Event:
        """The next event, which must come within ``timeout``."""
        event = self.next(timeout=timeout)
        assert event is not None, "the stream ended"
        return event

    @staticmethod
    def _parse(block: str) -> Event | None:
        name, data, event_id, comment = "message", [], None, None
        for line in block.split("\n"):
            if line.startswith(":"):
                comment = line[1:].strip()
                continue
            field, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if field == "event":
                name = value
            elif field == "data":
                data.append(value)
            elif field == "id":
                event_id = value
        if data:
            return Event(name, "\n".join(data), event_id)
        if comment is not None:
            return Event(":", comment)
        return None

    def close(self) -> None:
        self.closed = True
        self.sock.close()
