from enum import StrEnum


class NotFoundNoPuzzleErrorErrorCode(StrEnum):
    NOT_FOUND = "not_found"
    NO_PUZZLE = "no_puzzle"

    def __str__(self) -> str:
        return str(self.value)
