"""Puzzles: mining finished hands into puzzles, serving the next one, rating an attempt.

Mining (:func:`puzzles_mine`, run by the beat task and ``manage.py puzzles_mine``) reads
finished games only, and a game with a sealed hand (``Game.sealed_hands``: a scored Daily
Gin's hand 1, the day's deal, until its date is over) only once it is revealed.  Each worker
claims a game before mining it (:func:`game_claim`), so two never mine the same one.  A game
is mined hand by hand; a hand mined once is never mined again (``MinedGame.hands``), and each
decision is one puzzle at most (a unique source).

An attempt (:func:`puzzle_attempt`) is rated when it is the player's first of that puzzle, the
player is registered and the puzzle is not its streak's: one Glicko-2 game between the player
and the puzzle, as lichess rates puzzles, the player winning when its action is the best.  The
player's row is locked first, so two first attempts sent at once are one rated attempt and one
unrated.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import logging
import time
import uuid
from collections.abc import Iterable, Sequence
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import Exists, F, OuterRef, Q, QuerySet
from django.utils import timezone

from accounts.models import Player
from games.engine.actions import Action
from games.engine.errors import IllegalActionError
from games.engine.rules import get_ruleset
from games.models import Game, Move
from ratings.glicko2 import rate_game

from .errors import NO_PUZZLE, PUZZLE_NOT_FOUND
from .mining import Found, MiningSettings, mine_hand, position_of
from .models import MinedGame, Puzzle, PuzzleAttempt, PuzzlePlayer
from .selfplay import selfplay_match

logger = logging.getLogger(__name__)

SCORING_ONLY = ("target", "game_bonus", "line_bonus")
"""Rule overrides that do not change a hand's decisions: a game with only these is mined."""


def mining_settings() -> MiningSettings:
    return MiningSettings(
        worlds=int(settings.PUZZLE_WORLDS),
        margin=float(settings.PUZZLE_MARGIN),
        z=float(settings.PUZZLE_Z),
    )


# -- mining -----------------------------------------------------------------------------------


MINE_CLAIM_SECONDS = 15 * 60
"""How long a worker's claim on a game holds: one that died mid-game leaves it to another
after that."""


REGISTER_BATCH = 500
"""Finished games brought to the miner's list at a time."""


def games_register(*, limit: int) -> int:
    """A :class:`MinedGame` row (waiting to be mined) for up to ``limit`` finished games that
    have none, oldest first; how many were new (another worker's rows are left alone)."""
    known = MinedGame.objects.filter(game=OuterRef("pk"))
    found = list(
        Game.objects.filter(status=Game.Status.FINISHED)
        .filter(~Exists(known))
        .order_by("finished_at", "pk")
        .values_list("pk", flat=True)[:limit]
    )
    made = MinedGame.objects.bulk_create(
        [MinedGame(game_id=pk) for pk in found], ignore_conflicts=True
    )
    return len(made)


def game_claim(*, now: Any = None) -> Game | None:
    """Claim the next game to mine for this worker, or None: a game not mined yet (or with a
    hand revealed since), none of whose hands is sealed now (``Game.sealed_hands``), and no
    other worker's claim on it in force.  The row is locked with SKIP LOCKED, so two workers
    asking at once take two games, and taken by a conditional UPDATE, which holds where row
    locks are not (SQLite)."""
    now = now or timezone.now()
    unclaimed = Q(claimed_until__isnull=True) | Q(claimed_until__lte=now)
    with transaction.atomic():
        pk = (
            MinedGame.objects.select_for_update(skip_locked=True, of=("self",))
            .filter(unclaimed, complete=False)
            .filter(
                Q(game__first_hand_sealed_until__isnull=True)
                | Q(game__first_hand_sealed_until__lte=now)
            )
            .order_by("mined_at", "pk")
            .values_list("pk", flat=True)
            .first()
        )
        if pk is None:
            return None
        until = now + dt.timedelta(seconds=MINE_CLAIM_SECONDS)
        if not MinedGame.objects.filter(unclaimed, pk=pk).update(claimed_until=until):
            return None  # another worker's, between the read and the write (SQLite)
    return Game.objects.get(pk=pk)


