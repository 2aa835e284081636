from enum import StrEnum


class GamesClaimVictory422ErrorErrorCode(StrEnum):
    CLAIM_ON_YOUR_TURN = "claim_on_your_turn"
    GAME_CANCELLED = "game_cancelled"
    GAME_NOT_STARTED = "game_not_started"
    GAME_OVER = "game_over"
    NO_TURN_CLOCK = "no_turn_clock"
    TURN_NOT_EXPIRED = "turn_not_expired"

    def __str__(self) -> str:
        return str(self.value)
