"""Daily Gin writes: making a date's deal and its par, and starting a player's daily game.

The deal for a date is a pure function of the date and ``settings.DAILY_DEAL_SECRET``, so making
it is naturally idempotent: every path (the 00:00 UTC beat task, the management command, the first
request of the day) calls :func:`daily_deal_ensure`, which inserts with ON CONFLICT DO NOTHING and
reads back whatever row won.

A deal's par (docs/RULES.md 7) is solved as soon as the deal exists, by a Celery task enqueued on
commit (:func:`daily_par_compute`); a scored result that beats it raises it
(:func:`daily_par_raise`).  Par only ever goes up, so every writer may race the others.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import ipaddress
import json
import secrets
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, connection, transaction
from django.db.models import Q
from django.utils import timezone

from accounts.models import Player
from apikit.metrics import DAILY_DEALS
from games.engine.cards import Card
from games.engine.match import Match
from games.engine.rules import get_ruleset
from games.engine.shuffle import hand_deck
from games.engine.solver import DEFAULT_BUDGET, solve
from games.services import game_create

from .errors import DAILY_ATTEMPT_FIRST
from .models import DailyAttempt, DailyDeal
from .selectors import daily_hand_one_line
from .signals import daily_attempt_started, daily_deal_made, daily_par_wanted

SEED_LABEL_PREFIX = "ginapi-daily-v1:"
"""Versioned so a future change of derivation cannot collide with today's seeds."""

DAILY_AI_LEVEL = "novice"
"""Seed 003's AI: reads only its own hand, knocks at 8 or less."""

BACKFILL_DAYS = 7
"""How many recent dates (today included) the scheduled task makes sure exist."""
DAYS_AHEAD = 1
"""The scheduled task also makes the deals of this many dates after today (their commitment
is public before the date starts)."""

PAR_CLAIM_TIMEOUT = dt.timedelta(minutes=10)
"""A claim on a deal's solve older than this belongs to a lost worker and may be taken over."""


def daily_today(*, now: dt.datetime | None = None) -> dt.date:
    """Today's date in UTC, whatever the process or Django time zone says."""
    return (now or timezone.now()).astimezone(dt.UTC).date()


def daily_ruleset_name() -> str:
    return getattr(settings, "DAILY_RULESET", "arcade")


def daily_seed(*, date: dt.date) -> bytes:
    """HMAC-SHA256(DAILY_DEAL_SECRET, "ginapi-daily-v1:" + ISO date): secret without the key."""
    secret = settings.DAILY_DEAL_SECRET
    key = secret.encode() if isinstance(secret, str) else bytes(secret)
    message = (SEED_LABEL_PREFIX + date.isoformat()).encode()
    return hmac.new(key, message, hashlib.sha256).digest()


def daily_deck(*, seed: bytes) -> tuple[Card, ...]:
    """The deck hand 1 of a daily game is dealt from.

    A daily game passes the day's seed as the engine's ``first_hand_seed``, so hand 1 is dealt
    from ``hand_deck(seed, 1)``; storing that order keeps the stored deck the one actually
    played, which a test checks against the engine's deal.
    """
    return hand_deck(seed, 1)


def daily_deal_ensure(*, date: dt.date) -> DailyDeal:
    """The deal of ``date``, made now if it does not exist yet.

    Safe to run twice or from many processes at once: the insert is ON CONFLICT DO NOTHING on the
    unique date, and the row is read back afterwards, so every caller gets the one row that won.
    """
    existing = DailyDeal.objects.filter(date=date).first()
    if existing is not None:
        return existing
    ruleset_name = daily_ruleset_name()
    get_ruleset(ruleset_name)  # a misconfigured DAILY_RULESET fails here, before any row exists
    seed = daily_seed(date=date)
    deal = DailyDeal(
        date=date,
        seed=seed.hex(),
        deck=[card.code for card in daily_deck(seed=seed)],
        ruleset_name=ruleset_name,
    )
    DailyDeal.objects.bulk_create([deal], ignore_conflicts=True)
    stored = DailyDeal.objects.get(date=date)
    # The row that won the race is ours if it has our creation time (to the microsecond).
    if stored.created_at == deal.created_at:
        transaction.on_commit(DAILY_DEALS.inc)
    daily_deal_made.send(sender=DailyDeal, deal=stored)
    return stored


def daily_deals_backfill(*, until: dt.date, days: int = BACKFILL_DAYS) -> list[DailyDeal]:
    """Make sure the ``days`` dates ending at ``until`` each have their deal; oldest first."""
    return [
        daily_deal_ensure(date=until - dt.timedelta(days=offset))
        for offset in range(days - 1, -1, -1)
    ]


def daily_deals_at_start(*, now: dt.datetime | None = None) -> list[DailyDeal]:
    """Today's deal and the next :data:`DAYS_AHEAD` dates', made if missing: what a service
    that has just started (migrated, or a worker up) must have, whatever time of day it is."""
    today = daily_today(now=now)
    return daily_deals_backfill(until=today + dt.timedelta(days=DAYS_AHEAD), days=1 + DAYS_AHEAD)


