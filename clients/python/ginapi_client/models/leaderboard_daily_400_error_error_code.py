from enum import StrEnum


class LeaderboardDaily400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_DATE = "invalid_date"
    INVALID_INPUT = "invalid_input"

    def __str__(self) -> str:
        return str(self.value)
