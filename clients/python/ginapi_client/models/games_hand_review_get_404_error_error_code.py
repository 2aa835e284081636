from enum import StrEnum


class GamesHandReviewGet404ErrorErrorCode(StrEnum):
    HAND_NOT_FOUND = "hand_not_found"
    NOT_FOUND = "not_found"
    REVIEW_NOT_FOUND = "review_not_found"

    def __str__(self) -> str:
        return str(self.value)
