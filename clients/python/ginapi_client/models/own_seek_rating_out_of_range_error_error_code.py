from enum import StrEnum


class OwnSeekRatingOutOfRangeErrorErrorCode(StrEnum):
    OWN_SEEK = "own_seek"
    RATING_OUT_OF_RANGE = "rating_out_of_range"

    def __str__(self) -> str:
        return str(self.value)
