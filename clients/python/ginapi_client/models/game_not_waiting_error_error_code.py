from enum import StrEnum


class GameNotWaitingErrorErrorCode(StrEnum):
    GAME_NOT_WAITING = "game_not_waiting"

    def __str__(self) -> str:
        return str(self.value)