def _lock_player_deal(*, player: Player, deal: DailyDeal) -> None:
    """Serialise one player's daily plays on one deal for the rest of the transaction.

    Without it, concurrent requests would each build a game before the unique constraint sends
    all but one back; with it they queue and the later ones find the first one's game.  Other
    players and other dates are not blocked.  The partial unique constraint stays the guarantee.
    """
    if connection.vendor != "postgresql":
        return
    key = int.from_bytes(
        hashlib.sha256(f"daily-play:{deal.pk}:{player.pk}".encode()).digest()[:8],
        "big",
        signed=True,
    )
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", [key])


def _attempt_create(
    *, player: Player, deal: DailyDeal, scored: bool, address: str | None
) -> DailyAttempt:
    # A guest's scored attempt gets the date's opening with a stock of its own (docs/API.md
    # "The Daily Gin holds"): the shared stock of an open date is learned only by ranked play.
    # Practice opens once the date is over, when the whole deal is shown anyway.
    registered = player.registered
    own_stock = secrets.token_bytes(32) if scored and not registered else None
    game = game_create(
        player=player,
        opponent="ai",
        ai_level=DAILY_AI_LEVEL,
        ruleset=deal.ruleset_name,
        rules=None,
        target=None,
        first_hand_seed=deal.seed_bytes,
        first_hand_stock_seed=own_stock,
        # The scored hand's result keeps the AI's hand to itself until the date is over: one
        # attempt must not show what to replay on another account (docs/API.md "Trust").
        first_hand_sealed_until=deal.ends_at if scored else None,
    )
    attempt = DailyAttempt.objects.create(
        deal=deal,
        player=player,
        game=game,
        scored=scored,
        created_from=_address(address),
        registered=registered,
        stock_seed=own_stock.hex() if own_stock is not None else "",
    )
    if game.match().hand_results:
        # The AI's opening turn ended hand 1 inside game_create (an undercut knock).
        DailyAttempt.objects.filter(pk=attempt.pk).update(hand_one_ended_at=game.created_at)
        attempt.hand_one_ended_at = game.created_at
    # The AI's opening turn ran inside game_create, before this row existed: the apps that
    # record hands (the leaderboard) correct what they saw then.
    daily_attempt_started.send(sender=DailyAttempt, attempt=attempt)
    return attempt


def daily_hand_one_ended(*, game_id: Any, ended_at: dt.datetime) -> None:
    """Hand 1 of a daily game ended with a winner at ``ended_at``: recorded once, on the
    attempt (the first write wins, so a retried signal cannot move it later)."""
    DailyAttempt.objects.filter(game_id=game_id, hand_one_ended_at__isnull=True).update(
        hand_one_ended_at=ended_at
    )


def daily_hand_counts(*, attempt: DailyAttempt, achieved_at: dt.datetime) -> bool:
    """Whether a won hand 1 of ``attempt`` may reach a board: the attempt is scored and the
    move that ended the hand was made before its date ended (docs/API.md "The Daily Gin
    holds").  The reveal of a date is served only from that moment on, so a move that could
    have read it never scores; a move made before it was decided before the reveal existed,
    even if its transaction commits a moment after midnight."""
    return attempt.scored and achieved_at < attempt.deal.ends_at


def _address(address: str | None) -> str | None:
    """``address`` if it is an IP address (what the attempt may record), else None."""
    try:
        return str(ipaddress.ip_address(address)) if address else None
    except ValueError:
        return None


def daily_play(
    *,
    player: Player,
    now: dt.datetime | None = None,
    address: str | None = None,
) -> tuple[DailyAttempt, bool]:
    """The caller's scored daily game for today: a new one, or the one it has already.

    Returns ``(attempt, created)``.  A date's first attempt is its scored one (docs/RULES.md 8) and
    the only one this makes: once it exists, asking again returns it, finished or not.  More
    games on the deal are practice (:func:`daily_practice`), which opens once the date is over
    (docs/API.md "Trust": practising the live puzzle would let one account find the line another
    replays).  ``address`` (the client's) is recorded with a new attempt, for the staff's
    replayed-lines view.
    """
    # Made (and committed) before the play's own transaction, so the first player of the day
    # does not hold the new deal's row lock, and every other player, while their game is dealt.
    deal = daily_deal_ensure(date=daily_today(now=now))
    with transaction.atomic():
        _lock_player_deal(player=player, deal=deal)
        scored = _scored_attempt(player=player, deal=deal)
        if scored is not None:
            return scored, False
        try:
            with transaction.atomic():
                attempt = _attempt_create(player=player, deal=deal, scored=True, address=address)
                return attempt, True
        except IntegrityError:
            # Lost the race for the scored attempt (only possible without the advisory lock):
            # the winner's game is the caller's.
            scored = _scored_attempt(player=player, deal=deal)
            if scored is None:
                raise
            return scored, False


def _scored_attempt(*, player: Player, deal: DailyDeal) -> DailyAttempt | None:
    return (
        DailyAttempt.objects.select_related("game", "deal")
        .filter(player=player, deal=deal, scored=True)
        .first()
    )