def puzzles_mine(*, limit: int = 50, now: Any = None) -> dict[str, float]:
    """Mine up to ``limit`` finished games, claiming them one by one; the counts (games,
    hands, decisions, puzzles, CPU seconds).  A game whose mining fails is marked with the
    error and not tried again, so the job moves on."""
    totals = {"games": 0, "hands": 0, "decisions": 0, "puzzles": 0, "cpu_seconds": 0.0}
    tried = 0
    while tried < limit:
        game = game_claim(now=now)
        if game is None:
            # Nothing to claim among the games known: bring in the next finished ones, and
            # claim again even when another worker registered them first.
            games_register(limit=max(limit, REGISTER_BATCH))
            game = game_claim(now=now)
            if game is None:
                break
        tried += 1
        try:
            mined = puzzle_mine_game(game=game, now=now)
        except Exception as error:
            logger.exception("puzzles: mining game %s failed", game.pk)
            MinedGame.objects.filter(pk=game.pk).update(
                complete=True,
                claimed_until=None,
                error=f"{type(error).__name__}: {error}"[:200],
                mined_at=now or timezone.now(),
            )
            continue
        totals["games"] += 1
        for key in ("hands", "decisions", "puzzles", "cpu_seconds"):
            totals[key] += mined[key]
    return totals


def _minable_rules(game: Game) -> bool:
    """The game's rules are its named ruleset's, but for scoring knobs a hand never reads."""
    named = get_ruleset(game.ruleset_name)
    played = game.ruleset()
    return dataclasses.replace(played, **{k: getattr(named, k) for k in SCORING_ONLY}) == named


def puzzle_mine_game(*, game: Game, now: Any = None) -> dict[str, float]:
    """Mine every ended hand of a finished ``game`` not mined yet, storing its puzzles."""
    now = now or timezone.now()
    record, _ = MinedGame.objects.get_or_create(game=game)
    moves = [(move.seat, move.to_action()) for move in game.moves.order_by("version")]
    match = game.match()
    ended = sorted({result.hand_number for result in match.hand_results})
    todo = [hand for hand in ended if hand not in record.hands]
    waiting = [hand for hand in todo if hand in game.sealed_hands(now=now)]
    todo = [hand for hand in todo if hand not in waiting]
    out = {"hands": 0, "decisions": 0, "puzzles": 0, "cpu_seconds": 0.0}
    if _minable_rules(game):
        mining = mining_settings()
        for hand in todo:
            started = time.process_time()
            result = mine_hand(
                game.new_match(), moves, hand=hand, key=game.pk.bytes, settings=mining
            )
            out["cpu_seconds"] += time.process_time() - started
            out["hands"] += 1
            out["decisions"] += result.decisions
            out["puzzles"] += puzzles_store(game=game, found=result.found)
    MinedGame.objects.filter(pk=record.pk).update(
        hands=sorted({*record.hands, *todo}),
        complete=not waiting,
        decisions=F("decisions") + out["decisions"],
        puzzles=F("puzzles") + out["puzzles"],
        cpu_seconds=F("cpu_seconds") + out["cpu_seconds"],
        mined_at=now,
        claimed_until=None,
    )
    return out


def puzzles_store(*, game: Game, found: Iterable[Found]) -> int:
    """Store the puzzles found in ``game`` (one per decision, whatever was stored before); how
    many new."""
    rows = [
        Puzzle(
            ruleset=game.ruleset_name,
            themes=list(item.themes),
            position=position_of(item.view),
            solution=item.solution.to_dict(),
            values=[{"action": a.to_dict(), "points": p} for a, p in item.values],
            margin=item.margin,
            source_game=game,
            source_hand=item.hand,
            source_version=item.version,
            source_seat=item.seat,
        )
        for item in found
    ]
    if not rows:
        return 0
    before = Puzzle.objects.filter(source_game=game).count()
    Puzzle.objects.bulk_create(rows, ignore_conflicts=True)
    return Puzzle.objects.filter(source_game=game).count() - before


