from enum import StrEnum


class GamesHandReviewGet400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_INPUT = "invalid_input"
    INVALID_SEAT = "invalid_seat"

    def __str__(self) -> str:
        return str(self.value)
