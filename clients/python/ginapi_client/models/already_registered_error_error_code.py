from enum import StrEnum


class AlreadyRegisteredErrorErrorCode(StrEnum):
    ALREADY_REGISTERED = "already_registered"

    def __str__(self) -> str:
        return str(self.value)
