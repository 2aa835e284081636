"""The Daily Gin puzzle: the best line through a fixed deal against a deterministic AI.

Hand 1 of a daily deal is a one-player problem: the deck order is fixed and the AI's replies
are a pure function of what it sees (:mod:`.ai`), so each sequence of the player's actions
leads to exactly one end of the hand.  :func:`solve` searches those sequences for the one that
wins the player the most points in the hand (its *par*, 0 if no line wins).

The search is a depth-first search over the player's actions only (the AI's replies are played
in between), with

- **iterative deepening**: depth ``d`` explores every line of up to ``d`` player actions in
  full; a line still going at that depth is finished by a greedy playout (:func:`_playout`), so
  every iteration yields real lines that end the hand, and deeper iterations refine them;
- **a transposition table** keyed on the whole position (both hands, the stock, the pile, whose
  turn and phase: everything the AI and the rules read), so a position reached by two orders of
  the same moves is searched once, and its result is reused across iterations;
- **move ordering**: knocks first (they end the hand and are scored at once), then the draws
  and discards that leave the least deadwood, so good lines are found early;
- **a bound**: no line can score more than the gin (or big gin) bonus plus the most deadwood
  ten cards can hold, so a node whose best line reaches that stops; beyond it the tree is
  searched in full.  The bound is sound, never a guess.

The budget is counted in nodes (player actions applied, playouts included), not time, so the
same deal and budget always give the same answer.  The result is ``proven`` only when the last
iteration explored every line to the end of the hand without the depth limit or the budget
cutting any: then the score is exact.  Otherwise it is the best line found, and it is still a
real line: replayed through the engine it scores exactly ``score``.

>>> from .match import Match
>>> from .rules import get_ruleset
>>> match = Match.new(seed=b"doc", ruleset=get_ruleset("standard"))
>>> solution = solve(match, budget=300)
>>> replay_points(match, solution.line) == solution.score
True
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from .actions import Action, ActionKind
from .ai import choose_action
from .cards import Card, from_mask
from .events import HandResult
from .hand import Hand
from .match import Match
from .melds import all_melds, min_deadwood
from .view import Phase

__all__ = ["DEFAULT_BUDGET", "Solution", "replay_points", "solve"]

DEFAULT_BUDGET = 20_000
"""Nodes (player actions applied) one solve may spend: about a second or two of CPU."""

MAX_KNOCK_ARRANGEMENTS = 24
"""How many meld arrangements a knock is scored with besides the engine's own choice."""

PLAYOUT_TURNS = 80
"""A playout that has not ended the hand after this many player actions gives up (arcade
turns its pile over and a hand can run long)."""

_DRAW_STOCK = Action(ActionKind.DRAW_STOCK)
_DRAW_DISCARD = Action(ActionKind.DRAW_DISCARD)
_TAKE_UPCARD = Action(ActionKind.TAKE_UPCARD)
_PASS = Action(ActionKind.PASS)


@dataclass(frozen=True)
class Solution:
    """The best line found: the player's actions of hand 1, in order, and what they win."""

    score: int
    """The points the player wins in hand 1 by playing ``line`` (0 when it wins nothing)."""
    line: tuple[Action, ...]
    """The player's own actions only, as sent to the moves endpoint; the AI's replies follow
    from them.  Ends the hand, except when no line was found at all (empty)."""
    proven: bool
    """True when the whole tree was searched: no line scores more than ``score``."""
    nodes: int
    """Nodes spent."""
    depth: int
    """The depth (player actions) of the last iteration that ran."""

    def line_dicts(self) -> list[dict[str, object]]:
        return [action.to_dict() for action in self.line]


class _OutOfBudget(Exception):
    pass


@dataclass
class _Entry:
    depth: int
    """The depth the position was searched to; exact entries hold for any depth."""
    score: int
    line: tuple[Action, ...]
    exact: bool


