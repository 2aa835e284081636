from enum import StrEnum


class ReasonEnum(StrEnum):
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
