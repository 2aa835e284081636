from enum import StrEnum


class LeaderboardDailyAround(StrEnum):
    ME = "me"

    def __str__(self) -> str:
        return str(self.value)
