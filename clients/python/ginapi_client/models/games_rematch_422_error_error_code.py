from enum import StrEnum


class GamesRematch422ErrorErrorCode(StrEnum):
    GAME_NOT_FINISHED = "game_not_finished"
    NOT_A_HUMAN_GAME = "not_a_human_game"
    REGISTRATION_REQUIRED = "registration_required"

    def __str__(self) -> str:
        return str(self.value)
