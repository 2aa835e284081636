"""Which peers may say who the client is: ``TRUSTED_PROXIES`` (API.md "Trust").

A proxy on the same host or in front of the service adds the address it saw to
``X-Forwarded-For``; a client can put anything there itself.  So the header is read only
when the peer is one of ``TRUSTED_PROXIES`` (comma-separated addresses or networks, e.g.
``127.0.0.1,10.0.0.0/8``; none by default), and then from the right: the client is the
nearest address that is not a trusted proxy, exactly as uvicorn reads it.  Every server the
project runs is configured from the same variable, so they agree: uvicorn's
``--forwarded-allow-ips`` (``make run``, and ``make serve``'s worker class in
ginapi/workers.py) and :func:`client_address`, which the rate limits use (under uvicorn it
sees the address uvicorn chose; under a WSGI server, the peer and the header).

No Django import: the gunicorn worker reads it before Django is set up.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Iterable, Sequence

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

ENV = "TRUSTED_PROXIES"


def parse_trusted_proxies(value: str) -> tuple[Network, ...]:
    """``TRUSTED_PROXIES``'s networks (an address is a network of one); ValueError on an
    item that is neither, so a typo stops the process rather than trusting nobody (or, with
    uvicorn's own parsing, a literal that never matches)."""
    networks = []
    for item in value.split(","):
        item = item.strip()
        if not item:
            continue
        try:
            networks.append(ipaddress.ip_network(item, strict=False))
        except ValueError:
            raise ValueError(f"{ENV}: {item!r} is not an IP address or network") from None
    return tuple(networks)


def trusted_proxies_from_env() -> tuple[Network, ...]:
    return parse_trusted_proxies(os.environ.get(ENV, ""))


def forwarded_allow_ips(networks: Iterable[Network]) -> str:
    """The networks as uvicorn's and gunicorn's ``forwarded_allow_ips`` take them."""
    return ",".join(str(network) for network in networks)


def is_trusted(address: str, networks: Sequence[Network]) -> bool:
    try:
        ip = ipaddress.ip_address(address.strip())
    except ValueError:
        return False
    return any(ip in network for network in networks)


def client_address(peer: str, forwarded_for: str | None, networks: Sequence[Network]) -> str:
    """The client's address: ``peer`` unless it is a trusted proxy; then the nearest address
    in ``forwarded_for`` (read from the right) that is not one, or the farthest if all are."""
    if not forwarded_for or not is_trusted(peer, networks):
        return peer
    hops = [hop.strip() for hop in forwarded_for.split(",") if hop.strip()]
    for hop in reversed(hops):
        if not is_trusted(hop, networks):
            return hop
    return hops[0] if hops else peer
