"""Reads: games as a player may see them, and its profile's game stats (HackSoft selectors).

Everything a player is shown about a game is built from the engine's per-seat view, which
holds nothing that seat may not know.
"""

from __future__ import annotations

import hashlib
import uuid
from typing import Any

from django.db.models import Count, Q, QuerySet

from accounts.models import Player
from apikit.errors import NOT_FOUND
from apikit.times import iso
from games.engine.match import Match

from .models import Game, Move
from .signals import game_sections


def game_get_for(*, game_id: uuid.UUID | str, player: Player) -> Game:
    """The game if ``player`` sits at it; otherwise 404, whether or not it exists."""
    # By primary key, then the seat is checked here (no OR of both seats, no ordering).
    game = next(
        iter(Game.objects.select_related("player0", "player1").filter(id=game_id).order_by()[:1]),
        None,
    )
    if game is None or game.seat_of(player) is None:
        raise NOT_FOUND.error()
    return game


def game_list_for(*, player: Player, status: str | None = None) -> QuerySet[Game]:
    """The player's games from either seat, newest first."""
    games = Game.objects.select_related("player0", "player1").filter(
        Q(player0=player) | Q(player1=player)
    )
    if status is not None:
        games = games.filter(status=status)
    return games.order_by("-created_at", "-id")


def game_etag(game: Game, player: Player) -> str:
    """Changes whenever what ``player`` is shown may change: a move, a join, the seat, the
    opponent's name (PATCH /api/v1/players/me)."""
    seat = game.seat_of(player)
    names = [other.display_name for other in (game.player0, game.player1) if other is not None]
    # The sealed hands too: a scored daily hand's result shows in full once its date is over.
    sealed = ",".join(str(number) for number in sorted(game.sealed_hands()))
    raw = f"{game.pk}:{game.version}:{game.status}:{seat}:{names!r}:{sealed}"
    return '"' + hashlib.sha256(raw.encode()).hexdigest()[:32] + '"'


def _opponent(game: Game, seat: int) -> dict[str, Any]:
    if game.opponent_kind == Game.Opponent.AI:
        return {"kind": "ai", "ai_level": game.ai_level, "display_name": None}
    other = game.player1 if seat == 0 else game.player0
    return {
        "kind": "human",
        "ai_level": None,
        "display_name": other.display_name if other else None,
    }


def _header(game: Game, seat: int) -> dict[str, Any]:
    return {
        "id": str(game.pk),
        "version": game.version,
        "status": game.status,
        "opponent": _opponent(game, seat),
        # Only the creator has anything to share, and only until the friend joins.
        "invite_code": game.invite_code
        if seat == 0 and game.status == Game.Status.WAITING
        else None,
        "created_at": iso(game.created_at),
        "updated_at": iso(game.updated_at),
        "finished_at": iso(game.finished_at),
        # Friend games: when the seat on turn may be declared lost (claim-victory).
        "turn_deadline": iso(game.turn_deadline) if game.status == Game.Status.ACTIVE else None,
    }


_UNDEALT: dict[str, Any] = {
    "turn": None,
    "your_cards": [],
    "opponent_card_count": 0,
    "discard_top": None,
    "discard_pile": [],
    "stock_count": 0,
    "deadwood": 0,
    "melds": [],
    "unmatched": [],
    "taken_from_discard": None,
    "opponent_took": [],
    "opponent_discarded": [],
    "opponent_passed_upcard": None,
    "legal_actions": [],
}
"""A friend game's card fields while it waits for the friend: the hand is dealt at the join."""


def game_view_for(game: Game, player: Player, match: Match | None = None) -> dict[str, Any]:
    """The game as ``player`` sees it (docs/API.md): the engine's seat view plus the service's
    fields (id, version, status, opponent, invite code, times).

    ``match`` is the game's engine state when the caller has it already (a move just
    played): it must be the state ``game.snapshot`` holds.  Otherwise it is rebuilt from
    the snapshot.
    """
    seat = game.seat_of(player)
    if seat is None:
        raise NOT_FOUND.error()
    view = (
        (match if match is not None else game.match())
        .view(seat)
        .to_dict(sealed=game.sealed_hands())
    )
    if game.status in (Game.Status.WAITING, Game.Status.CANCELLED):
        # A friend game not dealt yet (game_join deals from a new seed; a cancelled one never
        # was): no cards to anyone, nothing to play.
        view.update(_UNDEALT)
    final = view.get("final_scores")
    if final is not None and game.termination == Game.Termination.TIMEOUT:
        # Only a timeout is said: the other endings show in the totals (and `resigned`),
        # and final_scores keeps exactly the shape docs/API.md gives it.
        final["reason"] = "timeout"
    doc = {**_header(game, seat), **view}
    for section in game_sections():
        doc[section.name] = section.view(game, seat)
    return doc


