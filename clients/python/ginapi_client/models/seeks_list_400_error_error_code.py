from enum import StrEnum


class SeeksList400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_INPUT = "invalid_input"
    INVALID_RATING_RANGE = "invalid_rating_range"
    INVALID_RULESET = "invalid_ruleset"

    def __str__(self) -> str:
        return str(self.value)
