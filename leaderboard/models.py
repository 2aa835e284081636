"""Leaderboards (docs/RULES.md 8): every hand won against the AI, and each player's best per board.

Three tables:

- :class:`Score`, the audit log: one row per hand a human won against the AI.  Staff may hide
  a row (cheating, abuse); hidden rows stay for the record but leave every board.
- :class:`BestScore`, the boards: one row per (board, player) holding that player's best visible
  score, maintained in the same transaction as every Score write.  Boards rank from it, so a
  player appears once however many hands they have won.
- :class:`BoardTally`, how many players of a board hold each score: a player's rank is one plus
  the players above them, summed over a few hundred rows at most (hand scores are small numbers)
  instead of counted over the whole board.  This is what keeps any page, deep ones and
  ``?around=me`` included, fast at a million players.

A board is named by a short key: ``best-hand`` for the all-time board, ``daily:YYYY-MM-DD`` for a
date's Daily Gin board (the first hand of that date's scored daily games, registered players
only) and ``daily:YYYY-MM-DD+guests`` for the same with guests' attempts too (``?include=guests``;
docs/API.md "Trust": a guest is one request away, so guests do not rank by default).
"""

from __future__ import annotations

import datetime as dt

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

BEST_HAND_BOARD = "best-hand"


GUESTS_SUFFIX = "+guests"


def daily_board(date: dt.date, *, guests: bool = False) -> str:
    """The board key of ``date``'s Daily Gin board: registered players only, or everyone
    (``guests``)."""
    return f"daily:{date.isoformat()}{GUESTS_SUFFIX if guests else ''}"


class Score(models.Model):
    """One hand a human player won against the AI, with the hand's points (docs/RULES.md 8)."""

    player = models.ForeignKey("accounts.Player", on_delete=models.CASCADE, related_name="scores")
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="scores")
    hand_number = models.PositiveIntegerField()
    points = models.PositiveIntegerField()
    achieved_at = models.DateTimeField()
    daily_deal = models.ForeignKey(
        "daily.DailyDeal",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="scores",
        help_text="Set on the first hand of a scored daily game: it counts on that date's board.",
    )
    guest = models.BooleanField(
        null=True,
        blank=True,
        help_text="A daily hand's: whether its attempt began without credentials (then it ranks "
        "only on the date's board with guests, even after its player registers).",
    )
    hidden = models.BooleanField(default=False)
    hidden_reason = models.TextField(blank=True, default="")
    hidden_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    hidden_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        ordering = ("-achieved_at",)
        constraints = [
            # A hand is won once: a retried hook call cannot record it twice.
            models.UniqueConstraint(fields=("game", "hand_number"), name="score_one_per_hand"),
        ]
        indexes = [
            # best_refresh(best-hand): the player's best visible score of all time.
            models.Index(
                models.F("player"),
                models.F("points").desc(),
                models.F("achieved_at"),
                models.F("id"),
                condition=Q(hidden=False),
                name="score_player_best",
            ),
            # best_refresh(daily:DATE): the player's best visible score on one daily deal.
            models.Index(
                models.F("daily_deal"),
                models.F("player"),
                models.F("points").desc(),
                models.F("achieved_at"),
                condition=Q(hidden=False, daily_deal__isnull=False),
                name="score_daily_player_best",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.points} points, hand {self.hand_number} of game {self.game_id}"


class BestScore(models.Model):
    """A player's row on one board: their best visible score there."""

    board = models.CharField(max_length=32)
    player = models.ForeignKey("accounts.Player", on_delete=models.CASCADE, related_name="+")
    # RESTRICT: a Score may only go once no board holds it (services move the board first), or
    # together with its player; a bare delete would leave the tallies counting a ghost.
    score = models.ForeignKey(Score, on_delete=models.RESTRICT, related_name="+")
    points = models.PositiveIntegerField()
    achieved_at = models.DateTimeField()

    class Meta:
        constraints = [
            # One row per player per board; also serves best_refresh's lookup and the
            # "where am I" lookup of ?around=me.
            models.UniqueConstraint(fields=("board", "player"), name="best_score_one_per_player"),
        ]
        indexes = [
            # The board order (points desc, then who got there first, then player id):
            # leaderboard_page's "WHERE board = %s AND points <= %s ORDER BY ... OFFSET k LIMIT n"
            # (k < players on one score) and around-me's count of players level with the caller
            # who rank before them.
            models.Index(
                models.F("board"),
                models.F("points").desc(),
                models.F("achieved_at"),
                models.F("player"),
                name="best_score_board_order",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.board}: {self.player_id} {self.points}"


class BoardTally(models.Model):
    """How many players of ``board`` have ``points`` as their best (rank arithmetic)."""

    board = models.CharField(max_length=32)
    points = models.PositiveIntegerField()
    players = models.IntegerField(default=0)

    class Meta:
        constraints = [
            # The upsert of best_refresh, and the ranks of every page: "WHERE board = %s".
            models.UniqueConstraint(fields=("board", "points"), name="board_tally_one_per_points"),
        ]

    def __str__(self) -> str:
        return f"{self.board}: {self.players} on {self.points}"


class ReplayedDailyScore(Score):
    """A date's board score whose hand-1 line an earlier attempt on that date already played
    (the staff's view of the replay attack: one account finds a line, another replays it)."""

    class Meta:
        proxy = True
        verbose_name = "replayed daily line"
        verbose_name_plural = "replayed daily lines"


class SuspiciousDailyScore(Score):
    """A date's board score with a sign of a farmed account (the staff's daily "suspicious"
    list): its account was made on the date it scored, several ranked accounts played the
    date from its network, or it reached par in its account's first game."""

    class Meta:
        proxy = True
        verbose_name = "suspicious daily score"
        verbose_name_plural = "suspicious daily scores"
