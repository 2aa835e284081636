"""The ``novice`` AI (seed 003's, docs/RULES.md section 6).

It follows the rules' section 6 to the letter, after the moves every level makes
(:mod:`.decisive`: gin taken and made, a knock that wins the match); where the text is silent:

- **Its usual discard** is its highest-value card that is not in a meld, i.e. unmatched in
  some least-deadwood arrangement of its 11 cards.  Ties go to the higher rank (K, Q, J, T),
  then to the suit order S, H, D, C.  It never picks the card it just took from the pile
  where the ruleset forbids discarding it.  Should every allowed card be melded in every
  least-deadwood arrangement, it throws the allowed card that leaves the least deadwood
  (same tie order).
- **Taking the top discard**: it takes it when taking it and then making its usual discard
  would leave less deadwood than its 10 cards have now; otherwise it draws from the stock.
  The upcard offer (docs/RULES.md 2.2) is the same test: take it, or pass.
- **Knocking**: as soon as its deadwood is at most ``min(8, knock limit)``.  In 10-card
  rulesets that is the deadwood of the 10 cards left after its usual discard (it does not
  look for another discard that would knock); with 11-card knocking (arcade) it is the least
  deadwood of its 11 cards.  It declares big gin whenever the ruleset has it and all 11 cards
  meld.

It lets the engine choose the melds it shows.
"""

from __future__ import annotations

from ..actions import Action
from ..cards import to_mask
from ..view import Phase, SeatView
from .decisive import decisive_draw, decisive_lay_down
from .shared import (
    CARD_VALUES,
    DISCARD,
    DISCARD_ORDER,
    KNOCK,
    KNOCK_WITH,
    cached_deadwood,
    draw_action,
    forbidden_bit,
    least_deadwood_discard,
    meldable_cards,
)

__all__ = ["NOVICE_KNOCK_AT", "novice_action"]

NOVICE_KNOCK_AT = 8
"""Seed 003: the AI knocks once its deadwood is 8 or less, though the rules allow 10."""


def novice_action(view: SeatView) -> Action:
    """The novice's action from ``view`` (its turn, the game not over)."""
    ruleset = view.ruleset
    cap = ruleset.max_meld_size
    mask = to_mask(view.your_cards)
    if view.phase is not Phase.DISCARD:
        quick = decisive_draw(view, mask)
        if quick is not None:
            return quick
        top = view.discard_pile[-1]
        held = mask | top.bit
        forbidden = 0 if ruleset.may_discard_taken_card else top.bit
        _, left = _usual_discard(held, cached_deadwood(held, cap), forbidden, cap)
        return draw_action(view, take=left < cached_deadwood(mask, cap))

    # A match-winning knock too only at the novice's own 8 (docs/RULES.md §6: seed 003 exactly).
    quick = decisive_lay_down(view, mask, knock_at=NOVICE_KNOCK_AT)
    if quick is not None:
        return quick
    deadwood = cached_deadwood(mask, cap)
    knock_at = min(NOVICE_KNOCK_AT, view.knock_limit)
    if ruleset.knock_cards == 11 and deadwood <= knock_at:
        return KNOCK
    index, left = _usual_discard(mask, deadwood, forbidden_bit(view), cap)
    if ruleset.knock_cards == 10 and left <= knock_at:
        return KNOCK_WITH[index]
    return DISCARD[index]


def _usual_discard(mask: int, deadwood: int, forbidden: int, cap: int | None) -> tuple[int, int]:
    """Novice's discard from ``mask`` (whose least deadwood is ``deadwood``): (card index,
    least deadwood of the cards left).

    A card is unmatched in some least-deadwood arrangement exactly when throwing it away
    lowers the least deadwood by its whole value, so the first such card in discard order is
    the highest-value card not in a meld, whichever least-deadwood arrangement one looks at.
    """
    allowed = mask & ~forbidden
    meldable = meldable_cards(mask)
    for index in DISCARD_ORDER:
        bit = 1 << index
        if allowed & bit:
            left = deadwood - CARD_VALUES[index]
            if not meldable & bit or cached_deadwood(mask ^ bit, cap) == left:
                return index, left
    left, index = least_deadwood_discard(mask, forbidden, cap)
    return index, left
