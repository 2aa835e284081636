"""Writes: creating games, joining, and playing moves (HackSoft services); players, their
credentials and tokens are :mod:`accounts.services`.

Every function takes keyword arguments, writes all or nothing (in one transaction, or for a
move in one statement: see :func:`game_move_play`) and raises engine errors (InputError ->
400, IllegalActionError -> 422) or :class:`~apikit.errors.ApiError`; the one exception
handler renders them.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import functools
import secrets
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.db.models import F, Field, Model
from django.db.models.functions import Coalesce, Greatest
from django.utils import timezone
from django.utils.translation import gettext as _

from accounts.models import Player
from apikit.errors import INSUFFICIENT_SCOPE, INVALID_INPUT, NOT_FOUND, ApiError
from apikit.metrics import MOVE_CONFLICTS, MOVES
from apikit.times import iso
from games.engine.actions import Action, ActionKind
from games.engine.ai import AI_LEVELS, ai_seed
from games.engine.ai.master import Budget
from games.engine.errors import InvalidRulesetError
from games.engine.events import Event
from games.engine.match import Match
from games.engine.rules import Ruleset, get_ruleset
from games.engine.scoring import Outcome

from . import signals
from .errors import (
    ALREADY_JOINED,
    CANNOT_JOIN_OWN_GAME,
    CLAIM_ON_YOUR_TURN,
    GAME_CANCELLED,
    GAME_NOT_STARTED,
    GAME_NOT_WAITING,
    GAME_OVER,
    INVITE_NOT_FOUND,
    NO_TURN_CLOCK,
    NOT_A_HUMAN_GAME,
    TOO_MANY_WAITING_GAMES,
    TURN_NOT_EXPIRED,
    VERSION_CONFLICT,
)
from .models import Game, Move
from .search_thread import ai_reply
from .signals import (
    Notice,
    PlayScope,
    announce_change,
    create_options,
    join_checks,
    play_scopes,
)

AI_SEAT = 1
"""In a game against the AI the creator is seat 0 and the AI seat 1."""

INVITE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
"""Invite codes are read aloud and typed: no 0/O, 1/I/L."""
INVITE_LENGTH = 8

MAX_MOVE_ATTEMPTS = 50
"""How often a move is played again on a newer state before the client is told to retry
(409): each attempt lost means another move on the same game was written meanwhile."""

MAX_AI_ACTIONS = 1000
"""Far more than any one turn of replies needs; stops a faulty AI from looping forever."""


@dataclass(frozen=True, slots=True)
class Applied:
    """One action applied to a match, and what it made happen."""

    seat: int
    action: Action
    events: list[Event]


def game_create(
    *,
    player: Player,
    opponent: str,
    ai_level: str | None,
    ruleset: str,
    rules: dict[str, Any] | None,
    target: int | None,
    first_hand_seed: bytes | None = None,
    first_hand_stock_seed: bytes | None = None,
    first_hand_sealed_until: dt.datetime | None = None,
    options: Mapping[str, Any] | None = None,
) -> Game:
    """A new game with ``player`` in seat 0, dealt at once.

    Against the AI the game is active and, if the AI must act first (it is the non-dealer
    in the upcard phase, say), it does so here.  Against a friend the game waits for the
    friend to join with the invite code.  ``target`` overrides the ruleset's target.
    ``first_hand_stock_seed`` (with ``first_hand_seed``): hand 1 keeps that deal's hands and
    upcard, its stock is this seed's own order (the engine's ``Match.new``).
    ``first_hand_sealed_until``: until then hand 1's result hides the opponent's cards
    (:meth:`Game.sealed_hands`; Daily Gin's scored games).
    ``options``: the values of the apps' options (games.signals.create_option) by name, such
    as ratings' ``rated``; each is checked before the game is made and recorded with it.
    """
    if opponent not in Game.Opponent.values:
        message = _("opponent must be ai or human.")
        raise INVALID_INPUT.error(message, fields={"opponent": [message]})
    chosen = [
        (option, options[option.name])
        for option in create_options()
        if options and option.name in options
    ]
    for option, value in chosen:
        option.check(player, opponent, value)
    if opponent == Game.Opponent.AI:
        ai_level = ai_level or AI_LEVELS[0]
        if ai_level not in AI_LEVELS:
            message = _("ai_level must be one of %(levels)s.") % {"levels": ", ".join(AI_LEVELS)}
            raise INVALID_INPUT.error(message, fields={"ai_level": [message]})
    else:
        ai_level = None
    overrides, ruleset_obj = _ruleset_with(ruleset, rules, target)

    now = timezone.now()
    if opponent == Game.Opponent.HUMAN:
        _check_waiting_cap(player, now)
    # A friend game's seed is only a placeholder while it waits: game_join deals from a new
    # one, so its creator cannot make games until it likes a deal (docs/API.md "Trust").
    seed = secrets.token_bytes(32)
    match = Match.new(
        seed=seed,
        ruleset=ruleset_obj,
        first_hand_seed=first_hand_seed,
        first_hand_stock_seed=first_hand_stock_seed,
    )
    game = Game(
        seed=seed.hex(),
        first_hand_seed=first_hand_seed.hex() if first_hand_seed is not None else None,
        first_hand_sealed_until=first_hand_sealed_until,
        ruleset_name=ruleset_obj.name,
        rules=overrides,
        opponent_kind=opponent,
        ai_level=ai_level,
        player0=player,
        status=Game.Status.ACTIVE if opponent == Game.Opponent.AI else Game.Status.WAITING,
        invite_code=None if opponent == Game.Opponent.AI else _invite_code(),
        created_at=now,
        updated_at=now,
    )
    with transaction.atomic():
        applied = _ai_replies(game, match)
        _store(game, match, applied, hands_before=0, now=now, created=True)
        for option, value in chosen:
            option.created(game, value)
        signals.game_created.send(sender=Game, game=game)
    return game


def not_a_human_game() -> ApiError:
    return NOT_A_HUMAN_GAME.error(_("Only a game between two players can be rated or rematched."))


def _ruleset_with(
    ruleset: str, rules: dict[str, Any] | None, target: int | None
) -> tuple[dict[str, Any], Ruleset]:
    """The overrides a game stores and the ruleset they make; a bad name, override or
    target is the engine's InvalidRulesetError, blamed on the request field."""
    overrides = dict(rules or {})
    if target is not None:
        overrides["target"] = target
    try:
        return overrides, get_ruleset(ruleset, overrides)
    except InvalidRulesetError as error:
        # Blame the request field: "ruleset", "target", or the override under "rules".
        field = error.params.get("field")
        if field not in ("ruleset", "rules") and not (field == "target" and target is not None):
            error.params["field"] = f"rules.{field}"
        raise


def ruleset_check(*, ruleset: str, target: int | None) -> None:
    """Refuse (InvalidRulesetError, a 400) a ruleset name or target a game could not have."""
    _ruleset_with(ruleset, None, target)


def game_start_between(
    *,
    players: tuple[Player, Player],
    ruleset: str,
    target: int | None,
    rules: dict[str, Any] | None = None,
    dealer: int | None = None,
) -> Game:
    """A game between two players, active at once (a paired seek, an accepted rematch):
    ``players[0]`` in seat 0.  ``dealer`` (a seat) deals the first hand; by chance when None.

    Call inside the caller's transaction: both players hear ``game_started`` once it
    commits, and the seat on turn ``your_turn``.
    """
    overrides, ruleset_obj = _ruleset_with(ruleset, rules, target)
    while True:
        seed = secrets.token_bytes(32)
        match = Match.new(seed=seed, ruleset=ruleset_obj)
        # The first dealer comes from the seed (so the game replays from it): draw again
        # until it is the seat asked for, one draw in two.
        if dealer is None or match.dealer == dealer:
            break
    now = timezone.now()
    game = Game(
        seed=seed.hex(),
        ruleset_name=ruleset_obj.name,
        rules=overrides,
        opponent_kind=Game.Opponent.HUMAN,
        player0=players[0],
        player1=players[1],
        status=Game.Status.ACTIVE,
        created_at=now,
        updated_at=now,
    )
    with transaction.atomic():
        _store(game, match, [], hands_before=0, now=now, created=True)
        signals.game_created.send(sender=Game, game=game)
        announce_change(
            game_id=game.pk,
            version=game.version,
            notices=[
                *(Notice(str(p.pk), "game_started", _notice(game)) for p in players),
                *_turn_notices(game, match),
            ],
        )
    return game


def game_join(*, player: Player, invite_code: str) -> Game:
    """Take seat 1 of the friend game waiting with ``invite_code``; it becomes active."""
    with transaction.atomic():
        game = (
            Game.objects.select_for_update(of=("self",))
            .select_related("player0", "player1")
            .filter(invite_code=invite_code.strip().upper())
            .first()
        )
        if game is None or _expired_waiting(game, timezone.now()):
            raise INVITE_NOT_FOUND.error()
        if game.player0_id == player.pk:
            raise CANNOT_JOIN_OWN_GAME.error()
        if game.player1_id == player.pk:
            raise ALREADY_JOINED.error()
        if game.player1_id is not None or game.status != Game.Status.WAITING:
            # Said as for an unknown code: a guessed code must not learn that a game exists.
            raise INVITE_NOT_FOUND.error()
        for check in join_checks():
            check(game, player)
        # Dealt now, from a seed nobody has seen: the creator saw no cards while it waited.
        seed = secrets.token_bytes(32)
        match = Match.new(seed=seed, ruleset=game.ruleset(), first_hand_seed=None)
        game.seed = seed.hex()
        game.snapshot = match.to_snapshot()
        game.player1 = player
        game.status = Game.Status.ACTIVE
        game.updated_at = timezone.now()
        game.turn_deadline = game.updated_at + _turn_time()
        game.save(
            update_fields=["seed", "snapshot", "player1", "status", "updated_at", "turn_deadline"]
        )
        announce_change(
            game_id=game.pk,
            version=game.version,
            notices=[
                Notice(str(game.player0_id), "game_started", _notice(game)),
                *_turn_notices(game, match),
            ],
        )
    return game


@dataclass(frozen=True, slots=True)
class PlayedMove:
    """A move applied: the saved game, its engine state after the move (the same state as
    ``game.snapshot``, to serialise without rebuilding it) and the events ``player`` sees."""

    game: Game
    match: Match
    events: list[dict[str, Any]]


def game_move_play(
    *,
    game_id: uuid.UUID | str,
    player: Player,
    action: dict[str, Any],
    expected_version: int | None,
    scopes: frozenset[str] | None = None,
) -> PlayedMove:
    """Apply ``action`` for ``player``, then the AI's replies.

    Optimistic concurrency: the game is read without a lock, the move played on the engine,
    and the result written only if the game is still at the version it was read at (a
    compare-and-swap on ``version``).  If another move got there first, the action is played
    again on the newer state: concurrent moves on one game are applied one after the other,
    as under a lock, and an action that the newer state no longer allows is refused (422).
    ``expected_version`` (when given) must equal the game's version or nothing changes (409).
    Events are as ``player`` may see them.  ``scopes``: those of the app's access token the
    move comes through (None for a device token), held to :func:`game_scope_check`.
    """
    parsed = Action.from_dict(action)
    for _attempt in range(MAX_MOVE_ATTEMPTS):
        game, seat = _game_for_move(game_id, player, expected_version)
        game_scope_check(game, scopes)
        match = game.match()
        hands_before = len(match.hand_results)
        applied = [Applied(seat, parsed, match.apply(seat, parsed))]
        applied += _ai_replies(game, match)
        if _store(game, match, applied, hands_before=hands_before, now=timezone.now()):
            transaction.on_commit(MOVES.inc)
            announce_change(
                game_id=game.pk, version=game.version, notices=_turn_notices(game, match)
            )
            sealed = game.sealed_hands()
            events = [
                event.to_dict(seat, sealed=sealed) for step in applied for event in step.events
            ]
            return PlayedMove(game=game, match=match, events=events)
        MOVE_CONFLICTS.labels(outcome="retried").inc()
    MOVE_CONFLICTS.labels(outcome="refused").inc()
    raise VERSION_CONFLICT.error(version=game.version, expected=expected_version)


def _game_for_move(
    game_id: uuid.UUID | str, player: Player, expected_version: int | None
) -> tuple[Game, int]:
    """The game and ``player``'s seat, if a move may be played in it now."""
    # By primary key (no OR of both seats, no ordering), then the seat is checked here:
    # another player's game is a 404 whether or not it exists.
    game = next(iter(Game.objects.filter(id=game_id).order_by()[:1]), None)
    seat = None if game is None else game.seat_of(player)
    if game is None or seat is None:
        raise NOT_FOUND.error()
    # No join for the players: the mover is at hand, and only a friend's name (read when the
    # game is shown) is fetched, in friend games alone.
    if seat == 0:
        game.player0 = player
    else:
        game.player1 = player
    if expected_version is not None and expected_version != game.version:
        MOVE_CONFLICTS.labels(outcome="refused").inc()
        raise VERSION_CONFLICT.error(version=game.version, expected=expected_version)
    if game.status == Game.Status.WAITING:
        raise GAME_NOT_STARTED.error()
    if game.status == Game.Status.CANCELLED:
        raise GAME_CANCELLED.error()
    return game, seat


GAMES_PLAY_SCOPE = "games:play"


def scopes_playing(game: Game) -> frozenset[str]:
    """The OAuth scopes any one of which lets an app's token play in ``game``: ``games:play``
    and the apps' own play scopes (games.signals.play_scope) as they cover it."""
    allowed = {GAMES_PLAY_SCOPE}
    for rule in play_scopes():
        covered = rule.covers(game)
        if covered == PlayScope.ONLY:
            return frozenset({rule.scope})
        if covered == PlayScope.ALSO:
            allowed.add(rule.scope)
    return frozenset(allowed)


def game_scope_check(game: Game, scopes: frozenset[str] | None) -> None:
    """Whether an app's token with ``scopes`` may play in ``game``: it must hold one of
    :func:`scopes_playing`.  403 ``insufficient_scope`` otherwise; a device token (None) may
    play in all."""
    if scopes is None:
        return
    if not scopes & scopes_playing(game):
        raise INSUFFICIENT_SCOPE.error(
            _("This app was not allowed to do this: its token's scopes do not cover it.")
        )


def _ai_replies(game: Game, match: Match) -> list[Applied]:
    """The AI's actions for as long as it is the AI's turn and the game goes on."""
    if game.opponent_kind != Game.Opponent.AI:
        return []
    assert game.ai_level is not None
    applied: list[Applied] = []
    while not match.finished and match.turn == AI_SEAT:
        if len(applied) >= MAX_AI_ACTIONS:
            raise RuntimeError(f"the {game.ai_level} AI did not end its turn")
        action = _ai_action(match, game.ai_level)
        applied.append(Applied(AI_SEAT, action, match.apply(AI_SEAT, action)))
    return applied


def _ai_action(match: Match, level: str) -> Action:
    """The AI's next action; the master's in the search processes (games/search_thread.py)."""
    view, seed, version = match.view(AI_SEAT), ai_seed(match), match.move_count
    budget = _master_budget() if level == "master" else None
    return ai_reply(view, level, seed=seed, version=version, budget=budget)


def _master_budget() -> Budget:
    return Budget(worlds=settings.AI_MASTER_WORLDS, max_rollouts=settings.AI_MASTER_MAX_ROLLOUTS)


def _store(
    game: Game,
    match: Match,
    applied: Sequence[Applied],
    *,
    hands_before: int,
    now: Any,
    created: bool = False,
) -> bool:
    """Save the game row and its new moves, and report each hand won.

    A new game is inserted; an existing one is updated only if it is still at the version it
    was read at.  False (and nothing written) if another move changed it first.
    """
    read_version = game.version
    game.version = match.move_count
    game.snapshot = match.to_snapshot()
    game.updated_at = now
    finishing = match.finished and game.status != Game.Status.FINISHED
    if finishing:
        game.status = Game.Status.FINISHED
        game.winner_seat = match.winner
        game.finished_at = now
    # Friend games: every action restarts the clock of the seat on turn.
    game.turn_deadline = (
        None if game.is_ai or game.status != Game.Status.ACTIVE else now + _turn_time()
    )
    moves = [
        Move(
            game=game,
            version=version,
            seat=step.seat,
            action=step.action.kind.value,
            payload=step.action.to_dict(),
            created_at=now,
        )
        for version, step in enumerate(applied, start=read_version + 1)
    ]
    won = [
        (result.winner, result)
        for result in match.hand_results[hands_before:]
        if result.winner is not None
    ]
    # One statement commits by itself; only a hand won or the game's end adds writes (the
    # receivers') that must commit with it.
    with transaction.atomic() if created or won or finishing else contextlib.nullcontext():
        if created:
            game.save(force_insert=True)
            Move.objects.bulk_create(moves)
        elif not _game_advance(game, read_version, moves):
            return False
        for seat, result in won:
            _hand_won(game, seat, result.hand_number, result.points, result.outcome, now)
        if finishing:
            _finished(game, match)
    return True


def _finished(game: Game, match: Match) -> None:
    """The game has just ended, inside the transaction that ended it: tell the apps built on
    games (ratings decides there whether a resignation came too early to rate)."""
    signals.game_finished.send(sender=Game, game=game, resigned=match.resigned)


def _game_advance(game: Game, read_version: int, moves: list[Move]) -> bool:
    """Compare-and-swap: write ``game``'s state and insert ``moves`` if the stored game is
    still at ``read_version``; False, and nothing written, otherwise."""
    if connection.vendor != "postgresql":
        with transaction.atomic():
            if not Game.objects.filter(pk=game.pk, version=read_version).update(
                **{name: getattr(game, name) for name in GAME_MOVE_FIELDS}
            ):
                return False
            Move.objects.bulk_create(moves)
        return True
    # On PostgreSQL as one statement, so it needs no transaction of its own: a move costs
    # one round trip to write instead of four (BEGIN, UPDATE, INSERT, COMMIT).
    with connection.cursor() as cursor:
        cursor.execute(
            _game_advance_sql(len(moves)),
            [
                *(_db_value(game, name) for name in GAME_MOVE_FIELDS),
                game.pk,
                read_version,
                *(_db_value(move, name) for move in moves for name in MOVE_COLUMNS),
            ],
        )
        return cursor.rowcount == len(moves)


GAME_MOVE_FIELDS = (
    "version",
    "snapshot",
    "updated_at",
    "status",
    "winner_seat",
    "finished_at",
    "turn_deadline",
)
"""The game's columns a move changes."""
MOVE_COLUMNS = ("version", "seat", "action", "payload", "created_at")
"""A move's columns besides its game."""


def _column(model: type[Model], name: str) -> str:
    field = model._meta.get_field(name)
    assert isinstance(field, Field)
    return connection.ops.quote_name(field.column)


def _db_value(instance: Model, name: str) -> Any:
    """``instance.name`` adapted for the database as the ORM would save it."""
    field = instance._meta.get_field(name)
    assert isinstance(field, Field)
    return field.get_db_prep_save(getattr(instance, name), connection)


@functools.cache
def _game_advance_sql(moves: int) -> str:
    """The game updated if still at the version read, then ``moves`` moves inserted only if
    it was: an INSERT ... SELECT from the UPDATE's RETURNING inserts nothing when the UPDATE
    matched no row.  Built from the models' own table and column names."""
    game_id = _column(Game, "id")
    move_columns = ", ".join(_column(Move, name) for name in MOVE_COLUMNS)
    assignments = ", ".join(f"{_column(Game, name)} = %s" for name in GAME_MOVE_FIELDS)
    rows = ", ".join(["(" + ", ".join(["%s"] * len(MOVE_COLUMNS)) + ")"] * moves)
    return f"""
        WITH advanced AS (
            UPDATE {connection.ops.quote_name(Game._meta.db_table)} SET {assignments}
            WHERE {game_id} = %s AND {_column(Game, "version")} = %s
            RETURNING {game_id}
        )
        INSERT INTO {connection.ops.quote_name(Move._meta.db_table)}
            ({_column(Move, "game")}, {move_columns})
        SELECT advanced.{game_id}, new.*
        FROM advanced, (VALUES {rows}) AS new ({move_columns})
    """


def _hand_won(
    game: Game, seat: int, hand_number: int, points: int, outcome: Outcome, now: Any
) -> None:
    player_id = game.player0_id if seat == 0 else game.player1_id
    if player_id is not None:
        is_gin = outcome in (Outcome.GIN, Outcome.BIG_GIN)
        Player.objects.filter(pk=player_id).update(
            hands_won=F("hands_won") + 1,
            gins=F("gins") + int(is_gin),
            best_hand=Greatest(Coalesce("best_hand", 0), points),
        )
    # The apps built on this one decide what they record (the leaderboard: AI games only,
    # daily rules).
    signals.hand_won.send(
        sender=Game, game=game, seat=seat, hand_number=hand_number, points=points, achieved_at=now
    )


def _invite_code() -> str:
    return "".join(secrets.choice(INVITE_ALPHABET) for _ in range(INVITE_LENGTH))


# --------------------------------------------------------------------------- friend games' life


def _turn_time() -> dt.timedelta:
    return dt.timedelta(seconds=settings.FRIEND_TURN_SECONDS)


def _check_waiting_cap(player: Player, now: dt.datetime) -> None:
    """422 ``too_many_waiting_games`` when ``player`` has MAX_WAITING_GAMES friend games
    waiting already (expired ones, which the hourly task cancels, do not count)."""
    age = dt.timedelta(seconds=settings.WAITING_GAME_EXPIRY_SECONDS)
    waiting = Game.objects.filter(
        player0=player, status=Game.Status.WAITING, created_at__gt=now - age
    ).count()
    if waiting >= settings.MAX_WAITING_GAMES:
        raise TOO_MANY_WAITING_GAMES.error(count=waiting)


def _expired_waiting(game: Game, now: dt.datetime) -> bool:
    """A waiting game older than WAITING_GAME_EXPIRY_SECONDS (the hourly task cancels it;
    until then it is already treated as gone)."""
    age = dt.timedelta(seconds=settings.WAITING_GAME_EXPIRY_SECONDS)
    return game.status == Game.Status.WAITING and game.created_at <= now - age


def _notice(game: Game, **extra: Any) -> dict[str, Any]:
    return {"game": str(game.pk), "version": game.version, **extra}


def _turn_notices(game: Game, match: Match) -> list[Notice]:
    """The notices a friend game's new state calls for: whose turn it is, or who won."""
    if game.is_ai or game.player1_id is None:
        return []
    players = (str(game.player0_id), str(game.player1_id))
    if match.finished:
        return [
            Notice(
                players[seat],
                "game_finished",
                _notice(
                    game,
                    winner=None
                    if match.winner is None
                    else ("you" if match.winner == seat else "opponent"),
                ),
            )
            for seat in (0, 1)
        ]
    if match.turn is None:
        return []
    return [Notice(players[match.turn], "your_turn", _notice(game))]


def game_claim_victory(*, game_id: uuid.UUID | str, player: Player) -> Game:
    """Win a friend game whose opponent let its turn clock run out (docs/API.md "Live games").

    The seat on turn resigns on the record (a ``resign`` move by that seat, so the game
    still replays from its seed and moves) and the game's ``termination`` says ``timeout``.
    """
    now = timezone.now()
    with transaction.atomic():
        # A row lock, not the moves' compare-and-swap: the claim bumps the version, so a move
        # racing it fails its compare-and-swap, re-reads the game and finds it over.
        game = next(iter(Game.objects.select_for_update().filter(id=game_id).order_by()[:1]), None)
        seat = None if game is None else game.seat_of(player)
        if game is None or seat is None:
            raise NOT_FOUND.error()
        _check_claim(game, seat, now)
        _timeout_win(game, seat, now)
    return game


def _timeout_win(game: Game, seat: int, now: dt.datetime) -> None:
    """``seat`` wins ``game`` (locked) on its opponent's timeout: the seat on turn resigns
    on the record and the game's ``termination`` says ``timeout``."""
    match = game.match()
    loser = 1 - seat
    action = Action(ActionKind.RESIGN)
    match.apply(loser, action)
    read_version = game.version
    game.version = match.move_count
    game.snapshot = match.to_snapshot()
    game.status = Game.Status.FINISHED
    game.winner_seat = seat
    game.finished_at = game.updated_at = now
    game.turn_deadline = None
    game.termination = Game.Termination.TIMEOUT
    game.save(update_fields=[*GAME_MOVE_FIELDS, "termination"])
    Move.objects.create(
        game=game,
        version=read_version + 1,
        seat=loser,
        action=action.kind.value,
        payload=action.to_dict(),
        created_at=now,
    )
    _finished(game, match)
    announce_change(game_id=game.pk, version=game.version, notices=_turn_notices(game, match))


def game_clock_forfeit(*, game_id: uuid.UUID | str, now: dt.datetime) -> bool:
    """End ``game_id`` as a loss for the seat on turn when its turn clock ran out before
    ``now``, as a claim of victory by the other would: for the apps that end abandoned games
    without waiting for the claim (ratings' rated games).  Whether it ended.

    Safe to call at any time and from several processes: the game is locked (one locked by a
    move or a claim is skipped) and checked again before it ends."""
    with transaction.atomic():
        game = next(
            iter(
                Game.objects.select_for_update(skip_locked=True)
                .filter(pk=game_id, status=Game.Status.ACTIVE, turn_deadline__lt=now)
                .order_by()[:1]
            ),
            None,
        )
        if game is None or game.is_ai:
            return False
        turn = game.match().turn
        if turn is None:
            return False
        _timeout_win(game, 1 - turn, now)
    return True


def _check_claim(game: Game, seat: int, now: dt.datetime) -> None:
    if game.is_ai:
        raise NO_TURN_CLOCK.error()
    if game.status == Game.Status.WAITING:
        raise GAME_NOT_STARTED.error()
    if game.status == Game.Status.CANCELLED:
        raise GAME_CANCELLED.error()
    if game.status == Game.Status.FINISHED:
        raise GAME_OVER.error()
    if game.match().turn == seat:
        raise CLAIM_ON_YOUR_TURN.error()
    if game.turn_deadline is None or now < game.turn_deadline:
        deadline = iso(game.turn_deadline)
        raise TURN_NOT_EXPIRED.error(deadline=deadline)


def game_cancel(*, game_id: uuid.UUID | str, player: Player) -> Game:
    """The creator calls off a friend game nobody has joined yet (docs/API.md "Live games").

    Cancelling a game already cancelled changes nothing and answers it again.
    """
    with transaction.atomic():
        game = next(
            iter(
                Game.objects.select_for_update(of=("self",))
                .select_related("player0", "player1")
                .filter(id=game_id)
                .order_by()[:1]
            ),
            None,
        )
        if game is None or game.seat_of(player) is None:
            raise NOT_FOUND.error()
        if game.status == Game.Status.CANCELLED:
            return game
        if game.status != Game.Status.WAITING or game.seat_of(player) != 0:
            raise GAME_NOT_WAITING.error()
        _cancel(game, termination=None, now=timezone.now())
    return game


def _cancel(game: Game, *, termination: str | None, now: dt.datetime) -> None:
    game.status = Game.Status.CANCELLED
    # The code is freed: a friend who tries it is told no game waits with it.
    game.invite_code = None
    game.termination = termination
    game.finished_at = game.updated_at = now
    game.save(update_fields=["status", "invite_code", "termination", "finished_at", "updated_at"])
    announce_change(game_id=game.pk, version=game.version)


def games_expire_waiting(*, now: dt.datetime | None = None) -> int:
    """Cancel the friend games nobody joined within WAITING_GAME_EXPIRY_SECONDS; how many.

    Safe to run at any time and from several processes: each game is locked and checked
    again before it is cancelled, and one locked by a join or another run is skipped.
    """
    now = now or timezone.now()
    cutoff = now - dt.timedelta(seconds=settings.WAITING_GAME_EXPIRY_SECONDS)
    expired = 0
    stale = Game.objects.filter(status=Game.Status.WAITING, created_at__lte=cutoff)
    for game_id in stale.order_by().values_list("id", flat=True).iterator():
        with transaction.atomic():
            game = (
                Game.objects.select_for_update(skip_locked=True)
                .filter(id=game_id, status=Game.Status.WAITING)
                .order_by()
                .first()
            )
            if game is not None:
                _cancel(game, termination=Game.Termination.EXPIRED, now=now)
                expired += 1
    return expired
