"""The gunicorn worker ``make serve`` runs: uvicorn's, with an event loop that shares out
connections among the worker processes as gunicorn's sync workers do.

Every worker listens on the same socket.  A sync worker accepts one connection when it is
free; an event loop accepts every connection waiting whenever it looks (asyncio up to the
listen backlog, uvloop until none is left), so the first process to look after a burst takes
the whole burst and answers it one request at a time while the others idle.  REST operations
are answered on the loop's thread (ginapi/asgi.py), so a process that is answering one is
not looking: with one connection taken per look, each waiting connection goes to the next
process that is free, and a stream's connection costs no process more than its turn.
"""

from __future__ import annotations

import asyncio
import socket
from typing import Any

from uvicorn_worker import UvicornWorker


class FairAcceptEventLoop(asyncio.SelectorEventLoop):
    """asyncio's loop, accepting one waiting connection each time the socket is ready."""

    def _accept_connection(  # type: ignore[override]
        self,
        protocol_factory: Any,
        sock: socket.socket,
        sslcontext: Any = None,
        server: Any = None,
        backlog: int = 100,
        *timeouts: Any,
    ) -> None:
        super()._accept_connection(  # type: ignore[misc]
            protocol_factory, sock, sslcontext, server, 1, *timeouts
        )


def fair_accept_loop() -> asyncio.AbstractEventLoop:
    return FairAcceptEventLoop()


class FairUvicornWorker(UvicornWorker):
    """``--worker-class ginapi.workers.FairUvicornWorker``."""

    CONFIG_KWARGS = {"loop": "ginapi.workers:fair_accept_loop", "http": "httptools"}
