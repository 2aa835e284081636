from enum import StrEnum


class RequestTooLargeErrorErrorCode(StrEnum):
    REQUEST_TOO_LARGE = "request_too_large"

    def __str__(self) -> str:
        return str(self.value)
