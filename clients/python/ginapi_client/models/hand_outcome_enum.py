from enum import StrEnum


class HandOutcomeEnum(StrEnum):
    BIG_GIN = "big_gin"
    DEAD = "dead"
    GIN = "gin"
    KNOCK = "knock"
    UNDERCUT = "undercut"

    def __str__(self) -> str:
        return str(self.value)
