"""Glicko-2 ratings: one per player per named ruleset, and each rated game's step."""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from accounts.models import Player
from games.models import Game

from .glicko2 import PROVISIONAL_RD, START_RATING, START_RD, START_VOLATILITY, Rating


class PlayerRating(models.Model):
    """A player's Glicko-2 rating in one named ruleset (no row: 1500/350/0.06, no games)."""

    # No index of its own: rating_unique_ruleset (player, ruleset) starts with it.
    player = models.ForeignKey(
        Player,
        on_delete=models.CASCADE,
        related_name="ratings",
        verbose_name=_("player"),
        db_index=False,
    )
    ruleset = models.CharField(_("ruleset"), max_length=32)
    rating = models.FloatField(_("rating"), default=START_RATING)
    rd = models.FloatField(_("rating deviation"), default=START_RD)
    volatility = models.FloatField(_("volatility"), default=START_VOLATILITY)
    games = models.PositiveIntegerField(_("rated games"), default=0)
    updated_at = models.DateTimeField(_("updated at"), default=timezone.now)

    class Meta:
        verbose_name = _("rating")
        verbose_name_plural = _("ratings")
        constraints = [
            # Also the index of every lookup of a player's rating (profile, seek, rating).
            models.UniqueConstraint(fields=["player", "ruleset"], name="rating_unique_ruleset"),
        ]
        indexes = [
            # The rating board: a ruleset's established players, best first (provisional
            # players are left off, so they are left out of the index too).
            models.Index(
                "ruleset",
                models.F("rating").desc(),
                "player",
                name="rating_board",
                condition=Q(rd__lte=PROVISIONAL_RD),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.ruleset} {self.rating:.0f}±{self.rd:.0f}"

    @property
    def provisional(self) -> bool:
        return self.rd > PROVISIONAL_RD

    def glicko(self) -> Rating:
        return Rating(self.rating, self.rd, self.volatility)


def rating_bucket(rating: float) -> int:
    """The tally a rating is counted in: its whole part."""
    return int(rating // 1)


class RatingTally(models.Model):
    """How many established players of a ruleset have a rating in [bucket, bucket + 1): the
    board's ranks and page starts are read from these few thousand rows rather than counted
    over a million (as leaderboard.BoardTally does for the score boards)."""

    ruleset = models.CharField(_("ruleset"), max_length=32)
    bucket = models.IntegerField(_("rating bucket"))
    players = models.IntegerField(_("players"), default=0)

    class Meta:
        verbose_name = _("rating tally")
        verbose_name_plural = _("rating tallies")
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "bucket"], name="rating_tally_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.ruleset} {self.bucket}: {self.players}"


class RatingHistory(models.Model):
    """A player's rating in a ruleset right after one rated game."""

    # No index of its own: rating_history_player (player, ruleset, at) starts with it.
    player = models.ForeignKey(
        Player,
        on_delete=models.CASCADE,
        related_name="rating_history",
        verbose_name=_("player"),
        db_index=False,
    )
    ruleset = models.CharField(_("ruleset"), max_length=32)
    game = models.ForeignKey(
        Game, on_delete=models.CASCADE, related_name="+", verbose_name=_("game"), db_index=False
    )
    at = models.DateTimeField(_("at"), default=timezone.now)
    rating = models.FloatField(_("rating"))
    rd = models.FloatField(_("rating deviation"))
    volatility = models.FloatField(_("volatility"))

    class Meta:
        verbose_name = _("rating history entry")
        verbose_name_plural = _("rating history")
        indexes = [
            # GET /players/{id}/rating-history?ruleset=: a player's steps, oldest first.
            models.Index(fields=["player", "ruleset", "at"], name="rating_history_player"),
        ]

    def __str__(self) -> str:
        return f"{self.ruleset} {self.rating:.0f} at {self.at:%Y-%m-%d %H:%M}"


class GameRating(models.Model):
    """What ratings keeps of a game that asked to be rated (POST /games ``rated``, a rated
    seek, its rematch): whether it counts, why not, and the change it made.  A game with no
    row never asked: it is unrated, for no reason, and changed nothing."""

    game = models.OneToOneField(
        Game,
        on_delete=models.CASCADE,
        primary_key=True,
        related_name="+",
        verbose_name=_("game"),
    )
    rated = models.BooleanField(
        _("rated"), default=True, help_text=_("Counts for both players' ratings.")
    )
    # NULL while rated; why a game asked to be rated is not: "pair_limit" (the same two
    # players' rated games in 24 hours) or "aborted" (over before each made two moves).
    unrated_reason = models.CharField(  # noqa: DJ001
        _("unrated because"), max_length=16, null=True, blank=True
    )
    # {"0": {"before": r, "after": r}, "1": {...}} by seat, once a rated game is over.
    rating_change = models.JSONField(_("rating change"), null=True, blank=True)

    class Meta:
        verbose_name = _("game rating")
        verbose_name_plural = _("game ratings")

    def __str__(self) -> str:
        # Shown under the game (its admin page), so the game's id is not repeated.
        return "rated" if self.rated else f"unrated: {self.unrated_reason}"
