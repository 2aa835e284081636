"""Rating writes: a rated game's update, in the transaction that finishes it, and the
replay of every rated game (``manage.py ratings_recompute``)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Count, F, Q
from django.utils import timezone
from django.utils.translation import gettext as _

from accounts.models import Player
from games.engine.actions import ActionKind
from games.errors import REGISTRATION_REQUIRED
from games.models import Game, Move
from games.services import game_clock_forfeit, not_a_human_game

from .glicko2 import PROVISIONAL_RD, Rating, rate_game
from .models import GameRating, PlayerRating, RatingHistory, RatingTally, rating_bucket
from .selectors import (
    ABORTED_REASON,
    PAIR_LIMIT,
    PAIR_WINDOW,
    game_rating,
    keep_game_rating,
    pair_gains_today,
    pair_games_counting,
    pair_games_rated,
)

PAIR_LIMIT_REASON = "pair_limit"

GAIN_PER_OPPONENT_PER_DAY = 50.0
"""The most rating a player may gain from one opponent in a UTC day, all games together: a
few accounts made to lose cannot lift a rating far (issue 38: four fresh accounts took one
from 1500 to 1966).  Losses are never capped."""
PROVISIONAL_OPPONENT_GAIN = 0.5
"""A gain from a win over a provisional opponent is scaled by this.  Glicko-2 already
weighs a result by the opponent's deviation (its g(phi), Glickman 2012), and lichess keeps a
provisional player's results from moving an established rating much; a fresh account is
the cheapest opponent to make, so its defeats count for half again."""


def gain_limited(before: Rating, after: Rating, opponent: Rating, earlier_gain: float) -> Rating:
    """``after`` (one side of :func:`rate_game`) with its rise reduced: halved against a
    provisional ``opponent`` (PROVISIONAL_OPPONENT_GAIN), then capped so the day's gains from
    that opponent, ``earlier_gain`` included, stay within GAIN_PER_OPPONENT_PER_DAY.  The
    deviation and volatility are Glicko-2's (the game did happen)."""
    gain = after.r - before.r
    if gain <= 0:
        return after
    if opponent.provisional:
        gain *= PROVISIONAL_OPPONENT_GAIN
    gain = min(gain, max(0.0, GAIN_PER_OPPONENT_PER_DAY - earlier_gain))
    return Rating(before.r + gain, after.rd, after.sigma)


def rated_play_check(*players: Player) -> None:
    """Rated games are for registered players (docs/API.md, fourth wave): a guest asking
    for one, or joining one, is 422 ``registration_required``; a fresh guest is free, so its
    rating would be free to farm."""
    if any(not player.registered for player in players):
        raise REGISTRATION_REQUIRED.error(
            _("Rated games are for registered players: choose a username and password first.")
        )


def rated_option_check(player: Player, opponent: str, rated: bool) -> None:
    """POST /games ``rated`` (games.signals.create_option): a friend game only, asked by a
    registered player."""
    if not rated:
        return
    if opponent == Game.Opponent.AI:
        raise not_a_human_game()
    rated_play_check(player)


def rated_option_created(game: Game, rated: bool) -> None:
    """POST /games ``rated``: the new game's row, in its transaction."""
    if rated:
        game_rating_ask(game)


def rated_join_check(game: Game, player: Player) -> None:
    """POST /games/join (games.signals.join_check): a rated game's second seat is for a
    registered player too."""
    row = game_rating(game)
    if row is not None and row.rated:
        rated_play_check(player)


def game_rating_ask(game: Game, *, now: dt.datetime | None = None) -> GameRating:
    """Record that ``game`` asked to be rated (POST /games ``rated``, a rated seek paired,
    the rematch of a game that asked): call in the transaction that makes it.

    Between two seated players whose rated games already count PAIR_LIMIT times in
    PAIR_WINDOW it is played unrated and says so (``pair_limit``); a friend game waiting for
    its second player is counted when it ends (game_rate)."""
    reason = None
    if game.player1_id is not None:
        since = (now or timezone.now()) - PAIR_WINDOW
        if pair_games_counting((game.player0_id, game.player1_id), since=since) >= PAIR_LIMIT:
            reason = PAIR_LIMIT_REASON
    row = GameRating.objects.create(game=game, rated=reason is None, unrated_reason=reason)
    keep_game_rating(game, row)
    return row


