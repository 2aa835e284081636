"""Leaderboard reads: ranked pages of a board, and the page around a player.

Order on a board: points descending, then whoever reached their score first, then player id.
Rank is standard competition ranking (1, 2, 2, 4): one plus the number of players with strictly
more points, read from :class:`~leaderboard.models.BoardTally` rather than counted, so a page
costs a few index reads however deep it is: the only scans that grow with the board stay inside
one score group (the players level on one score).

Each read is one SQL statement (PostgreSQL), so the tallies and the rows it ranks come from one
snapshot without opening a transaction, and a page costs one round trip (two for around-me).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from django.db import connection

from accounts.models import Player

from .models import BestScore, BoardTally, Score

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 100


@dataclass(frozen=True, slots=True)
class BoardRow:
    rank: int
    player_id: Any
    display_name: str
    score: int
    achieved_at: dt.datetime
    guest: bool
    """The score's daily attempt began without credentials, or (any other score) the player
    has no username: a guest, on the boards that show guests."""


@dataclass(frozen=True, slots=True)
class BoardPage:
    board: str
    page: int
    page_size: int
    count: int
    """Players on the board."""
    rows: list[BoardRow]
    me: BoardRow | None = None
    """The caller's row, when they asked for the page around them and are on the board."""

    @property
    def pages(self) -> int:
        return max(1, -(-self.count // self.page_size))


def _player_param(player_id: Any) -> Any:
    """A player id as this database binds it (SQLite keeps UUIDs as hex text)."""
    return BestScore._meta.get_field("player").get_db_prep_value(player_id, connection)


def _moment_param(moment: dt.datetime) -> Any:
    return BestScore._meta.get_field("achieved_at").get_db_prep_value(moment, connection)


def _moment(value: Any) -> dt.datetime:
    """A raw timestamp column as an aware UTC datetime (SQLite hands back naive or text)."""
    if isinstance(value, str):
        value = dt.datetime.fromisoformat(value)
    return value if value.tzinfo is not None else value.replace(tzinfo=dt.UTC)


def _player_id(value: Any) -> Any:
    return BestScore._meta.get_field("player").target_field.to_python(value)  # type: ignore[union-attr]


def _tables() -> dict[str, str]:
    quote = connection.ops.quote_name
    return {
        "best": quote(BestScore._meta.db_table),
        "tally": quote(BoardTally._meta.db_table),
        "player": quote(Player._meta.db_table),
        "score": quote(Score._meta.db_table),
    }


# The page starting at 0-based position %(start)s.  "groups" is every score held on the board
# with the number of players above it (a window sum over at most a few hundred tally rows);
# "first" is the score group the page starts in and how far into it; the page itself is an
# index-only range scan of best_score_board_order from that group, skipping only within it.
# Player names are joined for the page's rows alone.
_PAGE_SQL = """
WITH groups AS (
    SELECT points, players, SUM(players) OVER (ORDER BY points DESC) - players AS above
    FROM {tally} WHERE board = %(board)s AND players > 0
), first AS (
    SELECT points, %(start)s - above AS skip FROM groups
    WHERE above <= %(start)s AND %(start)s < above + players
), page AS (
    SELECT player_id, points, achieved_at, score_id FROM {best}
    WHERE board = %(board)s AND points <= (SELECT points FROM first)
    ORDER BY points DESC, achieved_at, player_id
    LIMIT %(size)s OFFSET COALESCE((SELECT skip FROM first), 0)
)
SELECT page.player_id, player.display_name, page.points, page.achieved_at, groups.above + 1,
       (SELECT SUM(players) FROM groups), COALESCE(score.guest, player.username IS NULL)
FROM page
JOIN groups ON groups.points = page.points
JOIN {player} player ON player.id = page.player_id
JOIN {score} score ON score.id = page.score_id
ORDER BY page.points DESC, page.achieved_at, page.player_id
"""

_COUNT_SQL = "SELECT SUM(players) FROM {tally} WHERE board = %(board)s AND players > 0"

# Where the player stands: their row and position (0-based), i.e. the players above their
# score (tallies) plus those level with them who rank before them (a row-comparison range of
# best_score_board_order: the one scan that grows with the board, and only to one score group).
_POSITION_SQL = """
SELECT mine.points, mine.achieved_at,
       (SELECT COALESCE(SUM(players), 0) FROM {tally}
        WHERE board = %(board)s AND points > mine.points)
       + (SELECT COUNT(*) FROM {best} level
          WHERE level.board = %(board)s AND level.points = mine.points
            AND (level.achieved_at, level.player_id) < (mine.achieved_at, mine.player_id))
FROM {best} mine WHERE mine.board = %(board)s AND mine.player_id = %(player)s
"""

# The page around a player whose row is (points, achieved_at, player): the %(before)s rows just
# before it and %(after)s rows from it on, each read by walking best_score_board_order from the
# caller's row in one direction (keyset, no OFFSET): the nearest rows of their own score group
# first, then the neighbouring groups.  Ranks and the count as in _PAGE_SQL.
_AROUND_SQL = """
WITH groups AS (
    SELECT points, players, SUM(players) OVER (ORDER BY points DESC) - players AS above
    FROM {tally} WHERE board = %(board)s AND players > 0
), before_level AS (
    SELECT player_id, points, achieved_at, score_id FROM {best}
    WHERE board = %(board)s AND points = %(points)s
      AND (achieved_at, player_id) < (%(achieved_at)s, %(player)s)
    ORDER BY achieved_at DESC, player_id DESC LIMIT %(before)s
), before_above AS (
    SELECT player_id, points, achieved_at, score_id FROM {best}
    WHERE board = %(board)s AND points > %(points)s
    ORDER BY points, achieved_at DESC, player_id DESC LIMIT %(before)s
), before AS (
    SELECT * FROM (SELECT * FROM before_level UNION ALL SELECT * FROM before_above) nearest
    ORDER BY points, achieved_at DESC, player_id DESC LIMIT %(before)s
), after_level AS (
    SELECT player_id, points, achieved_at, score_id FROM {best}
    WHERE board = %(board)s AND points = %(points)s
      AND (achieved_at, player_id) >= (%(achieved_at)s, %(player)s)
    ORDER BY achieved_at, player_id LIMIT %(after)s
), after_below AS (
    SELECT player_id, points, achieved_at, score_id FROM {best}
    WHERE board = %(board)s AND points < %(points)s
    ORDER BY points DESC, achieved_at, player_id LIMIT %(after)s
), after AS (
    SELECT * FROM (SELECT * FROM after_level UNION ALL SELECT * FROM after_below) nearest
    ORDER BY points DESC, achieved_at, player_id LIMIT %(after)s
), page AS (
    SELECT * FROM before UNION ALL SELECT * FROM after
)
SELECT page.player_id, player.display_name, page.points, page.achieved_at, groups.above + 1,
       (SELECT SUM(players) FROM groups), COALESCE(score.guest, player.username IS NULL)
FROM page
JOIN groups ON groups.points = page.points
JOIN {player} player ON player.id = page.player_id
JOIN {score} score ON score.id = page.score_id
ORDER BY page.points DESC, page.achieved_at, page.player_id
"""


def _page_at(board: str, start: int, size: int) -> tuple[list[BoardRow], int]:
    """``size`` ranked rows from 0-based position ``start``, and the board's player count."""
    with connection.cursor() as cursor:
        cursor.execute(
            _PAGE_SQL.format(**_tables()), {"board": board, "start": start, "size": size}
        )
        fetched = cursor.fetchall()
        if fetched:
            count = int(fetched[0][5])
        else:
            cursor.execute(_COUNT_SQL.format(**_tables()), {"board": board})
            count = int(cursor.fetchone()[0] or 0)
    return _ranked(fetched), count


def _ranked(fetched: list[tuple[Any, ...]]) -> list[BoardRow]:
    return [
        BoardRow(
            rank=int(rank),
            player_id=_player_id(player_id),
            display_name=display_name,
            score=points,
            achieved_at=_moment(achieved_at),
            guest=bool(guest),
        )
        for player_id, display_name, points, achieved_at, rank, _count, guest in fetched
    ]


def leaderboard_page(*, board: str, page: int = 1, page_size: int = DEFAULT_PAGE_SIZE) -> BoardPage:
    """Page ``page`` (1-based) of ``board``; past the last page the rows are empty."""
    rows, count = _page_at(board, (page - 1) * page_size, page_size)
    return BoardPage(board=board, page=page, page_size=page_size, count=count, rows=rows)


def leaderboard_around(
    *, board: str, player_id: Any, page_size: int = DEFAULT_PAGE_SIZE
) -> BoardPage:
    """The page of ``board`` that holds ``player_id``'s row, or page 1 if they have none."""
    with connection.cursor() as cursor:
        cursor.execute(
            _POSITION_SQL.format(**_tables()),
            {"board": board, "player": _player_param(player_id)},
        )
        mine = cursor.fetchone()
        if mine is None:
            fetched = []
        else:
            points, achieved_at, position = mine
            before = int(position) % page_size
            cursor.execute(
                _AROUND_SQL.format(**_tables()),
                {
                    "board": board,
                    "player": _player_param(player_id),
                    "points": points,
                    "achieved_at": _moment_param(_moment(achieved_at)),
                    "before": before,
                    "after": page_size - before,
                },
            )
            fetched = cursor.fetchall()
    me = next((row for row in _ranked(fetched) if str(row.player_id) == str(player_id)), None)
    if mine is None or me is None:
        # Not on the board (or just taken off it between the two reads): the first page.
        rows, count = _page_at(board, 0, page_size)
        return BoardPage(board=board, page=1, page_size=page_size, count=count, rows=rows)
    return BoardPage(
        board=board,
        page=int(position) // page_size + 1,
        page_size=page_size,
        count=int(fetched[0][5]),
        rows=_ranked(fetched),
        me=me,
    )
