from enum import StrEnum


class SeeksAccept422ErrorErrorCode(StrEnum):
    OWN_SEEK = "own_seek"
    RATING_OUT_OF_RANGE = "rating_out_of_range"
    REGISTRATION_REQUIRED = "registration_required"

    def __str__(self) -> str:
        return str(self.value)
