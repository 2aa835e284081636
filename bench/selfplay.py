"""How fast the AIs play, and how much stronger ``expert`` is than ``novice``.

Two figures, both on the ``standard`` ruleset with whole games to 100 through
:class:`~games.engine.match.Match` (views, legal-move checks and scoring included):

- ``selfplay_hands_per_s``: novice against novice in this one process, hands (dead hands
  included) per second of wall time.
- ``expert_vs_novice``: the share of games expert wins against novice, with a 95% Wilson
  interval.  Each deal seed is played twice with the seats swapped, so both AIs meet the same
  cards from both chairs and the luck of the deal cancels out.  The games are shared between
  two worker processes; every game is deterministic, so the figure is the same on every run.

    python -m bench.selfplay
"""

from __future__ import annotations

import math
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from games.engine.ai import choose_action
from games.engine.match import Match
from games.engine.rules import get_ruleset

RULESET = "standard"
PROCESSES = 2
SELFPLAY_SECONDS = 3.0
"""How long the hands-per-second measurement plays for (whole games, so a little more)."""


def play(seed: bytes, levels: tuple[str, str]) -> Match:
    """A whole game between the AIs ``levels[seat]``."""
    match = Match.new(seed=seed, ruleset=get_ruleset(RULESET))
    while not match.finished:
        seat = match.turn
        assert seat is not None
        match.apply(seat, choose_action(match.view(seat), levels[seat]))
    return match


def selfplay_hands_per_s(seconds: float = SELFPLAY_SECONDS) -> tuple[float, int, float]:
    """Novice against novice for about ``seconds``: (hands per second, hands, seconds)."""
    hands = games = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        hands += len(play(b"bench:selfplay:%d" % games, ("novice", "novice")).hand_results)
        games += 1
        elapsed = time.perf_counter() - start
    return hands / elapsed, hands, elapsed


def _expert_wins(deals: range) -> int:
    """Games expert wins over ``deals``, each played with expert in seat 0 and then seat 1."""
    wins = 0
    for deal in deals:
        seed = b"bench:deal:%d" % deal
        for expert in (0, 1):
            levels = ("expert", "novice") if expert == 0 else ("novice", "expert")
            wins += play(seed, levels).winner == expert
    return wins


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins / n``."""
    if not n:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def expert_vs_novice(matches: int = 2000, processes: int = PROCESSES) -> dict[str, Any]:
    """Expert's win rate against novice over ``matches`` games (rounded up to an even
    number: ``matches / 2`` deals, seats swapped)."""
    deals = (matches + 1) // 2
    chunks = [range(start, min(start + 25, deals)) for start in range(0, deals, 25)]
    start = time.perf_counter()
    if processes > 1:
        with ProcessPoolExecutor(max_workers=processes) as pool:
            wins = sum(pool.map(_expert_wins, chunks))
    else:
        wins = sum(map(_expert_wins, chunks))
    played = 2 * deals
    low, high = wilson(wins, played)
    return {
        "win_rate": round(wins / played, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "matches": played,
        "seconds": round(time.perf_counter() - start, 1),
    }


def run(matches: int = 2000) -> dict[str, Any]:
    """Run both measurements, print them, and return the figures."""
    rate, hands, seconds = selfplay_hands_per_s()
    print(f"ginapi AI self-play benchmark ({RULESET}, games to 100)")
    print(
        f"  novice vs novice, one process      {rate:,.0f} hands/s "
        f"({hands} hands in {seconds:.1f} s)"
    )
    versus = expert_vs_novice(matches)
    low, high = versus["ci95"]
    print(
        f"  expert vs novice, seats swapped    win rate {versus['win_rate']:.1%} "
        f"(95% CI {low:.1%} to {high:.1%}) over {versus['matches']} games, "
        f"{versus['seconds']:.0f} s on {PROCESSES} processes"
    )
    return {"selfplay_hands_per_s": round(rate, 1), "expert_vs_novice": versus}


if __name__ == "__main__":
    run()
