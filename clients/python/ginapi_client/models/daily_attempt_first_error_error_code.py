from enum import StrEnum


class DailyAttemptFirstErrorErrorCode(StrEnum):
    DAILY_ATTEMPT_FIRST = "daily_attempt_first"

    def __str__(self) -> str:
        return str(self.value)
