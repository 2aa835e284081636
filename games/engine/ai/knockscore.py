"""Knocks scored on masks: the one mask-level scoring the master's rollouts use, and the one
``_rollout.c`` mirrors step for step.  It scores as :func:`~games.engine.scoring.score_knock`
does (gin: no layoffs and the gin bonus; a tie is an undercut) with the defence of
:func:`~games.engine.layoffs.best_defence`, built from the same layoff targets
(:func:`~games.engine.layoffs.layoff_targets`), without their checks and with the knocker's
melds memoised: the master's own knock is scored against every world with the same hand.
``tests/games/engine/test_master_rollout.py`` holds it to those functions."""

from __future__ import annotations

from functools import lru_cache

from ..layoffs import LayoffTarget, layoff_targets, target_options
from ..melds import RANK_VALUES, SUIT_BITS, best_arrangement
from .shared import cached_deadwood, near_cards

__all__ = ["defence_deadwood", "knock_points", "knocker_targets", "mask_value"]


def knock_points(
    knocker: int,
    defender: int,
    *,
    cap: int | None,
    count_melded: bool,
    gin_bonus: int,
    undercut_bonus: int,
) -> tuple[bool, int]:
    """(whether the knocker wins, the points of the hand with their bonus) of a knock by the
    cards ``knocker`` against ``defender``; ``gin_bonus`` is the big gin bonus for big gin."""
    knocker_deadwood = cached_deadwood(knocker, cap)
    if knocker_deadwood == 0:
        # Against gin the defender keeps its own melds and lays nothing off.
        return True, cached_deadwood(defender, cap) + gin_bonus
    defence = defence_deadwood(defender, knocker, cap, count_melded)
    if knocker_deadwood < defence:
        return True, defence - knocker_deadwood
    return False, knocker_deadwood - defence + undercut_bonus


def defence_deadwood(defender: int, knocker: int, cap: int | None, count_melded: bool) -> int:
    """The defender's least deadwood after its layoffs on the knocker's melds: the
    deadwood of :func:`~games.engine.layoffs.best_defence`, on masks, with the same
    :func:`~games.engine.layoffs.layoff_targets` and the knocker's melds memoised."""
    if not near_cards(knocker) & defender:
        # Every card laid off would meld with the knocker's cards.
        return mask_value(defender) if count_melded else cached_deadwood(defender, cap)
    combined = [0]
    for target in knocker_targets(knocker, cap):
        options = target_options(target, defender)
        if len(options) > 1:
            combined = [
                done | option for done in combined for option in options if not done & option
            ]
    if count_melded:
        return min(mask_value(defender & ~laid_off) for laid_off in combined)
    return min(cached_deadwood(defender & ~laid_off, cap) for laid_off in combined)


@lru_cache(maxsize=1 << 12)
def knocker_targets(knocker: int, cap: int | None) -> tuple[LayoffTarget, ...]:
    """The layoff targets of the melds the knocker holding ``knocker`` shows (its best
    arrangement, as :func:`~games.engine.scoring.score_knock` shows it)."""
    return layoff_targets(best_arrangement(knocker, max_meld_size=cap).melds, cap)


def mask_value(mask: int) -> int:
    """The value of the cards of ``mask``."""
    return (
        _SUIT_VALUE[mask & SUIT_BITS]
        + _SUIT_VALUE[mask >> 13 & SUIT_BITS]
        + _SUIT_VALUE[mask >> 26 & SUIT_BITS]
        + _SUIT_VALUE[mask >> 39]
    )


_SUIT_VALUE = tuple(
    sum(RANK_VALUES[rank] for rank in range(13) if bits >> rank & 1) for bits in range(1 << 13)
)
