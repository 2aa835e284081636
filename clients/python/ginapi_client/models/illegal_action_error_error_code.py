from enum import StrEnum


class IllegalActionErrorErrorCode(StrEnum):
    ILLEGAL_ACTION = "illegal_action"

    def __str__(self) -> str:
        return str(self.value)
