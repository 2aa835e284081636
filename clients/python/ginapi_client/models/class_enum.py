from enum import StrEnum


class ClassEnum(StrEnum):
    BEST = "best"
    BLUNDER = "blunder"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"

    def __str__(self) -> str:
        return str(self.value)
