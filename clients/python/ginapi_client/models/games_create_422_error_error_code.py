from enum import StrEnum


class GamesCreate422ErrorErrorCode(StrEnum):
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    NOT_A_HUMAN_GAME = "not_a_human_game"
    REGISTRATION_REQUIRED = "registration_required"
    TOO_MANY_WAITING_GAMES = "too_many_waiting_games"

    def __str__(self) -> str:
        return str(self.value)
