from enum import StrEnum


class RematchOfferStatusEnum(StrEnum):
    ACCEPTED = "accepted"
    DECLINED = "declined"
    LAPSED = "lapsed"
    OPEN = "open"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
