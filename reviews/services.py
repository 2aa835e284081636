"""Hand reviews: asking for one, and computing it in a worker (docs/API.md "Hand review").

A review is asked for by a seat of the game (:func:`review_request`): the row is inserted once
(``ON CONFLICT DO NOTHING`` on game, hand and seat) and the job enqueued once the transaction
commits.  A second request finds the row: done, it is answered at once; pending, it joins the
job already queued, unless that job was queued more than ``REVIEW_REQUEUE_SECONDS`` ago and no
worker has finished it (a lost job), in which case one request, by compare-and-swap, queues it
again.  A worker claims the row by compare-and-swap (:func:`review_claim`), so a job delivered
twice is computed once; on failure it gives the claim back for the retry.
"""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.translation import gettext

from accounts.models import Player
from apikit.errors import THROTTLED
from daily.models import DailyAttempt
from games.engine.ai.review import Thresholds, review_hand
from games.models import Game
from games.selectors import game_get_for
from live.fanout import Notice, publish

from .errors import BUSY, DAILY_NOT_OVER, HAND_NOT_ENDED, HAND_NOT_FOUND, REVIEW_NOT_FOUND
from .models import HandReview
from .signals import review_queued


def review_settings() -> tuple[int, Thresholds]:
    """(worlds per decision, thresholds) from REVIEW_WORLDS and REVIEW_THRESHOLDS."""
    return int(settings.REVIEW_WORLDS), Thresholds.from_mapping(settings.REVIEW_THRESHOLDS)


def review_check(*, game: Game, hand: int) -> None:
    """Refuse a hand that cannot be reviewed: one the game never reached (404
    ``hand_not_found``), one still being played (422 ``hand_not_ended``), and the shared first
    hand of a Daily Gin game while its date is not over (422 ``daily_not_over``: the review
    would tell the puzzle's best moves to a player who may pass them on)."""
    match = game.match()
    if hand < 1 or hand > match.hand_number:
        raise HAND_NOT_FOUND.error(hand=hand)
    if not any(result.hand_number == hand for result in match.hand_results):
        raise HAND_NOT_ENDED.error(hand=hand)
    if hand == 1 and game.first_hand_seed:
        attempt = DailyAttempt.objects.select_related("deal").filter(game=game).first()
        if attempt is not None and not attempt.deal.is_over():
            raise DAILY_NOT_OVER.error(date=attempt.deal.date.isoformat())


def review_get_for(*, player: Player, game_id: uuid.UUID | str, hand: int) -> HandReview:
    """The caller's review of the hand (its own seat), or 404 ``review_not_found``."""
    game = game_get_for(game_id=game_id, player=player)
    seat = game.seat_of(player)
    assert seat is not None  # game_get_for answers only a seat's games
    review_check(game=game, hand=hand)
    review = HandReview.objects.filter(game=game, hand=hand, seat=seat).first()
    if review is None:
        raise REVIEW_NOT_FOUND.error()
    return review


@transaction.atomic
def review_request(
    *,
    player: Player,
    game_id: uuid.UUID | str,
    hand: int,
    address: str | None = None,
    now: dt.datetime | None = None,
) -> HandReview:
    """Ask for the review of the caller's decisions in ``hand``: the row (pending or done),
    the job enqueued once for it.  A new review past the pending caps is refused
    (:func:`review_check_caps`); one already asked for never is."""
    now = now or timezone.now()
    game = game_get_for(game_id=game_id, player=player)
    seat = game.seat_of(player)
    assert seat is not None
    review_check(game=game, hand=hand)
    existing = HandReview.objects.filter(game=game, hand=hand, seat=seat).first()
    if existing is not None and existing.status == HandReview.Status.DONE:
        return existing
    if existing is None:
        review_check_caps(player=player, address=address)
        HandReview.objects.bulk_create(
            [
                HandReview(
                    game=game,
                    hand=hand,
                    seat=seat,
                    queued_at=now,
                    requested_by=player,
                    address=address,
                )
            ],
            ignore_conflicts=True,
        )
        stored = HandReview.objects.get(game=game, hand=hand, seat=seat)
        if stored.queued_at == now:  # ours won the insert: ours to enqueue
            _enqueue(stored)
        return stored
    stale = now - dt.timedelta(seconds=settings.REVIEW_REQUEUE_SECONDS)
    requeued = (
        HandReview.objects.filter(pk=existing.pk, status=HandReview.Status.PENDING)
        .filter(Q(queued_at__isnull=True) | Q(queued_at__lt=stale))
        .update(queued_at=now, claimed_at=None)
    )
    if requeued:
        _enqueue(existing)
    return HandReview.objects.get(pk=existing.pk)


