from enum import StrEnum


class DailyPractice400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_DATE = "invalid_date"
    INVALID_INPUT = "invalid_input"
    PARSE_ERROR = "parse_error"
    UNKNOWN_FIELD = "unknown_field"

    def __str__(self) -> str:
        return str(self.value)
