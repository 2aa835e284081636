from enum import StrEnum


class UnratedReasonEnum(StrEnum):
    ABORTED = "aborted"
    PAIR_LIMIT = "pair_limit"

    def __str__(self) -> str:
        return str(self.value)
