"""Our AIs against OpenSpiel's simple Gin Rummy bot, inside OpenSpiel's own game (issue 39).

OpenSpiel (``open-spiel==2.0.2``, requirements-bench.txt) deals and scores one hand a game
(``gin_rummy``: knock at 10, gin and undercut bonus 25, no big gin, the hand dead when two cards
are left in the stock), and its ``SimpleGinRummyBot`` (``pyspiel.make_simple_gin_rummy_bot``)
plays one seat.  Our AI plays the other through the knowledge tracker the EAAI bench uses
(:class:`bench.eaai_player.Player`): it is told what a player at the table sees (its cards, the
upcard, each draw from the pile and each discard, the melds a knocker shows) and nothing else,
and our :class:`~games.engine.view.SeatView` is built from that.  What it decides is played as
OpenSpiel's actions: a knock is OpenSpiel's knock, then the discard, then the melds of our best
arrangement one by one; a defence lays off the cards of our best defence, then shows its
melds.  A choice OpenSpiel does not allow (none was seen) is counted and replaced by the
bot-free fallback: the first legal action.

Matches to 100 from consecutive hands, the first player of each hand alternating (a dead hand
is dealt again by the same player), as in the EAAI challenge; each seed is one sequence of
deals, played twice with the seats swapped.  Printed: matches won with a 95% Wilson interval,
points a hand (ours less the bot's, dead hands included), our decision CPU p50/p99.  For
example::

    python -m bench.openspiel --level expert --matches 200
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from bench.eaai_player import Player
from bench.selfplay import wilson
from bench.stats import percentile
from games.engine.cards import Card
from games.engine.layoffs import best_defence
from games.engine.melds import Meld

DRAW_UPCARD, DRAW_STOCK, PASS, KNOCK, MELD_BASE = 52, 53, 54, 55, 56
TARGET = 100


def _spiel() -> Any:
    try:
        import pyspiel
    except ImportError:
        raise SystemExit("needs open-spiel: pip install -r requirements-bench.txt") from None
    return pyspiel


@dataclass
class Tally:
    matches: int = 0
    won: int = 0
    hands: int = 0
    points: int = 0  # ours less the bot's, over every hand dealt
    refused: int = 0  # our choices OpenSpiel did not allow
    times: list[float] = field(default_factory=list)


class Hand:
    """One OpenSpiel game (a hand) between our AI (OpenSpiel's player ``me``) and the bot."""

    def __init__(
        self, spiel: Any, ours: Player, me: int, deck: list[int], times: list[float]
    ) -> None:
        self.spiel = spiel
        self.game = spiel.load_game("gin_rummy")
        self.utils = spiel.gin_rummy.GinRummyUtils(13, 4, 10)
        self.state = self.game.new_initial_state()
        self.deck = list(deck)  # OpenSpiel deals and draws from the stock as chance events
        self.deal()
        self.bot = spiel.make_simple_gin_rummy_bot(self.game.get_parameters(), 1 - me)
        self.ours, self.me, self.times = ours, me, times
        self.knocker: int | None = None
        self.knocker_melds: list[Meld] = []
        self.refused = 0
        ours.start(me, 0, self.cards(me))

    def deal(self) -> None:
        """Resolve chance events with the deck's next card: both orders of seats see the same
        hands and the same stock."""
        while self.state.is_chance_node():
            outcomes = {action for action, _ in self.state.chance_outcomes()}
            card = next(card for card in self.deck if card in outcomes)
            self.deck.remove(card)
            self.state.apply_action(card)

    def card(self, code: str | int) -> Card:
        text = self.utils.card_string(code) if isinstance(code, int) else code
        return Card.parse(text.upper())

    def cards(self, seat: int) -> list[Card]:
        return [self.card(code) for code in self.state.to_struct().hands[seat]]

    def top(self) -> Card:
        struct = self.state.to_struct()
        return self.card(struct.upcard if struct.upcard else struct.discard_pile[-1])

    def phase(self) -> str:
        return str(self.state.to_struct().phase)

    def play(self) -> list[float]:
        """Play the hand out; OpenSpiel's returns (player 0, player 1)."""
        while not self.state.is_terminal():
            seat = self.state.current_player()
            if seat == self.me:
                self.our_turn()
            else:
                self.apply(seat, self.bot.step(self.state))
        return list(self.state.returns())

    def apply(self, seat: int, action: int) -> None:
        """Apply ``action`` of ``seat``, telling our player what a player at the table sees."""
        phase, legal = self.phase(), self.state.legal_actions()
        if action not in legal:
            self.refused += 1
            action = legal[0]
        before = set(self.state.to_struct().hands[seat])
        top = self.top() if action == DRAW_UPCARD else None
        self.state.apply_action(action)
        self.deal()
        ours = self.ours
        if action in (DRAW_UPCARD, DRAW_STOCK):
            drawn = set(self.state.to_struct().hands[seat]) - before
            card = self.card(drawn.pop()) if drawn else top
            ours.draw(seat, card if seat == self.me or action == DRAW_UPCARD else None)
        elif action < 52 and phase in ("Discard", "Knock"):
            ours.discarded_by(seat, self.card(action))
        elif action == KNOCK:
            self.knocker = seat
            taken = set(self.state.to_struct().hands[seat]) - before
            if taken:  # at the wall a knock takes the upcard first
                ours.took_offer = seat == self.me
                ours.draw(seat, self.card(taken.pop()))
        elif action >= MELD_BASE and seat == self.knocker:
            self.knocker_melds.append(
                Meld.from_cards([self.card(c) for c in self.utils.int_to_meld[action - MELD_BASE]])
            )
        if "Layoff" in self.phase() and self.knocker is not None and seat == self.knocker:
            ours.shown(self.knocker, self.knocker_melds)

    def our_turn(self) -> None:
        phase, legal = self.phase(), self.state.legal_actions()
        ours = self.ours
        cpu = time.process_time()
        if DRAW_UPCARD in legal and ("FirstUpcard" in phase or "Draw" in phase):
            take = ours.offer(self.top())
            self.times.append(time.process_time() - cpu)
            if "FirstUpcard" in phase:
                self.apply(self.me, DRAW_UPCARD if take else PASS)
            else:
                self.apply(self.me, DRAW_UPCARD if take else DRAW_STOCK)
        elif "Draw" in phase or "FirstUpcard" in phase:
            self.apply(self.me, DRAW_STOCK)
        elif "Discard" in phase:
            card = ours.discard()
            self.times.append(time.process_time() - cpu)
            if ours.knock and KNOCK in legal:
                self.apply(self.me, KNOCK)
                self.knock_down(card)
            else:
                self.apply(self.me, self.card_id(card))
        elif "Layoff" in phase:
            self.defend()
        else:  # the wall: knock if it may, else the hand is dead
            self.apply(self.me, KNOCK if KNOCK in legal else PASS)
            if "Knock" in self.phase():
                self.knock_down(None)

    def card_id(self, card: Card) -> int:
        return int(self.utils.card_int(card.code[0] + card.code[1].lower()))

    def knock_down(self, card: Card | None) -> None:
        """After OpenSpiel's knock: our discard (the least deadwood one if none was chosen),
        then our melds one by one, then done."""
        legal = self.state.legal_actions()
        discards = [action for action in legal if action < 52]
        choice = min(discards, key=self._deadwood_without)
        if card is not None and self.card_id(card) in discards:
            choice = self.card_id(card)
        self.apply(self.me, choice)
        self.ours.knock = True
        for action in [a for meld in self.ours.melds() or [] for a in self.meld_ids(meld)]:
            if self.state.current_player() != self.me or "Knock" not in self.phase():
                break
            if action in self.state.legal_actions():
                self.apply(self.me, action)
        while self.state.current_player() == self.me and "Knock" in self.phase():
            self.apply(self.me, PASS)

    def _deadwood_without(self, card_id: int) -> int:
        hand = [
            self.utils.card_int(code)
            for code in self.state.to_struct().hands[self.me]
            if self.utils.card_int(code) != card_id
        ]
        return int(self.utils.min_deadwood(hand))

    def meld_ids(self, meld: Meld) -> list[int]:
        """OpenSpiel's meld actions for ``meld``: its runs are at most 5 long, so a longer run
        is shown as two (6 as 3 + 3, 7 as 4 + 3, up to 10 as 5 + 5)."""
        cards = list(meld.cards)  # a run's in rank order
        parts = (
            [cards]
            if len(cards) <= 5
            else [cards[: (len(cards) + 1) // 2], cards[(len(cards) + 1) // 2 :]]
        )
        return [
            MELD_BASE + int(self.utils.meld_to_int(sorted(self.card_id(card) for card in part)))
            for part in parts
        ]

    def defend(self) -> None:
        """Lay off the cards of our best defence, then show its melds."""
        ours = self.ours
        ours.knocker_melds = self.knocker_melds
        defence = best_defence(self.cards(self.me), self.knocker_melds)
        for card in defence.layoffs:
            if self.card_id(card) in self.state.legal_actions():
                self.apply(self.me, self.card_id(card))
        while self.state.current_player() == self.me and "Layoff" in self.phase():
            legal = self.state.legal_actions()
            melds = [action for meld in defence.melds for action in self.meld_ids(meld)]
            shown = [action for action in melds if action in legal]
            self.apply(self.me, shown[0] if shown else PASS)


def play_match(spiel: Any, level: str, seed: int, our_seat: int, tally: Tally) -> None:
    """One match to TARGET: our player is seat ``our_seat`` of the match, which starts the odd
    hands' play as OpenSpiel's player 0 when it is 0."""
    rng = random.Random(seed)
    ours = Player(level)
    ours.new_match(seed)
    scores = [0, 0]  # by match seat
    starter = 0
    while max(scores) < TARGET:
        me = 0 if starter == our_seat else 1  # our OpenSpiel player number this hand
        deck = list(range(52))
        rng.shuffle(deck)
        hand = Hand(spiel, ours, me, deck, tally.times)
        returns = hand.play()  # zero-sum: the winner's points, and their negation
        tally.refused += hand.refused
        tally.hands += 1
        tally.points += int(returns[me])
        if returns[me] > 0:
            scores[our_seat] += int(returns[me])
        elif returns[1 - me] > 0:
            scores[1 - our_seat] += int(returns[1 - me])
        else:
            continue  # a dead hand: the same player starts again
        by_player = [0, 0]
        by_player[me], by_player[1 - me] = scores[our_seat], scores[1 - our_seat]
        ours.scored((by_player[0], by_player[1]))
        starter = 1 - starter
    tally.matches += 1
    tally.won += scores[our_seat] >= TARGET


def run(level: str, matches: int, first_seed: int) -> dict[str, Any]:
    spiel = _spiel()
    tally = Tally()
    started = time.perf_counter()
    for index in range(matches):
        seed = first_seed + index // 2
        play_match(spiel, level, seed, index % 2, tally)
    low, high = wilson(tally.won, tally.matches)
    return {
        "level": level,
        "matches": tally.matches,
        "won": tally.won,
        "win_rate": round(tally.won / tally.matches, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "hands": tally.hands,
        "points_a_hand": round(tally.points / tally.hands, 2),
        "refused_choices": tally.refused,
        "decision_cpu_ms": {
            "p50": round(1000 * percentile(tally.times, 0.5), 2),
            "p99": round(1000 * percentile(tally.times, 0.99), 2),
        },
        "seconds": round(time.perf_counter() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--matches", type=int, default=100, help="even: each seed twice")
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args()
    json.dump(run(args.level, args.matches, args.first_seed), sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
