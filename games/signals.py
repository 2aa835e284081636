"""What the games app tells the apps built on it, so it never imports them.

``leaderboard``, ``daily``, ``live`` and any later app depend on ``games``, never the other
way: they connect to these signals (in their ``AppConfig.ready``), as ``leaderboard`` hears
``daily`` through :mod:`daily.signals`.  The player's own signals (registration, the profile's
sections) are :mod:`accounts.signals`.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from django.dispatch import Signal

from accounts.models import Player
from games.models import Game


@dataclass(frozen=True, slots=True)
class Notice:
    """One notice for a player's own stream: ``kind`` (game_started, your_turn,
    game_finished) and its data (``game``, ``version``, ...)."""

    player_id: str
    kind: str
    data: dict[str, Any]


game_changed = Signal()
"""Sent whenever a game's stored state changes (a new version, a friend joining, a
cancellation), inside the transaction that writes it (``sender`` the
:class:`~games.models.Game` class), with ``game_id``, ``version`` and
``notices`` (a list of :class:`Notice` for the players' own streams).  The ``live`` app hears
it and tells the game's streams once the transaction commits (live/fanout.py)."""


def announce_change(
    *, game_id: uuid.UUID | str, version: int, notices: Iterable[Notice] = ()
) -> None:
    """Send :data:`game_changed` for the game at ``version``; never raises for want of a
    listener (without the ``live`` app nobody streams)."""
    game_changed.send(sender=Game, game_id=game_id, version=version, notices=list(notices))


@dataclass(frozen=True, slots=True)
class GameSection:
    """What an app adds to every game document (``GET /games/{id}``, a move's answer, the
    streams): the key ``name``, its value for a game as a seat sees it (``view(game, seat)``;
    None where the app has nothing to say of that game), and ``field()``, the serializer
    field that describes it in the schema (GameSerializer)."""

    name: str
    view: Callable[[Game, int], Any]
    field: Callable[[], Any]
    example: Any = None
    """Its value in the schema's example documents (:func:`game_document_example`)."""


_GAME_SECTIONS: dict[str, GameSection] = {}
_EXAMPLE_DOCUMENTS: list[dict[str, Any]] = []


def game_section(section: GameSection) -> None:
    """Adds ``section`` to every game document, as accounts.signals.profile_section adds to
    the profile: the app that owns a thing contributes it, and games never names it
    (registering a name again replaces it)."""
    _GAME_SECTIONS[section.name] = section
    for document in _EXAMPLE_DOCUMENTS:
        document[section.name] = section.example


def game_document_example(document: dict[str, Any]) -> dict[str, Any]:
    """``document``, a game document for the schema's examples, with each section's example
    added: those registered now, and, as the dict itself, those registered later (games'
    examples are made while the apps are still being readied)."""
    for section in _GAME_SECTIONS.values():
        document[section.name] = section.example
    _EXAMPLE_DOCUMENTS.append(document)
    return document


def game_sections() -> list[GameSection]:
    """The sections the apps registered, in the order of INSTALLED_APPS."""
    return list(_GAME_SECTIONS.values())


@dataclass(frozen=True)
class PlayScope:
    """An app's own OAuth scope for playing the games it makes (docs/API.md, fourth wave): an
    app's access token may move in a game when it holds a scope that covers the game.
    ``games:play`` covers every game but those a registered scope takes ``ONLY`` for itself;
    ``covers(game)`` answers ``ONLY`` (this scope alone plays the game), ``ALSO`` (this scope
    as well as ``games:play``) or None (the game is none of this app's)."""

    ONLY = "only"
    ALSO = "also"

    scope: str
    covers: Callable[[Game], str | None]


_PLAY_SCOPES: dict[str, PlayScope] = {}


def play_scope(scope: PlayScope) -> None:
    """Adds an app's play scope (registering a scope again replaces it)."""
    _PLAY_SCOPES[scope.scope] = scope


def play_scopes() -> list[PlayScope]:
    """The play scopes the apps registered, in the order of INSTALLED_APPS."""
    return list(_PLAY_SCOPES.values())


@dataclass(frozen=True)
class CreateOption:
    """An option an app adds to starting a game (POST /games), as ratings adds ``rated``: the
    request's ``name``, ``field()`` the request serializer's field that reads and describes
    it, ``check(player, opponent, value)``, run before anything is made, which refuses the
    game by raising, and ``created(game, value)``, run in the transaction that stores the new
    game (its rows commit or roll back with it)."""

    name: str
    field: Callable[[], Any]
    check: Callable[[Player, str, Any], None]
    created: Callable[[Game, Any], None]


_CREATE_OPTIONS: dict[str, CreateOption] = {}


def create_option(option: CreateOption) -> None:
    """Adds an option to starting a game (registering a name again replaces it)."""
    _CREATE_OPTIONS[option.name] = option


def create_options() -> list[CreateOption]:
    """The options the apps registered, in the order of INSTALLED_APPS."""
    return list(_CREATE_OPTIONS.values())


JoinCheck = Callable[[Game, Player], None]
"""An app's rule for who may take seat 1 of a friend game (POST /games/join): called with the
waiting game, locked, and the joining player; it refuses by raising an ApiError."""

_JOIN_CHECKS: dict[str, JoinCheck] = {}


def join_check(name: str, check: JoinCheck) -> None:
    """Adds an app's rule for joining a friend game under ``name`` (again replaces it)."""
    _JOIN_CHECKS[name] = check


def join_checks() -> list[JoinCheck]:
    """The rules the apps registered, in the order of INSTALLED_APPS."""
    return list(_JOIN_CHECKS.values())


game_created = Signal()
"""Sent once per game, inside the transaction that makes it (POST /games, a Daily attempt, a
paired seek, an accepted rematch), with ``game`` (saved): an app records what it keeps of how
a game was made (oauth: the app whose token made it) in its own tables."""

hand_won = Signal()
"""Sent for every hand a seat wins, inside the transaction that stores the move that ended
it, with ``game`` (the :class:`~games.models.Game`, already saved), ``seat`` (0 or 1),
``hand_number`` (from 1), ``points`` (what the hand scored for the winner) and
``achieved_at`` (the move's time)."""

game_finished = Signal()
"""Sent once per game, inside the transaction that finishes it (the target reached, a
resignation, a turn-clock victory claimed), with ``game`` (the saved
:class:`~games.models.Game`: ``status`` finished, ``winner_seat``, ``termination``) and
``resigned`` (the seat that resigned, or None); a receiver's writes commit or roll back with
the game's."""
