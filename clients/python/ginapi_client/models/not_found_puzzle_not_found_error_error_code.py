from enum import StrEnum


class NotFoundPuzzleNotFoundErrorErrorCode(StrEnum):
    NOT_FOUND = "not_found"
    PUZZLE_NOT_FOUND = "puzzle_not_found"

    def __str__(self) -> str:
        return str(self.value)
