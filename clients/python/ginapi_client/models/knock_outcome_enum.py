from enum import StrEnum


class KnockOutcomeEnum(StrEnum):
    BIG_GIN = "big_gin"
    GIN = "gin"
    KNOCK = "knock"
    UNDERCUT = "undercut"

    def __str__(self) -> str:
        return str(self.value)
