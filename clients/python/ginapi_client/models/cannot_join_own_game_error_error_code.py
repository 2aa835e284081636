from enum import StrEnum


class CannotJoinOwnGameErrorErrorCode(StrEnum):
    CANNOT_JOIN_OWN_GAME = "cannot_join_own_game"

    def __str__(self) -> str:
        return str(self.value)
