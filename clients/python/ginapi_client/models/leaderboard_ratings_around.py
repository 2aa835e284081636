from enum import StrEnum


class LeaderboardRatingsAround(StrEnum):
    ME = "me"

    def __str__(self) -> str:
        return str(self.value)
