"""Lobby writes: posting, pairing, accepting, withdrawing and lapsing seeks; rematches.

Pairing is a compare-and-swap in the database, like a move: a seek is taken by one
``UPDATE ... WHERE status = 'open'`` and of any number of takers exactly one changes the row.
Posting a seek takes a transaction-scoped advisory lock named after the seek's kind
(ruleset, target, rated) before it looks for a partner and, finding none, inserts itself: two
compatible seeks posted at the same instant (on any processes) are then looked at one after
the other, so the second finds the first and they make one game, never two nor none.  The
lock is held only to choose the pair: the transaction that takes the partner and inserts the
poster's seek (both ``paired``) commits, and the game is dealt and inserted in a second one,
so the next poster of the kind waits for a choice (a few milliseconds), never for a deal.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import uuid
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.db.models import F, Func
from django.utils import timezone

from accounts.models import Player
from apikit.errors import NOT_FOUND, ApiError
from apikit.times import iso
from games.engine.rules import get_ruleset
from games.models import Game
from games.services import (
    game_start_between,
    not_a_human_game,
    ruleset_check,
)
from live.fanout import Notice, publish
from ratings.selectors import game_rating_asked, rating_of
from ratings.services import game_rating_ask, rated_play_check

from .errors import (
    GAME_NOT_FINISHED,
    INVALID_RATING_RANGE,
    NO_REMATCH_OFFER,
    OWN_SEEK,
    RATING_OUT_OF_RANGE,
    REMATCH_ALREADY_OFFERED,
    REMATCH_STARTED,
    SEEK_TAKEN,
    TOO_MANY_SEEKS,
)
from .models import RATING_CEILING, RATING_FLOOR, RematchOffer, Seek

MAX_OPEN_SEEKS = 3
"""Open seeks one player may hold at once; a fourth is refused (422 ``too_many_seeks``)."""


def _seek_ttl() -> dt.timedelta:
    return dt.timedelta(seconds=settings.SEEK_TTL_SECONDS)


def _kind_lock(ruleset: str, target: int, rated: bool) -> None:
    """Hold the advisory lock of one kind of seek until the transaction ends (PostgreSQL;
    elsewhere the database serialises writers itself)."""
    if connection.vendor != "postgresql":
        return
    digest = hashlib.sha256(f"ginapi.seek:{ruleset}:{target}:{int(rated)}".encode()).digest()
    key = int.from_bytes(digest[:8], "big", signed=True)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", [key])


def _check_range(rating_range: tuple[int, int] | None) -> tuple[int, int]:
    if rating_range is None:
        return RATING_FLOOR, RATING_CEILING
    low, high = rating_range
    if not (RATING_FLOOR <= low <= high <= RATING_CEILING):
        raise _invalid_range(floor=RATING_FLOOR, ceiling=RATING_CEILING)
    return low, high


def _invalid_range(**params: int) -> ApiError:
    message = INVALID_RATING_RANGE.message(**params)
    return INVALID_RATING_RANGE.error(fields={"rating_range": [message]}, **params)


MIN_RANGE_WIDTH = 100
"""The narrowest rating range a seek may ask for: a narrower one is one nobody can accept
(ratings are not whole numbers)."""


def seek_range_check(*, rating: float, low: int, high: int) -> None:
    """A seek's range must be one someone could accept: at least MIN_RANGE_WIDTH wide and
    holding the poster's own rating (a player at the poster's rating is the one pairing
    is sure to find); otherwise 400 ``invalid_rating_range``, rather than a seek listed to
    everyone that nobody may take (issue 38)."""
    if high - low < MIN_RANGE_WIDTH or not low <= rating <= high:
        raise _invalid_range(rating=round(rating), width=MIN_RANGE_WIDTH)


def seek_post(
    *,
    player: Player,
    ruleset: str,
    target: int | None,
    rated: bool,
    rating_range: tuple[int, int] | None,
) -> Seek:
    """Post a seek; if a compatible seek of another player waits, pair the two at once.

    Compatible: same ruleset, target and ``rated``, and each player's rating within the
    other's range; of several, the one whose rating is closest to the poster's, then the
    oldest.  The answer's ``game`` is then the new game (the waiting player in seat 0) and
    both players hear ``game_started``.  Refused: a ruleset or target a game could not have
    (400), a range outside 0-4000 or upside down (400 ``invalid_rating_range``), a fourth
    open seek (422 ``too_many_seeks``).
    """
    ruleset_check(ruleset=ruleset, target=target)
    if rated:
        rated_play_check(player)
    low, high = _check_range(rating_range)
    goal = target if target is not None else _default_target(ruleset)
    rating = rating_of(player_id=player.pk, ruleset=ruleset).r
    seek_range_check(rating=rating, low=low, high=high)
    now = timezone.now()
    with transaction.atomic():
        # The player's row: one player's posts (from any of its devices) one at a time, so
        # the open-seek limit holds.
        Player.objects.select_for_update().filter(pk=player.pk).order_by().first()
        open_seeks = Seek.objects.filter(player=player, status=Seek.Status.OPEN, expires_at__gt=now)
        if open_seeks.count() >= MAX_OPEN_SEEKS:
            raise TOO_MANY_SEEKS.error(n=MAX_OPEN_SEEKS)
        _kind_lock(ruleset, goal, rated)
        seek = Seek(
            player=player,
            ruleset=ruleset,
            target=goal,
            rated=rated,
            rating=rating,
            rating_min=low,
            rating_max=high,
            created_at=now,
            expires_at=now + _seek_ttl(),
        )
        partner = _take_partner(seek, now)
        if partner is not None:
            seek.status = Seek.Status.PAIRED
            seek.paired_at = now
        seek.save(force_insert=True)
    # The pair is chosen and both seeks are taken (committed): the kind's lock is free again
    # for the next poster while this one deals and inserts the game.
    if partner is None:
        return seek
    try:
        with transaction.atomic():
            game = game_start_between(
                players=(partner.player, player),
                ruleset=ruleset,
                target=goal,
            )
            if rated:
                game_rating_ask(game, now=now)
            Seek.objects.filter(pk__in=(seek.pk, partner.pk)).update(game=game)
    except BaseException:
        # No game: the partner waits again, and this seek, never answered, is withdrawn.
        Seek.objects.filter(pk=partner.pk, game__isnull=True).update(
            status=Seek.Status.OPEN, paired_at=None
        )
        Seek.objects.filter(pk=seek.pk, game__isnull=True).update(status=Seek.Status.WITHDRAWN)
        raise
    seek.game = game
    return seek


def _default_target(ruleset: str) -> int:
    return get_ruleset(ruleset).target


def _take_partner(seek: Seek, now: dt.datetime) -> Seek | None:
    """Take the best compatible open seek for ``seek``; None when there is none.

    The candidate is read ``FOR UPDATE SKIP LOCKED`` (a seek another transaction is taking
    is passed over, not waited for) and taken with the compare-and-swap UPDATE on its
    status, which the row lock makes certain to apply.
    """
    candidate = (
        Seek.objects.filter(
            status=Seek.Status.OPEN,
            ruleset=seek.ruleset,
            target=seek.target,
            rated=seek.rated,
            expires_at__gt=now,
            rating__gte=seek.rating_min,
            rating__lte=seek.rating_max,
            rating_min__lte=seek.rating,
            rating_max__gte=seek.rating,
        )
        .exclude(player_id=seek.player_id)
        .annotate(distance=Func(F("rating") - seek.rating, function="ABS"))
        .order_by("distance", "created_at", "id")
        .select_for_update(skip_locked=True, of=("self",))
        .select_related("player")
        .first()
    )
    if candidate is None:
        return None
    if not Seek.objects.filter(pk=candidate.pk, status=Seek.Status.OPEN).update(
        status=Seek.Status.PAIRED, paired_at=now
    ):
        return None
    return candidate


def seek_accept(*, seek_id: uuid.UUID | str, player: Player) -> Game:
    """Take another player's open seek: the new game (the seek's player in seat 0).

    One compare-and-swap UPDATE takes the seek: of any number of concurrent accepts exactly
    one changes the row and gets the game; the rest are 409 ``seek_taken``, as is a seek
    withdrawn or lapsed.  One's own seek: 422 ``own_seek``; a seek whose range leaves the
    caller's rating out: 422 ``rating_out_of_range``.
    """
    now = timezone.now()
    seek = Seek.objects.select_related("player").filter(pk=seek_id).order_by().first()
    if seek is None:
        raise NOT_FOUND.error()
    if seek.player_id == player.pk:
        raise OWN_SEEK.error()
    if seek.status != Seek.Status.OPEN or seek.expires_at <= now:
        raise SEEK_TAKEN.error()
    if seek.rated:
        rated_play_check(player)
    rating = rating_of(player_id=player.pk, ruleset=seek.ruleset).r
    if not seek.rating_min <= rating <= seek.rating_max:
        raise RATING_OUT_OF_RANGE.error()
    with transaction.atomic():
        taken = Seek.objects.filter(pk=seek.pk, status=Seek.Status.OPEN, expires_at__gt=now).update(
            status=Seek.Status.PAIRED, paired_at=now
        )
        if not taken:
            raise SEEK_TAKEN.error()
        game = game_start_between(
            players=(seek.player, player),
            ruleset=seek.ruleset,
            target=seek.target,
        )
        if seek.rated:
            game_rating_ask(game, now=now)
        Seek.objects.filter(pk=seek.pk).update(game=game)
    return game


def seek_withdraw(*, seek_id: uuid.UUID | str, player: Player) -> None:
    """Withdraw one's own open seek.  Another player's (or none): 404; a seek already
    paired: 409 ``seek_taken``; one already withdrawn or lapsed: nothing to do."""
    seek = Seek.objects.filter(pk=seek_id, player=player).order_by().first()
    if seek is None:
        raise NOT_FOUND.error()
    withdrawn = Seek.objects.filter(pk=seek.pk, status=Seek.Status.OPEN).update(
        status=Seek.Status.WITHDRAWN
    )
    if not withdrawn:
        seek.refresh_from_db(fields=["status"])
        if seek.status == Seek.Status.PAIRED:
            raise SEEK_TAKEN.error()


PAIR_UNDONE_AFTER = dt.timedelta(seconds=60)
"""A pair still without its game this long after it was chosen is undone (seeks_lapse)."""


def pairs_without_game_undo(*, now: dt.datetime) -> int:
    """Undo the pairs whose game was never made: seek_post commits the pair, then deals
    the game, and a process that dies in between (a kill, a deploy) would leave the waiting
    player's seek taken for ever.  The seek that was waiting is open again (it lapses as
    usual if its time is up); the one that was being posted, whose request never answered,
    is withdrawn.  How many seeks were changed."""
    stale = Seek.objects.filter(
        status=Seek.Status.PAIRED, game__isnull=True, paired_at__lte=now - PAIR_UNDONE_AFTER
    )
    # The posted seek was paired the moment it was made; the waiting one later than that.
    posted = stale.filter(paired_at=F("created_at")).update(status=Seek.Status.WITHDRAWN)
    waiting = stale.update(status=Seek.Status.OPEN, paired_at=None)
    return posted + waiting


def seeks_lapse(*, now: dt.datetime | None = None) -> int:
    """Mark the open seeks past ``expires_at`` lapsed and tell their players
    (``seek_lapsed`` on the player stream); how many.  Each seek is taken by a
    compare-and-swap, so running this from several processes tells each player once.
    First, the pairs whose game was never made are undone (:func:`pairs_without_game_undo`),
    so a waiting seek they held open again, or lapses here."""
    now = now or timezone.now()
    pairs_without_game_undo(now=now)
    lapsed = 0
    stale = Seek.objects.filter(status=Seek.Status.OPEN, expires_at__lte=now)
    for seek_id, player_id in stale.order_by().values_list("id", "player_id")[:10_000]:
        with transaction.atomic():
            if Seek.objects.filter(pk=seek_id, status=Seek.Status.OPEN).update(
                status=Seek.Status.LAPSED
            ):
                lapsed += 1
                publish(
                    game_id=seek_id,
                    version=0,
                    notices=[Notice(str(player_id), "seek_lapsed", {"seek": str(seek_id)})],
                )
    return lapsed


# --------------------------------------------------------------------------------- rematch


def _rematch_ttl() -> dt.timedelta:
    return dt.timedelta(seconds=settings.REMATCH_TTL_SECONDS)


def _finished_game_of(game_id: uuid.UUID | str, player: Player) -> tuple[Game, int]:
    """The finished game between two players that ``player`` sat at, locked, and its seat."""
    game = (
        Game.objects.select_for_update(of=("self",))
        .select_related("player0", "player1")
        .filter(pk=game_id)
        .order_by()
        .first()
    )
    seat = None if game is None else game.seat_of(player)
    if game is None or seat is None:
        raise NOT_FOUND.error()
    if game.is_ai:
        raise not_a_human_game()
    if game.status != Game.Status.FINISHED:
        raise GAME_NOT_FINISHED.error()
    return game, seat


def rematch_offer_view(offer: RematchOffer, player: Player) -> dict[str, Any]:
    lapsed = offer.status == RematchOffer.Status.OPEN and offer.expires_at <= timezone.now()
    return {
        "game": str(offer.game_id),
        "offered_by": "you" if offer.offered_by_id == player.pk else "opponent",
        "status": "lapsed" if lapsed else offer.status,
        "expires_at": iso(offer.expires_at),
        "rematch": None if offer.rematch_id is None else str(offer.rematch_id),
    }


def rematch_post(
    *, game_id: uuid.UUID | str, player: Player
) -> tuple[RematchOffer | None, Game | None]:
    """Offer a rematch of a finished game, or accept the other seat's offer.

    (offer, None) for a new offer (the other seat hears ``rematch_offered``); (None, game)
    when it accepts: the new game has the same ruleset, rules, target and ``rated``, the
    same seats, and the other seat deals first; both hear ``game_started``.  The game row is
    locked while this runs, so two seats offering at once make one offer and one game.
    """
    now = timezone.now()
    with transaction.atomic():
        game, seat = _finished_game_of(game_id, player)
        offer = RematchOffer.objects.filter(game=game).first()
        live = offer is not None and offer.status == RematchOffer.Status.OPEN
        if live and offer is not None and offer.expires_at <= now:
            live = False
        if offer is not None and offer.status == RematchOffer.Status.ACCEPTED:
            raise REMATCH_STARTED.error()
        if live and offer is not None and offer.offered_by_id == player.pk:
            raise REMATCH_ALREADY_OFFERED.error()
        if game_rating_asked(game):
            rated_play_check(player)
        if live and offer is not None:
            return None, _rematch_start(game, seat, offer, now)
        offer = RematchOffer(
            game=game,
            offered_by=player,
            status=RematchOffer.Status.OPEN,
            created_at=now,
            expires_at=now + _rematch_ttl(),
        )
        offer.save()
        other = game.player1_id if seat == 0 else game.player0_id
        publish(
            game_id=game.pk,
            version=game.version,
            notices=[
                Notice(
                    str(other),
                    "rematch_offered",
                    {"game": str(game.pk), "expires_at": iso(offer.expires_at)},
                )
            ],
        )
    return offer, None


def _rematch_start(game: Game, seat: int, offer: RematchOffer, now: dt.datetime) -> Game:
    assert game.player1 is not None
    new = game_start_between(
        players=(game.player0, game.player1),
        ruleset=game.ruleset_name,
        target=None,
        rules=game.rules,
        dealer=1 - game.match().dealer,
    )
    if game_rating_asked(game):
        game_rating_ask(new, now=now)
    offer.status = RematchOffer.Status.ACCEPTED
    offer.rematch = new
    offer.save(update_fields=["status", "rematch"])
    return new


def rematch_get(*, game_id: uuid.UUID | str, player: Player) -> RematchOffer:
    """The rematch offer of a game ``player`` sat at (a lapsed one shows as lapsed); 404
    ``no_rematch_offer`` when none was made."""
    game = Game.objects.filter(pk=game_id).order_by().first()
    if game is None or game.seat_of(player) is None:
        raise NOT_FOUND.error()
    offer = RematchOffer.objects.filter(game=game).first()
    if offer is None:
        raise NO_REMATCH_OFFER.error()
    return offer


def rematch_delete(*, game_id: uuid.UUID | str, player: Player) -> None:
    """Withdraw one's offer, or decline the other seat's; the other seat hears
    ``rematch_withdrawn`` or ``rematch_declined``.  No open offer: 404 ``no_rematch_offer``."""
    now = timezone.now()
    with transaction.atomic():
        game, _seat = _finished_game_of(game_id, player)
        offer = RematchOffer.objects.filter(
            game=game, status=RematchOffer.Status.OPEN, expires_at__gt=now
        ).first()
        if offer is None:
            raise NO_REMATCH_OFFER.error()
        withdrawn = offer.offered_by_id == player.pk
        offer.status = RematchOffer.Status.WITHDRAWN if withdrawn else RematchOffer.Status.DECLINED
        offer.save(update_fields=["status"])
        other = game.player1_id if game.player0_id == player.pk else game.player0_id
        publish(
            game_id=game.pk,
            version=game.version,
            notices=[
                Notice(
                    str(other),
                    "rematch_withdrawn" if withdrawn else "rematch_declined",
                    {"game": str(game.pk)},
                )
            ],
        )
