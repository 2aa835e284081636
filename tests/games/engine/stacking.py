"""Stacked deals for the play tests: name each seat's cards, the upcard and the stock top."""

from __future__ import annotations

from collections.abc import Mapping

from games.engine import (
    DECK,
    Action,
    ActionKind,
    Card,
    Event,
    Hand,
    Match,
    Ruleset,
    get_ruleset,
    parse_cards,
)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text.split())


def stacked_deck(non_dealer: str, dealer: str, upcard: str, stock: str = "") -> tuple[Card, ...]:
    """A deck dealing these cards: the stock starts with ``stock`` (top first), then every
    card not named, in index order."""
    first, second = cards(non_dealer), cards(dealer)
    assert len(first) == len(second) == 10
    dealt = [card for pair in zip(first, second, strict=True) for card in pair]
    named = [*dealt, Card.parse(upcard), *cards(stock)]
    rest = [card for card in DECK if card not in named]
    deck = (*named, *rest)
    assert len(set(deck)) == 52
    return deck


def deal(
    hands: Mapping[int, str],
    upcard: str,
    stock: str = "",
    *,
    ruleset: str | Ruleset = "standard",
    dealer: int = 1,
    seed: bytes = b"stacked",
) -> Match:
    """A new match whose first hand gives ``hands[seat]`` to each seat."""
    rules = get_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    deck = stacked_deck(hands[1 - dealer], hands[dealer], upcard, stock)
    return Match.from_deck(deck, ruleset=rules, dealer=dealer, seed=seed)


def restack(match: Match, hands: Mapping[int, str], upcard: str, stock: str = "") -> None:
    """Replace the match's current (fresh) hand by a stacked one, same number and dealer."""
    hand = match.hand
    dealer = hand.dealer
    deck = stacked_deck(hands[1 - dealer], hands[dealer], upcard, stock)
    match.hand = Hand.deal(deck, ruleset=match.ruleset, number=hand.number, dealer=dealer)


def act(match: Match, seat: int, kind: str, card: str | None = None) -> list[Event]:
    return match.apply(seat, Action(ActionKind(kind), None if card is None else Card.parse(card)))


# A knocker holding these 10 takes UPCARD and knocks discarding KS: 2 deadwood against 73.
KNOCKER = "AC 2C 3C 4D 5D 6D 7H 7S 7C KS"
UPCARD = "2H"
DEFENDER = "9C JD QH KH 8S 5H 3S 2D TD 6C"
"""No meld, nothing to lay off on the knocker's melds: 73 deadwood."""
KNOCK_POINTS = 71

# Takes 9S and knocks discarding KD with 9 deadwood; UNDERCUTTER has 5 left: undercut 4 + bonus.
WEAK_KNOCKER = "AC 2C 3C 4D 5D 6D 7H 7S 7C KD"
WEAK_UPCARD = "9S"
UNDERCUTTER = "2S 3S 4S 8H 8D 8C JH QH KH 5C"


def upcard_knock(
    match: Match,
    knocker: int,
    knocker_cards: str = KNOCKER,
    defender_cards: str = DEFENDER,
    upcard: str = UPCARD,
    discard: str = "KS",
) -> list[Event]:
    """Stack the current hand, let ``knocker`` take the upcard (after the non-dealer passes,
    if the knocker deals) and knock discarding ``discard``; the knock's events."""
    restack(match, {knocker: knocker_cards, 1 - knocker: defender_cards}, upcard)
    if match.turn != knocker:
        act(match, 1 - knocker, "pass")
    act(match, knocker, "take_upcard")
    return act(match, knocker, "knock", discard)


def win_hand(match: Match, seat: int) -> list[Event]:
    """``seat`` wins the current hand by a 71-point knock."""
    return upcard_knock(match, seat)


def lose_by_undercut(match: Match, seat: int) -> list[Event]:
    """``seat`` knocks with 9 and is undercut: the other seat scores 4 + the undercut bonus."""
    return upcard_knock(match, seat, WEAK_KNOCKER, UNDERCUTTER, WEAK_UPCARD, "KD")
