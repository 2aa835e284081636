"""Daily Gin: one shared deal per UTC date, and each player's attempts at it (docs/RULES.md 7-8)."""

from __future__ import annotations

import datetime as dt
import hashlib
from typing import Any

from django.db import models
from django.db.models import Q
from django.utils import timezone

from games.engine.match import Match
from games.engine.rules import get_ruleset


class DailyDeal(models.Model):
    """The deck order every player of ``date`` starts from.

    The seed is HMAC-SHA256(DAILY_DEAL_SECRET, "ginapi-daily-v1:" + ISO date) and ``deck`` is the
    engine's shuffle of it, stored so staff can audit a date even if the secret later rotates.
    Neither is ever shown to a player before the date is over (UTC).
    """

    date = models.DateField(unique=True, help_text="The UTC date this deal belongs to.")
    seed = models.CharField(max_length=64, help_text="Hex of the HMAC-derived seed (server only).")
    deck = models.JSONField(help_text="The 52 card codes in shuffled order.")
    ruleset_name = models.CharField(max_length=32, default="arcade")
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    # Par (docs/RULES.md 7): the most points hand 1 can win against the daily AI.  Null until the
    # solver has run or a scored result has set it; shown only once the date is over.
    par_score = models.PositiveIntegerField(null=True, blank=True)
    par_line = models.JSONField(
        null=True, blank=True, help_text="The player's hand-1 actions, as sent to the moves API."
    )
    par_proven = models.BooleanField(
        default=False, help_text="True when the solver searched every line: par is exact."
    )
    par_source = models.CharField(
        max_length=8,
        blank=True,
        default="",
        choices=[("solver", "solver"), ("player", "player")],
        help_text="Who found the par line: the solver, or a player whose scored hand beat it.",
    )
    par_game = models.ForeignKey(
        "games.Game",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        help_text="The scored game whose first hand set the par (par_source 'player').",
    )
    par_nodes = models.PositiveIntegerField(null=True, blank=True)
    par_claimed_at = models.DateTimeField(
        null=True, blank=True, help_text="When a worker claimed the solve (one at a time)."
    )
    par_computed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("-date",)

    def __str__(self) -> str:
        return f"Daily deal {self.date.isoformat()}"

    @property
    def seed_bytes(self) -> bytes:
        return bytes.fromhex(self.seed)

    @property
    def seed_commitment(self) -> str:
        """SHA-256 hex digest of the seed's 32 bytes: shown from the moment the deal exists,
        so anyone can check, once ``seed`` is shown, that the deal was fixed beforehand
        (docs/DAILY_VERIFY.md)."""
        return hashlib.sha256(self.seed_bytes).hexdigest()

    def is_over(self, *, now: dt.datetime | None = None) -> bool:
        """Whether the date has ended in UTC, so the deal may be shown in full."""
        today = (now or timezone.now()).astimezone(dt.UTC).date()
        return self.date < today

    @property
    def ends_at(self) -> dt.datetime:
        """The moment the date is over: the next UTC midnight."""
        return dt.datetime.combine(self.date + dt.timedelta(days=1), dt.time(), tzinfo=dt.UTC)

    def first_hand(self) -> dict[str, Any]:
        """The whole first hand as dealt: both hands, upcard, dealer, the stock in order.

        Seat 0 is the player, seat 1 the AI, as in every daily game.  The match is built the
        way the games service builds a daily game (hand 1 from this seed), so what is shown is
        what was played.
        """
        match = Match.new(
            seed=self.seed_bytes,
            ruleset=get_ruleset(self.ruleset_name),
            first_hand_seed=self.seed_bytes,
        )
        player, ai = match.view(0), match.view(1)
        return {
            "dealer": "player" if player.dealer == 0 else "ai",
            "player_cards": [card.code for card in player.your_cards],
            "ai_cards": [card.code for card in ai.your_cards],
            "upcard": player.discard_pile[-1].code if player.discard_pile else None,
            # The engine's own stock, top first: the order it deals from, not a re-derivation.
            "stock": [card.code for card in reversed(match.hand.stock)],
        }


