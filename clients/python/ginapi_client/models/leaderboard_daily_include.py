from enum import StrEnum


class LeaderboardDailyInclude(StrEnum):
    GUESTS = "guests"

    def __str__(self) -> str:
        return str(self.value)
