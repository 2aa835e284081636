"""The gunicorn worker ``make serve`` runs: uvicorn's, with an event loop that shares out
connections among the worker processes as gunicorn's sync workers do.

Every worker listens on the same socket.  A sync worker accepts one connection when it is
free; an event loop accepts every connection waiting whenever it looks (asyncio up to the
listen backlog, uvloop until none is left), so the first process to look after a burst takes
the whole burst and answers it one request at a time while the others idle.  REST operations
are answered on the loop's thread (ginapi/asgi.py), so a process that is answering one is
not looking.  This loop goes further: it takes one waiting connection per look, and then
stops looking until that connection's request has reached the application
(:func:`request_taken_up`), or for ``ACCEPT_PAUSE_SECONDS`` at most (a client that connects
and says nothing).  Between taking a connection and answering its request a loop turns a few
times (the connection is set up, then read, then its request handed over); without the pause
it could take a second connection in those turns, and that one would wait for the first
answer while another process idled.  A stream's connection costs a process no more than the
time its request takes to arrive.

The worker also takes the client's address from ``X-Forwarded-For`` only when the peer is one
of ``TRUSTED_PROXIES`` (apikit/proxies.py), whatever gunicorn's own ``--forwarded-allow-ips``
or ``FORWARDED_ALLOW_IPS`` say: their default trusts the loopback address, so a client on the
same host (or any client, behind a same-host proxy that passes the header on) could have
chosen the address the rate limits count.
"""

from __future__ import annotations

import asyncio
import socket
from typing import Any

from uvicorn_worker import UvicornWorker

from apikit.proxies import forwarded_allow_ips, trusted_proxies_from_env

ACCEPT_PAUSE_SECONDS = 0.5


class FairAcceptEventLoop(asyncio.SelectorEventLoop):
    """asyncio's loop, taking one waiting connection at a time (see the module's text)."""

    def __init__(self) -> None:
        super().__init__()
        self._accepted = False
        self._paused: tuple[Any, ...] | None = None  # what _accept_connection was called with
        self._pause_ends: asyncio.TimerHandle | None = None

    def _accept_connection(  # type: ignore[override]
        self,
        protocol_factory: Any,
        sock: socket.socket,
        sslcontext: Any = None,
        server: Any = None,
        backlog: int = 100,
        *timeouts: Any,
    ) -> None:
        self._accepted = False
        super()._accept_connection(  # type: ignore[misc]
            protocol_factory, sock, sslcontext, server, 1, *timeouts
        )
        if self._accepted and self._paused is None:
            self._remove_reader(sock.fileno())  # type: ignore[attr-defined]
            self._paused = (protocol_factory, sock, sslcontext, server, backlog, *timeouts)
            self._pause_ends = self.call_later(ACCEPT_PAUSE_SECONDS, self.request_taken_up)

    def _accept_connection2(self, *args: Any, **kwargs: Any) -> Any:
        self._accepted = True  # called once for each connection taken, before its set-up
        return super()._accept_connection2(*args, **kwargs)  # type: ignore[misc]

    def request_taken_up(self) -> None:
        """The request of the connection last taken has reached the application (or the
        pause is over): look for the next connection again."""
        paused, self._paused = self._paused, None
        if self._pause_ends is not None:
            self._pause_ends.cancel()
            self._pause_ends = None
        if paused is not None and paused[1].fileno() != -1:  # the server is still open
            self._add_reader(paused[1].fileno(), self._accept_connection, *paused)  # type: ignore[attr-defined]


def request_taken_up() -> None:
    """Called by the application as a request reaches it: its process may take another."""
    loop = asyncio.get_running_loop()
    if isinstance(loop, FairAcceptEventLoop):
        loop.request_taken_up()


def fair_accept_loop() -> asyncio.AbstractEventLoop:
    return FairAcceptEventLoop()


class ServeWorker(UvicornWorker):
    """``--worker-class ginapi.workers.ServeWorker``."""

    # Django's ASGI handler has no lifespan: "off" rather than uvicorn's probe, which logs that
    # it is unsupported at every start.
    CONFIG_KWARGS = {
        "loop": "ginapi.workers:fair_accept_loop",
        "http": "httptools",
        "lifespan": "off",
    }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        trusted = trusted_proxies_from_env()
        self.config.proxy_headers = bool(trusted)
        self.config.forwarded_allow_ips = forwarded_allow_ips(trusted)