# -- self-play --------------------------------------------------------------------------------

SELF_PLAY_NAME = "self-play"


@transaction.atomic
def selfplay_game_store(
    *, number: int, ruleset: str, levels: Sequence[str], target: int, salt: bytes = b""
) -> Game:
    """Play self-play game ``number`` (its seed from the number and ``salt``) and store it as
    any finished AI game is (its seed, snapshot and moves replay to it), seat 0 held by one
    ``self-play`` guest: what ``manage.py puzzles_fill`` mines on a fresh clone."""
    seed = hashlib.sha256(b"puzzles-selfplay:%s:%d" % (salt, number)).digest()
    # The id from the seed too, so the game (mined with its id as the key) and its puzzles are
    # the same on every clone, and a second fill stores each game once.
    game_id = uuid.UUID(bytes=seed[:16], version=4)
    existing = Game.objects.filter(pk=game_id).first()
    if existing is not None:
        return existing
    match, moves = selfplay_match(seed=seed, ruleset=ruleset, levels=levels, target=target)
    player = Player.objects.filter(display_name=SELF_PLAY_NAME, username=None).first()
    if player is None:
        player = Player.objects.create(display_name=SELF_PLAY_NAME)
    now = timezone.now()
    game = Game.objects.create(
        id=game_id,
        seed=seed.hex(),
        ruleset_name=ruleset,
        rules={"target": target},
        opponent_kind=Game.Opponent.AI,
        ai_level=levels[1],
        player0=player,
        status=Game.Status.FINISHED,
        version=len(moves),
        snapshot=match.to_snapshot(),
        winner_seat=match.winner,
        created_at=now,
        updated_at=now,
        finished_at=now,
    )
    Move.objects.bulk_create(
        Move(
            game=game,
            version=version,
            seat=seat,
            action=action.kind.value,
            payload=action.to_dict(),
            created_at=now,
        )
        for version, (seat, action) in enumerate(moves, start=1)
    )
    return game


# -- serving ----------------------------------------------------------------------------------


def puzzle_player(player: Player) -> PuzzlePlayer:
    """The player's puzzle rating row (1500/350 until the first rated attempt)."""
    return PuzzlePlayer.objects.filter(pk=player.pk).first() or PuzzlePlayer(player=player)


def puzzle_next(
    *,
    player: Player | None,
    theme: str | None = None,
    ruleset: str | None = None,
    streak: bool = False,
) -> Puzzle:
    """The live puzzle nearest the player's puzzle rating that it has never attempted (a
    caller without a token: nearest 1500).  Streak: the easiest at or above the streak's
    step (``PUZZLE_STREAK_START + PUZZLE_STREAK_STEP * streak``), remembered as the puzzle
    whose attempt counts for the streak."""
    candidates = Puzzle.objects.filter(retired=False)
    if ruleset:
        candidates = candidates.filter(ruleset=ruleset)
    if theme:
        # The theme's name in quotes within the JSON list: one lookup that SQLite has too.
        candidates = candidates.filter(themes__icontains=f'"{theme}"')
    if player is not None:
        done = PuzzleAttempt.objects.filter(player=player, puzzle=OuterRef("pk"))
        candidates = candidates.filter(~Exists(done))
    if streak:
        assert player is not None
        with transaction.atomic():
            row = _locked_player(player)
            target = settings.PUZZLE_STREAK_START + settings.PUZZLE_STREAK_STEP * row.streak
            puzzle = _nearest(candidates, target, upward=True)
            row.streak_puzzle = puzzle
            row.save(update_fields=["streak_puzzle"])
            return puzzle
    rating = puzzle_player(player).rating if player is not None else 1500.0
    return _nearest(candidates, rating, upward=False)


