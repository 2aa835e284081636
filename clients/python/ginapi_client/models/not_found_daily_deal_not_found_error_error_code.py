from enum import StrEnum


class NotFoundDailyDealNotFoundErrorErrorCode(StrEnum):
    DAILY_DEAL_NOT_FOUND = "daily_deal_not_found"
    NOT_FOUND = "not_found"

    def __str__(self) -> str:
        return str(self.value)
