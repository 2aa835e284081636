"""Leaderboard writes: recording won hands, keeping each board's best-per-player rows, hiding.

Every change to a player's visible scores goes through :func:`_best_refresh`, which recomputes
that player's best on one board from :class:`~leaderboard.models.Score` and applies the
difference to :class:`~leaderboard.models.BestScore` and :class:`~leaderboard.models.BoardTally`
in the caller's transaction, so the boards can never disagree with the scores they rank.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from typing import Any

from django.db import connection, transaction
from django.db.models import QuerySet
from django.utils import timezone

from accounts.models import Player
from daily.models import DailyAttempt, DailyDeal
from daily.services import daily_hand_counts, daily_par_raise
from games.models import Game

from .models import BEST_HAND_BOARD, GUESTS_SUFFIX, BestScore, BoardTally, Score, daily_board

HUMAN_SEAT = 0
"""In a game against the AI the human always sits in seat 0 (the creator's seat)."""


def hand_won(
    *, game: Game, seat: int, hand_number: int, points: int, achieved_at: dt.datetime
) -> None:
    """For every hand a seat wins, inside the transaction of the move that won it (the games
    app's ``hand_won`` signal, through :func:`hand_won_receiver`).

    Records a score only for the human seat of a game against the AI (docs/RULES.md 8: two accounts
    playing each other could feed one another points) and never for a practice daily attempt.
    The first hand of a scored daily game also counts on that date's daily board.  A game
    that overrides any scoring number (a gin bonus of a million, say) is never recorded: the
    boards compare hands scored by the named rulesets; only the target may differ, as it
    changes no hand's points.
    """
    if game.opponent_kind != "ai" or seat != HUMAN_SEAT or points <= 0:
        return
    if set(game.rules or {}) - {"target"}:
        return
    attempt = DailyAttempt.objects.select_related("deal").filter(game_id=game.pk).first()
    if attempt is not None and not attempt.scored:
        return
    daily_deal = attempt.deal if attempt is not None and hand_number == 1 else None
    if attempt is not None and daily_deal is not None:
        if not daily_hand_counts(attempt=attempt, achieved_at=achieved_at):
            # docs/API.md "The Daily Gin holds": a scored hand ended after its date did (the
            # date's deal and par may be public by now) reaches no board at all.
            return
        daily_par_raise(attempt=attempt, points=points)
    score_record(
        player_id=game.player0_id,
        game=game,
        hand_number=hand_number,
        points=points,
        achieved_at=achieved_at,
        daily_deal=daily_deal,
        guest=None if daily_deal is None or attempt is None else not attempt.registered,
    )


@transaction.atomic
def score_record(
    *,
    player_id: Any,
    game: Game,
    hand_number: int,
    points: int,
    achieved_at: dt.datetime,
    daily_deal: DailyDeal | None = None,
    guest: bool | None = None,
) -> Score:
    """Record one won hand and move the player up the boards it counts on.

    ``guest`` (a daily hand's): whether its attempt began without credentials; such a score
    never ranks on the date's plain board, even once its player registers.
    Idempotent per (game, hand): a second call for the same hand returns the first row.
    """
    score, created = Score.objects.get_or_create(
        game=game,
        hand_number=hand_number,
        defaults={
            "player_id": player_id,
            "points": points,
            "achieved_at": achieved_at,
            "daily_deal": daily_deal,
            "guest": guest,
        },
    )
    if created:
        _boards_refresh(score)
    return score


@transaction.atomic
def daily_attempt_scores_sync(*, attempt: DailyAttempt) -> None:
    """Apply the daily rules to hands the game won before its attempt row existed.

    The games service deals and plays the AI's opening turn inside ``game_create``, before the
    daily app can link the game to its attempt; if the human won hand 1 there (an AI knock they
    undercut), :func:`hand_won` saw an ordinary AI game.  Called right after the attempt is
    made, in the same transaction, so the corrected rows are the only ones anyone ever sees.
    """
    for score in Score.objects.filter(game_id=attempt.game_id).order_by("hand_number"):
        if attempt.scored and score.hand_number == 1:
            daily_par_raise(attempt=attempt, points=score.points)
        if not attempt.scored:
            # Off the boards first (the BestScore row may point at it), then gone.
            _boards_refresh_for(
                player_id=score.player_id, boards=_boards_of(score), excluding=score.pk
            )
            score.delete()
        elif score.hand_number == 1 and score.daily_deal_id != attempt.deal_id:
            score.daily_deal = attempt.deal
            score.guest = not attempt.registered
            score.save(update_fields=["daily_deal", "guest"])
            _boards_refresh(score)


def hand_won_receiver(
    *,
    game: Game,
    seat: int,
    hand_number: int,
    points: int,
    achieved_at: dt.datetime,
    **_kwargs: Any,
) -> None:
    """The games app's ``hand_won`` signal: thin, it calls the service."""
    hand_won(game=game, seat=seat, hand_number=hand_number, points=points, achieved_at=achieved_at)


def daily_attempt_started_receiver(*, attempt: DailyAttempt, **_kwargs: Any) -> None:
    """The daily app's ``daily_attempt_started`` signal: thin, it calls the service."""
    daily_attempt_scores_sync(attempt=attempt)


@transaction.atomic
def player_daily_boards_join(*, player_id: Any) -> None:
    """A guest registered: its daily scores recorded before attempts said who began them
    (``Score.guest`` null) rank on the registered players' boards; a guest attempt's score
    stays a guest row (docs/API.md "The Daily Gin holds")."""
    deals = (
        Score.objects.filter(player_id=player_id, daily_deal__isnull=False)
        .values_list("daily_deal_id", "daily_deal__date")
        .distinct()
    )
    for deal_id, date in deals:
        _boards_refresh_for(player_id=player_id, boards=[(daily_board(date), deal_id)])


def player_registered_receiver(*, player: Player, **_kwargs: Any) -> None:
    """The accounts app's ``player_registered`` signal: thin, it calls the service."""
    player_daily_boards_join(player_id=player.pk)


@transaction.atomic
def score_hide(*, score: Score, hidden_by: Any, reason: str) -> Score:
    """Take a score off every board, keeping it (and who hid it, when, why) for the record."""
    score.hidden = True
    score.hidden_reason = reason
    score.hidden_by = hidden_by
    score.hidden_at = timezone.now()
    score.save(update_fields=["hidden", "hidden_reason", "hidden_by", "hidden_at"])
    _boards_refresh(score)
    return score


@transaction.atomic
def score_unhide(*, score: Score) -> Score:
    """Put a hidden score back on its boards."""
    score.hidden = False
    score.hidden_reason = ""
    score.hidden_by = None
    score.hidden_at = None
    score.save(update_fields=["hidden", "hidden_reason", "hidden_by", "hidden_at"])
    _boards_refresh(score)
    return score


def _boards_of(score: Score) -> list[tuple[str, Any]]:
    """``(board key, daily deal id or None)`` of every board the score counts on: a daily
    hand's date board with guests, and without them if its attempt was a registered player's
    (for a score older than that record, ``guest`` null: if its player is registered now)."""
    boards: list[tuple[str, Any]] = [(BEST_HAND_BOARD, None)]
    if score.daily_deal_id is not None:
        deal_date = DailyDeal.objects.values_list("date", flat=True).get(pk=score.daily_deal_id)
        boards.append((daily_board(deal_date, guests=True), score.daily_deal_id))
        if score.guest is None:
            ranks = Player.objects.filter(pk=score.player_id, username__isnull=False).exists()
        else:
            ranks = not score.guest
        if ranks:
            boards.append((daily_board(deal_date), score.daily_deal_id))
    return boards


def _boards_refresh(score: Score) -> None:
    _boards_refresh_for(player_id=score.player_id, boards=_boards_of(score))


def _boards_refresh_for(
    *, player_id: Any, boards: list[tuple[str, Any]], excluding: Any = None
) -> None:
    # Boards in key order so two transactions touching the same boards lock tallies in one order.
    for board, deal_id in sorted(boards, key=lambda item: item[0]):
        candidates = Score.objects.filter(player_id=player_id, hidden=False)
        if excluding is not None:
            candidates = candidates.exclude(pk=excluding)
        if deal_id is not None:
            candidates = candidates.filter(daily_deal_id=deal_id)
            if not board.endswith(GUESTS_SUFFIX):
                candidates = candidates.exclude(guest=True)
        _best_refresh(board=board, player_id=player_id, candidates=candidates)


def _lock_board_player(*, board: str, player_id: Any) -> None:
    """Serialise refreshes of one player's row on one board until the transaction ends.

    A row lock cannot cover a row that does not exist yet; an advisory lock on the pair can,
    and it is taken before the candidates are read, so the read sees every committed score.
    """
    if connection.vendor != "postgresql":
        return
    digest = hashlib.sha256(f"best:{board}:{player_id}".encode()).digest()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_advisory_xact_lock(%s)", [int.from_bytes(digest[:8], "big", signed=True)]
        )


