"""Our AI as a player inside the EAAI-21 challenge's own game: the Python end of
``bench/java/GinapiPlayer.java``, started by that bridge, one line in for every call the
challenge makes on its player and one line out for every question (:mod:`bench.eaai` runs it).

It sees exactly what the challenge's player sees, and builds from that the
:class:`~games.engine.view.SeatView` our AIs read: its cards, the pile as the game shows it
(the face-up card once offered or taken), the opponent's draws (face up with the card, face
down without), both seats' discards, the scores.  Lines in (cards as the challenge writes them,
``AC`` .. ``KS``, the same codes as ours)::

    match SEED                     a new match (scores from 0)
    start ME STARTER C1 .. C10     a new hand: our player number, the starting player's, our cards
    offer CARD                     -> yes | no: take the face-up card?
    draw PLAYER CARD|-             a draw, the card when it is known to us
    discard?                       -> CARD: our discard
    discard PLAYER CARD            a discard
    melds?                         -> none | melds | C C C | C C C: knock (or, once the
                                      opponent has knocked, our melds to lay down)
    melds PLAYER | C C C | ...     melds shown
    scores S0 S1                   the scores after a hand (scored or cancelled)
    layoff PLAYER CARD, hand PLAYER C ..   shown, not needed
    quit                           write the decision times (``--stats``) and end

Gin and knocks are decided with the discard, as our engine decides them: the knock's discard
goes out first and ``melds?`` then lays the hand down.  Defending, it shows the melds of
:func:`~games.engine.layoffs.best_defence` against the knocker's melds; the challenge then lays
off greedily every card that fits, which lays off at least the cards that defence planned.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from typing import Any

from games.engine.actions import ActionKind
from games.engine.ai import choose_action
from games.engine.ai.master import Budget
from games.engine.cards import Card, to_mask
from games.engine.events import HandResult
from games.engine.layoffs import best_defence
from games.engine.melds import Meld, best_arrangement, min_deadwood
from games.engine.rules import Ruleset, get_ruleset
from games.engine.scoring import Outcome
from games.engine.view import Phase, SeatView

EAAI_RULES: Ruleset = dataclasses.replace(
    get_ruleset("standard"), name="eaai", big_gin_bonus=None, game_bonus=0, line_bonus=0
)
"""The challenge's rules in our terms: matches to 100, knock at 10, gin and undercut bonus 25,
no big gin, no game or line bonus, a hand dead with two cards left in the stock, the card
taken from the pile never thrown back; its upcard offer is our upcard phase."""


class Player:
    """One seat's knowledge of the challenge's game, and the AI that plays it."""

    def __init__(self, level: str, budget: Budget | None = None) -> None:
        self.level = level
        self.budget = budget
        self.seed = 0
        self.scores = (0, 0)
        self.hand_number = 0
        self.times: list[tuple[float, float]] = []
        self.results: list[HandResult] = []

    def new_match(self, seed: int) -> None:
        self.seed = seed
        self.scores = (0, 0)
        self.hand_number = 0
        self.results = []

    def start(self, me: int, starter: int, cards: list[Card]) -> None:
        self.me = me
        self.starter = starter
        self.cards = set(cards)
        self.hand_number += 1
        self.pile: list[Card] = []
        self.stock = 52 - 21
        self.draws = 0
        self.moves = 0
        self.opponent_count = 10
        self.opponent_took: list[Card] = []
        self.opponent_discarded: list[Card] = []
        self.opponent_passed: Card | None = None
        self.discarded: list[Card] = []
        self.taken: Card | None = None
        self.took_offer = False
        self.knock = False
        self.knocker_melds: list[Meld] | None = None
        self.knocker: int | None = None
        self.final_cards: dict[int, tuple[Card, ...]] = {}

    def view(self, phase: Phase) -> SeatView:
        return SeatView.unchecked(
            seat=self.me,
            ruleset=EAAI_RULES,
            hand_number=self.hand_number,
            dealer=1 - self.starter,
            turn=self.me,
            phase=phase,
            your_cards=tuple(sorted(self.cards, key=lambda card: card.index)),
            opponent_card_count=self.opponent_count,
            discard_pile=tuple(self.pile),
            stock_count=self.stock,
            knock_limit=EAAI_RULES.knock_limit,
            taken_from_discard=self.taken,
            must_draw_stock=False,
            opponent_took=tuple(self.opponent_took),
            opponent_discarded=tuple(self.opponent_discarded),
            opponent_passed_upcard=self.opponent_passed,
            your_discarded=tuple(self.discarded),
            scores=self.scores,
            hands_won=(0, 0),
            columns=(),
            winner=None,
            final=None,
            hand_results=tuple(self.results),
        )

    def decide(self, phase: Phase) -> Any:
        view = self.view(phase)
        wall, cpu = time.perf_counter(), time.process_time()
        seed = b"eaai:%d:%d:%d" % (self.seed, self.me, self.hand_number)
        action = choose_action(view, self.level, seed=seed, version=self.moves, budget=self.budget)
        self.times.append((time.perf_counter() - wall, time.process_time() - cpu))
        self.moves += 1
        return action

    def offer(self, card: Card) -> bool:
        if not self.pile:
            self.pile.append(card)
        upcard = self.draws == 0
        if upcard and self.me != self.starter:
            self.opponent_passed = card
        action = self.decide(Phase.UPCARD if upcard else Phase.DRAW)
        self.took_offer = action.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)
        return self.took_offer

    def draw(self, player: int, card: Card | None) -> None:
        self.draws += 1
        if player == self.me:
            assert card is not None
            if self.took_offer:
                self.pile.pop()
                self.taken = card
            else:
                self.stock -= 1
            self.took_offer = False
            self.cards.add(card)
            return
        self.opponent_count = 11
        if card is None:
            self.stock -= 1
            return
        if self.pile and self.pile[-1] == card:
            self.pile.pop()
        self.opponent_took.append(card)

    def discard(self) -> Card:
        action = self.decide(Phase.DISCARD)
        assert action.card is not None, action
        self.knock = action.kind is ActionKind.KNOCK
        return action.card

    def discarded_by(self, player: int, card: Card) -> None:
        self.pile.append(card)
        if player == self.me:
            self.cards.discard(card)
            self.discarded.append(card)
            self.taken = None
            return
        self.opponent_count = 10
        self.opponent_discarded.append(card)
        if card in self.opponent_took:
            self.opponent_took.remove(card)

    def melds(self) -> list[Meld] | None:
        if self.knock:
            return list(best_arrangement(to_mask(self.cards)).melds)
        if self.knocker_melds is not None:
            return list(best_defence(self.cards, self.knocker_melds).melds)
        return None

    def shown(self, player: int, melds: list[Meld]) -> None:
        if self.knocker is None:
            self.knocker = player
        if player != self.me and not self.knock and self.knocker_melds is None:
            self.knocker_melds = melds

    def final_hand(self, player: int, cards: list[Card]) -> None:
        self.final_cards[player] = tuple(sorted(cards, key=lambda card: card.index))

    def scored(self, scores: tuple[int, int]) -> None:
        self.scores = (scores[self.me], scores[1 - self.me])
        if self.knocker is not None and len(self.final_cards) == 2:
            self.results.append(self.result(self.knocker))

    def result(self, knocker: int) -> HandResult:
        """The hand as our engine records it, from what the challenge showed at its end: what
        the master reads of earlier hands (who knocked, with what deadwood, how far into the
        hand, and the other hand's cards) is exact; the points are not needed and left 0."""
        cards = (self.final_cards[0], self.final_cards[1])
        knocker_deadwood = min_deadwood(to_mask(cards[knocker]))
        return HandResult(
            hand_number=self.hand_number,
            dealer=1 - self.starter,
            knock_limit=EAAI_RULES.knock_limit,
            outcome=Outcome.KNOCK if knocker_deadwood else Outcome.GIN,
            knocker=knocker,
            winner=None,
            points=0,
            bonus=0,
            cards=cards,
            melds=((), ()),
            unmatched=((), ()),
            knocker_deadwood=knocker_deadwood,
            stock_count=self.stock,
        )


def parse_melds(words: list[str]) -> list[Meld]:
    """Melds written ``| C C C | C C C`` (the challenge adds the deadwood last, possibly
    empty, when it reports a hand's final melds: only real melds are kept)."""
    melds = []
    for part in " ".join(words).split("|"):
        cards = [Card.parse(code) for code in part.split()]
        if len(cards) >= 3:
            try:
                melds.append(Meld.from_cards(cards))
            except ValueError:
                continue
    return melds


def play(level: str, stats: str | None, budget: Budget | None = None) -> None:
    player = Player(level, budget)
    write = sys.stdout.write
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command, rest = words[0], words[1:]
        if command == "offer":
            write("yes\n" if player.offer(Card.parse(rest[0])) else "no\n")
        elif command == "discard?":
            write(player.discard().code + "\n")
        elif command == "melds?":
            melds = player.melds()
            shown = " | ".join(" ".join(card.code for card in meld.cards) for meld in melds or [])
            write("none\n" if melds is None else f"melds | {shown}\n")
        elif command == "draw":
            player.draw(int(rest[0]), None if rest[1] == "-" else Card.parse(rest[1]))
        elif command == "discard":
            player.discarded_by(int(rest[0]), Card.parse(rest[1]))
        elif command == "melds":
            player.shown(int(rest[0]), parse_melds(rest[1:]))
        elif command == "start":
            player.start(int(rest[0]), int(rest[1]), [Card.parse(code) for code in rest[2:]])
        elif command == "scores":
            player.scored((int(rest[0]), int(rest[1])))
        elif command == "hand":
            player.final_hand(int(rest[0]), [Card.parse(code) for code in rest[1:]])
        elif command == "match":
            player.new_match(int(rest[0]))
        elif command == "quit":
            break
        sys.stdout.flush()
    if stats:
        with open(stats, "w") as out:
            json.dump({"times": player.times}, out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--stats", help="a file for the decision times (JSON)")
    parser.add_argument("--worlds", type=int, help="the master's budget (default: the game's)")
    parser.add_argument("--max-rollouts", type=int)
    args = parser.parse_args()
    # Experiments: EAAI_EXPERT_KNOBS="OPENING_STOCK=20,MIDGAME_KNOCK=3" sets the expert's
    # module constants (games/engine/ai/expert.py) in this process only.
    import os

    from games.engine.ai import expert

    for pair in filter(None, os.environ.get("EAAI_EXPERT_KNOBS", "").split(",")):
        name, value = pair.split("=")
        setattr(expert, name, type(getattr(expert, name))(value))
    budget = None
    if args.worlds is not None:
        budget = Budget(worlds=args.worlds, max_rollouts=args.max_rollouts or 4 * args.worlds)
    play(args.level, args.stats, budget)


if __name__ == "__main__":
    main()
