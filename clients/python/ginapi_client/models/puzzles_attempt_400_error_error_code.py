from enum import StrEnum


class PuzzlesAttempt400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_ACTION = "invalid_action"
    INVALID_CARD = "invalid_card"
    INVALID_INPUT = "invalid_input"
    PARSE_ERROR = "parse_error"
    UNKNOWN_FIELD = "unknown_field"

    def __str__(self) -> str:
        return str(self.value)