def _best_refresh(*, board: str, player_id: Any, candidates: QuerySet[Score]) -> None:
    """Make (board, player)'s BestScore row hold their best visible score, or not exist."""
    _lock_board_player(board=board, player_id=player_id)
    best = candidates.order_by("-points", "achieved_at", "id").first()
    current = BestScore.objects.filter(board=board, player_id=player_id).first()
    if best is None and current is None:
        return
    if current is not None and best is not None and current.score_id == best.pk:
        return
    deltas: dict[int, int] = {}
    if current is not None:
        deltas[current.points] = deltas.get(current.points, 0) - 1
    if best is None:
        BestScore.objects.filter(board=board, player_id=player_id).delete()
    else:
        deltas[best.points] = deltas.get(best.points, 0) + 1
        BestScore.objects.update_or_create(
            board=board,
            player_id=player_id,
            defaults={"score": best, "points": best.points, "achieved_at": best.achieved_at},
        )
    for points in sorted(deltas):
        if deltas[points]:
            _tally_add(board=board, points=points, delta=deltas[points])


def _tally_add(*, board: str, points: int, delta: int) -> None:
    """Add ``delta`` players to the (board, points) tally in one upsert statement."""
    table = connection.ops.quote_name(BoardTally._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (board, points, players) VALUES (%s, %s, %s) "
            f"ON CONFLICT (board, points) "
            f"DO UPDATE SET players = {table}.players + excluded.players",
            [board, points, delta],
        )


