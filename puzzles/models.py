"""Puzzles, the attempts at them, each player's puzzle rating, and which games were mined.

A puzzle holds the position exactly as its seat saw it (:func:`puzzles.mining.position_of`)
and the answer (``solution``, ``values``).  Where it came from (``source_*``) is for staff: no
serializer reads those fields.
"""

from __future__ import annotations

import secrets

from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from ratings.glicko2 import PROVISIONAL_RD, START_RATING, START_RD, START_VOLATILITY, Rating

PUZZLE_ID_BYTES = 6
"""A puzzle's id: 8 url-safe characters, random (never derived from its game)."""


def puzzle_id() -> str:
    return secrets.token_urlsafe(PUZZLE_ID_BYTES)


class Puzzle(models.Model):
    id = models.CharField(primary_key=True, max_length=16, default=puzzle_id, editable=False)
    ruleset = models.CharField(_("ruleset"), max_length=32)
    # A list of theme names; JSON rather than an array so the app runs on SQLite too (make run).
    themes = models.JSONField(verbose_name=_("themes"))
    position = models.JSONField(_("position"), help_text=_("As the seat saw it, nothing else."))
    solution = models.JSONField(_("solution"), help_text=_("The best action."))
    values = models.JSONField(
        _("values"), help_text=_("Every legal action with its expected points, best first.")
    )
    margin = models.FloatField(_("margin"), help_text=_("Points by which the best beats the next."))
    rating = models.FloatField(_("rating"), default=START_RATING)
    rd = models.FloatField(_("rating deviation"), default=START_RD)
    volatility = models.FloatField(_("volatility"), default=START_VOLATILITY)
    attempts = models.PositiveIntegerField(_("attempts"), default=0)
    solved = models.PositiveIntegerField(_("first attempts solved"), default=0)
    retired = models.BooleanField(
        _("retired"), default=False, help_text=_("A retired puzzle is never served again.")
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now, editable=False)
    # Staff only: never serialized (a puzzle names no game and no player).
    source_game = models.ForeignKey(
        "games.Game",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        db_index=False,
        verbose_name=_("source game"),
    )
    source_hand = models.PositiveSmallIntegerField(_("source hand"), null=True, blank=True)
    source_version = models.PositiveIntegerField(_("source version"), null=True, blank=True)
    source_seat = models.PositiveSmallIntegerField(_("source seat"), null=True, blank=True)

    class Meta:
        verbose_name = _("puzzle")
        verbose_name_plural = _("puzzles")
        constraints = [
            # A decision is one puzzle however often its game is mined.
            models.UniqueConstraint(
                fields=["source_game", "source_version"], name="puzzle_unique_source"
            ),
        ]
        indexes = [
            # GET /puzzles/next: the live puzzles of a ruleset nearest a rating.
            models.Index("ruleset", "rating", name="puzzle_next", condition=Q(retired=False)),
            # GET /puzzles/next with ?theme=.
            models.Index("rating", name="puzzle_next_any", condition=Q(retired=False)),
        ]

    def __str__(self) -> str:
        return f"puzzle {self.id} ({self.ruleset}, {self.rating:.0f})"

    def glicko(self) -> Rating:
        return Rating(self.rating, self.rd, self.volatility)


