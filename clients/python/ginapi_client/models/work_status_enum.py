from enum import StrEnum


class WorkStatusEnum(StrEnum):
    DONE = "done"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
