"""Rating reads: a player's rating, public profile and history; the rating board."""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass
from typing import Any

from django.db.models import Q

from accounts.models import Player
from apikit.errors import NOT_FOUND
from apikit.times import iso
from games.engine.rules import RULESETS
from games.models import Game

from .glicko2 import PROVISIONAL_RD, Rating
from .models import GameRating, PlayerRating, RatingHistory, RatingTally, rating_bucket

PAIR_LIMIT = 3
"""The same two players' games count for rating at most this many times..."""
PAIR_WINDOW = dt.timedelta(hours=24)
"""...in this long; the rest are played unrated and say so."""

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 100


def game_rating(game: Game) -> GameRating | None:
    """The game's row of ratings (None: it never asked to be rated, as no game against the
    AI does).  Kept on the game object for its version, so the document's four fields read
    it once; ratings' own writes (services) keep it current."""
    if game.is_ai:
        return None
    kept = game.__dict__.get(_KEPT)
    if kept is not None and kept[0] == game.version:
        return kept[1]
    row = GameRating.objects.filter(game_id=game.pk).order_by().first()
    keep_game_rating(game, row)
    return row


_KEPT = "_ratings_row"


def keep_game_rating(game: Game, row: GameRating | None) -> None:
    """Remember ``row`` as the game's row of ratings at its current version."""
    game.__dict__[_KEPT] = (game.version, row)


def game_rating_asked(game: Game) -> bool:
    """Whether ``game`` asked to be rated, counted or not (its rematch asks too)."""
    return game_rating(game) is not None


def game_rated(game: Game, seat: int) -> bool:
    """The game document's ``rated`` (games.signals.game_section)."""
    row = game_rating(game)
    return row is not None and row.rated


def game_unrated_reason(game: Game, seat: int) -> str | None:
    """Why a game asked to be rated is played unrated; None otherwise."""
    row = game_rating(game)
    return None if row is None else row.unrated_reason


ABORTED_REASON = "aborted"
"""``unrated_reason`` of a rated game resigned before each player made two moves
(ratings.services): it rates nothing."""


def game_aborted(game: Game, seat: int) -> bool:
    """Over before each player made two moves: rates nothing."""
    return game_unrated_reason(game, seat) == ABORTED_REASON


def game_rating_change(game: Game, seat: int) -> dict[str, Any] | None:
    """Once a rated game is over, each side's rating before and after it, as ``seat`` sees
    them (``you``, ``opponent``); None before or for a game not rated."""
    row = game_rating(game)
    if row is None or not row.rating_change:
        return None
    return {
        "you": row.rating_change[str(seat)],
        "opponent": row.rating_change[str(1 - seat)],
    }


def rating_of(*, player_id: Any, ruleset: str) -> Rating:
    """The player's rating in ``ruleset`` (the starting one if it has played no rated game)."""
    row = PlayerRating.objects.filter(player_id=player_id, ruleset=ruleset).order_by().first()
    return Rating() if row is None else row.glicko()


def pair_games_rated(players: tuple[Any, Any], *, since: dt.datetime, excluding: Any = None) -> int:
    """How many games between these two players were rated (their ratings changed) since
    ``since``."""
    first, second = players
    return (
        Game.objects.filter(
            Q(player0_id=first, player1_id=second) | Q(player0_id=second, player1_id=first),
            finished_at__gte=since,
            pk__in=GameRating.objects.filter(rating_change__isnull=False).values("game_id"),
        )
        .exclude(pk=excluding)
        .count()
    )


def pair_games_counting(players: tuple[Any, Any], *, since: dt.datetime) -> int:
    """How many games between these two players, begun since ``since``, are rated and may
    still count (rated, not aborted): a new rated game beyond PAIR_LIMIT is made unrated."""
    first, second = players
    return Game.objects.filter(
        Q(player0_id=first, player1_id=second) | Q(player0_id=second, player1_id=first),
        created_at__gte=since,
        pk__in=GameRating.objects.filter(rated=True)
        .exclude(unrated_reason=ABORTED_REASON)
        .values("game_id"),
    ).count()


def player_public(*, player_id: uuid.UUID | str) -> dict[str, Any]:
    """GET /players/{id}: what anyone may know of a player; 404 for an unknown id."""
    player = Player.objects.filter(pk=player_id).order_by().first()
    if player is None:
        raise NOT_FOUND.error()
    rows = {row.ruleset: row for row in PlayerRating.objects.filter(player=player)}
    ratings = {}
    for name in RULESETS:
        row = rows.get(name)
        rating = Rating() if row is None else row.glicko()
        ratings[name] = {
            "rating": rating.r,
            "rd": rating.rd,
            "provisional": rating.provisional,
            "games": 0 if row is None else row.games,
        }
    return {
        "id": str(player.pk),
        "display_name": player.display_name,
        "ratings": ratings,
        "member_since": iso(player.created_at),
    }


def rating_history(*, player_id: uuid.UUID | str, ruleset: str) -> list[dict[str, Any]]:
    """A player's rating after each of its rated games in ``ruleset``, oldest first."""
    if not Player.objects.filter(pk=player_id).exists():
        raise NOT_FOUND.error()
    steps = (
        RatingHistory.objects.filter(player_id=player_id, ruleset=ruleset)
        .order_by("at", "id")
        .values_list("at", "rating", "rd", "game_id")
    )
    return [
        {"at": iso(at), "rating": rating, "rd": rd, "game": str(game)}
        for at, rating, rd, game in steps
    ]


