"""leaderboard.services.hand_won: what is recorded, and on which boards (docs/RULES.md 8)."""

from __future__ import annotations

import pytest

from daily.models import DailyAttempt
from daily.services import daily_deal_ensure, daily_play, daily_practice
from games.services import game_move_play
from leaderboard.models import BEST_HAND_BOARD, BestScore, Score, daily_board
from leaderboard.services import daily_attempt_scores_sync
from tests.factories import PlayerFactory, game_create

from .conftest import START, Win, board_rows, minutes, tallies

TODAY = START.date()


@pytest.fixture
def at_start(monkeypatch: pytest.MonkeyPatch) -> None:
    """Daily plays made 'today' = START's date."""
    monkeypatch.setattr("daily.services.daily_today", lambda now=None: TODAY)


def resign(attempt: DailyAttempt) -> None:
    game_move_play(
        game_id=attempt.game_id,
        player=attempt.player,
        action={"action": "resign"},
        expected_version=None,
    )


def test_a_hand_the_human_wins_against_the_ai_is_recorded(win: Win) -> None:
    player = PlayerFactory.create()
    game = win(player, 37, 5, hand_number=2)
    score = Score.objects.get()
    assert (score.player, score.game, score.hand_number, score.points) == (player, game, 2, 37)
    assert score.achieved_at == minutes(5)
    assert score.daily_deal is None
    assert board_rows(BEST_HAND_BOARD) == [(player.pk, 37)]


def test_a_hand_the_ai_wins_is_not_recorded(win: Win) -> None:
    win(PlayerFactory.create(), 30, seat=1)
    assert not Score.objects.exists()


@pytest.mark.parametrize("seat", [0, 1])
def test_hands_won_in_a_game_between_two_players_are_never_recorded(seat: int, win: Win) -> None:
    friend_game = game_create(PlayerFactory.create(), opponent="human")
    win(friend_game.player0, 80, game=friend_game, seat=seat)
    assert not Score.objects.exists()
    assert not BestScore.objects.exists()


def test_a_game_with_overridden_scoring_numbers_is_never_recorded(win: Win) -> None:
    player = PlayerFactory.create()
    inflated = game_create(player, rules={"gin_bonus": 1_000_000})
    win(player, 1_000_010, game=inflated)
    assert not Score.objects.exists()


def test_a_game_with_only_another_target_is_recorded(win: Win) -> None:
    player = PlayerFactory.create()
    short = game_create(player, target=50)
    win(player, 30, game=short)
    assert Score.objects.get().points == 30


def test_the_same_hand_reported_twice_is_recorded_once(win: Win) -> None:
    player = PlayerFactory.create()
    game = win(player, 20)
    win(player, 20, game=game)
    assert Score.objects.count() == 1
    assert tallies(BEST_HAND_BOARD) == {20: 1}


def test_the_first_hand_of_a_scored_daily_game_counts_on_the_dates_board(
    win: Win, at_start: None
) -> None:
    player = PlayerFactory.create(registered=True)
    attempt, _created = daily_play(player=player)
    assert attempt.scored
    win(player, 44, game=attempt.game, hand_number=1)
    win(player, 60, 1, game=attempt.game, hand_number=2)
    first, second = Score.objects.order_by("hand_number")
    assert first.daily_deal == attempt.deal
    assert second.daily_deal is None
    assert board_rows(daily_board(TODAY)) == [(player.pk, 44)]
    assert board_rows(BEST_HAND_BOARD) == [(player.pk, 60)]


def test_practice_daily_games_are_never_recorded(win: Win, at_start: None) -> None:
    player = PlayerFactory.create()
    scored, _created = daily_play(player=player)
    resign(scored)
    practice = daily_practice(player=player, deal=scored.deal, now=scored.deal.ends_at)
    assert not practice.scored
    win(player, 90, game=practice.game, hand_number=1)
    win(player, 90, game=practice.game, hand_number=2)
    assert not Score.objects.exists()
    assert board_rows(daily_board(TODAY)) == []
    assert board_rows(BEST_HAND_BOARD) == []


def test_a_hand_won_while_the_daily_game_was_being_dealt_follows_the_daily_rules(
    win: Win,
) -> None:
    # game_create plays the AI's opening turn before the attempt row exists; if the human won
    # hand 1 there (an AI knock they undercut), hand_won saw a plain AI game.
    deal = daily_deal_ensure(date=TODAY)
    player = PlayerFactory.create(registered=True)
    scored_game = win(player, 30, hand_number=1)
    scored = DailyAttempt.objects.create(deal=deal, player=player, game=scored_game, scored=True)
    daily_attempt_scores_sync(attempt=scored)
    assert Score.objects.get(game=scored_game).daily_deal == deal
    assert board_rows(daily_board(TODAY)) == [(player.pk, 30)]

    practice_game = win(player, 75, 1, hand_number=1)
    practice = DailyAttempt.objects.create(
        deal=deal, player=player, game=practice_game, scored=False
    )
    daily_attempt_scores_sync(attempt=practice)
    assert not Score.objects.filter(game=practice_game).exists()
    assert board_rows(BEST_HAND_BOARD) == [(player.pk, 30)]
    assert tallies(BEST_HAND_BOARD) == {30: 1}
