from enum import StrEnum


class RevealedDealDealerEnum(StrEnum):
    AI = "ai"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
