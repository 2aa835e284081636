from enum import StrEnum


class StockExhaustionEnum(StrEnum):
    DEAD_HAND = "dead_hand"
    RECYCLE = "recycle"

    def __str__(self) -> str:
        return str(self.value)
