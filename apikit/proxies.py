"""Which peers may say who the client is: ``TRUSTED_PROXIES`` (docs/API.md "Trust").

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
    in ``forwarded_for`` (read from the right) that is not one, or the farthest if all are.

    A forwarded value that is not an address (``1.2.3.4:5678``, ``unknown``, a typo) names no
    one: the client counts as the trusted proxy that passed it on, so junk in the header can
    never make a fresh bucket for each request."""
    if not forwarded_for or not is_trusted(peer, networks):
        return peer
    hops = [hop.strip() for hop in forwarded_for.split(",") if hop.strip()]
    proxy = peer
    for hop in reversed(hops):
        if _ip(hop) is None:
            return proxy
        if not is_trusted(hop, networks):
            return hop
        proxy = hop
    return hops[0] if hops else peer


def _ip(value: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(value.strip())
    except ValueError:
        return None


def address_network(address: str, *, ipv6_prefix: int = 64) -> str:
    """The key a per-address limit counts ``address`` under: an IPv4 address as itself, an
    IPv4-mapped IPv6 address (``::ffff:1.2.3.4``) as that IPv4 address, any other IPv6 address
    as the first address of its ``/ipv6_prefix`` network (one home or one cloud machine gets
    a /64: counting each of its addresses apart would make it unlimited).  A value that is not
    an address is its own key, as before.

    >>> address_network("2001:db8:1:2:aaaa::1"), address_network("::ffff:192.0.2.7")
    ('2001:db8:1:2::', '192.0.2.7')
    """
    ip = _ip(address)
    if ip is None:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, ipv6_prefix), strict=False).network_address)
    return str(ip)