@dataclass(frozen=True, slots=True)
class BoardRow:
    rank: int
    player_id: Any
    display_name: str
    rating: float
    rd: float
    games: int


@dataclass(frozen=True, slots=True)
class BoardPage:
    ruleset: str
    page: int
    page_size: int
    count: int
    rows: list[BoardRow]
    me: BoardRow | None = None

    @property
    def pages(self) -> int:
        return max(1, -(-self.count // self.page_size))


def _board(ruleset: str) -> Any:
    """The board's rows in order: established players (rating_board), best first."""
    return PlayerRating.objects.filter(ruleset=ruleset, rd__lte=PROVISIONAL_RD).order_by(
        "-rating", "player_id"
    )


@dataclass(frozen=True, slots=True)
class _Tallies:
    """The board's tallies, best bucket first, with the players above each."""

    buckets: list[tuple[int, int, int]]  # (bucket, players, players above it)

    @classmethod
    def of(cls, ruleset: str) -> _Tallies:
        rows = (
            RatingTally.objects.filter(ruleset=ruleset, players__gt=0)
            .order_by("-bucket")
            .values_list("bucket", "players")
        )
        buckets, above = [], 0
        for bucket, players in rows:
            buckets.append((bucket, players, above))
            above += players
        return cls(buckets)

    @property
    def count(self) -> int:
        return sum(players for _bucket, players, _above in self.buckets)

    def above(self, bucket: int) -> int:
        """Players in the buckets better than ``bucket``."""
        return sum(players for b, players, _above in self.buckets if b > bucket)

    def at(self, position: int) -> tuple[int, int] | None:
        """The bucket holding 0-based ``position`` and how far into it; None past the end."""
        for bucket, players, above in self.buckets:
            if above <= position < above + players:
                return bucket, position - above
        return None


def _rank(ruleset: str, tallies: _Tallies, rating: float) -> int:
    """1 + the established players rated strictly above ``rating``."""
    bucket = rating_bucket(rating)
    level = _board(ruleset).filter(rating__lt=bucket + 1, rating__gt=rating).count()
    return 1 + tallies.above(bucket) + level


def _rows(ruleset: str, tallies: _Tallies, start: int, size: int) -> list[BoardRow]:
    found = tallies.at(start)
    if found is None:
        return []
    bucket, skip = found
    fetched = list(
        _board(ruleset)
        .filter(rating__lt=bucket + 1)
        .values_list("player_id", "rating", "rd", "games")[skip : skip + size]
    )
    names = dict(
        Player.objects.filter(pk__in=[row[0] for row in fetched]).values_list("id", "display_name")
    )
    rows: list[BoardRow] = []
    for index, (player_id, rating, rd, games) in enumerate(fetched):
        if rows and rows[-1].rating == rating:
            rank = rows[-1].rank
        elif index == 0:
            rank = _rank(ruleset, tallies, rating)
        else:
            rank = start + index + 1
        rows.append(BoardRow(rank, player_id, names.get(player_id, ""), rating, rd, games))
    return rows


def rating_board_page(*, ruleset: str, page: int, page_size: int) -> BoardPage:
    """Page ``page`` (1-based) of the ruleset's board; ties share a rank (1, 2, 2, 4)."""
    tallies = _Tallies.of(ruleset)
    rows = _rows(ruleset, tallies, (page - 1) * page_size, page_size)
    return BoardPage(
        ruleset=ruleset, page=page, page_size=page_size, count=tallies.count, rows=rows
    )


def rating_board_around(*, ruleset: str, player_id: Any, page_size: int) -> BoardPage:
    """The page holding the player's row (the first page when it is not on the board)."""
    mine = next(iter(_board(ruleset).filter(player_id=player_id).order_by()[:1]), None)
    if mine is None:
        return rating_board_page(ruleset=ruleset, page=1, page_size=page_size)
    tallies = _Tallies.of(ruleset)
    bucket = rating_bucket(mine.rating)
    level = (
        _board(ruleset)
        .filter(rating__lt=bucket + 1, rating__gte=mine.rating)
        .filter(Q(rating__gt=mine.rating) | Q(rating=mine.rating, player_id__lt=player_id))
        .count()
    )
    position = tallies.above(bucket) + level
    page = position // page_size + 1
    rows = _rows(ruleset, tallies, (page - 1) * page_size, page_size)
    me = next((row for row in rows if row.player_id == mine.player_id), None)
    return BoardPage(
        ruleset=ruleset, page=page, page_size=page_size, count=tallies.count, rows=rows, me=me
    )


def pair_gains_today(
    players: tuple[Any, Any], *, ruleset: str, day_start: dt.datetime, excluding: Any = None
) -> tuple[float, float]:
    """What each of ``players`` (in that order) gained in rating from the other in rated
    games of ``ruleset`` finished since ``day_start`` (the UTC day's start): the sum of its
    rises, from the games' ``rating_change``."""
    first, second = players
    games = (
        GameRating.objects.filter(
            Q(game__player0_id=first, game__player1_id=second)
            | Q(game__player0_id=second, game__player1_id=first),
            game__ruleset_name=ruleset,
            game__finished_at__gte=day_start,
            rating_change__isnull=False,
        )
        .exclude(game_id=excluding)
        .values_list("game__player0_id", "rating_change")
    )
    gains = [0.0, 0.0]
    for player0_id, change in games:
        if not change:
            continue
        for seat in (0, 1):
            rise = change[str(seat)]["after"] - change[str(seat)]["before"]
            who = 0 if (player0_id == first) == (seat == 0) else 1
            gains[who] += max(0.0, rise)
    return gains[0], gains[1]