@transaction.atomic
def leaderboard_rebuild() -> None:
    """Recompute every board from the visible scores, set-based (PostgreSQL).

    For bulk loads (leaderboard_fill) and as the repair if rows were ever changed behind the
    services' back; the incremental upkeep of :func:`_best_refresh` gives the same tables.
    """
    best = connection.ops.quote_name(BestScore._meta.db_table)
    tally = connection.ops.quote_name(BoardTally._meta.db_table)
    score = connection.ops.quote_name(Score._meta.db_table)
    deal = connection.ops.quote_name(DailyDeal._meta.db_table)
    player = connection.ops.quote_name(Player._meta.db_table)
    columns = "board, player_id, score_id, points, achieved_at"
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {best}")
        cursor.execute(f"DELETE FROM {tally}")
        cursor.execute(
            f"INSERT INTO {best} ({columns}) "
            f"SELECT DISTINCT ON (s.player_id) %s, s.player_id, s.id, s.points, s.achieved_at "
            f"FROM {score} s WHERE NOT s.hidden "
            f"ORDER BY s.player_id, s.points DESC, s.achieved_at, s.id",
            [BEST_HAND_BOARD],
        )
        # Each date's board with guests, then the registered players' one.
        registered = "AND COALESCE(NOT s.guest, p.username IS NOT NULL)"
        for suffix, only_registered in ((GUESTS_SUFFIX, ""), ("", registered)):
            cursor.execute(
                f"INSERT INTO {best} ({columns}) "
                f"SELECT DISTINCT ON (s.daily_deal_id, s.player_id) "
                f"'daily:' || to_char(d.date, 'YYYY-MM-DD') || %s, s.player_id, s.id, "
                f"s.points, s.achieved_at "
                f"FROM {score} s JOIN {deal} d ON d.id = s.daily_deal_id "
                f"JOIN {player} p ON p.id = s.player_id WHERE NOT s.hidden {only_registered} "
                f"ORDER BY s.daily_deal_id, s.player_id, s.points DESC, s.achieved_at, s.id",
                [suffix],
            )
        cursor.execute(
            f"INSERT INTO {tally} (board, points, players) "
            f"SELECT board, points, count(*) FROM {best} GROUP BY board, points"
        )
