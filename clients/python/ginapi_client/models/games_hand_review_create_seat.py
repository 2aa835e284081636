from enum import StrEnum


class GamesHandReviewCreateSeat(StrEnum):
    OPPONENT = "opponent"
    YOU = "you"

    def __str__(self) -> str:
        return str(self.value)
