"""The Glicko-2 update follows Glickman's paper, worked example included."""

from __future__ import annotations

import pytest

from ratings.glicko2 import Rating, Result, rate, rate_game


def test_it_reproduces_glickmans_worked_example() -> None:
    after = rate(
        Rating(1500, 200, 0.06),
        [
            Result(Rating(1400, 30), 1),
            Result(Rating(1550, 100), 0),
            Result(Rating(1700, 300), 0),
        ],
    )
    # The paper rounds its intermediate values and prints 1464.06; exactly, it is 1464.05.
    assert after.r == pytest.approx(1464.06, abs=0.02)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.sigma == pytest.approx(0.05999, abs=0.00001)


def test_a_winner_gains_what_an_equal_loser_loses() -> None:
    winner, loser = rate_game(Rating(), Rating(), 1.0)
    assert winner.r > 1500 > loser.r
    assert winner.r - 1500 == pytest.approx(1500 - loser.r)
    assert winner.rd < 350 and loser.rd < 350


def test_a_new_player_is_provisional_until_the_deviation_falls_to_110() -> None:
    assert Rating().provisional
    assert not Rating(1500, 110).provisional
