from enum import StrEnum


class HandReviewStatusEnum(StrEnum):
    DONE = "done"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
