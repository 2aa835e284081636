"""Daily Gin reads: a date's deal as a player may see it, and a player's result on it."""

from __future__ import annotations

import datetime as dt
from typing import Any

from accounts.models import Player
from games.models import Game
from games.signals import PlayScope

from .models import DailyAttempt, DailyDeal
from .signals import daily_line_review


def daily_deal_get(*, date: dt.date) -> DailyDeal | None:
    return DailyDeal.objects.filter(date=date).first()


def daily_players_count(*, deal: DailyDeal) -> int:
    """How many players have played the deal (each player's scored attempt counts once)."""
    return DailyAttempt.objects.filter(deal=deal, scored=True).count()


def daily_result_for(*, deal: DailyDeal, player: Player) -> dict[str, Any] | None:
    """The player's scored attempt on the deal, or None if they have not played it.

    ``first_hand`` is None until the shared first hand is over; ``score`` is the points they
    won in it (None when they did not win it, or when it ended after the date did: an
    ``expired`` attempt): what the daily board records for them.
    """
    attempt = (
        DailyAttempt.objects.select_related("game", "deal")
        .filter(deal=deal, player=player, scored=True)
        .first()
    )
    if attempt is None:
        return None
    game = attempt.game
    hand_results = game.match().hand_results
    expired = attempt.is_expired()
    first_hand = None
    score = None
    if hand_results:
        first = hand_results[0].to_dict(0)
        first_hand = {key: first[key] for key in ("outcome", "knocker", "winner", "points")}
        won = first["winner"] == "you" and first["points"] > 0
        score = first["points"] if won and not expired else None
    return {
        "game_id": game.pk,
        "status": game.status,
        "first_hand": first_hand,
        "score": score,
        "practice_games": DailyAttempt.objects.filter(deal=deal, player=player, scored=False)
        .values("pk")
        .count(),
        "expired": expired,
        "shared_stock": attempt.shared_stock,
    }


def daily_play_covers(game: Game) -> str | None:
    """How ``daily:play`` covers ``game`` (games.signals.PlayScope): alone for a scored Daily
    game (its hand 1 sealed until the date ends: an app that may play other games must not
    play the day's scored one unless the player allowed exactly that), beside ``games:play``
    for a Daily practice game (hand 1 dealt from a date's seed), not at all for the rest."""
    if game.first_hand_sealed_until is not None:
        return PlayScope.ONLY
    if game.first_hand_seed is not None:
        return PlayScope.ALSO
    return None


def daily_of_game(game: Game, seat: int) -> dict[str, Any] | None:
    """A game document's ``daily`` (the section daily adds to games, games.signals.
    game_section): the date, whether it is the scored attempt, and what the attempt says of
    itself; None for other games."""
    if not game.first_hand_seed:
        return None  # only daily games deal hand 1 from a date's seed: no query for the rest
    attempt: DailyAttempt | None = getattr(game, "daily_attempt", None)
    return None if attempt is None else attempt.game_fields()


def daily_hand_one_line(game: Game) -> list[dict[str, Any]]:
    """Seat 0's actions in the game's first hand, as sent to the moves endpoint (the AI's
    replies follow from them): a daily player's line through the puzzle."""
    match = game.new_match()
    line: list[dict[str, Any]] = []
    for move in game.moves.order_by("version"):
        if match.hand_results or match.finished:
            break
        if move.seat == 0:
            line.append(move.to_action().to_dict())
        match.apply(move.seat, move.to_action())
    return line


def daily_your_line(*, deal: DailyDeal, player: Player) -> dict[str, Any] | None:
    """The player's own line through the deal: their scored attempt's first hand."""
    attempt = (
        DailyAttempt.objects.select_related("game")
        .filter(deal=deal, player=player, scored=True)
        .first()
    )
    if attempt is None:
        return None
    results = attempt.game.match().hand_results
    first = results[0].to_dict(0) if results else None
    return {
        "game_id": attempt.game.pk,
        "finished": first is not None,
        "score": first["points"] if first is not None and first["winner"] == "you" else 0,
        "line": daily_hand_one_line(attempt.game),
        "review": _line_review(attempt.game),
    }


def _left_par_at(line: list[dict[str, Any]], par: list[dict[str, Any]]) -> int | None:
    """The index of the first action of ``line`` that is not par's; None if none differs."""
    for index, action in enumerate(line):
        if index >= len(par) or par[index] != action:
            return index
    return None


def _line_review(game: Game) -> dict[str, Any] | None:
    """The review of the line (each decision with its loss), once the player asked for it
    and it is done: answered by whichever app connected to :data:`daily_line_review`."""
    for _, answer in daily_line_review.send(sender=DailyAttempt, game=game):
        if isinstance(answer, dict):
            return answer
    return None


def daily_par_view(deal: DailyDeal) -> dict[str, Any]:
    """The par as shown once the date is over: ``{"status": "pending"}`` until the solver
    has computed it (a player's better line may raise it later, never lower it)."""
    if deal.par_computed_at is None or deal.par_score is None:
        return {"status": "pending"}
    return {
        "status": "done",
        "score": deal.par_score,
        "line": list(deal.par_line or []),
        "proven": deal.par_proven,
        "found_by": deal.par_source or "solver",
    }


def daily_deal_view(
    *, deal: DailyDeal, player: Player | None, now: dt.datetime | None = None
) -> dict[str, Any]:
    """The deal as the caller may see it: the cards, the par and the caller's own line only
    once its date is over (UTC)."""
    out: dict[str, Any] = {
        "date": deal.date,
        "ruleset": deal.ruleset_name,
        "players": daily_players_count(deal=deal),
        "your_result": None if player is None else daily_result_for(deal=deal, player=player),
        "revealed": deal.is_over(now=now),
        "seed_commitment": deal.seed_commitment,
    }
    if out["revealed"]:
        out["seed"] = deal.seed
        out["deal"] = {"deck": list(deal.deck), **deal.first_hand()}
        out["par"] = daily_par_view(deal)
        out["your_line"] = None if player is None else daily_your_line(deal=deal, player=player)
        if out["your_line"] is not None:
            out["your_line"]["left_par_at"] = _left_par_at(
                out["your_line"]["line"], deal.par_line or []
            )
    return out


def daily_streaks(*, player: Player, today: dt.date) -> tuple[int, int]:
    """(current, best) runs of consecutive UTC dates with a scored daily attempt.

    The current run ends today or yesterday (today's game may not be played yet); 0 if the
    player missed yesterday and has not played today.
    """
    dates = sorted(
        set(
            DailyAttempt.objects.filter(player=player, scored=True).values_list(
                "deal__date", flat=True
            )
        )
    )
    best = run = 0
    previous: dt.date | None = None
    for date in dates:
        run = run + 1 if previous is not None and date - previous == dt.timedelta(days=1) else 1
        best = max(best, run)
        previous = date
    current = run if previous is not None and today - previous <= dt.timedelta(days=1) else 0
    return current, best
