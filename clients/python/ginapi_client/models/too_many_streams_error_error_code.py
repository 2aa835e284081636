from enum import StrEnum


class TooManyStreamsErrorErrorCode(StrEnum):
    TOO_MANY_STREAMS = "too_many_streams"

    def __str__(self) -> str:
        return str(self.value)
