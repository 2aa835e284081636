"""Games and their move logs; the players are :mod:`accounts.models`.

A game is stored as what it is made of, its seed, ruleset and ordered moves, plus a snapshot
of the engine's full state for fast reads.  The snapshot is a cache: replaying the moves from
the seed (``Game.replay()``) must always rebuild it exactly, and the admin checks that.
"""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from accounts.models import Player
from games.engine.actions import Action
from games.engine.match import Match
from games.engine.rules import Ruleset, get_ruleset


class Game(models.Model):
    class Status(models.TextChoices):
        WAITING = "waiting", _("waiting for the opponent")
        ACTIVE = "active", _("active")
        FINISHED = "finished", _("finished")
        CANCELLED = "cancelled", _("cancelled")

    class Termination(models.TextChoices):
        TIMEOUT = "timeout", _("the player on turn ran out of time")
        EXPIRED = "expired", _("nobody joined in time")

    class Opponent(models.TextChoices):
        AI = "ai", _("AI")
        HUMAN = "human", _("human")

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    seed = models.CharField(max_length=64, help_text=_("Hex of the deck seed (server only)."))
    # NULL, not "", for "none": the service contract and the daily app read it that way.
    first_hand_seed = models.CharField(  # noqa: DJ001
        max_length=64,
        null=True,
        blank=True,
        help_text=_("Hex of the seed of hand 1 when it is shared (Daily Gin)."),
    )
    # Daily Gin's scored games: until this moment (the end of the date) the first hand's
    # result never shows the opponent's cards (docs/API.md "Trust"), so one attempt cannot be
    # used to learn the AI's hand and replay the puzzle on another account.
    first_hand_sealed_until = models.DateTimeField(
        null=True,
        blank=True,
        help_text=_("Until then, hand 1's result hides the opponent's cards from the player."),
    )
    ruleset_name = models.CharField(_("ruleset"), max_length=32)
    rules = models.JSONField(
        default=dict, blank=True, help_text=_("Overrides of the ruleset's numbers.")
    )
    opponent_kind = models.CharField(_("opponent"), max_length=8, choices=Opponent.choices)
    ai_level = models.CharField(  # noqa: DJ001
        _("AI level"), max_length=16, null=True, blank=True
    )
    # No index of their own: game_seat0_recent and game_seat1_recent start with these columns
    # and serve every lookup by player (migration 0005 dropped the duplicates).
    player0 = models.ForeignKey(
        Player,
        on_delete=models.PROTECT,
        related_name="games_as_seat0",
        verbose_name=_("creator"),
        db_index=False,
    )
    player1 = models.ForeignKey(
        Player,
        on_delete=models.PROTECT,
        db_index=False,
        null=True,
        blank=True,
        related_name="games_as_seat1",
        verbose_name=_("friend"),
    )
    # NULL for AI games: unique allows many NULLs but not many "".
    invite_code = models.CharField(max_length=16, unique=True, null=True, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    version = models.PositiveIntegerField(
        default=0, help_text=_("How many actions have been applied, the AI's included.")
    )
    snapshot = models.JSONField(help_text=_("The engine's full state after the last move."))
    winner_seat = models.PositiveSmallIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    updated_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    # Friend games only: when the seat on turn may be declared lost (claim-victory).
    turn_deadline = models.DateTimeField(_("turn deadline"), null=True, blank=True)
    # NULL while the game goes on or when it ended at the table; "timeout" (a claimed
    # victory) or "expired" (a waiting game nobody joined) otherwise.
    termination = models.CharField(  # noqa: DJ001
        _("termination"), max_length=16, null=True, blank=True
    )

    class Meta:
        ordering = ("-created_at",)
        verbose_name = _("game")
        verbose_name_plural = _("games")
        indexes = [
            # GET /api/v1/games: a player's games newest first, from either seat.
            models.Index(fields=["player0", "-created_at"], name="game_seat0_recent"),
            models.Index(fields=["player1", "-created_at"], name="game_seat1_recent"),
            # games_expire_waiting: the waiting games created before a cut-off.
            models.Index(
                fields=["created_at"],
                name="game_waiting_created",
                condition=Q(status="waiting"),
            ),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(opponent_kind="human") | Q(player1__isnull=True),
                name="game_ai_has_no_seat1_player",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.ruleset_name} game {str(self.id)[:8]} ({self.status})"

    @property
    def is_ai(self) -> bool:
        return self.opponent_kind == self.Opponent.AI

    def ruleset(self) -> Ruleset:
        return get_ruleset(self.ruleset_name, self.rules)

    def seat_of(self, player: Player) -> int | None:
        """0 for the creator, 1 for the friend who joined, None for anyone else."""
        if self.player0_id == player.pk:
            return 0
        if self.player1_id is not None and self.player1_id == player.pk:
            return 1
        return None

    def sealed_hands(self, *, now: dt.datetime | None = None) -> frozenset[int]:
        """The hands whose opponent's cards the player may not see yet, even once over:
        hand 1 of a Daily Gin scored game until its date is over; none otherwise."""
        until = self.first_hand_sealed_until
        if until is None or (now or timezone.now()) >= until:
            return frozenset()
        return frozenset({1})

    def match(self) -> Match:
        """The engine state, from the stored snapshot."""
        return Match.from_snapshot(self.snapshot)

    def new_match(self) -> Match:
        """The match as dealt, before any move."""
        return Match.new(**self._engine_origin())

    def replay(self, moves: list[Move] | None = None) -> Match:
        """The match rebuilt from the seed and the stored moves (the snapshot must equal it)."""
        if moves is None:
            moves = list(self.moves.order_by("version"))
        return Match.replay(
            **self._engine_origin(), moves=[(move.seat, move.to_action()) for move in moves]
        )

    def _engine_origin(self) -> dict[str, Any]:
        """What the engine deals this game from: seeds and ruleset.

        A first hand's own stock seed has no column: it is part of the snapshot, which every
        game has from its creation and which keeps it unchanged move after move."""
        first = bytes.fromhex(self.first_hand_seed) if self.first_hand_seed else None
        stock = (self.snapshot or {}).get("first_hand_stock_seed")
        return {
            "seed": bytes.fromhex(self.seed),
            "ruleset": self.ruleset(),
            "first_hand_seed": first,
            "first_hand_stock_seed": bytes.fromhex(stock) if stock else None,
        }

    def replay_matches_snapshot(self) -> bool:
        return self.replay().matches_snapshot(self.snapshot)


class Move(models.Model):
    """One applied action, the AI's included; ``version`` is the game version it produced."""

    # No index of its own: move_unique_version (game, version) serves every lookup by game,
    # and one index fewer is one write fewer per move.
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="moves", db_index=False)
    version = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    action = models.CharField(max_length=16)
    payload = models.JSONField(help_text=_("The action as the engine reads it back."))
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        ordering = ("game", "version")
        verbose_name = _("move")
        verbose_name_plural = _("moves")
        constraints = [
            # Also the index behind every replay: a game's moves in version order.
            models.UniqueConstraint(fields=["game", "version"], name="move_unique_version"),
        ]

    def __str__(self) -> str:
        return f"v{self.version} seat {self.seat} {self.action}"

    def to_action(self) -> Action:
        return Action.from_dict(self.payload)