def daily_practice(
    *,
    player: Player,
    deal: DailyDeal,
    now: dt.datetime | None = None,
    address: str | None = None,
) -> DailyAttempt:
    """A new unscored game on ``deal`` (docs/RULES.md 7), once its date is over (UTC), for
    everyone.

    Raises ApiError 422 ``daily_attempt_first`` before that: practising today's deal, even
    after one's own scored hand, would let a throwaway account search for the best line and
    another account replay it on the board (docs/API.md "Trust").
    """
    if not deal.is_over(now=now):
        raise DAILY_ATTEMPT_FIRST.error()
    with transaction.atomic():
        return _attempt_create(player=player, deal=deal, scored=False, address=address)


# -- par -------------------------------------------------------------------------------------


def daily_line_digest(line: list[dict[str, Any]]) -> str:
    """SHA-256 of a hand-1 line in a canonical JSON form: equal lines, equal digests."""
    canonical = json.dumps(line, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def daily_par_budget() -> int:
    return int(getattr(settings, "DAILY_PAR_BUDGET", DEFAULT_BUDGET))


def daily_par_request(*, deal: DailyDeal) -> DailyDeal:
    """A date is over and the solver has not computed its par: ask a worker for it, once per
    :data:`PAR_CLAIM_TIMEOUT` however many requests find it pending (docs/API.md "The Daily Gin
    holds": par is never computed inside a request).  Returns the deal as stored afterwards:
    with tasks run in-process (``make run`` without Redis) the solve has happened by then, so
    the first reader already sees the par; with a broker it is still pending."""
    if deal.par_computed_at is not None:
        return deal
    if cache.add(f"daily:par-wanted:{deal.pk}", 1, timeout=int(PAR_CLAIM_TIMEOUT.total_seconds())):
        daily_par_wanted.send(sender=DailyDeal, deal=deal)
        return DailyDeal.objects.get(pk=deal.pk)
    return deal


def daily_par_claim(*, deal: DailyDeal, now: dt.datetime | None = None) -> bool:
    """Claim the solve of ``deal`` (compare-and-swap): False if it is solved already or
    another worker claimed it less than :data:`PAR_CLAIM_TIMEOUT` ago."""
    now = now or timezone.now()
    claimed = (
        DailyDeal.objects.filter(pk=deal.pk, par_computed_at__isnull=True)
        .filter(Q(par_claimed_at__isnull=True) | Q(par_claimed_at__lt=now - PAR_CLAIM_TIMEOUT))
        .update(par_claimed_at=now)
    )
    return claimed == 1


def daily_par_release(*, deal: DailyDeal) -> None:
    """Give up a claim (the solve failed), so a retry or another worker may take it."""
    DailyDeal.objects.filter(pk=deal.pk, par_computed_at__isnull=True).update(par_claimed_at=None)


def daily_par_compute(*, deal: DailyDeal, budget: int | None = None) -> DailyDeal:
    """Solve ``deal``'s first hand and store its par, unless a better par is stored already.

    Idempotent: the solver is deterministic for a deal and budget, and the write only ever
    raises the par, so running it twice, or racing a player who beats it, is harmless.
    Returns the deal as stored afterwards.
    """
    seed = deal.seed_bytes
    match = Match.new(seed=seed, ruleset=get_ruleset(deal.ruleset_name), first_hand_seed=seed)
    solution = solve(match, ai_level=DAILY_AI_LEVEL, budget=budget or daily_par_budget())
    now = timezone.now()
    fields: dict[str, Any] = {"par_computed_at": now, "par_nodes": solution.nodes}
    DailyDeal.objects.filter(pk=deal.pk).filter(
        Q(par_score__isnull=True) | Q(par_score__lt=solution.score)
    ).update(
        par_score=solution.score,
        par_line=solution.line_dicts(),
        par_proven=solution.proven,
        par_source="solver",
        par_game=None,
        **fields,
    )
    # A player's par at least as good stays; the solver may still prove it exact.
    DailyDeal.objects.filter(pk=deal.pk, par_score=solution.score).update(
        par_proven=solution.proven
    )
    DailyDeal.objects.filter(pk=deal.pk).update(**fields)
    return DailyDeal.objects.get(pk=deal.pk)


def daily_par_raise(*, attempt: DailyAttempt, points: int) -> None:
    """A scored attempt won ``points`` in the first hand: its line's digest is recorded (the
    staff's replayed-lines view) and, if it beats the par, its line is the new par line
    (docs/RULES.md 7: par is never below a scored result).  A guest's attempt played a stock
    of its own: its line says nothing of the date's deal, so it sets nothing."""
    if not attempt.scored or not attempt.shared_stock:
        return
    line = daily_hand_one_line(attempt.game)
    if line:
        # A hand the AI's opening turn ended has no line of the player's: nothing to replay.
        DailyAttempt.objects.filter(pk=attempt.pk).update(line_digest=daily_line_digest(line))
    DailyDeal.objects.filter(pk=attempt.deal_id).filter(
        Q(par_score__isnull=True) | Q(par_score__lt=points)
    ).update(
        par_score=points,
        par_line=line,
        par_proven=False,
        par_source="player",
        par_game=attempt.game,
    )
