from enum import StrEnum


class RelativeEnum(StrEnum):
    OPPONENT = "opponent"
    YOU = "you"

    def __str__(self) -> str:
        return str(self.value)
