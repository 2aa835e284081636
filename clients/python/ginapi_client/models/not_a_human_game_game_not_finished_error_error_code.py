from enum import StrEnum


class NotAHumanGameGameNotFinishedErrorErrorCode(StrEnum):
    GAME_NOT_FINISHED = "game_not_finished"
    NOT_A_HUMAN_GAME = "not_a_human_game"

    def __str__(self) -> str:
        return str(self.value)