def ratings_forfeit_abandoned(*, now: dt.datetime | None = None) -> int:
    """End each rated game whose seat on turn let its turn clock run out as a loss for that
    seat, as a claim of victory by the other would (docs/API.md, fourth wave): an abandoned
    rated game does not wait for its opponent to claim it.  How many were ended (at most 500
    a run; the beat runs it every 5 minutes).  Safe from several processes at once
    (games.services.game_clock_forfeit locks and checks each game again)."""
    now = now or timezone.now()
    candidates = Game.objects.filter(
        status=Game.Status.ACTIVE,
        turn_deadline__lt=now,
        pk__in=GameRating.objects.filter(rated=True).values("game_id"),
    ).values_list("pk", flat=True)
    return sum(game_clock_forfeit(game_id=game_id, now=now) for game_id in list(candidates[:500]))


def _day_start(when: dt.datetime) -> dt.datetime:
    return when.astimezone(dt.UTC).replace(hour=0, minute=0, second=0, microsecond=0)


def game_finished_receiver(
    sender: Any, game: Game, resigned: int | None = None, **_kwargs: Any
) -> None:
    """games.signals.game_finished: mark a rated game resigned too early as aborted, else
    rate it if it is rated (same transaction)."""
    row = game_rating(game)
    if row is None or not row.rated:
        return
    if resigned is not None and _aborted_by(game, resigned):
        row.unrated_reason = ABORTED_REASON
        row.save(update_fields=["unrated_reason"])
        return
    game_rate(game=game)


ABORT_MOVES = 2
"""A game resigned before each player made this many moves is aborted (rates nothing)."""


def _aborted_by(game: Game, seat: int) -> bool:
    """Whether the resignation of ``seat`` aborts ``game``: it came before each player made
    ABORT_MOVES moves, while the resigner has aborts left today; a timeout is never an abort."""
    return (
        game.termination != Game.Termination.TIMEOUT
        and _too_early(game)
        and _aborts_left(game, seat)
    )


def _aborts_left(game: Game, seat: int) -> bool:
    """Whether the player in ``seat`` has aborted fewer than ABORTS_PER_DAY rated games this
    UTC day (docs/API.md, fourth wave): past that, its early resignation is a rated loss,
    so seeing deals and walking away from the bad ones costs rating.  Not locked: two of
    its games resigned at the same instant may both be free, one abort over the limit
    rather than a lock taken in every finishing move."""
    player_id = game.player0_id if seat == 0 else game.player1_id
    day_start = _day_start(game.finished_at or timezone.now())
    aborted = (
        GameRating.objects.filter(unrated_reason=ABORTED_REASON, game__finished_at__gte=day_start)
        .filter(
            Q(game__player0_id=player_id, game__winner_seat=1)
            | Q(game__player1_id=player_id, game__winner_seat=0)
        )
        .exclude(game_id=game.pk)
        .count()
    )
    return aborted < settings.ABORTS_PER_DAY


def _too_early(game: Game) -> bool:
    """Whether either seat made fewer than ABORT_MOVES moves (the resignation not counted)."""
    rows = (
        Move.objects.filter(game=game)
        .exclude(action=ActionKind.RESIGN.value)
        .values("seat")
        .annotate(count=Count("id"))
        .order_by()
    )
    made = {row["seat"]: row["count"] for row in rows}
    return any(made.get(seat, 0) < ABORT_MOVES for seat in (0, 1))


