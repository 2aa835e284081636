from enum import StrEnum


class LeaderboardPuzzleStreaksAround(StrEnum):
    ME = "me"

    def __str__(self) -> str:
        return str(self.value)
