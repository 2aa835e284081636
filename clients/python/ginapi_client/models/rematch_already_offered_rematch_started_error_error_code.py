from enum import StrEnum


class RematchAlreadyOfferedRematchStartedErrorErrorCode(StrEnum):
    REMATCH_ALREADY_OFFERED = "rematch_already_offered"
    REMATCH_STARTED = "rematch_started"

    def __str__(self) -> str:
        return str(self.value)