def game_rate(*, game: Game) -> None:
    """Update both players' ratings of the game's ruleset after a rated game between two
    players, and record the change on the game and in each player's history.

    Nothing for an unrated game, a game against the AI or an aborted one.  When the same
    two players already had PAIR_LIMIT games rated in the last PAIR_WINDOW, the game is
    played unrated and says so (``unrated_reason`` ``pair_limit``).  Both rating rows are
    locked (in player id order, so two games of the same players never deadlock): the
    ratings of a player's games that end at once are applied one after the other.
    """
    rating = game_rating(game)
    if rating is None or not rating.rated or rating.unrated_reason is not None:
        return
    if game.player1_id is None:  # a friend game nobody joined: cancelled, never finished
        return
    now = game.finished_at or timezone.now()
    seats = (game.player0_id, game.player1_id)
    rows = _locked_rows(seats, game.ruleset_name, now)
    if pair_games_rated(seats, since=now - PAIR_WINDOW, excluding=game.pk) >= PAIR_LIMIT:
        rating.rated = False
        rating.unrated_reason = PAIR_LIMIT_REASON
        rating.save(update_fields=["rated", "unrated_reason"])
        return
    earlier = pair_gains_today(
        seats, ruleset=game.ruleset_name, day_start=_day_start(now), excluding=game.pk
    )
    rating.rating_change = _apply(game, [rows[seats[0]], rows[seats[1]]], now, earlier)
    rating.save(update_fields=["rating_change"])


def _rated(before: list[Rating], score: float, earlier: tuple[float, float]) -> list[Rating]:
    """Both seats' ratings after a game: Glicko-2's, each rise limited (gain_limited)."""
    plain = rate_game(before[0], before[1], score)
    return [
        gain_limited(before[seat], plain[seat], before[1 - seat], earlier[seat]) for seat in (0, 1)
    ]


def _score(game: Game) -> float:
    """Seat 0's score: 1 a win, 0 a loss, 0.5 a game without a winner."""
    if game.winner_seat is None:
        return 0.5
    return 1.0 if game.winner_seat == 0 else 0.0


def _apply(
    game: Game, rows: list[PlayerRating], now: dt.datetime, earlier: tuple[float, float]
) -> dict[str, Any]:
    """Rate the game for ``rows`` (seat order), save them and their history; the change.
    ``earlier``: each seat's gains from the other earlier this UTC day."""
    before = [row.glicko() for row in rows]
    after = _rated(before, _score(game), earlier)
    for row, new in zip(rows, after, strict=True):
        _tally_move(row.ruleset, row.glicko(), new)
        row.rating, row.rd, row.volatility = new.r, new.rd, new.sigma
        row.games += 1
        row.updated_at = now
        row.save(update_fields=["rating", "rd", "volatility", "games", "updated_at"])
    RatingHistory.objects.bulk_create(
        RatingHistory(
            player_id=row.player_id,
            ruleset=row.ruleset,
            game=game,
            at=now,
            rating=row.rating,
            rd=row.rd,
            volatility=row.volatility,
        )
        for row in rows
    )
    return {str(seat): {"before": before[seat].r, "after": after[seat].r} for seat in (0, 1)}


def _tally_move(ruleset: str, old: Rating, new: Rating) -> None:
    """Keep the board's tallies: count ``new`` in place of ``old`` (each only if established)."""
    steps = []
    if not old.provisional:
        steps.append((rating_bucket(old.r), -1))
    if not new.provisional:
        steps.append((rating_bucket(new.r), 1))
    if len(steps) == 2 and steps[0][0] == steps[1][0]:
        return
    for bucket, change in steps:
        RatingTally.objects.bulk_create(
            [RatingTally(ruleset=ruleset, bucket=bucket, players=0)], ignore_conflicts=True
        )
        RatingTally.objects.filter(ruleset=ruleset, bucket=bucket).update(
            players=F("players") + change
        )


def ratings_tally_rebuild() -> None:
    """Count the tallies again from the ratings (after a bulk fill or a recompute)."""
    RatingTally.objects.all().delete()
    with connection.cursor() as cursor:
        tally = connection.ops.quote_name(RatingTally._meta.db_table)
        ratings = connection.ops.quote_name(PlayerRating._meta.db_table)
        cursor.execute(
            f"INSERT INTO {tally} (ruleset, bucket, players) "
            f"SELECT ruleset, FLOOR(rating)::int, COUNT(*) FROM {ratings} "
            f"WHERE rd <= %s GROUP BY ruleset, FLOOR(rating)::int",
            [PROVISIONAL_RD],
        )


