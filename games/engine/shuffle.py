"""Seeded shuffling that deals the same deck on every Python version and platform.

The deck order is a pure function of a byte seed: Fisher-Yates driven by a byte stream of
HMAC-SHA256 blocks in counter mode, with rejection sampling so every permutation is equally
likely.  Nothing here touches the :mod:`random` module, whose algorithms are not promised to
stay the same between Python releases.

>>> [card.code for card in shuffled_deck(b"golden")[:5]]
['JS', '5D', '6H', '4D', 'KS']
>>> derive_seed(b"game", "hand:1").hex()[:16]
'ad4972e95a80e240'
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterator, Sequence

from .cards import DECK, Card

_STREAM_PREFIX = b"ginapi-deck-stream\x00"
"""Prefixes every stream block's message, so it can never equal a :func:`derive_seed` label."""


def derive_seed(seed: bytes, label: str) -> bytes:
    """``HMAC-SHA256(key=seed, msg=label)``: an independent 32-byte seed for one purpose.

    A match derives each hand's deck (``"hand:3"``) and the first dealer (``"dealer"``) from
    its seed this way, so knowing one hand's deck tells nothing about another's.
    """
    return hmac.new(seed, label.encode(), hashlib.sha256).digest()


def byte_stream(seed: bytes) -> Iterator[int]:
    """The endless byte stream of ``seed``: block ``n`` is ``HMAC-SHA256(seed, prefix + n)``.

    ``n`` is an 8-byte big-endian counter starting at 0.
    """
    counter = 0
    while True:
        block = hmac.new(seed, _STREAM_PREFIX + counter.to_bytes(8, "big"), hashlib.sha256).digest()
        yield from block
        counter += 1


def shuffled_deck(seed: bytes) -> tuple[Card, ...]:
    """The 52 cards in the order ``seed`` deals them (index 0 is dealt first).

    Fisher-Yates from the top: for ``i`` from 51 down to 1, swap position ``i`` with a
    position ``j`` uniform in ``0 .. i``.  ``j`` is the next byte of :func:`byte_stream`
    modulo ``i + 1``, after rejecting bytes at or above the largest multiple of ``i + 1``
    that fits in a byte (so there is no modulo bias).
    """
    return shuffled(DECK, seed)


def shuffled(cards: Sequence[Card], seed: bytes) -> tuple[Card, ...]:
    """``cards`` in the order ``seed`` shuffles them (as :func:`shuffled_deck` does the deck)."""
    order = list(cards)
    stream = byte_stream(seed)
    for i in range(len(order) - 1, 0, -1):
        bound = i + 1
        limit = 256 - 256 % bound
        byte = next(stream)
        while byte >= limit:
            byte = next(stream)
        j = byte % bound
        order[i], order[j] = order[j], order[i]
    return tuple(order)


def restocked(deck: Sequence[Card], seed: bytes, *, dealt: int = 21) -> tuple[Card, ...]:
    """``deck`` with the same first ``dealt`` cards (both hands and the upcard) and the rest,
    the stock, in an order of ``seed``'s alone: the rest is put in index order first, so the
    stock's order says nothing of ``deck``'s.

    >>> deck = shuffled_deck(b"shared")
    >>> own = restocked(deck, b"own")
    >>> own[:21] == deck[:21], sorted(own[21:]) == sorted(deck[21:]), own[21:] == deck[21:]
    (True, True, False)
    """
    return (*deck[:dealt], *shuffled(sorted(deck[dealt:]), seed))


def hand_deck(seed: bytes, number: int) -> tuple[Card, ...]:
    """The deck hand ``number`` (1, 2, ...) of a match with ``seed`` is dealt from."""
    return shuffled_deck(derive_seed(seed, f"hand:{number}"))


def seed_bit(seed: bytes, label: str) -> int:
    """0 or 1, drawn from ``seed`` for ``label`` (e.g. the first dealer)."""
    return derive_seed(seed, label)[0] & 1