class DailyAttempt(models.Model):
    """One game a player started on a date's deal; the first of the day is the scored one."""

    deal = models.ForeignKey(DailyDeal, on_delete=models.CASCADE, related_name="attempts")
    player = models.ForeignKey(
        "accounts.Player", on_delete=models.CASCADE, related_name="daily_attempts"
    )
    game = models.OneToOneField(
        "games.Game", on_delete=models.CASCADE, related_name="daily_attempt"
    )
    scored = models.BooleanField(
        help_text="True for the player's first attempt of the date; practice attempts are False."
    )
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    created_from = models.GenericIPAddressField(
        null=True,
        blank=True,
        help_text="The client address that started the attempt (as the throttles see it).",
    )
    line_digest = models.CharField(
        max_length=64,
        blank=True,
        default="",
        help_text="SHA-256 of the player's hand-1 line (the actions sent), recorded when a "
        "scored attempt wins hand 1: equal digests on one date are the same line replayed.",
    )
    registered = models.BooleanField(
        default=True,
        help_text="Whether the player had credentials when the attempt began: only then does "
        "its score rank on the date's plain board (a guest's stays a guest row).",
    )
    stock_seed = models.CharField(
        max_length=64,
        blank=True,
        default="",
        help_text="Hex of the seed of this attempt's own stock (a guest's attempt: the date's "
        "opening, a stock of its own); empty when the attempt plays the date's shared stock.",
    )
    hand_one_ended_at = models.DateTimeField(
        null=True,
        blank=True,
        help_text="When hand 1 ended with a winner: a scored hand counts only if before the "
        "end of its date.",
    )

    class Meta:
        ordering = ("-created_at",)
        constraints = [
            # docs/RULES.md 8: a daily deal counts once per player per date.  The database, not the
            # view, guarantees it, so concurrent requests cannot make two scored games.
            models.UniqueConstraint(
                fields=("deal", "player"),
                condition=Q(scored=True),
                name="daily_attempt_one_scored_per_player",
            ),
        ]
        indexes = [
            # daily_play / your_result: this player's attempts at this deal, newest first.
            models.Index(
                fields=("player", "deal", "-created_at"), name="daily_attempt_player_deal"
            ),
            # The admin's replayed lines: a date's attempts with the digest of an earlier one.
            models.Index(
                fields=("deal", "line_digest", "created_at"),
                condition=~Q(line_digest=""),
                name="daily_attempt_deal_line",
            ),
            # GET /daily "players": count of scored attempts per deal.
            models.Index(
                fields=("deal",), condition=Q(scored=True), name="daily_attempt_deal_scored"
            ),
        ]

    def __str__(self) -> str:
        kind = "scored" if self.scored else "practice"
        return f"{self.player_id} on {self.deal_id} ({kind})"

    @property
    def shared_stock(self) -> bool:
        """Whether hand 1's stock is the date's shared one (not a guest's own)."""
        return not self.stock_seed

    def is_expired(self, *, now: dt.datetime | None = None) -> bool:
        """A scored attempt whose hand 1 had not ended when its date did (docs/API.md "The
        Daily Gin holds"): it never reaches a board, though the game may go on.

        Hand 1 ended at ``hand_one_ended_at`` when it had a winner; a dead hand 1 or a game
        resigned in hand 1 has none, and is over when the game's state says so (the game's
        end is then the moment)."""
        if not self.scored or not self.deal.is_over(now=now):
            return False
        ended = self.hand_one_ended_at
        if ended is None:
            game = self.game
            if game.match().hand_results:
                return False  # a dead hand 1: no one won it, nothing could rank
            ended = game.finished_at
        return ended is None or ended >= self.deal.ends_at

    def game_fields(self) -> dict[str, Any]:
        """What a game document says of its Daily Gin attempt (the ``daily`` object that
        daily.selectors.daily_of_game adds to every game document)."""
        return {
            "date": self.deal.date.isoformat(),
            "scored": self.scored,
            "expired": self.is_expired(),
            "shared_stock": self.shared_stock,
        }