def _locked_rows(
    players: tuple[Any, Any], ruleset: str, now: dt.datetime
) -> dict[Any, PlayerRating]:
    """Both players' rating rows of ``ruleset``, made if need be, locked in id order."""
    PlayerRating.objects.bulk_create(
        [PlayerRating(player_id=player, ruleset=ruleset, updated_at=now) for player in players],
        ignore_conflicts=True,
    )
    rows = (
        PlayerRating.objects.select_for_update()
        .filter(player_id__in=players, ruleset=ruleset)
        .order_by("player_id")
    )
    return {row.player_id: row for row in rows}


def ratings_recompute() -> tuple[int, int]:
    """Replay every rated game in the order they ended and store what the ratings come to:
    every player's ratings, history and each game's ``rating_change``.  Which games count is
    kept (a pair-limited or aborted game stays unrated); the maths is redone.

    Returns (games replayed, ratings whose stored value differed from the replay's).
    """
    with transaction.atomic():
        stored = {
            (row.player_id, row.ruleset): (row.rating, row.rd, row.volatility, row.games)
            for row in PlayerRating.objects.select_for_update()
        }
        games = (
            Game.objects.filter(
                pk__in=GameRating.objects.filter(rated=True, rating_change__isnull=False).values(
                    "game_id"
                )
            )
            .order_by("finished_at", "id")
            .only("id", "ruleset_name", "player0_id", "player1_id", "winner_seat", "finished_at")
        )
        current: dict[tuple[Any, str], Rating] = {}
        counts: dict[tuple[Any, str], int] = {}
        # (player, opponent, ruleset, UTC day): the rating the player gained from it that day.
        gains: dict[tuple[Any, Any, str, dt.date], float] = {}
        history: list[RatingHistory] = []
        replayed = 0
        for game in games.iterator(chunk_size=2000):
            keys: list[tuple[Any, str]] = [
                (game.player0_id, game.ruleset_name),
                (game.player1_id, game.ruleset_name),
            ]
            before = [current.get(key, Rating()) for key in keys]
            day = _day_start(game.finished_at or timezone.now()).date()
            pair = [
                (game.player0_id, game.player1_id, game.ruleset_name, day),
                (game.player1_id, game.player0_id, game.ruleset_name, day),
            ]
            after = _rated(before, _score(game), (gains.get(pair[0], 0.0), gains.get(pair[1], 0.0)))
            for seat in (0, 1):
                gains[pair[seat]] = gains.get(pair[seat], 0.0) + max(
                    0.0, after[seat].r - before[seat].r
                )
            change = {
                str(seat): {"before": before[seat].r, "after": after[seat].r} for seat in (0, 1)
            }
            GameRating.objects.filter(game_id=game.pk).update(rating_change=change)
            for key, new in zip(keys, after, strict=True):
                current[key] = new
                counts[key] = counts.get(key, 0) + 1
                history.append(
                    RatingHistory(
                        player_id=key[0],
                        ruleset=key[1],
                        game_id=game.pk,
                        at=game.finished_at or timezone.now(),
                        rating=new.r,
                        rd=new.rd,
                        volatility=new.sigma,
                    )
                )
            replayed += 1
        RatingHistory.objects.all().delete()
        RatingHistory.objects.bulk_create(history, batch_size=5000)
        differed = 0
        for key, value in current.items():
            fresh = (value.r, value.rd, value.sigma, counts[key])
            if stored.get(key) != fresh:
                differed += 1
        PlayerRating.objects.all().delete()
        PlayerRating.objects.bulk_create(
            [
                PlayerRating(
                    player_id=key[0],
                    ruleset=key[1],
                    rating=value.r,
                    rd=value.rd,
                    volatility=value.sigma,
                    games=counts[key],
                )
                for key, value in current.items()
            ],
            batch_size=5000,
        )
        differed += len(set(stored) - set(current))
        ratings_tally_rebuild()
    return replayed, differed
