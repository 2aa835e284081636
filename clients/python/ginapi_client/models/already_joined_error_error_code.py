from enum import StrEnum


class AlreadyJoinedErrorErrorCode(StrEnum):
    ALREADY_JOINED = "already_joined"

    def __str__(self) -> str:
        return str(self.value)
