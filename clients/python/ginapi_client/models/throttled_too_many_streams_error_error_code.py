from enum import StrEnum


class ThrottledTooManyStreamsErrorErrorCode(StrEnum):
    THROTTLED = "throttled"
    TOO_MANY_STREAMS = "too_many_streams"

    def __str__(self) -> str:
        return str(self.value)
