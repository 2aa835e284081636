from enum import StrEnum


class LeaderboardPuzzlesAround(StrEnum):
    ME = "me"

    def __str__(self) -> str:
        return str(self.value)
