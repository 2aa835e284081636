from enum import StrEnum


class PuzzlePhaseEnum(StrEnum):
    DISCARD = "discard"
    DRAW = "draw"
    UPCARD = "upcard"

    def __str__(self) -> str:
        return str(self.value)
