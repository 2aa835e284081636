from enum import StrEnum


class SeeksCreate400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_INPUT = "invalid_input"
    INVALID_RATING_RANGE = "invalid_rating_range"
    INVALID_RULESET = "invalid_ruleset"
    PARSE_ERROR = "parse_error"
    UNKNOWN_FIELD = "unknown_field"

    def __str__(self) -> str:
        return str(self.value)
