"""A finished hand reviewed decision by decision: what each of one seat's actions cost, in points.

For every decision of the seat in the hand (the upcard offer, each draw, each discard, each
knock, and so each chance to knock that it let pass by discarding instead), the review weighs
the action played against every action the master weighs there
(:func:`~.master.weighed_actions`), all over the same worlds, with
:func:`~.master.expected_points`:

- **Only what the seat saw.**  Each decision is judged from the seat's
  :class:`~.view.SeatView` as it was when it acted (its cards, the discard pile, the
  opponent's public draws and discards, the game's earlier hands), the worlds drawn from it as
  the master draws them.  The opponent's hidden cards and the stock's order never enter, though
  they are known once the hand is over: two deals that look the same to the seat get the same
  review.
- **Reproducible.**  The worlds of the decision that made ``version`` come from a
  :class:`random.Random` seeded with ``HMAC-SHA256(key, "review:<hand>:<version>")``; the
  service passes the game's id as ``key``, so a review computed twice is the same review.
- **Points of the hand.**  ``expected`` is the mean of the hand's points to the seat (negative
  when the opponent scores them; a dead hand 0).  ``best`` is the action of highest expected
  points (ties: the action played, then the master's order), unless the played action falls
  short of it by no more than ``noise_z`` (2) standard errors of their differences world by
  world: then the played action is the best, within what the worlds can tell.
  ``loss = best - played`` (0 when the played action is the best).
- **Classes** by the loss (:class:`Thresholds`, in points, each an upper bound inclusive):
  ``best`` up to 0.5 (within the noise of the worlds), ``good`` up to 2, ``inaccuracy`` up to 5,
  ``mistake`` up to 10, ``blunder`` above.
- **Accuracy** of the hand: the mean over its decisions of ``100 * exp(-loss / scale)``
  (``scale`` 5 points by default): 100 for a hand played without loss, about 37 for a hand
  whose every decision lost 5 points.  ``total_loss`` is the sum of the losses.

The budget is a number of worlds per decision (``Thresholds`` and ``worlds`` come from the
service's settings), never clock time, so a review is the same on any machine.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..actions import Action, ActionKind
from ..match import Match
from ..view import SeatView
from .master import weighed_actions, world_points

__all__ = [
    "CLASSES",
    "DEFAULT_WORLDS",
    "Decision",
    "HandNotEnded",
    "HandReview",
    "Thresholds",
    "review_hand",
]

CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")
"""A decision's class, from no loss to the largest."""

DEFAULT_WORLDS = 1000
"""Worlds per decision by default (BENCHMARKS.md, "Hand review": CPU and class stability)."""


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The loss (points) up to which a decision is of each class, and the accuracy's scale."""

    best: float = 0.5
    good: float = 2.0
    inaccuracy: float = 5.0
    mistake: float = 10.0
    accuracy_scale: float = 5.0
    """A decision that lost this many points is worth ``100 / e`` (about 37) of accuracy."""
    noise_z: float = 2.0
    """The played action counts as the best unless the best falls short of it by more than
    this many standard errors of their paired differences over the worlds."""

    @classmethod
    def from_mapping(cls, data: Mapping[str, float]) -> Thresholds:
        """From a settings dict with any of the field names (the rest default)."""
        return cls(**{key: float(value) for key, value in data.items()})

    def classify(self, loss: float) -> str:
        """The class of a decision that lost ``loss`` points."""
        for name, bound in zip(
            CLASSES, (self.best, self.good, self.inaccuracy, self.mistake), strict=False
        ):
            if loss <= bound:
                return name
        return "blunder"


DEFAULT_THRESHOLDS = Thresholds()


class HandNotEnded(ValueError):
    """The moves given do not finish the hand asked for (or never reach it)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the reviewed seat: the action played, the best one, their expected
    points of the hand, the loss and its class."""

    version: int
    """The game version the played action produced."""
    played: Action
    best: Action
    expected_played: float
    expected_best: float
    loss: float
    klass: str

    def to_dict(self) -> dict[str, Any]:
        """As the API shows it."""
        return {
            "version": self.version,
            "played": self.played.to_dict(),
            "best": self.best.to_dict(),
            "expected": {"played": self.expected_played, "best": self.expected_best},
            "loss": self.loss,
            "class": self.klass,
        }


