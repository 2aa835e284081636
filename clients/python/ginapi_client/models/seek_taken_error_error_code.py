from enum import StrEnum


class SeekTakenErrorErrorCode(StrEnum):
    SEEK_TAKEN = "seek_taken"

    def __str__(self) -> str:
        return str(self.value)