def game_summary_for(game: Game, player: Player) -> dict[str, Any]:
    """A game in the caller's list: enough to show it and know whose turn it is."""
    seat = game.seat_of(player)
    assert seat is not None
    view = game.match().view(seat)
    turn = None if view.turn is None else ("you" if view.turn == seat else "opponent")
    winner = None if view.winner is None else ("you" if view.winner == seat else "opponent")
    return {
        **_header(game, seat),
        "ruleset": view.ruleset.name,
        "hand_number": view.hand_number,
        "phase": view.phase.value,
        "turn": turn if game.status == Game.Status.ACTIVE else None,
        "scores": {"you": view.scores[0], "opponent": view.scores[1]},
        "winner": winner,
    }


def game_move_log_for(game: Game, player: Player) -> list[dict[str, Any]]:
    """Every applied action, oldest first, with what it made happen, as ``player`` may see
    it: the opponent's stock draws do not show the card; everything public does, except the
    opponent's hand in a sealed hand (:meth:`Game.sealed_hands`): its knock's melds and the
    hand's result.

    The events are rebuilt by replaying the stored moves through the engine, so the log
    shows exactly what each seat was shown at the time.
    """
    seat = game.seat_of(player)
    assert seat is not None
    moves = list(game.moves.order_by("version"))
    match = game.new_match()
    sealed = game.sealed_hands()
    log = []
    for move in moves:
        hidden = move.seat != seat and match.hand_number in sealed
        events = match.apply(move.seat, move.to_action())
        entry: dict[str, Any] = {
            "version": move.version,
            "player": "you" if move.seat == seat else "opponent",
            # The payload is the action as sent: its card is a discard (public) or none.
            "action": move.action,
            "card": move.payload.get("card"),
            "melds": None if hidden else move.payload.get("melds"),
            "events": [event.to_dict(seat, sealed=sealed) for event in events],
            "created_at": iso(move.created_at),
        }
        log.append(entry)
    return log


def player_game_stats(player: Player) -> dict[str, Any]:
    """The games part of the player's profile ``stats`` (its section, registered in
    ``GamesConfig.ready``): its games counted, and the running totals a move keeps."""
    counts = Game.objects.filter(Q(player0=player) | Q(player1=player)).aggregate(
        games=Count("id"),
        finished=Count("id", filter=Q(status=Game.Status.FINISHED)),
        won=Count(
            "id",
            filter=Q(player0=player, winner_seat=0) | Q(player1=player, winner_seat=1),
        ),
    )
    return {
        "games": counts["games"],
        "games_finished": counts["finished"],
        "games_won": counts["won"],
        "hands_won": player.hands_won,
        "gins": player.gins,
        "best_hand": player.best_hand,
    }


def game_audit(game: Game) -> dict[str, Any]:
    """Everything staff need to audit a game (server side only: both hands at every step).

    Replays the stored moves from the seed one by one, recording both hands after each, and
    says whether the replay ends where the stored snapshot does.
    """
    moves = list(game.moves.order_by("version"))
    match = game.new_match()
    steps = [_audit_step(match, None, [])]
    error = None
    for move in moves:
        try:
            events = match.apply(move.seat, move.to_action())
        except ValueError as exc:
            error = f"v{move.version}: {exc}"
            break
        steps.append(_audit_step(match, move, [event.to_dict(move.seat) for event in events]))
    results = [
        {**result.to_dict(0), "winner_seat": result.winner, "knocker_seat": result.knocker}
        for result in match.hand_results
    ]
    return {
        "seed": game.seed,
        "first_hand_seed": game.first_hand_seed,
        "steps": steps,
        "hand_results": results,
        "replay_error": error,
        "replay_matches": error is None and match.matches_snapshot(game.snapshot),
    }


def _audit_step(match: Match, move: Move | None, events: list[dict[str, Any]]) -> dict[str, Any]:
    seat0, seat1 = match.view(0), match.view(1)
    return {
        "version": 0 if move is None else move.version,
        "seat": None if move is None else move.seat,
        "action": "deal" if move is None else move.action,
        "payload": None if move is None else move.payload,
        "created_at": None if move is None else move.created_at,
        "events": events,
        "hand_number": seat0.hand_number,
        "phase": seat0.phase.value,
        "hands": [[c.code for c in seat0.your_cards], [c.code for c in seat1.your_cards]],
        "discard_top": None if seat0.discard_top is None else seat0.discard_top.code,
        "stock_count": seat0.stock_count,
        "scores": list(match.scores),
    }


def games_failing_replay(games: QuerySet[Game]) -> list[Game]:
    """The games whose replay from seed and moves does not rebuild the stored snapshot."""
    failing = []
    for game in games.prefetch_related("moves"):
        try:
            moves = sorted(game.moves.all(), key=lambda move: move.version)
            matches = game.replay(moves).matches_snapshot(game.snapshot)
        except ValueError:
            matches = False
        if not matches:
            failing.append(game)
    return failing
