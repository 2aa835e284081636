from enum import StrEnum


class FoundByEnum(StrEnum):
    PLAYER = "player"
    SOLVER = "solver"

    def __str__(self) -> str:
        return str(self.value)
