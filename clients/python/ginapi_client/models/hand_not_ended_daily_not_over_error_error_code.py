from enum import StrEnum


class HandNotEndedDailyNotOverErrorErrorCode(StrEnum):
    DAILY_NOT_OVER = "daily_not_over"
    HAND_NOT_ENDED = "hand_not_ended"

    def __str__(self) -> str:
        return str(self.value)
