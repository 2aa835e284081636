from enum import StrEnum


class LeaderboardBestHandAround(StrEnum):
    ME = "me"

    def __str__(self) -> str:
        return str(self.value)
