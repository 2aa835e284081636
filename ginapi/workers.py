"""The gunicorn worker ``make serve`` runs: uvicorn's own (uvicorn-worker), configured.

``UvicornWorker.CONFIG_KWARGS`` is the extension point uvicorn-worker documents; nothing of
uvicorn or asyncio is overridden.  Each worker process runs one event loop (uvloop when
installed) that holds the open streams and hands every REST operation to a thread of its own
(ginapi/asgi.py), so an operation never delays the loop.

The worker takes the client's address from ``X-Forwarded-For`` only when the peer is one of
``TRUSTED_PROXIES`` (apikit/proxies.py), whatever gunicorn's own ``--forwarded-allow-ips``
or ``FORWARDED_ALLOW_IPS`` say: their default trusts the loopback address, so a client on the
same host (or any client, behind a same-host proxy that passes the header on) could have
chosen the address the rate limits count.
"""

from __future__ import annotations

from typing import Any

from uvicorn_worker import UvicornWorker

from apikit.proxies import forwarded_allow_ips, trusted_proxies_from_env


class ServeWorker(UvicornWorker):
    """``--worker-class ginapi.workers.ServeWorker``."""

    # Django's ASGI handler has no lifespan: "off" rather than uvicorn's probe, which logs that
    # it is unsupported at every start.
    CONFIG_KWARGS = {"loop": "auto", "http": "auto", "lifespan": "off"}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        trusted = trusted_proxies_from_env()
        self.config.proxy_headers = bool(trusted)
        self.config.forwarded_allow_ips = forwarded_allow_ips(trusted)
