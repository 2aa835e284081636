"""Glicko-2, from Mark Glickman's "Example of the Glicko-2 system" (glicko.net, 2022).

Plain Python with no Django: the rating maths only.  Every rated game is one rating period
with one opponent (a player's deviation does not grow with idle time: the service rates
games as they end).  The paper's worked example is a test (tests/ratings/test_glicko2.py):
1500/200/0.06 beating a 1400/30, losing to 1550/100 and to 1700/300 gives
1464.06/151.52/0.05999 (the paper rounds its intermediate values: exactly, 1464.05).

Written here rather than taken from a package: the few on PyPI are unmaintained single files
without the paper's example as a test, and the update is forty lines.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""Glicko-2's scale factor between the Glicko scale (1500-centred) and its own."""
TAU = 0.5
"""The system constant: how much volatility may change (the paper's example uses 0.5)."""
EPSILON = 0.000001
"""Convergence tolerance of the volatility iteration (the paper's)."""

START_RATING = 1500.0
START_RD = 350.0
START_VOLATILITY = 0.06
PROVISIONAL_RD = 110.0
"""A rating whose deviation is above this is provisional (left off the board)."""


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's rating ``r``, rating deviation ``rd`` and volatility ``sigma``."""

    r: float = START_RATING
    rd: float = START_RD
    sigma: float = START_VOLATILITY

    @property
    def provisional(self) -> bool:
        return self.rd > PROVISIONAL_RD


@dataclass(frozen=True, slots=True)
class Result:
    """One game against ``opponent`` (as rated before the period): ``score`` 1, 0.5 or 0."""

    opponent: Rating
    score: float


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def rate(player: Rating, results: Sequence[Result], *, tau: float = TAU) -> Rating:
    """``player``'s rating after one rating period with ``results`` (Glickman's steps 2-8).

    >>> after = rate(Rating(1500, 200), [Result(Rating(1400, 30), 1),
    ...     Result(Rating(1550, 100), 0), Result(Rating(1700, 300), 0)])
    >>> round(after.r, 1), round(after.rd, 2), round(after.sigma, 6)
    (1464.1, 151.52, 0.059996)
    """
    mu = (player.r - START_RATING) / SCALE
    phi = player.rd / SCALE
    sigma = player.sigma
    if not results:
        # Step 6 alone: only the deviation grows.
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.r, phi_star * SCALE, sigma)

    # Step 3 and 4: the estimated variance v and improvement delta.
    v_inverse = 0.0
    delta_sum = 0.0
    for result in results:
        mu_j = (result.opponent.r - START_RATING) / SCALE
        phi_j = result.opponent.rd / SCALE
        g = _g(phi_j)
        e = _expected(mu, mu_j, phi_j)
        v_inverse += g * g * e * (1.0 - e)
        delta_sum += g * (result.score - e)
    v = 1.0 / v_inverse
    delta = v * delta_sum

    # Step 5: the new volatility, by the Illinois algorithm.
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        num = ex * (delta * delta - phi * phi - v - ex)
        den = 2.0 * (phi * phi + v + ex) ** 2
        return num / den - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    sigma_new = math.exp(big_a / 2.0)

    # Steps 6-8: the new deviation and rating, back on the Glicko scale.
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * delta_sum
    return Rating(SCALE * mu_new + START_RATING, SCALE * phi_new, sigma_new)


def rate_game(first: Rating, second: Rating, score: float) -> tuple[Rating, Rating]:
    """Both players' ratings after one game in which ``first`` scored ``score`` (1 a win,
    0 a loss, 0.5 a draw), each rated against the other's rating before it."""
    return (
        rate(first, [Result(second, score)]),
        rate(second, [Result(first, 1.0 - score)]),
    )
