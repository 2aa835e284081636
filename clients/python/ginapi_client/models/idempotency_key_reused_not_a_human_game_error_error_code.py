from enum import StrEnum


class IdempotencyKeyReusedNotAHumanGameErrorErrorCode(StrEnum):
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    NOT_A_HUMAN_GAME = "not_a_human_game"

    def __str__(self) -> str:
        return str(self.value)
