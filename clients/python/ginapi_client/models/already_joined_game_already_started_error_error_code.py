from enum import StrEnum


class AlreadyJoinedGameAlreadyStartedErrorErrorCode(StrEnum):
    ALREADY_JOINED = "already_joined"
    GAME_ALREADY_STARTED = "game_already_started"

    def __str__(self) -> str:
        return str(self.value)
