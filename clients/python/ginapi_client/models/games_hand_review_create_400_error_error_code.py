from enum import StrEnum


class GamesHandReviewCreate400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_INPUT = "invalid_input"
    INVALID_SEAT = "invalid_seat"
    PARSE_ERROR = "parse_error"
    UNKNOWN_FIELD = "unknown_field"

    def __str__(self) -> str:
        return str(self.value)