def review_check_caps(*, player: Player, address: str | None) -> None:
    """Refuse a new review while too many wait: the player's own or its address's past
    REVIEW_PENDING_PER_PLAYER / REVIEW_PENDING_PER_ADDRESS (429 ``throttled``), everybody's
    past REVIEW_PENDING_MAX (503 ``busy``), each with Retry-After.

    The counts are read, not locked: requests in flight at the same instant may each pass,
    so a cap can be passed by as many requests as arrive together.  That bounds the queue all
    the same, and costs no lock on the path of every review."""
    retry_after = settings.REVIEW_RETRY_AFTER_SECONDS
    pending = HandReview.objects.filter(status=HandReview.Status.PENDING)
    if pending.filter(requested_by=player).count() >= settings.REVIEW_PENDING_PER_PLAYER:
        raise THROTTLED.error(
            gettext("You have %(count)s reviews being computed: ask for another once one is ready.")
            % {"count": settings.REVIEW_PENDING_PER_PLAYER},
            retry_after=retry_after,
        )
    if (
        address is not None
        and pending.filter(address=address).count() >= settings.REVIEW_PENDING_PER_ADDRESS
    ):
        raise THROTTLED.error(
            gettext("Too many reviews are being computed for your address: try again later."),
            retry_after=retry_after,
        )
    if pending.count() >= settings.REVIEW_PENDING_MAX:
        raise BUSY.error(retry_after=retry_after)


def _enqueue(review: HandReview) -> None:
    review_queued.send(sender=HandReview, review_id=review.pk)


def review_claim(*, review_id: int, now: dt.datetime | None = None) -> HandReview | None:
    """Claim the pending review for this worker (compare-and-swap): None when it is done or
    another worker claimed it less than REVIEW_CLAIM_SECONDS ago."""
    now = now or timezone.now()
    stale = now - dt.timedelta(seconds=settings.REVIEW_CLAIM_SECONDS)
    claimed = (
        HandReview.objects.filter(pk=review_id, status=HandReview.Status.PENDING)
        .filter(Q(claimed_at__isnull=True) | Q(claimed_at__lt=stale))
        .update(claimed_at=now, attempts=F("attempts") + 1)
    )
    if not claimed:
        return None
    return HandReview.objects.select_related("game").get(pk=review_id)


def review_release(*, review: HandReview) -> None:
    """Give the claim back (the computation failed), so the retry may claim it."""
    HandReview.objects.filter(pk=review.pk, status=HandReview.Status.PENDING).update(
        claimed_at=None
    )


def review_compute(*, review: HandReview) -> HandReview:
    """Review the hand from the game's stored moves and store it; ``review_ready`` on the
    reviewing player's stream.  The engine sees the seat's views only."""
    game = review.game
    worlds, thresholds = review_settings()
    moves = [(move.seat, move.to_action()) for move in game.moves.order_by("version")]
    result = review_hand(
        game.new_match(),
        moves,
        seat=review.seat,
        hand=review.hand,
        key=game.pk.bytes,
        worlds=worlds,
        thresholds=thresholds,
    )
    body: dict[str, Any] = result.to_dict()
    with transaction.atomic():
        stored = HandReview.objects.filter(pk=review.pk, status=HandReview.Status.PENDING).update(
            status=HandReview.Status.DONE,
            result=body,
            computed_at=timezone.now(),
        )
        player_id = game.player0_id if review.seat == 0 else game.player1_id
        if stored and player_id is not None:
            publish(
                game_id=game.pk,
                version=game.version,
                notices=[
                    Notice(
                        str(player_id),
                        "review_ready",
                        {"game": str(game.pk), "hand": review.hand},
                    )
                ],
            )
    return HandReview.objects.get(pk=review.pk)
