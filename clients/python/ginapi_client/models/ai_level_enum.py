from enum import StrEnum


class AiLevelEnum(StrEnum):
    EXPERT = "expert"
    MASTER = "master"
    NOVICE = "novice"

    def __str__(self) -> str:
        return str(self.value)