class PuzzlePlayer(models.Model):
    """A player's puzzle rating and streaks (no row: 1500/350/0.06, nothing attempted)."""

    player = models.OneToOneField(
        "accounts.Player", on_delete=models.CASCADE, primary_key=True, related_name="+"
    )
    rating = models.FloatField(_("rating"), default=START_RATING)
    rd = models.FloatField(_("rating deviation"), default=START_RD)
    volatility = models.FloatField(_("volatility"), default=START_VOLATILITY)
    rated_attempts = models.PositiveIntegerField(_("rated attempts"), default=0)
    streak = models.PositiveIntegerField(_("current streak"), default=0)
    best_streak = models.PositiveIntegerField(_("best streak"), default=0)
    streak_puzzle = models.ForeignKey(
        Puzzle,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        db_index=False,
        help_text=_("The puzzle the streak is on: its attempt counts for the streak."),
    )
    updated_at = models.DateTimeField(_("updated at"), default=timezone.now)

    class Meta:
        verbose_name = _("puzzle player")
        verbose_name_plural = _("puzzle players")
        indexes = [
            # The puzzle rating board: established players, best first.
            models.Index(
                models.F("rating").desc(),
                "player",
                name="puzzle_board",
                condition=Q(rd__lte=PROVISIONAL_RD),
            ),
            # The streak board: best streaks first.
            models.Index(
                models.F("best_streak").desc(),
                "player",
                name="puzzle_streak_board",
                condition=Q(best_streak__gt=0),
            ),
        ]

    def __str__(self) -> str:
        return f"puzzles {self.rating:.0f}±{self.rd:.0f}"

    def glicko(self) -> Rating:
        return Rating(self.rating, self.rd, self.volatility)


class PuzzleAttempt(models.Model):
    class Mode(models.TextChoices):
        RATED = "rated", _("rated")
        UNRATED = "unrated", _("unrated")
        STREAK = "streak", _("streak")

    puzzle = models.ForeignKey(
        Puzzle, on_delete=models.CASCADE, related_name="attempt_rows", db_index=False
    )
    player = models.ForeignKey(
        "accounts.Player", on_delete=models.CASCADE, related_name="+", db_index=False
    )
    action = models.JSONField(_("action"))
    correct = models.BooleanField(_("correct"))
    mode = models.CharField(_("mode"), max_length=8, choices=Mode.choices)
    rating_before = models.FloatField(null=True, blank=True)
    rating_after = models.FloatField(null=True, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now, editable=False)

    class Meta:
        verbose_name = _("puzzle attempt")
        verbose_name_plural = _("puzzle attempts")
        indexes = [
            # "Never one the player has done" (next) and "is this the first attempt" (attempt).
            models.Index("player", "puzzle", name="puzzle_attempt_player"),
            # The admin's attempts of a puzzle.
            models.Index("puzzle", "created_at", name="puzzle_attempt_puzzle"),
        ]

    def __str__(self) -> str:
        return f"{self.player_id} on {self.puzzle_id}: {'solved' if self.correct else 'missed'}"


class MinedGame(models.Model):
    """Which hands of a finished game have been mined: a game is mined once, hand by hand; a
    game with a sealed hand (``Game.sealed_hands``: a scored Daily Gin's hand 1 before its
    date is over) waits, unclaimed, until it is revealed.

    A row is made for each finished game the job finds; a worker claims one (``claimed_until``,
    taken by one conditional UPDATE on a row locked with SKIP LOCKED) before mining it, so two
    workers never mine the same game, and a claim left by a worker that died lapses."""

    game = models.OneToOneField(
        "games.Game", on_delete=models.CASCADE, primary_key=True, related_name="+"
    )
    hands = models.JSONField(default=list)
    complete = models.BooleanField(default=False)
    decisions = models.PositiveIntegerField(default=0)
    puzzles = models.PositiveIntegerField(default=0)
    cpu_seconds = models.FloatField(default=0.0)
    mined_at = models.DateTimeField(default=timezone.now)
    claimed_until = models.DateTimeField(
        null=True, blank=True, help_text=_("A worker is mining the game until then.")
    )
    error = models.CharField(
        max_length=200,
        blank=True,
        default="",
        help_text=_("Why mining the game failed (then it is not tried again)."),
    )

    class Meta:
        verbose_name = _("mined game")
        verbose_name_plural = _("mined games")
        indexes = [
            # The job's claim: games not yet mined, the longest waiting first.
            models.Index("mined_at", name="mined_game_incomplete", condition=Q(complete=False)),
        ]

    def __str__(self) -> str:
        return f"mined {self.game_id}: hands {self.hands}"
