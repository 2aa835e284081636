"""The gunicorn worker ``make serve`` runs: uvicorn's own (uvicorn-worker), configured.

The settings are ``UvicornWorker.CONFIG_KWARGS``, the extension point uvicorn-worker documents
for this.  The loop and the HTTP parser are uvicorn's defaults for an installed uvloop and
httptools, written out so that a missing one fails at start instead of slowing down quietly.

The worker also takes the client's address from ``X-Forwarded-For`` only when the peer is one
of ``TRUSTED_PROXIES`` (apikit/proxies.py), whatever gunicorn's own ``--forwarded-allow-ips``
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
    CONFIG_KWARGS = {
        "loop": "uvloop",
        "http": "httptools",
        "lifespan": "off",
    }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        trusted = trusted_proxies_from_env()
        self.config.proxy_headers = bool(trusted)
        self.config.forwarded_allow_ips = forwarded_allow_ips(trusted)
