from enum import StrEnum


class InvalidInputBadRequestErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_INPUT = "invalid_input"

    def __str__(self) -> str:
        return str(self.value)
