from enum import StrEnum


class KnockSideEnum(StrEnum):
    DEFENDER = "defender"
    KNOCKER = "knocker"

    def __str__(self) -> str:
        return str(self.value)
