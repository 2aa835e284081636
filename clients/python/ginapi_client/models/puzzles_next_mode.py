from enum import StrEnum


class PuzzlesNextMode(StrEnum):
    STREAK = "streak"

    def __str__(self) -> str:
        return str(self.value)
