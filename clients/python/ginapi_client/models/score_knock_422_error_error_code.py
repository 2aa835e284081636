from enum import StrEnum


class ScoreKnock422ErrorErrorCode(StrEnum):
    DEADWOOD_TOO_HIGH = "deadwood_too_high"
    NOT_BIG_GIN = "not_big_gin"
    NO_BIG_GIN_IN_RULESET = "no_big_gin_in_ruleset"

    def __str__(self) -> str:
        return str(self.value)
