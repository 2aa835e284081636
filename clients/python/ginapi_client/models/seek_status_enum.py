from enum import StrEnum


class SeekStatusEnum(StrEnum):
    LAPSED = "lapsed"
    OPEN = "open"
    PAIRED = "paired"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
