"""Cards and card codes.

A card is rank + suit: ranks ``A 2 3 4 5 6 7 8 9 T J Q K``, suits ``C D H S``.  Codes are
case-insensitive on input and upper-case on output.  Internally a card is an index
``suit * 13 + rank - 1`` (0..51), so a hand is also a 52-bit mask.

>>> Card.parse("td")
Card.parse('TD')
>>> Card.parse("TD").value, Card.parse("AS").value
(10, 1)
>>> [c.code for c in parse_cards(["as", "2s", "3S"])]
['AS', '2S', '3S']
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from .errors import DuplicateCardError, HandSizeError, InvalidCardError

RANKS = "A23456789TJQK"
SUITS = "CDHS"


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One of the 52 cards, ordered by suit then rank (clubs ace first, spades king last)."""

    index: int

    def __post_init__(self) -> None:
        if not 0 <= self.index < 52:
            raise InvalidCardError(f"card index {self.index} is not in 0..51", index=self.index)

    @classmethod
    def parse(cls, code: str) -> Card:
        """Parse a code such as ``"TD"`` or ``"as"``; anything else raises InvalidCardError."""
        card = _BY_CODE.get(code.upper()) if isinstance(code, str) else None
        if card is None:
            raise InvalidCardError(
                f"{code!r} is not a card code (rank A23456789TJQK then suit CDHS, e.g. 'TD')",
                card=str(code),
            )
        return card

    @classmethod
    def of(cls, rank: int, suit: str) -> Card:
        """The card of ``rank`` (1 = ace .. 13 = king) and ``suit`` (one of ``CDHS``)."""
        return DECK[SUITS.index(suit) * 13 + rank - 1]

    @property
    def rank(self) -> int:
        """1 (ace) .. 13 (king)."""
        return self.index % 13 + 1

    @property
    def suit(self) -> str:
        return SUITS[self.index // 13]

    @property
    def suit_index(self) -> int:
        return self.index // 13

    @property
    def value(self) -> int:
        """Deadwood points: ace 1, 2-9 face value, T J Q K 10."""
        return min(self.rank, 10)

    @property
    def bit(self) -> int:
        return 1 << self.index

    @property
    def code(self) -> str:
        return _CODES[self.index]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"


_CODES = tuple(rank + suit for suit in SUITS for rank in RANKS)

DECK: tuple[Card, ...] = tuple(Card(i) for i in range(52))
"""The 52 cards in index order."""

_BY_CODE = dict(zip(_CODES, DECK, strict=True))


def parse_cards(
    codes: Sequence[str] | Iterable[str], *, sizes: Collection[int] | None = None
) -> tuple[Card, ...]:
    """Parse distinct card codes, keeping their order.

    ``sizes``, if given, are the allowed counts.  Raises InvalidCardError, DuplicateCardError
    or HandSizeError with a message naming the offending input.
    """
    if isinstance(codes, str):
        raise InvalidCardError("expected a list of card codes, not one string", card=codes)
    cards = tuple(Card.parse(code) for code in codes)
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise DuplicateCardError(f"card {card.code} is given twice", card=card.code)
        seen.add(card)
    if sizes is not None and len(cards) not in sizes:
        allowed = " or ".join(str(n) for n in sorted(sizes))
        raise HandSizeError(
            f"expected {allowed} cards, got {len(cards)}", expected=allowed, got=len(cards)
        )
    return cards


def codes(cards: Iterable[Card]) -> list[str]:
    """The upper-case codes of ``cards``, in the given order."""
    return [card.code for card in cards]


def to_mask(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


_BYTE_CARDS = tuple(
    tuple(
        tuple(DECK[8 * chunk + bit] for bit in range(8) if byte >> bit & 1)
        for byte in range(256 if chunk < 6 else 16)
    )
    for chunk in range(7)
)
"""The cards of each byte of a hand mask: chunk ``c``'s byte ``b`` holds cards 8c..8c+7."""


def from_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a 52-bit mask, in index order (by table lookup, a byte at a time: views
    and legal actions are built from masks once per move)."""
    c = _BYTE_CARDS
    return (
        c[0][mask & 255]
        + c[1][mask >> 8 & 255]
        + c[2][mask >> 16 & 255]
        + c[3][mask >> 24 & 255]
        + c[4][mask >> 32 & 255]
        + c[5][mask >> 40 & 255]
        + c[6][mask >> 48]
    )