@dataclass
class _Search:
    player: int
    ai_level: str
    budget: int
    ceiling: int
    nodes: int = 0
    best_score: int = -1
    best_line: tuple[Action, ...] = ()
    table: dict[tuple[object, ...], _Entry] = field(default_factory=dict)

    def spend(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget

    def found(self, score: int, line: tuple[Action, ...]) -> None:
        """Record a whole line from the root (one that ends the hand)."""
        if score > self.best_score:
            self.best_score, self.best_line = score, line


def solve(
    match: Match, *, player: int = 0, ai_level: str = "novice", budget: int = DEFAULT_BUDGET
) -> Solution:
    """The best line for ``player`` through the current hand of ``match`` against the AI.

    ``match`` is not changed.  The AI (``ai_level``) plays the other seat; if it is to move
    first, its moves are played before the player's first action.
    """
    hand = _clone(match.hand)
    ruleset = match.ruleset
    ceiling = max(ruleset.gin_bonus, ruleset.big_gin_bonus or 0) + 100
    search = _Search(player=player, ai_level=ai_level, budget=budget, ceiling=ceiling)
    result = _ai_moves(hand, search)
    if result is not None:
        score = _points(result, player)
        return Solution(score=score, line=(), proven=True, nodes=0, depth=0)
    depth = 0
    proven = False
    try:
        while True:
            depth += 2
            _score, _line, exact = _search(hand, depth, (), search)
            if exact:
                proven = True
                break
    except _OutOfBudget:
        pass
    score = max(search.best_score, 0)
    return Solution(
        score=score,
        line=search.best_line,
        proven=proven,
        nodes=min(search.nodes, budget),
        depth=depth,
    )


def replay_points(match: Match, line: Sequence[Action], *, player: int = 0) -> int | None:
    """The points ``player`` wins in the current hand by playing ``line`` against the AI of
    seat ``1 - player`` (novice); None if the line does not end the hand.  For checking."""
    hand = _clone(match.hand)
    search = _Search(player=player, ai_level="novice", budget=1 << 30, ceiling=0)
    result = _ai_moves(hand, search)
    for action in line:
        if result is not None:
            return None
        _events, result = hand.apply(player, action)
        if result is None:
            result = _ai_moves(hand, search)
    return None if result is None else _points(result, player)


# -- the search -------------------------------------------------------------------------------


def _search(
    hand: Hand, depth: int, prefix: tuple[Action, ...], search: _Search
) -> tuple[int, tuple[Action, ...], bool]:
    """(best score from here, its line from here, whether that score is exact)."""
    key = _key(hand)
    entry = search.table.get(key)
    if entry is not None and (entry.exact or entry.depth >= depth):
        search.found(entry.score, prefix + entry.line)
        return entry.score, entry.line, entry.exact
    if depth == 0:
        score, line = _playout(hand, search)
        search.found(score, prefix + line)
        search.table[key] = _Entry(0, score, line, False)
        return score, line, False

    best_score, exact = -1, True
    best_line: tuple[Action, ...] = ()
    for action in _ordered_actions(hand, search):
        search.spend()
        child = _clone(hand)
        _events, result = child.apply(search.player, action)
        if result is None:
            result = _ai_moves(child, search)
        if result is not None:
            score, line, child_exact = _points(result, search.player), (action,), True
            search.found(score, prefix + line)
        else:
            score, rest, child_exact = _search(child, depth - 1, (*prefix, action), search)
            line = (action, *rest)
        exact = exact and child_exact
        if score > best_score:
            best_score, best_line = score, line
        if best_score >= search.ceiling:
            exact = True
            break
    search.table[key] = _Entry(depth, best_score, best_line, exact)
    return best_score, best_line, exact


def _ai_moves(hand: Hand, search: _Search) -> HandResult | None:
    """Play the AI's moves until it is the player's turn; the result if the hand ended."""
    ai = 1 - search.player
    while hand.turn == ai and hand.phase is not Phase.HAND_OVER:
        view = Match(seed=b"", ruleset=hand.ruleset, first_hand_seed=None, hand=hand).view(ai)
        _events, result = hand.apply(ai, choose_action(view, search.ai_level))
        if result is not None:
            return result
    return None


def _points(result: HandResult, player: int) -> int:
    return result.points if result.winner == player else 0


def _ordered_actions(hand: Hand, search: _Search) -> Iterator[Action]:
    """The player's actions here, the promising ones first (resign is never a line)."""
    ruleset = hand.ruleset
    cap = ruleset.max_meld_size
    mask = hand.hands[search.player]
    if hand.phase is Phase.UPCARD:
        take, other = _TAKE_UPCARD, _PASS
        yield from (take, other) if _improves(hand, mask) else (other, take)
        return
    if hand.phase is Phase.DRAW:
        draws = []
        if hand.discard_pile and not hand.must_draw_stock:
            draws.append(_DRAW_DISCARD)
        if hand.stock:
            draws.insert(0 if not draws or not _improves(hand, mask) else 1, _DRAW_STOCK)
        yield from draws
        return
    yield from _knocks(hand, search)
    forbidden = 0
    if hand.taken_from_discard is not None and not ruleset.may_discard_taken_card:
        forbidden = hand.taken_from_discard.bit
    discards = [card for card in from_mask(mask) if not card.bit & forbidden]
    discards.sort(key=lambda card: (_deadwood(mask ^ card.bit, cap), -card.value, -card.index))
    for card in discards:
        yield Action(ActionKind.DISCARD, card)


def _improves(hand: Hand, mask: int) -> bool:
    """Whether taking the top of the pile and then the best discard lowers the deadwood."""
    cap = hand.ruleset.max_meld_size
    top = hand.discard_pile[-1]
    held = mask | top.bit
    after = min(_deadwood(held ^ card.bit, cap) for card in from_mask(held) if card != top)
    return after < _deadwood(mask, cap)


def _knocks(hand: Hand, search: _Search) -> Iterator[Action]:
    """Every knock (and big gin) the player may make now, each with the arrangement to show
    that scores it best: the engine's own choice, or another where it lets less be laid off."""
    ruleset = hand.ruleset
    cap = ruleset.max_meld_size
    mask = hand.hands[search.player]
    limit = hand.knock_limit
    if ruleset.big_gin_bonus is not None and _deadwood(mask, cap) == 0:
        yield Action(ActionKind.BIG_GIN)
    if ruleset.knock_cards == 11:
        if _deadwood(mask, cap) <= limit:
            yield _best_knock(hand, search, None, mask)
        return
    forbidden = 0
    if hand.taken_from_discard is not None and not ruleset.may_discard_taken_card:
        forbidden = hand.taken_from_discard.bit
    for card in from_mask(mask):
        if not card.bit & forbidden and _deadwood(mask ^ card.bit, cap) <= limit:
            yield _best_knock(hand, search, card, mask ^ card.bit)


def _best_knock(hand: Hand, search: _Search, card: Card | None, shown: int) -> Action:
    plain = Action(ActionKind.KNOCK, card)
    if _deadwood(shown, hand.ruleset.max_meld_size) == 0:
        return plain  # gin: nothing is laid off, so the arrangement cannot matter
    best_action, best = plain, _knock_points(hand, search, plain)
    for melds in _arrangements(shown, hand):
        action = Action(ActionKind.KNOCK, card, melds)
        points = _knock_points(hand, search, action)
        if points > best:
            best_action, best = action, points
    return best_action


def _knock_points(hand: Hand, search: _Search, action: Action) -> int:
    _events, result = _clone(hand).apply(search.player, action)
    assert result is not None
    return _points(result, search.player)


def _arrangements(shown: int, hand: Hand) -> Iterator[tuple[tuple[Card, ...], ...]]:
    """Sets of disjoint melds of ``shown`` leaving deadwood within the knock limit."""
    cap = hand.ruleset.max_meld_size
    melds = [meld for meld in all_melds(shown, max_meld_size=cap)]
    total = sum(card.value for card in from_mask(shown))
    count = 0

    def walk(start: int, used: int, chosen: list[int]) -> Iterator[tuple[tuple[Card, ...], ...]]:
        nonlocal count
        deadwood = total - sum(card.value for card in from_mask(used))
        if chosen and deadwood <= hand.knock_limit:
            count += 1
            yield tuple(melds[i].cards for i in chosen)
        for i in range(start, len(melds)):
            if count >= MAX_KNOCK_ARRANGEMENTS:
                return
            if not melds[i].mask & used:
                yield from walk(i + 1, used | melds[i].mask, [*chosen, i])

    yield from walk(0, 0, [])


def _playout(hand: Hand, search: _Search) -> tuple[int, tuple[Action, ...]]:
    """Finish the hand greedily: knock as soon as a knock wins, else keep the least deadwood.
    (score, line); a playout that does not end the hand scores 0 with its line dropped."""
    hand = _clone(hand)
    line: list[Action] = []
    for _ in range(PLAYOUT_TURNS):
        search.spend()
        action = _greedy(hand, search)
        line.append(action)
        _events, result = hand.apply(search.player, action)
        if result is None:
            result = _ai_moves(hand, search)
        if result is not None:
            return _points(result, search.player), tuple(line)
    return -1, ()


def _greedy(hand: Hand, search: _Search) -> Action:
    if hand.phase is Phase.UPCARD:
        return _TAKE_UPCARD if _improves(hand, hand.hands[search.player]) else _PASS
    if hand.phase is Phase.DRAW:
        if not hand.stock:
            return _DRAW_DISCARD
        may_take = hand.discard_pile and not hand.must_draw_stock
        return (
            _DRAW_DISCARD
            if may_take and _improves(hand, hand.hands[search.player])
            else _DRAW_STOCK
        )
    best: Action | None = None
    best_points = 0
    for knock in _knocks(hand, search):
        points = _knock_points(hand, search, knock)
        if points > best_points:
            best, best_points = knock, points
    if best is not None:
        return best
    return next(
        action for action in _ordered_actions(hand, search) if action.kind is ActionKind.DISCARD
    )


# -- positions --------------------------------------------------------------------------------


@lru_cache(maxsize=1 << 16)
def _deadwood(mask: int, cap: int | None) -> int:
    return min_deadwood(mask, max_meld_size=cap)


def _clone(hand: Hand) -> Hand:
    return Hand(
        ruleset=hand.ruleset,
        number=hand.number,
        dealer=hand.dealer,
        first_upcard=hand.first_upcard,
        hands=list(hand.hands),
        stock=list(hand.stock),
        discard_pile=list(hand.discard_pile),
        turn=hand.turn,
        phase=hand.phase,
        must_draw_stock=hand.must_draw_stock,
        taken_from_discard=hand.taken_from_discard,
        drew_from_stock=hand.drew_from_stock,
        passed_upcard=list(hand.passed_upcard),
        took=[list(cards) for cards in hand.took],
        discarded=[list(cards) for cards in hand.discarded],
        recycles=hand.recycles,
    )


def _key(hand: Hand) -> tuple[object, ...]:
    """Everything the rules and the AI read from a position.  Until arcade turns the pile
    over, the stock is the deck's tail, so its length names it."""
    stock: object = len(hand.stock)
    if hand.recycles:
        stock = tuple(card.index for card in hand.stock)
    return (
        hand.hands[0],
        hand.hands[1],
        stock,
        tuple(card.index for card in hand.discard_pile),
        hand.turn,
        hand.phase,
        hand.taken_from_discard,
        hand.must_draw_stock,
        hand.drew_from_stock,
        hand.recycles,
    )