@dataclass(frozen=True, slots=True)
class HandReview:
    """Every decision of ``seat`` in hand ``hand``, with the hand's accuracy and total loss."""

    hand: int
    seat: int
    decisions: tuple[Decision, ...]
    accuracy: float
    total_loss: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "decisions": [decision.to_dict() for decision in self.decisions],
            "accuracy": self.accuracy,
            "total_loss": self.total_loss,
        }


def review_hand(
    match: Match,
    moves: Iterable[tuple[int, Action]],
    *,
    seat: int,
    hand: int,
    key: bytes,
    worlds: int = DEFAULT_WORLDS,
    thresholds: Thresholds = DEFAULT_THRESHOLDS,
) -> HandReview:
    """Review ``seat``'s decisions in hand ``hand`` of ``match`` (as dealt, before any move)
    played on with ``moves`` (``(seat, action)`` in order, as stored; those after the hand are
    not read).  Raises :class:`HandNotEnded` when the moves do not finish that hand."""
    decisions: list[Decision] = []
    for played_seat, action in moves:
        if match.finished or match.hand_number > hand:
            break
        mine = match.hand_number == hand and played_seat == seat
        if mine and action.kind is not ActionKind.RESIGN:
            version = match.move_count + 1
            rng = _rng(key, hand, version)
            decisions.append(_judge(match.view(seat), action, rng, worlds, thresholds, version))
        match.apply(played_seat, action)
    if not any(result.hand_number == hand for result in match.hand_results):
        raise HandNotEnded(f"hand {hand} has not ended")
    losses = [decision.loss for decision in decisions]
    accuracy = (
        sum(100.0 * math.exp(-loss / thresholds.accuracy_scale) for loss in losses) / len(losses)
        if losses
        else 100.0
    )
    return HandReview(
        hand=hand,
        seat=seat,
        decisions=tuple(decisions),
        accuracy=round(accuracy, 1),
        total_loss=round(sum(losses), 2),
    )


def _judge(
    view: SeatView,
    played: Action,
    rng: random.Random,
    worlds: int,
    thresholds: Thresholds,
    version: int,
) -> Decision:
    """The played action against the master's, over the same worlds."""
    comparable = _comparable(played)
    options = [comparable]
    for action in weighed_actions(view):
        if action not in options:
            options.append(action)
    per_world = world_points(view, options, rng=rng, worlds=worlds)
    means = [sum(values) / len(values) for values in per_world]
    best_index = max(range(len(options)), key=lambda i: (means[i], -i))
    if best_index and not _clearly_worse(per_world[0], per_world[best_index], thresholds.noise_z):
        best_index = 0
    values = [round(mean, 2) for mean in means]
    loss = 0.0 if best_index == 0 else round(values[best_index] - values[0], 2)
    return Decision(
        version=version,
        played=played,
        best=played if best_index == 0 else options[best_index],
        expected_played=values[0],
        expected_best=values[best_index],
        loss=loss,
        klass=thresholds.classify(loss),
    )


def _clearly_worse(played: list[float], best: list[float], z: float) -> bool:
    """Whether ``played`` falls short of ``best`` over the same worlds by more than ``z``
    standard errors of their paired differences (else the two are within the noise)."""
    diffs = [b - p for p, b in zip(played, best, strict=True)]
    count = len(diffs)
    mean = sum(diffs) / count
    if count < 2:
        return mean > 0
    variance = sum((d - mean) ** 2 for d in diffs) / (count - 1)
    return mean > z * math.sqrt(variance / count)


def _comparable(action: Action) -> Action:
    """The action as the master weighs it: a knock's shown melds set aside (the engine shows
    the arrangement leaving the least deadwood)."""
    return Action(action.kind, action.card) if action.melds is not None else action


def _rng(key: bytes, hand: int, version: int) -> random.Random:
    digest = hmac.new(key, b"review:%d:%d" % (hand, version), hashlib.sha256).digest()
    return random.Random(int.from_bytes(digest, "big"))
