from enum import StrEnum


class DeclareEnum(StrEnum):
    BIG_GIN = "big_gin"

    def __str__(self) -> str:
        return str(self.value)
