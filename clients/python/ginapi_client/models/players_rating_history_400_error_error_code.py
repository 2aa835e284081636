from enum import StrEnum


class PlayersRatingHistory400ErrorErrorCode(StrEnum):
    BAD_REQUEST = "bad_request"
    INVALID_INPUT = "invalid_input"
    INVALID_RULESET = "invalid_ruleset"

    def __str__(self) -> str:
        return str(self.value)
