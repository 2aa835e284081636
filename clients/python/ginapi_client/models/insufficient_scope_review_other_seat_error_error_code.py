from enum import StrEnum


class InsufficientScopeReviewOtherSeatErrorErrorCode(StrEnum):
    INSUFFICIENT_SCOPE = "insufficient_scope"
    REVIEW_OTHER_SEAT = "review_other_seat"

    def __str__(self) -> str:
        return str(self.value)