def _nearest(candidates: QuerySet[Puzzle], rating: float, *, upward: bool) -> Puzzle:
    above = candidates.filter(rating__gte=rating).order_by("rating", "pk").first()
    if upward and above is not None:
        return above
    below = candidates.filter(rating__lt=rating).order_by("-rating", "pk").first()
    choices = [p for p in (above, below) if p is not None]
    if not choices:
        raise NO_PUZZLE.error()
    return min(choices, key=lambda p: abs(p.rating - rating))


def _locked_player(player: Player) -> PuzzlePlayer:
    PuzzlePlayer.objects.bulk_create([PuzzlePlayer(player=player)], ignore_conflicts=True)
    return PuzzlePlayer.objects.select_for_update().get(pk=player.pk)


def puzzle_get(*, puzzle_id: str) -> Puzzle:
    puzzle = Puzzle.objects.filter(pk=puzzle_id, retired=False).first()
    if puzzle is None:
        raise PUZZLE_NOT_FOUND.error()
    return puzzle


@dataclasses.dataclass(frozen=True)
class Attempted:
    puzzle: Puzzle
    correct: bool
    rating_change: tuple[float, float] | None
    streak: int | None
    """The streak after this attempt, when it counted for one."""


def _bare(action: Action) -> dict[str, Any]:
    return Action(action.kind, action.card).to_dict()


@transaction.atomic
def puzzle_attempt(*, player: Player, puzzle_id: str, action: dict[str, Any]) -> Attempted:
    """Judge ``action`` on the puzzle and rate it when it is the player's first attempt."""
    puzzle = puzzle_get(puzzle_id=puzzle_id)
    chosen = _bare(Action.from_dict(action))
    if chosen not in [value["action"] for value in puzzle.values]:
        raise IllegalActionError("that action is not legal in this position", code="illegal_action")
    correct = chosen == puzzle.solution
    row = _locked_player(player)
    first = not PuzzleAttempt.objects.filter(player=player, puzzle=puzzle).exists()
    now = timezone.now()
    change: tuple[float, float] | None = None
    streak: int | None = None
    rated: dict[str, Any] = {}
    if row.streak_puzzle_id == puzzle.pk:
        mode = PuzzleAttempt.Mode.STREAK
        row.streak = row.streak + 1 if correct else 0
        row.best_streak = max(row.best_streak, row.streak)
        row.streak_puzzle = None
        streak = row.streak
    elif first and player.registered:
        mode = PuzzleAttempt.Mode.RATED
        locked = Puzzle.objects.select_for_update().get(pk=puzzle.pk)
        after, puzzle_after = rate_game(row.glicko(), locked.glicko(), 1.0 if correct else 0.0)
        change = (round(row.rating, 1), round(after.r, 1))
        row.rating, row.rd, row.volatility = after.r, after.rd, after.sigma
        row.rated_attempts += 1
        rated = {
            "rating": puzzle_after.r,
            "rd": puzzle_after.rd,
            "volatility": puzzle_after.sigma,
            "solved": F("solved") + int(correct),
        }
    else:
        mode = PuzzleAttempt.Mode.UNRATED
    row.updated_at = now
    row.save()
    # One UPDATE, the counters added to in the database: no attempt made at once is lost.
    Puzzle.objects.filter(pk=puzzle.pk).update(attempts=F("attempts") + 1, **rated)
    PuzzleAttempt.objects.create(
        puzzle=puzzle,
        player=player,
        action=chosen,
        correct=correct,
        mode=mode,
        rating_before=change[0] if change else None,
        rating_after=change[1] if change else None,
        created_at=now,
    )
    return Attempted(puzzle=puzzle, correct=correct, rating_change=change, streak=streak)


@transaction.atomic
def puzzle_retire(*, puzzle_ids: Iterable[str], retired: bool = True) -> int:
    """Retire (or bring back) puzzles: a retired puzzle is never served."""
    return Puzzle.objects.filter(pk__in=list(puzzle_ids)).update(retired=retired)
